import Foundation
import MVCS

/// Each category's total and its share of all the expenses, in columns: names at the left
/// taking what the numbers leave, amounts and percentages right-aligned in columns of their
/// own.
final class SummaryViewController: ViewController {
  private let store: Store<Expense>

  init(store: Store<Expense>) {
    self.store = store
    super.init(name: "summary", title: "Summary")
  }

  override var body: any View {
    let expenses = store.items
    guard !expenses.isEmpty else { return Text("Nothing spent yet.", style: .dim) }
    let total = expenses.reduce(0) { $0 + $1.amount }
    let totals = categoryTotals
    return VStack {
      row(Text("Category", style: .bold), Text("Total", style: .bold), Text("Share", style: .bold))
      Divider()
      for category in totals.keys.sorted() {
        let amount = totals[category] ?? 0
        row(
          Text(category), Text(amount, format: Money.format),
          Text(total > 0 ? amount / total : 0, format: Self.share))
      }
      Divider()
      row(Text("All", style: .bold), Text(total, format: Money.format, style: .bold), Text(1.0, format: Self.share))
    }
  }

  /// What each category's expenses add up to, by category: the rows the summary shows.
  private var categoryTotals: [String: Double] {
    Dictionary(grouping: store.items, by: \.category).mapValues { $0.reduce(0) { $0 + $1.amount } }
  }

  override var invariants: [Invariant] {
    [
      Invariant("the categories' totals add up to all the expenses") { [unowned self] in
        let all = store.items.reduce(0) { $0 + $1.amount }
        let categories = categoryTotals.values.reduce(0, +)
        // Added in another order, the sums may differ in their last bits.
        guard abs(all - categories) > 1e-9 * max(1, abs(all)) else { return nil }
        return "they add up to \(categories), the expenses to \(all)"
      }
    ]
  }

  /// A category's share of the whole: `25.0%`.
  private static let share = FloatingPointFormatStyle<Double>.Percent().precision(.fractionLength(1))

  /// One line of the summary: the name gives way first, the numbers keep their columns.
  private func row(_ name: Text, _ amount: Text, _ share: Text) -> any View {
    HStack {
      name.frame(maxWidth: .infinity, alignment: .leading)
      amount.frame(minWidth: 12, alignment: .trailing).layoutPriority(1)
      share.frame(minWidth: 7, alignment: .trailing).layoutPriority(1)
    }
  }
}
