#if canImport(SwiftUI) && !os(Linux)
  import SwiftUI
#else
  import MVCSUI
#endif

/// What a purchase was for.
enum Category: String, CaseIterable, Identifiable, Hashable {
  case food = "Food"
  case transport = "Transport"
  case home = "Home"
  case fun = "Fun"

  var id: Self { self }

  /// The symbol shown beside the category's purchases.
  var systemImage: String {
    switch self {
    case .food: "fork.knife"
    case .transport: "car"
    case .home: "house"
    case .fun: "star"
    }
  }
}

/// One purchase: what it was, what it cost, and whether someone owes it back.
struct Purchase: Identifiable, Hashable {
  let id: UUID
  var title: String
  var category: Category
  var amount: Double
  var isOwedBack: Bool

  init(title: String, category: Category, amount: Double, isOwedBack: Bool = false) {
    id = UUID()
    self.title = title
    self.category = category
    self.amount = amount
    self.isOwedBack = isOwedBack
  }
}

/// The purchases, newest first, and what they add up to.
@Observable
final class Ledger {
  private(set) var purchases: [Purchase] = []

  /// Everything spent.
  var total: Double {
    purchases.reduce(0) { $0 + $1.amount }
  }

  /// What others still owe back.
  var owedBack: Double {
    purchases.filter(\.isOwedBack).reduce(0) { $0 + $1.amount }
  }

  /// What was spent on `category`.
  func total(for category: Category) -> Double {
    purchases.filter { $0.category == category }.reduce(0) { $0 + $1.amount }
  }

  /// How many purchases were for `category`.
  func count(for category: Category) -> Int {
    purchases.filter { $0.category == category }.count
  }

  /// The purchase with `id`, if it is still here.
  func purchase(withID id: Purchase.ID) -> Purchase? {
    purchases.first { $0.id == id }
  }

  /// Adds `purchase` at the top.
  func add(_ purchase: Purchase) {
    purchases.insert(purchase, at: 0)
  }

  /// Removes the purchases at `offsets`, as a list's swipe to delete gives them.
  func remove(atOffsets offsets: IndexSet) {
    purchases.remove(atOffsets: offsets)
  }

  /// Removes the purchase with `id`.
  func remove(_ id: Purchase.ID) {
    purchases.removeAll { $0.id == id }
  }

  /// Marks the purchase with `id` as paid back.
  func settle(_ id: Purchase.ID) {
    guard let index = purchases.firstIndex(where: { $0.id == id }) else { return }
    purchases[index].isOwedBack = false
  }
}
