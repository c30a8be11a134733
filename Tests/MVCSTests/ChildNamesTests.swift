import MVCS
import Testing

/// Children are named and found through a per-parent index: these stories check that the
/// index gives the names a scan of the siblings would, at any size and after any removal.
@MainActor
@Suite struct ChildNamesTests {
  @Test func aHundredThousandRowsAreNamedInOrderAndEachIsFoundByName() {
    // A scan of the siblings per add would make this 10^10 comparisons; the index, 10^5.
    let list = ViewController(name: "list")
    let rows = (0..<100_000).map { _ in ViewController(name: "row") }
    for row in rows { list.addChild(row) }
    #expect(rows[0].name == "row")
    #expect(rows[1].name == "row-2")
    #expect(rows[99_999].name == "row-100000")
    #expect(rows.allSatisfy { list.child(named: $0.name) === $0 })
    #expect(Set(rows.map(\.name)).count == rows.count)
    #expect(list.child(at: 54_321) === rows[54_321])
  }

  @Test func aFreedNameIsTakenAgainAsAScanOfTheSiblingsWouldTakeIt() {
    let list = ViewController(name: "list")
    let rows = (0..<6).map { _ in ViewController(name: "row") }
    for row in rows { list.addChild(row) }
    rows[2].removeFromParent()  // frees row-3
    rows[4].removeFromParent()  // frees row-5
    rows[0].removeFromParent()  // frees row
    let again = (0..<4).map { _ in ViewController(name: "row") }
    for row in again { list.addChild(row) }
    #expect(again.map(\.name) == ["row", "row-3", "row-5", "row-7"])
    #expect(list.child(named: "row-3") === again[1])
    #expect(rows[2].name == "row-3" && rows[2].parent == nil)
  }

  @Test func namesMatchTheSmallestFreeSuffixThroughAnyMixOfAddsRemovesAndModals() {
    let list = ViewController(name: "list")
    var generator = SplitMix(seed: 10)
    for _ in 0..<2_000 {
      let roll = generator.next() % 10
      if roll < 6 {
        let base = ["row", "row-2", "item"][Int(generator.next() % 3)]
        let expected = smallestFreeName(for: base, among: list.allChildren.map(\.name))
        let child = ViewController(name: base)
        list.addChild(child)
        #expect(child.name == expected)
      } else if roll < 9, !list.children.isEmpty {
        list.children[Int(generator.next() % UInt64(list.children.count))].removeFromParent()
      } else if list.presentedViewController == nil {
        let expected = smallestFreeName(for: "row", among: list.allChildren.map(\.name))
        let modal = ViewController(name: "row")
        list.present(modal)
        #expect(modal.name == expected)
      } else {
        list.dismiss()
      }
      let names = list.allChildren.map(\.name)
      #expect(Set(names).count == names.count)
      #expect(list.allChildren.allSatisfy { list.child(named: $0.name) === $0 })
    }
  }

  @Test func hashIndicesReachTheModalAfterTheChildren() {
    let list = ViewController(name: "list")
    let row = ViewController(name: "row")
    let modal = ViewController(name: "prompt")
    list.addChild(row)
    list.present(modal)
    #expect(list.child(at: 0) === row)
    #expect(list.child(at: 1) === modal)
    #expect(list.child(at: 2) == nil && list.child(at: -1) == nil)
    #expect(list.allChildrenCount == 2)
    #expect(modal.path == "/prompt")
  }

  /// What the names were before the index: a scan of every sibling's name.
  private func smallestFreeName(for base: String, among names: [String]) -> String {
    let taken = Set(names)
    guard taken.contains(base) else { return base }
    var suffix = 2
    while taken.contains("\(base)-\(suffix)") { suffix += 1 }
    return "\(base)-\(suffix)"
  }
}
