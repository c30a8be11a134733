import Testing

@testable import MVCS

/// How a followed list puts its items in order: a stable sort, which items already in order
/// skip, and the filter before it.
@Suite struct ListArrangingTests {
  private typealias Pair = (name: String, note: Int)
  private static let byName: @Sendable (Pair, Pair) -> Bool = { $0.name < $1.name }

  @Test func itemsAlreadyInOrderComeBackAsTheyAreWithTheirSequences() {
    let items: [Pair] = [("a", 0), ("b", 1), ("b", 2), ("c", 3)]
    let arranged = ListViewController.arrange(items, sequences: [7, 8, 9, 10], where: nil, sortedBy: Self.byName)
    #expect(arranged.items.map(\.note) == [0, 1, 2, 3])
    #expect(arranged.sequences == [7, 8, 9, 10])
    #expect(ListViewController.isSorted(items, by: Self.byName))
  }

  @Test func itemsOutOfOrderAreSortedAndTiesKeepTheDatasOrder() {
    let items: [Pair] = [("c", 0), ("b", 1), ("a", 2), ("b", 3)]
    #expect(!ListViewController.isSorted(items, by: Self.byName))
    let arranged = ListViewController.arrange(items, sequences: [10, 11, 12, 13], where: nil, sortedBy: Self.byName)
    #expect(arranged.items.map(\.note) == [2, 1, 3, 0])
    #expect(arranged.sequences == [12, 11, 13, 10])
  }

  @Test func theFilterComesFirstAndAnOrderedRestIsKept() {
    let items: [Pair] = [("a", 0), ("x", 1), ("b", 2), ("c", 3)]
    let arranged = ListViewController.arrange(
      items, sequences: [0, 1, 2, 3], where: { $0.name != "x" }, sortedBy: Self.byName)
    #expect(arranged.items.map(\.note) == [0, 2, 3])
    #expect(arranged.sequences == [0, 2, 3])
    #expect(ListViewController.arrange([Pair](), sequences: [], where: nil, sortedBy: Self.byName).items.isEmpty)
  }
}
