//
//  GroceryItem.swift
//  Groceries
//

import Foundation

struct GroceryItem: Identifiable, Codable, Hashable {
    var name: String
    var aisle: String
    var isInCart = false

    var id: String { name }

    enum CodingKeys: String, CodingKey {
        case name, aisle
    }
}
