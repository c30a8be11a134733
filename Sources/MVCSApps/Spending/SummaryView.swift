#if canImport(SwiftUI) && !os(Linux)
  import SwiftUI
#else
  import MVCSUI
#endif

/// What was spent, by category, and what others owe back.
struct SummaryView: View {
  @Environment(Ledger.self) private var ledger

  var body: some View {
    NavigationStack {
      List {
        Section("By category") {
          ForEach(Category.allCases) { category in
            LabeledContent {
              Text(ledger.total(for: category), format: .currency(code: "USD"))
            } label: {
              Label(category.rawValue, systemImage: category.systemImage)
            }
          }
        }
        Section {
          LabeledContent("Spent", value: ledger.total, format: .currency(code: "USD"))
          LabeledContent("Owed back", value: ledger.owedBack, format: .currency(code: "USD"))
        } header: {
          Text("Totals")
        } footer: {
          Text("\(ledger.purchases.count) purchases")
        }
      }
      .navigationTitle("Summary")
    }
  }
}
