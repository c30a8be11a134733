#if canImport(SwiftUI) && !os(Linux)
  import SwiftUI
#else
  import MVCSUI
#endif

/// One purchase's screen: what it was, its category and amount, whether it is owed back,
/// and a Delete that asks first.
struct PurchaseDetailView: View {
  @Environment(Ledger.self) private var ledger
  @Environment(\.dismiss) private var dismiss
  @State private var confirmingDelete = false

  let purchaseID: Purchase.ID

  var body: some View {
    if let purchase = ledger.purchase(withID: purchaseID) {
      Form {
        LabeledContent("Title", value: purchase.title)
        LabeledContent("Category", value: purchase.category.rawValue)
        LabeledContent("Amount", value: purchase.amount, format: .currency(code: "USD"))
        LabeledContent("Owed back", value: purchase.isOwedBack ? "Yes" : "No")
        if purchase.isOwedBack {
          Button("Mark as Paid Back") {
            ledger.settle(purchase.id)
          }
        }
        Button("Delete Purchase", role: .destructive) {
          confirmingDelete = true
        }
      }
      .navigationTitle(purchase.title)
      .confirmationDialog("Delete \(purchase.title)?", isPresented: $confirmingDelete, titleVisibility: .visible) {
        Button("Delete", role: .destructive) {
          ledger.remove(purchase.id)
          dismiss()
        }
      }
    } else {
      Text("This purchase was deleted.")
        .navigationTitle("Purchase")
    }
  }
}
