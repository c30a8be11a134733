import Foundation
import MVCS
import MVCSTesting
import Observation
import Synchronization
import Testing

@testable import MVCSApps

/// Counts what a storage tells its observers.
@MainActor
private final class ChangeRecorder: TodoStorageObserver {
  var changes: [TodoStorageChange] = []

  func todoStorage(_ storage: TodoStorage, didChange change: TodoStorageChange) {
    changes.append(change)
  }
}

@MainActor
@Suite struct TodoTests {
  let clock = VirtualClock()
  var environment: AppEnvironment { AppEnvironment(clock: clock) }

  private func day(_ text: String) throws -> Date {
    try #require(try DueDateParser(clock: clock, calendar: .utc).parse(text))
  }

  // MARK: Orders

  @Test func listsAreSortedByNameInPlainCaseSensitiveOrderAsMVCTodoSortsThem() {
    let lists = [
      TodoList(id: "list-1", name: "Work"), TodoList(id: "list-2", name: "around the house"),
      TodoList(id: "list-3", name: "Groceries"), TodoList(id: "list-4", name: "List 10"),
      TodoList(id: "list-5", name: "List 9"),
    ]
    #expect(TodoOrder.lists(lists).map(\.name) == ["Groceries", "List 10", "List 9", "Work", "around the house"])
  }

  @Test func itemsWithADueDateComeFirstEarliestFirstThenByName() throws {
    let now = clock.now
    let items = [
      TodoItem(id: "item-1", listID: "l", name: "Bread", creation: now),
      TodoItem(id: "item-2", listID: "l", name: "Milk", creation: now, due: try day("tomorrow")),
      TodoItem(id: "item-3", listID: "l", name: "Eggs", creation: now, due: try day("2026-01-05")),
      TodoItem(id: "item-4", listID: "l", name: "Apples", creation: now, due: try day("today")),
      TodoItem(id: "item-5", listID: "l", name: "Butter", creation: now, due: try day("2026-01-05")),
      TodoItem(id: "item-6", listID: "l", name: "almond milk", creation: now),
    ]
    #expect(
      TodoOrder.items(items).map(\.name) == ["Apples", "Milk", "Butter", "Eggs", "almond milk", "Bread"])
  }

  @Test func anItemPlacedByBinarySearchLandsWhereSortingPutsIt() throws {
    let now = clock.now
    let names = ["item 10", "Item 9", "apple", "Apple", "item 010", "Zebra", "zebra 2", "Zebra 10", "b", "B"]
    let dues: [Date?] = [nil, try day("tomorrow"), nil, try day("2026-01-05"), nil]
    var placed: [TodoItem] = []
    var all: [TodoItem] = []
    for (number, name) in (names + names).enumerated() {
      let item = TodoItem(
        id: "item-\(number + 1)", listID: "l", name: name, creation: now, due: dues[number % dues.count])
      placed.insert(item, at: TodoOrder.place(of: item, in: placed))
      all.append(item)
    }
    #expect(placed.map(\.id) == TodoOrder.items(all).map(\.id))
  }

  // MARK: Dates

  @Test func datesReadRelativeToTheAppClock() throws {
    let text = RelativeDateText(clock: clock, calendar: .utc)
    #expect(text.text(for: try day("today")) == "Today")
    #expect(text.text(for: clock.now.addingTimeInterval(16 * 3600)) == "Tomorrow")
    #expect(text.text(for: clock.now.addingTimeInterval(-86_400)) == "Yesterday")
    #expect(text.text(for: try day("2026-01-05")) == "January 5, 2026")
    clock.advance(by: 86_400)
    #expect(text.text(for: try day("2026-01-02")) == "Today")
    #expect(text.text(for: Date(timeIntervalSince1970: 1_767_225_600)) == "Yesterday")  // 2026-01-01
  }

  @Test func dueDatesAreBlankADayOrAnError() throws {
    let parser = DueDateParser(clock: clock, calendar: .utc)
    #expect(try parser.parse("  ") == nil)
    #expect(try parser.parse("tomorrow") == Date(timeIntervalSince1970: 1_767_312_000))
    #expect(throws: DueDateParser.BadDate.self) { try parser.parse("soon") }
    #expect(throws: DueDateParser.BadDate.self) { try parser.parse("2026-02-30") }
    #expect(throws: DueDateParser.BadDate.self) { try parser.parse("2026-1-5") }
  }

  @Test func aDueDayBeforeTodayIsRefusedAsMVCTodosPickerRefusesIt() throws {
    let parser = DueDateParser(clock: clock, calendar: .utc)
    #expect(try parser.parse("2026-01-01") == parser.parse("today"))
    let error = try #require(throws: DueDateParser.BadDate.self) { try parser.parse("2025-12-31") }
    #expect(error.isPast)
    #expect(error.description == "'2025-12-31' is in the past: a due date is today or later")
  }

  // MARK: Storage

  @Test func deletingAListDeletesItsItemsAndNoOthers() {
    let storage = TodoStorage(environment: environment)
    let groceries = storage.addList(named: "Groceries")!
    let work = storage.addList(named: "Work")!
    storage.addItem(named: "Milk", due: nil, to: groceries)
    storage.addItem(named: "Bread", due: nil, to: groceries)
    storage.addItem(named: "Report", due: nil, to: work)
    storage.removeList(groceries)
    #expect(storage.lists.items.map(\.name) == ["Work"])
    #expect(storage.items.items.map(\.name) == ["Report"])
  }

  @Test func savingAListUnchangedWritesNothingAndTellsNobody() {
    let storage = TodoStorage(environment: environment)
    let recorder = ChangeRecorder()
    let list = storage.addList(named: "Groceries")!
    storage.addObserver(recorder)
    #expect(!storage.saveList(list))
    #expect(!storage.renameList(list, to: "Groceries"))
    #expect(!storage.renameList(list, to: ""))
    #expect(recorder.changes.isEmpty)
    #expect(storage.renameList(list, to: "Food"))
    #expect(recorder.changes == [.updatedList(TodoList(id: list.id, name: "Food"), previous: list)])
  }

  @Test func onlyEmptyNamesAddNothingAndIdsFollowTheHighestInUse() {
    let storage = TodoStorage(environment: environment)
    #expect(storage.addList(named: "") == nil)
    let first = storage.addList(named: "A")!
    let second = storage.addList(named: "B")!
    #expect([first.id, second.id] == ["list-1", "list-2"])
    #expect(storage.addItem(named: "", due: nil, to: first) == nil)
    // As in MVCTodo, only an empty name is ignored: spaces are a name, kept as typed.
    #expect(storage.addItem(named: " Milk ", due: nil, to: first)?.name == " Milk ")
    storage.removeList(first)
    #expect(storage.addList(named: " ")?.id == "list-3")
  }

  @Test func theIdOfTheHighestItemRemovedIsTakenAgainAsMVCTodoWould() {
    let environment = environment
    let storage = TodoStorage(environment: environment)
    let list = storage.addList(named: "A")!
    let items = ["Milk", "Eggs", "Bread"].compactMap { storage.addItem(named: $0, due: nil, to: list) }
    #expect(items.map(\.id) == ["item-1", "item-2", "item-3"])
    storage.removeItem(items[1])
    #expect(storage.addItem(named: "Tea", due: nil, to: list)?.id == "item-4")
    storage.removeItem(items[2])
    storage.removeItem(storage.item(withID: "item-4")!)
    #expect(storage.addItem(named: "Jam", due: nil, to: list)?.id == "item-2")
    // A new storage on the same stores finds the highest in use.
    #expect(TodoStorage(environment: environment).addItem(named: "Oil", due: nil, to: list)?.id == "item-3")
  }

  @Test func everythingSurvivesANewAppOnTheSameStorage() {
    let environment = environment
    let storage = TodoStorage(environment: environment)
    let list = storage.addList(named: "Groceries")!
    let item = storage.addItem(named: "Milk", due: nil, to: list)!
    storage.setCompleted(item, true)
    let reopened = TodoStorage(environment: environment)
    #expect(reopened.lists.items == [list])
    #expect(reopened.items.items.map(\.completion) == [clock.now])
  }

  // MARK: Coordinators

  @Test func atMostOneListScreenIsOnTheStack() throws {
    let host = AppHost(app: TodoApp(), environment: environment)
    let navigation = try #require(host.root as? NavigationController)
    try navigation.topViewController?.action(named: "add")?()
    let prompt = try #require(navigation.presentedViewController as? PromptViewController)
    try prompt.setValue("Groceries", ofField: "List Name")
    try prompt.press(prompt.buttons[1])
    try navigation.topViewController?.action(named: "add")?()
    let second = try #require(navigation.presentedViewController as? PromptViewController)
    try second.setValue("Work", ofField: "List Name")
    try second.press(second.buttons[1])

    let rows = try #require(navigation.viewControllers[0].allChildren.first?.allChildren.first as? ListViewController)
    try rows.select(rows.rows[0])
    #expect(navigation.viewControllers.map(\.title) == ["Lists", "Groceries"])
    // The overview is covered now, but a selection that still reached it replaces the list screen.
    try rows.select(rows.rows[1])
    #expect(navigation.viewControllers.map(\.title) == ["Lists", "Work"])
    navigation.pop()
    try rows.select(rows.rows[0])
    #expect(navigation.viewControllers.map(\.title) == ["Lists", "Groceries"])
  }

  @Test func theOverviewMakesOnlyTheRowsOfTheFirstScreenWhateverTheNumberOfLists() throws {
    for count in [100, 20_000] {
      let environment = AppEnvironment(clock: clock)
      // The stores of the app as the host scopes them.
      var scoped = environment
      scoped.storage = environment.storage.scoped(toApp: TodoApp().name)
      let storage = TodoStorage(environment: scoped)
      storage.lists.insert((1...count).map { TodoList(id: "list-\($0)", name: String(format: "List %06d", $0)) })
        .enqueue()
      storage.lists.settle()
      let host = AppHost(app: TodoApp(), environment: environment)
      let navigation = try #require(host.root as? NavigationController)
      let rows = try #require(navigation.viewControllers[0].allChildren.first?.allChildren.first as? ListViewController)
      #expect(rows.children.isEmpty)
      let screen = Renderer(width: 40, height: 12).render(host.root)
      #expect(screen.text(color: false).last == "rows 1–9 of \(ScrollPosition.grouped(count))")
      #expect(rows.children.map(\.title) == (1...9).map { String(format: "List %06d", $0) })
      #expect(rows.children.allSatisfy { $0.isVisible })
      #expect(rows.allChildrenCount == count)
      let rowEvents = host.lifecycleLog.events.filter { $0.path.hasPrefix("/lists/container/rows/") }
      #expect(rowEvents.filter { $0.kind == .viewDidLoad }.count == 9)
    }
  }

  @Test func aLongListMakesTheRowsInViewAddsOneAndSwipesAFarRow() throws {
    let count = 20_000
    let environment = AppEnvironment(clock: clock)
    do {
      // The stores of the app as the host scopes them.
      var scoped = environment
      scoped.storage = environment.storage.scoped(toApp: TodoApp().name)
      let storage = TodoStorage(environment: scoped)
      let list = try #require(storage.addList(named: "Long"))
      storage.items.insert(
        (1...count).map {
          TodoItem(id: "item-\($0)", listID: list.id, name: String(format: "Item %06d", $0), creation: clock.now)
        }
      ).enqueue()
      storage.items.settle()
    }
    let host = AppHost(app: TodoApp(), environment: environment)
    let navigation = try #require(host.root as? NavigationController)
    let lists = try #require(navigation.viewControllers[0].allChildren.first?.allChildren.first as? ListViewController)
    let renderer = Renderer(width: 40, height: 12)
    _ = renderer.render(host.root)
    try lists.select(try #require(lists.row(at: 0)))
    let screen = try #require(navigation.topViewController)
    let rows = try #require(screen.children.first?.children.first as? ListViewController)
    #expect(rows.children.isEmpty)

    // The first screen: its rows made, loaded, shown and logged, and the one measured under
    // them that did not fit; no other.
    #expect(renderer.render(host.root).text(color: false).last == "rows 1–4 of 20,000")
    #expect(rows.children.map(\.title) == (1...5).map { String(format: "Item %06d", $0) })
    #expect(rows.children.filter(\.isVisible).count == 4)
    #expect(rows.allChildrenCount == count)
    let rowEvents = host.lifecycleLog.events.filter { $0.path.hasPrefix("/long/container/items/") }
    #expect(rowEvents.filter { $0.kind == .viewDidLoad }.count == 5)
    #expect(rowEvents.filter { $0.kind == .viewDidAppear }.count == 4)

    // Adding an item in view makes its row only; one out of view makes none.
    for (name, made) in [("Item 000002 and a half", 6), ("Item 015000 and a half", 6)] {
      try screen.action(named: "add")?()
      let prompt = try #require(navigation.presentedViewController as? PromptViewController)
      try prompt.setValue(name, ofField: "Title")
      try prompt.press(prompt.buttons[1])
      _ = renderer.render(host.root)
      #expect(rows.children.count == made)
    }
    #expect(rows.rowCount == count + 2)
    #expect(
      rows.children.filter(\.isVisible).map(\.title) == [
        "Item 000001", "Item 000002", "Item 000002 and a half", "Item 000003",
      ])
    #expect(rows.indexOfRow(titled: "Item 015000 and a half") == 15_001)

    // Far down, a row is swiped as one in view is: Done, Not Done, Delete.
    rows.scroll(.to(15_002))
    #expect(renderer.render(host.root).text(color: false).last == "rows 15,002–15,005 of 20,002")
    let far = try #require(rows.row(at: 15_001) as? ItemRowViewController)
    #expect(far.isVisible)
    #expect(far.title == "Item 015000 and a half")
    // The list catches up with the store when it is next read, so each check reads it first.
    for (action, done) in [("Done", true), ("Not Done", false)] {
      try #require(rows.swipeActions(for: far).first { $0.title == action }).perform()
      #expect(rows.row(at: 15_001) === far)
      #expect(far.item.isCompleted == done)
    }
    try #require(rows.swipeActions(for: far).first { $0.title == "Delete" }).perform()
    #expect(rows.rowCount == count + 1)
    #expect(far.parent == nil)
    #expect(rows.row(at: 15_001)?.title == "Item 015001")
    #expect(renderer.render(host.root).text(color: false).last == "rows 15,002–15,005 of 20,001")
    #expect(rows.children.count <= 5 + 8)
  }

  @Test func aRelaunchedAppLetsGoOfTheOldOne() throws {
    weak var oldRoot: ViewController?
    weak var oldRow: ViewController?
    do {
      let host = AppHost(app: TodoApp(), environment: environment)
      let navigation = try #require(host.root as? NavigationController)
      try navigation.topViewController?.action(named: "add")?()
      let prompt = try #require(navigation.presentedViewController as? PromptViewController)
      try prompt.setValue("Groceries", ofField: "List Name")
      try prompt.press(prompt.buttons[1])
      let rows = try #require(navigation.viewControllers[0].allChildren.first?.allChildren.first as? ListViewController)
      try rows.select(rows.rows[0])
      oldRoot = host.root
      oldRow = rows.rows[0]
    }
    #expect(oldRoot == nil)
    #expect(oldRow == nil)
  }

  @Test func addingAnItemToALongListWritesOneRowAndInsertsOneRowAtItsPlace() throws {
    let environment = environment
    do {
      // The stores the app opens: its own, in the storage scoped to it.
      var scoped = environment
      scoped.storage = environment.storage.scoped(toApp: TodoApp().name)
      let storage = TodoStorage(environment: scoped)
      let list = try #require(storage.addList(named: "Long"))
      let due = try day("2026-01-05")
      storage.items.insert(
        (1...2_000).map {
          TodoItem(
            id: "item-\($0)", listID: list.id, name: "Item \($0)", creation: clock.now, due: $0 % 7 == 0 ? due : nil)
        }
      ).enqueue()
      storage.items.settle()
    }
    let host = AppHost(app: TodoApp(), environment: environment)
    let navigation = try #require(host.root as? NavigationController)
    let lists = try #require(navigation.viewControllers[0].allChildren.first?.allChildren.first as? ListViewController)
    try lists.select(lists.rows[0])
    let screen = try #require(navigation.topViewController)
    let rows = try #require(screen.children.first?.children.first as? ListViewController)
    let before = rows.rows
    #expect(before.count == 2_000)
    // A row that stays is not touched: none is given its item again, so none changes.
    let touched = Mutex(0)
    for row in before {
      withObservationTracking {
        _ = row.title
      } onChange: {
        touched.withLock { $0 += 1 }
      }
    }
    var changes: [String] = []
    host.environment.storage.changeListener = { store, change in changes.append("\(store): \(change)") }

    try screen.action(named: "add")?()
    let prompt = try #require(navigation.presentedViewController as? PromptViewController)
    try prompt.setValue("Item 1000 and a half", ofField: "Title")
    try prompt.press(prompt.buttons[1])

    #expect(changes == ["items: insert 1 item"])
    #expect(touched.withLock { $0 } == 0)
    let after = rows.rows.compactMap { ($0 as? ItemRowViewController)?.item }
    #expect(after.count == 2_001)
    #expect(after.map(\.id) == TodoOrder.items(after).map(\.id))
    let new = try #require(after.firstIndex { $0.name == "Item 1000 and a half" })
    #expect(after[new - 1].name == "Item 1000")
    // Every row that was there is still there, the same view controller, in the same order.
    let keptAreTheSameRows = rows.rows.enumerated().filter { $0.offset != new }.map(\.element)
      .elementsEqual(before, by: ===)
    #expect(keptAreTheSameRows)
    #expect(rows.index(of: rows.rows[new]) == new)
    #expect(rows.index(of: before[1_999]) == 2_000)
  }

  @Test func addingRenamingAndDeletingListsKeepsTheOverviewInTheOrderASortGives() async {
    // Each change moves one row, placed by binary search; after every step the rows must be
    // exactly what sorting every list again would show, empty state included.
    let todo = TestShell(app: TodoApp())
    var names: [String] = []
    var state: UInt64 = 2026
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(state >> 33) % bound
    }
    func freshName() -> String {
      let letters = Array("abcdef")
      while true {
        let name = String((0..<2).map { _ in letters[next(letters.count)] })
        if !names.contains(name) { return name }
      }
    }
    for step in 0..<150 {
      switch names.isEmpty || names.count < 4 ? 0 : next(3) {
      case 0 where names.count < 30:
        let name = freshName()
        await todo.run(names.isEmpty ? #"tap "Create list""# : "tap +")
        await todo.run(#"fill "List Name" \#(name)"#)
        await todo.run("tap Create")
        names.append(name)
      case 0, 1:
        let index = next(names.count)
        let name = freshName()
        await todo.run("swipe \(names[index]) Rename")
        await todo.run(#"fill "List Name" \#(name)"#)
        await todo.run("tap Save")
        names[index] = name
      default:
        await todo.run("swipe \(names.remove(at: next(names.count))) Delete")
      }
      if names.isEmpty {
        await todo.run(#"expect shows "Tap the button to create your first list""#)
      } else {
        #expect(await todo.run("ls /lists/container/rows") == names.sorted(), "after step \(step)")
      }
    }
  }
}
