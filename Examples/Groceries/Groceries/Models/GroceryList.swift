//
//  GroceryList.swift
//  Groceries
//

import Foundation

@Observable
final class GroceryList {
    var items: [GroceryItem] = []
    var loadError: String?

    init() {
        loadStaples()
    }

    var toBuy: [GroceryItem] { items.filter { !$0.isInCart } }
    var inCart: [GroceryItem] { items.filter(\.isInCart) }

    func loadStaples() {
        guard let url = Bundle.main.url(forResource: "staples", withExtension: "json") else {
            loadError = "staples.json is missing from the bundle"
            return
        }
        do {
            let data = try Data(contentsOf: url)
            items = try JSONDecoder().decode([GroceryItem].self, from: data)
        } catch {
            loadError = "staples.json could not be read"
        }
    }

    func add(_ name: String, aisle: String) {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, !items.contains(where: { $0.name == trimmed }) else { return }
        items.append(GroceryItem(name: trimmed, aisle: aisle))
    }

    func toggle(_ item: GroceryItem) {
        guard let index = items.firstIndex(of: item) else { return }
        items[index].isInCart.toggle()
    }

    func remove(at offsets: IndexSet, from section: [GroceryItem]) {
        let names = offsets.map { section[$0].name }
        items.removeAll { names.contains($0.name) }
    }

    func clearCart() {
        items.removeAll(where: \.isInCart)
    }
}
