import Foundation
import MVCS
import Observation
import Testing

/// A row showing one garment, counting how often it was brought up to date.
private final class GarmentRow: ViewController {
  var garment: Garment {
    didSet {
      title = garment.value
      setNeedsDisplay()
    }
  }
  private(set) var updates = 0

  init(garment: Garment) {
    self.garment = garment
    super.init(name: garment.value.dashedName, title: garment.value)
  }

  func show(_ garment: Garment) {
    updates += 1
    self.garment = garment
  }

  override var body: any View { Text("\(garment.value) (\(garment.merchantID))") }
}

/// An observable model of garments, for a list that follows any Observation-tracked read.
@Observable
@MainActor
private final class Wardrobe {
  var garments: [Garment] = []
}

/// Lists that follow a store or an observable model: rows appear, change and go as the data
/// does, with no reload, keeping the view controllers of the rows that stay.
@MainActor
@Suite struct ListFollowingTests {
  private func store(_ items: [Garment] = []) async throws -> Store<Garment> {
    let store = Store<Garment>(name: "garments", engine: InMemoryStorageEngine(), cacheIdentifier: \.merchantID)
    if !items.isEmpty { try await store.insert(items) }
    await store.itemsHaveLoaded()
    return store
  }

  private func list(
    following store: Store<Garment>, sortedBy order: ((Garment, Garment) -> Bool)? = nil,
    where isIncluded: @escaping (Garment) -> Bool = { _ in true }
  ) -> ListViewController {
    let list = ListViewController(name: "garments")
    list.follow(
      store, where: isIncluded, sortedBy: order, title: \.value,
      update: { (row: GarmentRow, garment) in row.show(garment) }, row: { GarmentRow(garment: $0) })
    return list
  }

  private func screen(_ list: ListViewController) -> [String] {
    Renderer(width: 30).render(list).text(color: false)
  }

  @Test func itemsLoadedAtLaunchAppearOnceLoaded() async throws {
    let engine = InMemoryStorageEngine()
    try await Store<Garment>(name: "garments", engine: engine, cacheIdentifier: \.merchantID).insert(.coat)
    let store = Store<Garment>(name: "garments", engine: engine, cacheIdentifier: \.merchantID)
    let list = ListViewController(name: "garments")
    list.follow(
      store, title: \.value, update: { (row: GarmentRow, garment) in row.show(garment) },
      row: { GarmentRow(garment: $0) })
    #expect(screen(list) == [])
    await store.itemsHaveLoaded()
    #expect(screen(list) == ["  Coat (1)"])
  }

  @Test func aWriteAppearsWithNoReloadAndRowsThatStayKeepTheirViewController() async throws {
    let store = try await store([.coat, .sweater])
    let list = list(following: store)
    #expect(screen(list) == ["  Coat (1)", "  Sweater (2)"])
    let coat = try #require(list.row(at: 0))
    try await store.insert(.purse)
    #expect(screen(list) == ["  Coat (1)", "  Sweater (2)", "  Purse (3)"])
    #expect(list.row(at: 0) === coat)
    try await store.insert(Garment(merchantID: "2", value: "Sweater"))
    try await store.remove(.coat)
    #expect(screen(list) == ["  Sweater (2)", "  Purse (3)"])
    #expect(coat.parent == nil)
  }

  @Test func pathsAndCountsSeeAWriteBeforeAnyDrawing() async throws {
    let store = try await store([.coat])
    let list = list(following: store)
    #expect(list.allChildNames == ["coat"])
    try await store.insert([.belt, .purse])
    #expect(list.rowCount == 3)
    #expect(list.allChildNames == ["coat", "belt", "purse"])
    #expect(list.child(named: "purse")?.title == "Purse")
  }

  @Test func aSortedFilteredListPlacesMovesAndDropsOneRowPerWrite() async throws {
    let store = try await store([.coat, .sweater, .purse, .belt])
    let list = list(following: store, sortedBy: { $0.value < $1.value }, where: { $0.value != "Purse" })
    #expect(screen(list) == ["  Belt (4)", "  Coat (1)", "  Sweater (2)"])
    let sweater = try #require(list.row(at: 2))
    // The same title sorted elsewhere moves its row, which keeps its view controller.
    try await store.insert(Garment(merchantID: "9", value: "Apron"))
    #expect(screen(list) == ["  Apron (9)", "  Belt (4)", "  Coat (1)", "  Sweater (2)"])
    #expect(list.row(at: 3) === sweater)
    // Excluded, then included: the row goes, then comes at its place.
    try await store.insert(Garment(merchantID: "4", value: "Purse"))
    #expect(screen(list) == ["  Apron (9)", "  Coat (1)", "  Sweater (2)"])
    try await store.insert(Garment(merchantID: "3", value: "Bag"))
    try await store.insert(Garment(merchantID: "4", value: "Belt"))
    #expect(screen(list) == ["  Apron (9)", "  Bag (3)", "  Belt (4)", "  Coat (1)", "  Sweater (2)"])
    // A new title is a new row, named after it, at its new place.
    try await store.insert(Garment(merchantID: "1", value: "Anorak"))
    #expect(screen(list) == ["  Anorak (1)", "  Apron (9)", "  Bag (3)", "  Belt (4)", "  Sweater (2)"])
    #expect(list.allChildNames == ["anorak", "apron", "bag", "belt", "sweater"])
    #expect(list.row(at: 4) === sweater)
  }

  @Test func aChangedItemThatKeepsItsPlaceUpdatesItsRow() async throws {
    struct Priced: Codable, Sendable {
      var id: String
      var name: String
      var price: Int
    }
    let store = Store<Priced>(name: "priced", engine: InMemoryStorageEngine(), cacheIdentifier: \.id)
    try await store.insert([Priced(id: "a", name: "Tea", price: 3), Priced(id: "b", name: "Jam", price: 5)])
    let list = ListViewController(name: "priced")
    var updates = 0
    list.follow(
      store, sortedBy: { $0.price < $1.price }, title: \.name,
      update: { (row: StubViewController, item) in
        updates += 1
        row.content = { Text("\(item.name) \(item.price)") }
        row.setNeedsDisplay()
      },
      row: { item in StubViewController(item.name.dashedName, title: item.name) { Text("\(item.name) \(item.price)") } }
    )
    #expect(Renderer(width: 20).render(list).text(color: false) == ["  Tea 3", "  Jam 5"])
    let tea = try #require(list.row(at: 0))
    try await store.insert(Priced(id: "a", name: "Tea", price: 4))
    #expect(Renderer(width: 20).render(list).text(color: false) == ["  Tea 4", "  Jam 5"])
    #expect(updates == 1)
    try await store.insert(Priced(id: "a", name: "Tea", price: 9))
    #expect(Renderer(width: 20).render(list).text(color: false) == ["  Jam 5", "  Tea 9"])
    #expect(list.row(at: 1) === tea)
  }

  @Test func aScreenTrackingTheRowCountHearsOfEveryWrite() async throws {
    let store = try await store()
    let list = list(following: store)
    final class Screen: ViewController {
      let list: ListViewController
      var updates: [Int] = []
      init(list: ListViewController) {
        self.list = list
        super.init(name: "screen")
        updateWhenChanged(reading: { [list] in _ = list.rowCount })
      }
      override func updateView() { updates.append(list.rowCount) }
      override var body: any View { Text("\(list.rowCount) rows") }
    }
    let screen = Screen(list: list)
    #expect(Renderer(width: 20).render(screen).text(color: false) == ["0 rows"])
    try await store.insert(.coat)
    #expect(Renderer(width: 20).render(screen).text(color: false) == ["1 rows"])
    try await store.insert([.belt, .purse])
    _ = Renderer(width: 20).render(screen)
    #expect(screen.updates == [0, 1, 3])
  }

  @Test func oneWriteAmong100000ItemsComparesLogarithmicallyMany() async throws {
    let all = (0..<100_000).map { Garment(merchantID: "g\($0)", value: String(format: "Garment %06d", $0)) }
    let store = try await store(all)
    var comparisons = 0
    let list = ListViewController(name: "garments")
    list.follow(
      store,
      sortedBy: {
        comparisons += 1
        return $0.value < $1.value
      }, title: \.value,
      update: { (row: GarmentRow, garment) in row.show(garment) }, row: { GarmentRow(garment: $0) })
    _ = Renderer(width: 30, height: 10).render(list)
    comparisons = 0
    try await store.insert(Garment(merchantID: "new", value: "Garment 050000½"))
    _ = Renderer(width: 30, height: 10).render(list)
    try await store.insert(Garment(merchantID: "g7", value: "Garment 099999½"))
    try await store.remove(Garment(merchantID: "g42", value: "Garment 000042"))
    #expect(list.rowCount == 100_000)
    #expect(list.listRows?.count == 100_000)
    // Each write finds its row by binary search: about 2 × 17 comparisons, not 100,000.
    #expect(comparisons < 200, "\(comparisons) comparisons")
    #expect(list.child(named: "garment-050000½")?.title == "Garment 050000½")
    #expect(list.allChildNames[99_999] == "garment-099999½")
  }

  @Test func oneWriteAmong100000TiedItemsComparesLogarithmicallyMany() async throws {
    // Every item sorts the same: the rows keep the store's order, and a write finds its
    // place among the ties by their sequences, not by walking them.
    let all = (0..<100_000).map { Garment(merchantID: "g\($0)", value: "Same") }
    let store = try await store(all)
    var comparisons = 0
    let list = ListViewController(name: "garments")
    list.follow(
      store,
      sortedBy: {
        comparisons += 1
        return $0.value < $1.value
      }, title: \.merchantID,
      update: { (row: GarmentRow, garment) in row.show(garment) }, row: { GarmentRow(garment: $0) })
    _ = Renderer(width: 30, height: 10).render(list)
    comparisons = 0
    try await store.insert(Garment(merchantID: "new", value: "Same"))
    try await store.remove(Garment(merchantID: "g50000", value: "Same"))
    #expect(list.rowCount == 100_000)
    #expect(comparisons < 200, "\(comparisons) comparisons")
    #expect(list.allChildNames.last == "new")
    #expect(list.allChildNames[50_000] == "g50001")
  }

  @Test func aBatchLargerThanTheChangeLogRebuildsTheRowsKeepingThoseMade() async throws {
    let store = try await store([.coat])
    let list = list(following: store)
    _ = screen(list)
    let coat = try #require(list.row(at: 0))
    try await store.insert((0..<3000).map { Garment(merchantID: "b\($0)", value: "Batch \($0)") })
    #expect(list.rowCount == 3001)
    #expect(list.row(at: 0) === coat)
    try await store.removeAll()
    #expect(screen(list) == [])
    #expect(coat.parent == nil)
  }

  @Test func aListFollowsAnyObservableRead() throws {
    let wardrobe = Wardrobe()
    wardrobe.garments = [.coat, .sweater]
    let list = ListViewController(name: "wardrobe")
    list.follow(
      { wardrobe.garments }, id: \.merchantID, sortedBy: { $0.value > $1.value }, title: \.value,
      update: { (row: GarmentRow, garment) in row.show(garment) }, row: { GarmentRow(garment: $0) })
    #expect(screen(list) == ["  Sweater (2)", "  Coat (1)"])
    let coat = try #require(list.row(at: 1))
    wardrobe.garments.append(.belt)
    #expect(screen(list) == ["  Sweater (2)", "  Coat (1)", "  Belt (4)"])
    #expect(list.row(at: 1) === coat)
  }

  @Test func settingRowsByHandStopsFollowing() async throws {
    let store = try await store([.coat])
    let list = list(following: store)
    #expect(list.rowCount == 1)
    list.content = [StubViewController("manual")]
    try await store.insert(.belt)
    #expect(list.allChildNames == ["manual"])
  }
}
