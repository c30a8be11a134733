//
//  ShoppingTripView.swift
//  Groceries
//

import Combine
import SwiftUI

struct ShoppingTripView: View {
    @Environment(GroceryList.self) private var list
    @StateObject private var trip = ShoppingTrip()
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack(spacing: 12) {
            Image("basket")
            Text("Time in store: \(trip.elapsed)")
                .onReceive(timer) { _ in
                    trip.tick()
                }
            Text("\(list.inCart.count) of \(list.items.count) in the cart")
            Button("Check Out") {
                list.clearCart()
            }
            .disabled(list.inCart.isEmpty)
        }
        .navigationTitle("Shopping")
    }
}

#Preview {
    NavigationStack {
        ShoppingTripView()
            .environment(GroceryList())
    }
}
