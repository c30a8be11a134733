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
    let total = Money.total(expenses.lazy.map(\.amount))
    let totals = categoryTotals
    return VStack(alignment: .leading) {
      row(Text("Category", style: .bold), Text("Total", style: .bold), Text("Share", style: .bold))
      Divider()
      for category in totals.keys.sorted() {
        let amount = totals[category] ?? nil
        row(Text(category), Money.text(amount), Self.share(of: amount, in: total))
      }
      Divider()
      row(
        Text("All", style: .bold), Money.text(total, style: .bold),
        total == nil ? Text("—", style: .dim) : Text(1.0, format: Self.shareFormat))
    }
  }

  /// A category's share of the whole, `25.0%` (0% of nothing); a dash when either sum is too
  /// large to add up, which only amounts written past the app's bound make.
  private static func share(of amount: Double?, in total: Double?) -> Text {
    guard let amount, let total else { return Text("—", style: .dim) }
    return Text(total > 0 ? amount / total : 0, format: shareFormat)
  }

  /// What each category's expenses add up to, by category (nil for a sum too large to add
  /// up): the rows the summary shows.
  private var categoryTotals: [String: Double?] {
    Dictionary(grouping: store.items, by: \.category).mapValues { Money.total($0.lazy.map(\.amount)) }
  }

  override var invariants: [Invariant] {
    [
      Invariant("the categories' totals add up to all the expenses") { [unowned self] in
        // Sums too large to add up are shown as such, not compared.
        guard let all = Money.total(store.items.lazy.map(\.amount)),
          let categories = Money.total(categoryTotals.values.lazy.compactMap { $0 })
        else { return nil }
        // Added in another order, the sums may differ in their last bits.
        guard abs(all - categories) > 1e-9 * max(1, abs(all)) else { return nil }
        return "they add up to \(categories), the expenses to \(all)"
      }
    ]
  }

  /// A category's share of the whole: `25.0%`.
  private static let shareFormat = FloatingPointFormatStyle<Double>.Percent().precision(.fractionLength(1))

  /// One line of the summary: the name gives way first, the numbers keep their columns.
  private func row(_ name: Text, _ amount: Text, _ share: Text) -> AnyView {
    AnyView(
      HStack(alignment: .top) {
        name.frame(maxWidth: .infinity, alignment: .leading)
        amount.frame(minWidth: 96, alignment: .trailing).layoutPriority(1)
        share.frame(minWidth: 56, alignment: .trailing).layoutPriority(1)
      })
  }
}
