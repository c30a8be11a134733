//
//  ShoppingTrip.swift
//  Groceries
//

import Foundation

final class ShoppingTrip: ObservableObject {
    @Published var secondsInStore = 0

    var elapsed: String {
        String(format: "%d:%02d", secondsInStore / 60, secondsInStore % 60)
    }

    func tick() {
        secondsInStore += 1
    }
}
