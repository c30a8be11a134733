#if canImport(SwiftUI) && !os(Linux)
  import SwiftUI
#else
  import MVCSUI
#endif

/// A new purchase, in a sheet with its own navigation bar: Cancel leaves it, Save adds it.
///
/// Once something is typed, the sheet closes only through its buttons.
struct AddPurchaseView: View {
  @Environment(Ledger.self) private var ledger
  @Environment(\.dismiss) private var dismiss

  @State private var title = ""
  @State private var category = Category.food
  @State private var amount: Double?
  @State private var isOwedBack = false

  /// Whether anything was typed or chosen that Cancel would lose.
  private var isDirty: Bool {
    !title.isEmpty || amount != nil || category != .food || isOwedBack
  }

  /// Whether Save has what it needs: a title and an amount over zero.
  private var canSave: Bool {
    !title.trimmingCharacters(in: .whitespaces).isEmpty && (amount ?? 0) > 0
  }

  var body: some View {
    NavigationStack {
      Form {
        TextField("Title", text: $title, prompt: Text("Groceries"))
        Picker("Category", selection: $category) {
          ForEach(Category.allCases) { category in
            Text(category.rawValue)
          }
        }
        TextField("Amount", value: $amount, format: .currency(code: "USD"), prompt: Text("$0.00"))
        Toggle("Someone owes me this", isOn: $isOwedBack)
      }
      .navigationTitle("New Purchase")
      .toolbar {
        ToolbarItem(placement: .cancellationAction) {
          Button("Cancel") {
            dismiss()
          }
        }
        ToolbarItem(placement: .confirmationAction) {
          Button("Save") {
            save()
          }
          .disabled(!canSave)
        }
      }
      .interactiveDismissDisabled(isDirty)
    }
  }

  private func save() {
    guard let amount, canSave else { return }
    ledger.add(
      Purchase(
        title: title.trimmingCharacters(in: .whitespaces), category: category, amount: amount,
        isOwedBack: isOwedBack))
    dismiss()
  }
}
