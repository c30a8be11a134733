//
//  GroceriesApp.swift
//  Groceries
//

import SwiftUI

@main
struct GroceriesApp: App {
    @State private var list = GroceryList()

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environment(list)
        }
    }
}
