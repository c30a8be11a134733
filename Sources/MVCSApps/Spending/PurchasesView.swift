#if canImport(SwiftUI) && !os(Linux)
  import SwiftUI
#else
  import MVCSUI
#endif

/// The purchases, newest first: tap one for its screen, swipe one to delete it; one someone
/// owes back also swipes to Settle.
struct PurchasesView: View {
  @Environment(Ledger.self) private var ledger
  @State private var showingAddPurchase = false

  var body: some View {
    NavigationStack {
      List {
        Section {
          ForEach(ledger.purchases) { purchase in
            if purchase.isOwedBack {
              link(to: purchase)
                .swipeActions {
                  Button("Delete", role: .destructive) {
                    ledger.remove(purchase.id)
                  }
                  Button("Settle") {
                    ledger.settle(purchase.id)
                  }
                  .tint(.green)
                }
            } else {
              link(to: purchase)
            }
          }
          .onDelete(perform: ledger.remove(atOffsets:))
        } header: {
          Text("Total: \(ledger.total, format: .currency(code: "USD"))")
        }
      }
      .overlay {
        if ledger.purchases.isEmpty {
          Text("No purchases yet. Tap Add to record one.")
            .foregroundStyle(.secondary)
        }
      }
      .navigationTitle("Spending")
      .navigationDestination(for: Purchase.ID.self) { id in
        PurchaseDetailView(purchaseID: id)
      }
      .toolbar {
        Button("Add", systemImage: "plus") {
          showingAddPurchase = true
        }
      }
      .sheet(isPresented: $showingAddPurchase) {
        AddPurchaseView()
      }
    }
  }

  /// The row that opens `purchase`'s screen.
  private func link(to purchase: Purchase) -> some View {
    NavigationLink(value: purchase.id) {
      PurchaseRow(purchase: purchase)
    }
  }
}

/// A purchase as a row: its title and category, and what it cost.
struct PurchaseRow: View {
  let purchase: Purchase

  var body: some View {
    HStack {
      VStack(alignment: .leading) {
        Text(purchase.title)
          .font(.headline)
        Label(purchase.category.rawValue, systemImage: purchase.category.systemImage)
          .font(.caption)
      }
      Spacer()
      if purchase.isOwedBack {
        Text("owed")
          .foregroundStyle(.orange)
      }
      Text(purchase.amount, format: .currency(code: "USD"))
    }
  }
}
