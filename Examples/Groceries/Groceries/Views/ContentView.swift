//
//  ContentView.swift
//  Groceries
//

import SwiftUI

struct ContentView: View {
    @Environment(GroceryList.self) private var list
    @State private var showingAddItem = false

    var body: some View {
        NavigationStack {
            List {
                if let error = list.loadError {
                    Text(error)
                }
                Section("To buy") {
                    ForEach(list.toBuy) { item in
                        ItemRow(item: item)
                    }
                    .onDelete { offsets in
                        list.remove(at: offsets, from: list.toBuy)
                    }
                }
                Section("In the cart") {
                    ForEach(list.inCart) { item in
                        ItemRow(item: item)
                    }
                }
                Section {
                    NavigationLink("Go Shopping") {
                        ShoppingTripView()
                    }
                    NavigationLink("Weekly Deals") {
                        DealsView()
                    }
                    NavigationLink("About") {
                        AboutView()
                    }
                }
            }
            .navigationTitle("Groceries")
            .toolbar {
                Button("Add Item", systemImage: "plus") {
                    showingAddItem = true
                }
            }
            .sheet(isPresented: $showingAddItem) {
                AddItemView()
            }
        }
    }
}

#Preview {
    ContentView()
        .environment(GroceryList())
}
