//
//  ItemRow.swift
//  Groceries
//

import SwiftUI

struct ItemRow: View {
    @Environment(GroceryList.self) private var list
    let item: GroceryItem

    var body: some View {
        Button {
            list.toggle(item)
        } label: {
            HStack {
                Image(systemName: item.isInCart ? "checkmark.circle.fill" : "circle")
                Text(item.name)
                Spacer()
                Text(item.aisle)
                    .foregroundStyle(.secondary)
            }
        }
    }
}
