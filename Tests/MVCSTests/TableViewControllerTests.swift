import Foundation
import MVCS
import Testing

/// Tables: columns that share the width, numbers right-aligned, text cut with "…", sorting
/// by a header, and drawing what is in view at 100,000 rows.
@MainActor
@Suite struct TableViewControllerTests {
  private struct Expense: Codable, Sendable {
    var id: String
    var title: String
    var category: String
    var amount: Double
  }

  private func table(_ expenses: [Expense]) async throws -> (TableViewController<Expense>, Store<Expense>) {
    let store = Store<Expense>(name: "expenses", engine: InMemoryStorageEngine(), cacheIdentifier: \.id)
    try await store.insert(expenses)
    let table = TableViewController<Expense>(
      name: "table",
      columns: [
        TableColumn("Title", value: \.title),
        TableColumn("Category", value: \.category),
        TableColumn("Amount", value: \.amount, format: .currency(code: "USD")),
      ])
    table.follow(store)
    return (table, store)
  }

  private let expenses = [
    Expense(id: "1", title: "Groceries for the whole week and the weekend", category: "Food", amount: 123.45),
    Expense(id: "2", title: "Bus", category: "Travel", amount: 2.5),
    Expense(id: "3", title: "日本語の本", category: "Books", amount: 1_234),
  ]

  @Test func columnsShareTheWidthNumbersSitRightAndLongTextIsCut() async throws {
    let (table, _) = try await table(expenses)
    #expect(
      Renderer(width: 50).render(table).text(color: false) == [
        "  [Title]           [Category]            [Amount]",
        "  Groceries for th… Food                   $123.45",
        "  Bus               Travel                   $2.50",
        "  日本語の本        Books                $1,234.00",
      ])
  }

  @Test func tappingAHeaderSortsByItsColumnAndTappingAgainReverses() async throws {
    let (table, store) = try await table(expenses)
    let firstColumn = { (table: TableViewController<Expense>) in
      (0..<table.rowCount).compactMap { table.row(at: $0)?.title }
    }
    try table.action(named: "sort-amount")?()
    #expect(firstColumn(table) == ["Bus", "Groceries for the whole week and the weekend", "日本語の本"])
    #expect(Renderer(width: 50).render(table).text(color: false)[0].hasSuffix("[Amount]▲"))
    try table.action(named: "sort-amount")?()
    #expect(firstColumn(table) == ["日本語の本", "Groceries for the whole week and the weekend", "Bus"])
    #expect(Renderer(width: 50).render(table).text(color: false)[0].hasSuffix("[Amount]▼"))
    // A write lands at its place in the order shown.
    try await store.insert(Expense(id: "4", title: "Tea", category: "Food", amount: 50))
    #expect(firstColumn(table) == ["日本語の本", "Groceries for the whole week and the weekend", "Tea", "Bus"])
    try table.action(named: "sort-title")?()
    #expect(firstColumn(table).first == "Bus")
  }

  @Test func a100000RowTableDrawsTheRowsInViewAndMakesNoOther() async throws {
    let many = (0..<100_000).map {
      Expense(id: "e\($0)", title: String(format: "Expense %06d", $0), category: "Misc", amount: Double($0))
    }
    let (table, _) = try await table(many)
    let lines = Renderer(width: 50, height: 12).render(table).text(color: false)
    #expect(lines.count == 12)
    #expect(lines.last == "rows 1–10 of 100,000")
    #expect(table.children.count <= 11)
    try table.action(named: "sort-amount")?()
    try table.action(named: "sort-amount")?()
    let sorted = Renderer(width: 50, height: 12).render(table).text(color: false)
    #expect(sorted[1] == "  Expense 099999    Misc                $99,999.00")
    // The first screen's rows stay made, as their items stay; the new first screen is made.
    #expect(table.children.count <= 22)
  }
}
