//
//  AddItemView.swift
//  Groceries
//

import SwiftUI

struct AddItemView: View {
    @Environment(GroceryList.self) private var list
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""
    @State private var aisle = "Produce"

    let aisles = ["Produce", "Dairy", "Bakery", "Pantry", "Frozen"]

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $name)
                Picker("Aisle", selection: $aisle) {
                    ForEach(aisles, id: \.self) {
                        Text($0)
                    }
                }
            }
            .navigationTitle("New Item")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Add") {
                        list.add(name, aisle: aisle)
                        dismiss()
                    }
                    .disabled(name.isEmpty)
                }
            }
        }
    }
}

#Preview {
    AddItemView()
        .environment(GroceryList())
}
