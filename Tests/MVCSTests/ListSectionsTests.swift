import Foundation
import MVCS
import Testing

/// Lists in sections: headers and footers drawn with the rows, counts of rows only, the
/// header kept on top when scrolled into a section, and names that name the section when
/// titles repeat.
@MainActor
@Suite struct ListSectionsTests {
  private struct Grocery: Codable, Sendable, Equatable {
    var id: String
    var name: String
    var aisle: String
  }

  private func row(_ title: String) -> ViewController {
    StubViewController(title.dashedName, title: title) { Text(title) }
  }

  @Test func sectionsGivenAsRowsDrawTheirHeadersAndFooters() {
    let list = ListViewController(
      name: "groceries",
      sections: [
        ListSection("Food", footer: "2 items") {
          row("Milk")
          row("Bread")
        },
        ListSection("Drinks") { row("Milk") },
      ])
    #expect(
      Renderer(width: 30).render(list).text(color: false) == [
        "Food", "  Milk", "  Bread", "  2 items", "Drinks", "  Milk",
      ])
    #expect(list.allChildNames == ["milk", "bread", "milk-drinks"])
    #expect(list.rowCount == 3)
  }

  @Test func aScrolledSectionKeepsItsHeaderOnTopAndTheCountsAreRows() {
    let list = ListViewController(
      name: "numbers",
      sections: [
        ListSection("Low") { for number in 1...10 { row("Row \(number)") } },
        ListSection("High", footer: "end") { for number in 11...20 { row("Row \(number)") } },
      ])
    let renderer = Renderer(width: 30, height: 6)
    #expect(
      renderer.render(list).text(color: false) == ["Low", "  Row 1", "  Row 2", "  Row 3", "  Row 4", "rows 1–4 of 20"])
    list.scroll(.to(5))
    #expect(
      renderer.render(list).text(color: false) == ["Low", "  Row 5", "  Row 6", "  Row 7", "  Row 8", "rows 5–8 of 20"])
    list.scroll(.to(10))
    #expect(
      renderer.render(list).text(color: false) == [
        "Low", "  Row 10", "High", "  Row 11", "  Row 12", "rows 10–12 of 20",
      ])
    list.scroll(.bottom)
    #expect(renderer.render(list).text(color: false).suffix(2) == ["  end", "rows 18–20 of 20"])
  }

  @Test func rowsGroupedFromAStoreFollowItSectionBySection() async throws {
    let store = Store<Grocery>(name: "groceries", engine: InMemoryStorageEngine(), cacheIdentifier: \.id)
    try await store.insert([
      Grocery(id: "1", name: "Milk", aisle: "Dairy"), Grocery(id: "2", name: "Apples", aisle: "Fruit"),
      Grocery(id: "3", name: "Butter", aisle: "Dairy"),
    ])
    let list = ListViewController(name: "groceries")
    list.follow(
      store, groupedBy: \.aisle, footer: { _, items in "\(items.count) in this aisle" },
      sortedBy: { $0.name < $1.name }, title: \.name,
      update: { (row: ViewController, grocery) in row.title = grocery.name },
      row: { grocery in ViewController(name: grocery.name.dashedName, title: grocery.name) })
    let screen = { Renderer(width: 30).render(list).text(color: false) }
    #expect(
      screen() == [
        "Dairy", "  Butter", "  Milk", "  2 in this aisle", "Fruit", "  Apples", "  1 in this aisle",
      ])
    try await store.insert(Grocery(id: "4", name: "Milk", aisle: "Bakery"))
    try await store.remove(Grocery(id: "2", name: "Apples", aisle: "Fruit"))
    #expect(
      screen() == [
        "Bakery", "  Milk", "  1 in this aisle", "Dairy", "  Butter", "  Milk", "  2 in this aisle",
      ])
    // The Dairy milk was drawn, so made, first: it keeps its name, and the new one is
    // named after its section.
    #expect(list.allChildNames == ["milk-bakery", "butter", "milk"])
    // An item that changes aisle moves to its new section.
    try await store.insert(Grocery(id: "3", name: "Butter", aisle: "Bakery"))
    #expect(
      screen() == [
        "Bakery", "  Butter", "  Milk", "  2 in this aisle", "Dairy", "  Milk", "  1 in this aisle",
      ])
  }
}
