import Observation

/// How a followed list groups its rows into sections: by a key of each item, sections in
/// ascending order of their keys, each under a header and over an optional footer.
@MainActor
struct FollowedGrouping<Item> {
  /// The key of an item's section.
  let key: (Item) -> String
  /// A section's header, by key.
  let header: (String) -> String
  /// A section's footer, by key and the items in it, in order; nil for none.
  let footer: ((String, ArraySlice<Item>) -> String?)?
}

/// What a ``ListViewController`` needs of the data its rows follow, whatever its type.
@MainActor
protocol ListFollowing: AnyObject {
  /// Brings the rows up to date when the data changed; the list runs it before it is drawn
  /// and at every door through which its rows are read.
  var tracking: UpdateTracking { get }
  /// Tells Observation that the data was read, so whoever reads the rows follows it too.
  func observe()
  /// Arranges the rows again at the next catch-up, for an order that changed (a table
  /// sorted by another column).
  func rearrange()
  /// The name of the store the rows follow; nil for another source.
  var storeName: String? { get }
  /// Whether the rows were put in another order than the one they were followed in (a
  /// table sorted by a column tapped): an order a relaunch need not keep.
  var isRearranged: Bool { get }
}

/// Where a followed list's items come from: a store, which says what changed, or any
/// Observation-tracked read, which is read again whole.
@MainActor
enum FollowedSource<Item: Sendable> {
  case store(StoreFeed<Item>)
  case read(() -> [Item], id: (Item) -> String)
}

/// What a list following a ``Store`` reads of it, apart from the store's `Codable` demands.
@MainActor
struct StoreFeed<Item: Sendable> {
  /// Tells Observation the items were read.
  let accessItems: () -> Void
  /// The number of the next change.
  let changeVersion: () -> Int
  /// The changes since a version, or nil when no longer kept.
  let changes: (Int) -> ArraySlice<StoreChange<Item>>?
  /// The items and their sequences, in order.
  let itemsWithSequences: () -> (items: [Item], sequences: [Int])
  /// An item's key.
  let identify: (Item) -> String
  /// The store's name.
  let name: String
}

extension StoreFeed where Item: Codable {
  init(_ store: Store<Item>) {
    accessItems = { store.accessItems() }
    changeVersion = { store.changeVersion }
    changes = { store.changes(since: $0) }
    itemsWithSequences = { store.itemsWithSequences }
    identify = store.identify
    name = store.name
  }
}

/// Keeps a list's rows in step with a store or an observable read: what
/// ``ListViewController/follow(_:where:sortedBy:title:name:update:row:)`` installs.
///
/// It follows its source through Observation: a change sets its flag, and the list catches
/// up before it is next drawn or read. From a store it replays the store's changes since it
/// last caught up (``StoreChange``): each one new, changed or removed item finds its row by
/// binary search among the rows shown, in their order, and changes that one row, so one
/// write at 100,000 items costs what it costs at ten. A load, `removeAll`, a batch larger
/// than the store's change log, or a read of another source, rebuilds the rows, keeping
/// the view controllers of the items that stay.
@MainActor
final class ListFollower<Item: Sendable, Row: ViewController>: ListFollowing {
  /// The included items of `items` in the rows' order, and each one's sequence (the data's
  /// own order): made by code specialized for the app's item type, since sorting 100,000
  /// items through generic code cost eighteen times what the sort does.
  typealias Arrange = (_ items: [Item], _ sequences: [Int]) -> (items: [Item], sequences: [Int])

  let tracking = UpdateTracking()
  private let source: FollowedSource<Item>
  private let arrange: Arrange
  private let isIncluded: (Item) -> Bool
  private let areInIncreasingOrder: ((Item, Item) -> Bool)?
  private let title: (Item) -> String?
  private let name: (Item) -> String
  private let update: (Row, Item) -> Void
  private let make: (Item) -> Row
  /// The sections the rows are grouped in, if any; ``areInIncreasingOrder`` orders by their
  /// keys first.
  private let grouping: FollowedGrouping<Item>?
  /// The store's change version the rows show; nil until the first catch-up.
  private var version: Int?
  /// Each row's sequence, by place: what breaks ties in the order, so every item has one place.
  private var sequences: [Int] = []
  private unowned let list: ListViewController

  init(
    list: ListViewController, source: FollowedSource<Item>, arrange: @escaping Arrange,
    isIncluded: @escaping (Item) -> Bool, areInIncreasingOrder: ((Item, Item) -> Bool)?,
    title: @escaping (Item) -> String?, name: @escaping (Item) -> String, update: @escaping (Row, Item) -> Void,
    make: @escaping (Item) -> Row, grouping: FollowedGrouping<Item>?
  ) {
    self.grouping = grouping
    self.list = list
    self.source = source
    self.arrange = arrange
    self.isIncluded = isIncluded
    self.areInIncreasingOrder = areInIncreasingOrder
    self.title = title
    self.name = name
    self.update = update
    self.make = make
    tracking.update = { [unowned self] in catchUp() }
  }

  func observe() {
    switch source {
    case .store(let store): store.accessItems()
    case .read(let read, _): _ = read()
    }
  }

  func rearrange() {
    version = nil
    isRearranged = true
    tracking.flag.invalidate()
  }

  private(set) var isRearranged = false

  var storeName: String? {
    if case .store(let store) = source { store.name } else { nil }
  }

  // MARK: Catching up

  private func catchUp() {
    switch source {
    case .store(let store):
      withObservationTracking({ store.accessItems() }, onChange: tracking.flag.onChange)
      let now = store.changeVersion()
      defer { version = now }
      if let version, let changes = store.changes(version),
        !changes.contains(where: { if case .reset = $0 { true } else { false } })
      {
        for change in changes { apply(change) }
        return
      }
      let (items, sequences) = store.itemsWithSequences()
      rebuild(arrange(items, sequences), id: store.identify)
    case .read(let read, let id):
      let items = withObservationTracking(read, onChange: tracking.flag.onChange)
      rebuild(arrange(items, Array(items.indices)), id: id)
    }
  }

  /// Shows `arranged`; rows made for items that stay, by id and title, keep their view
  /// controllers.
  private func rebuild(_ arranged: (items: [Item], sequences: [Int]), id: @escaping (Item) -> String) {
    sequences = arranged.sequences
    if let grouping {
      // The items come grouped, sections in order: one pass counts them.
      var keys: [String] = []
      var counts: [Int] = []
      for item in arranged.items {
        let key = grouping.key(item)
        if keys.last == key {
          counts[counts.count - 1] += 1
        } else {
          keys.append(key)
          counts.append(1)
        }
      }
      var sections = ListSections(keys: keys, counts: counts)
      sections.header = grouping.header
      if let footer = grouping.footer {
        sections.footer = { [unowned list] section in
          guard let sections = list.sections, let items = list.rowsSource?.models(as: Item.self) else { return nil }
          return footer(sections.keys[section], items[sections.rows(of: section)])
        }
      }
      // Before the rows, so names worked out for them know their sections.
      list.sections = sections
    }
    list.replaceRows(ListRows(arranged.items, id: id, name: name, title: title, update: update, make: make))
  }

  /// One change, to one row at most.
  private func apply(_ change: StoreChange<Item>) {
    switch change {
    case .inserted(let item, let sequence):
      guard isIncluded(item) else { return }
      insert(item, sequence: sequence)
    case .replaced(let old, let item, let sequence):
      let index = isIncluded(old) ? self.index(of: old, sequence: sequence) : nil
      guard isIncluded(item) else {
        if let index { remove(at: index, item: old) }
        return
      }
      guard let index else { return insert(item, sequence: sequence) }
      // A new title is a new row, named after it; the same one keeps its view controller,
      // moved if its item now sorts elsewhere.
      guard title(old) == title(item) else {
        remove(at: index, item: old)
        return insert(item, sequence: sequence)
      }
      let target =
        staysInPlace(item, sequence: sequence, at: index) ? index : place(of: item, sequence: sequence, without: index)
      if target == index {
        _ = list.replaceModel(at: index, with: item)
      } else if list.moveModel(from: index, to: target, as: item) {
        sequences.remove(at: index)
        sequences.insert(sequence, at: target)
      }
      if let grouping, grouping.key(old) != grouping.key(item) {
        list.sections?.add(-1, toKey: grouping.key(old))
        list.sections?.add(1, toKey: grouping.key(item))
      }
    case .removed(let item, let sequence):
      guard isIncluded(item), let index = index(of: item, sequence: sequence) else { return }
      remove(at: index, item: item)
    case .reset:
      break
    }
  }

  /// Whether `item` still goes at `index`, between its neighbours: two comparisons, the
  /// common case of a change that leaves the order as it was.
  private func staysInPlace(_ item: Item, sequence: Int, at index: Int) -> Bool {
    guard let areInIncreasingOrder else { return true }
    let models = list.rowsSource?.models(as: Item.self) ?? []
    if index > 0, !areInIncreasingOrder(models[index - 1], item) { return false }
    if index + 1 < models.count, !areInIncreasingOrder(item, models[index + 1]) { return false }
    return true
  }

  private func insert(_ item: Item, sequence: Int) {
    let index = place(of: item, sequence: sequence, without: nil)
    // The section first, so the row's name is worked out in it.
    if let grouping { list.sections?.add(1, toKey: grouping.key(item)) }
    if list.insertModel(item, at: index) { sequences.insert(sequence, at: index) }
  }

  private func remove(at index: Int, item: Item) {
    list.removeModel(at: index)
    sequences.remove(at: index)
    if let grouping { list.sections?.add(-1, toKey: grouping.key(item)) }
  }

  // MARK: Places, by binary search

  /// The row showing `item`, if any.
  private func index(of item: Item, sequence: Int) -> Int? {
    let index = place(of: item, sequence: sequence, without: nil)
    return sequences.indices.contains(index) && sequences[index] == sequence ? index : nil
  }

  /// The place among the rows (less the one at `skipping`, and counted without it) where
  /// `item` goes: after the rows whose items come before it in the order given, and among
  /// those equal to it, after the rows earlier in the data's own order.
  ///
  /// One comparison a step: a binary search for the first row not before `item`, then a
  /// gallop over the rows equal to it (usually none), whose sequences are in order, so a
  /// place costs about log₂ n comparisons however many items tie.
  private func place(of item: Item, sequence: Int, without skipping: Int?) -> Int {
    let models = list.rowsSource?.models(as: Item.self) ?? []
    let count = models.count - (skipping == nil ? 0 : 1)
    let at = { (place: Int) in skipping.map { place >= $0 ? place + 1 : place } ?? place }
    guard let areInIncreasingOrder else {
      return firstPlace(below: count) { sequences[at($0)] < sequence }
    }
    let equal = firstPlace(below: count) { areInIncreasingOrder(models[at($0)], item) }
    // The rows equal to `item` run from `equal` to the first row after it: found by
    // doubling steps, so a short run costs a comparison or two.
    var step = 1
    var end = equal
    while end < count, !areInIncreasingOrder(item, models[at(end)]) {
      end = min(count, equal + step)
      step *= 2
    }
    let after = equal + firstPlace(below: end - equal) { !areInIncreasingOrder(item, models[at(equal + $0)]) }
    return equal + firstPlace(below: after - equal) { sequences[at(equal + $0)] < sequence }
  }

  /// The first place in `0..<count` for which `isBefore` is false, `isBefore` holding for a
  /// prefix of the places.
  private func firstPlace(below count: Int, _ isBefore: (Int) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = low + (high - low) / 2
      if isBefore(middle) { low = middle + 1 } else { high = middle }
    }
    return low
  }
}

extension ListViewController {
  /// Shows a row for each item of `store` that `isIncluded`, in `areInIncreasingOrder`'s
  /// order (the store's own when nil), and follows the store: a write's row appears, changes
  /// or goes when the write is applied, items loaded at launch appear once loaded, with no
  /// reload — Boutique's and SwiftUI's `List(store.items) { … }`.
  ///
  /// ```swift
  /// list.follow(notes, title: \.title, update: { (row: NoteRow, note) in row.note = note }) { note in
  ///   NoteRow(note: note)
  /// }
  /// list.follow(
  ///   items, where: { $0.listID == listID }, sortedBy: { $0.due < $1.due }, title: \.name,
  ///   update: { (row: ItemRow, item) in row.item = item }) { ItemRow(item: $0) }
  /// ```
  ///
  /// Rows are diffed by identity, the store's key: a row whose item stays keeps its view
  /// controller and its cached drawing, and `update` brings it up to date; a row whose title
  /// changes is a new row, named after it. Rows are made only as they come into view or are
  /// named, as with ``setRows(_:)``. The list hears of a change through Observation and
  /// catches up before it is next drawn or read (a path, `select`, ``rowCount``), replaying
  /// the store's changes one by one: each finds its row by binary search, so one write to a
  /// list of 100,000 items costs O(log n) comparisons and moves no other row. Ties in
  /// `areInIncreasingOrder` keep the store's order.
  ///
  /// - Parameters:
  ///   - store: the items to show.
  ///   - isIncluded: which items have a row; nil for all.
  ///   - areInIncreasingOrder: the rows' order, a strict weak order; nil for the store's.
  ///   - title: the row's title, which `select` matches.
  ///   - name: the row's name in paths before it is made unique; by default the title's
  ///     dashed form (`Oat milk` → `oat-milk`).
  ///   - update: brings a row whose item changed up to date.
  ///   - make: makes the row for an item, when it is first needed.
  @inlinable
  public func follow<Item: Codable & Sendable, Row: ViewController>(
    _ store: Store<Item>, where isIncluded: ((Item) -> Bool)? = nil,
    sortedBy areInIncreasingOrder: ((Item, Item) -> Bool)? = nil, title: @escaping (Item) -> String?,
    name: ((Item) -> String)? = nil, update: @escaping (Row, Item) -> Void, row make: @escaping (Item) -> Row
  ) {
    // Inlined, so the sorting below is compiled for the app's own item type.
    installFollower(
      of: store,
      arrange: { Self.arrange($0, sequences: $1, where: isIncluded, sortedBy: areInIncreasingOrder) },
      isIncluded: isIncluded ?? { _ in true }, areInIncreasingOrder: areInIncreasingOrder, title: title,
      name: name ?? { title($0)?.dashedName ?? "row" }, update: update, make: make)
  }

  /// Shows a row for each item of `store` that `isIncluded`, grouped in sections by
  /// `group`'s key, and follows the store, as ``follow(_:where:sortedBy:title:name:update:row:)``
  /// does: SwiftUI's `List { ForEach(groups) { Section(…) { … } } }`, grouped from the data.
  ///
  /// ```swift
  /// list.follow(
  ///   expenses, groupedBy: \.category, footer: { _, items in "\(items.count) expenses" },
  ///   sortedBy: { $0.date < $1.date }, title: \.title,
  ///   update: { (row: ExpenseRowViewController, expense) in row.expense = expense },
  ///   row: { ExpenseRowViewController(expense: $0) })
  /// ```
  ///
  /// Sections come in ascending order of their keys, rows within them in
  /// `areInIncreasingOrder`'s order (the store's when nil). Each section's header is
  /// `header(key)` (the key itself by default); its footer, if `footer` is given, is what it
  /// returns for the key and the section's items, worked out when the footer is drawn, so it
  /// costs what the section holds. A write adds, moves or takes one row and changes one
  /// section's count; a new key makes a section and a section left empty goes. A row whose
  /// name another row took is named after its section (`milk`, then `milk-drinks`).
  @inlinable
  public func follow<Item: Codable & Sendable, Row: ViewController>(
    _ store: Store<Item>, groupedBy group: @escaping (Item) -> String,
    header: @escaping (String) -> String = { $0 }, footer: ((String, ArraySlice<Item>) -> String?)? = nil,
    where isIncluded: ((Item) -> Bool)? = nil, sortedBy areInIncreasingOrder: ((Item, Item) -> Bool)? = nil,
    title: @escaping (Item) -> String?, name: ((Item) -> String)? = nil, update: @escaping (Row, Item) -> Void,
    row make: @escaping (Item) -> Row
  ) {
    // Sections first, then the order within them; the stable sort keeps the store's order
    // for the rest.
    let order: (Item, Item) -> Bool = { first, second in
      let (firstKey, secondKey) = (group(first), group(second))
      if firstKey != secondKey { return firstKey < secondKey }
      return areInIncreasingOrder?(first, second) ?? false
    }
    installFollower(
      of: store, arrange: { Self.arrange($0, sequences: $1, where: isIncluded, sortedBy: order) },
      isIncluded: isIncluded ?? { _ in true }, areInIncreasingOrder: order, title: title,
      name: name ?? { title($0)?.dashedName ?? "row" }, update: update, make: make, groupedBy: group, header: header,
      footer: footer)
  }

  /// Shows a row for each item `items` returns that `isIncluded`, in `areInIncreasingOrder`'s
  /// order (the returned order when nil), and follows whatever `items` reads through
  /// Observation (an `@Observable` model's properties, a store's `items`): when that changes,
  /// the rows are read again before the list is next drawn or read.
  ///
  /// ```swift
  /// list.follow({ [model] in model.people }, id: \.id, title: \.name,
  ///             update: { (row: PersonRow, person) in row.person = person }) { PersonRow(person: $0) }
  /// ```
  ///
  /// Rows are diffed by `id`: rows whose item stays keep their view controller and cached
  /// drawing. Each change reads and compares every item, O(n); a ``Store`` followed directly
  /// (``follow(_:where:sortedBy:title:name:update:row:)``) changes one row per write instead.
  /// `items` runs with every change and whenever ``rowCount`` is read, so it should return
  /// what the model holds rather than compute it.
  @inlinable
  public func follow<Item: Sendable, Row: ViewController>(
    _ items: @escaping @MainActor () -> [Item], id: @escaping (Item) -> String,
    where isIncluded: ((Item) -> Bool)? = nil,
    sortedBy areInIncreasingOrder: ((Item, Item) -> Bool)? = nil, title: @escaping (Item) -> String?,
    name: ((Item) -> String)? = nil, update: @escaping (Row, Item) -> Void, row make: @escaping (Item) -> Row
  ) {
    installFollower(
      reading: items, id: id,
      arrange: { Self.arrange($0, sequences: $1, where: isIncluded, sortedBy: areInIncreasingOrder) },
      isIncluded: isIncluded ?? { _ in true }, areInIncreasingOrder: areInIncreasingOrder, title: title,
      name: name ?? { title($0)?.dashedName ?? "row" }, update: update, make: make)
  }

  /// The items of `items` that are included, in order, with their sequences: specialized
  /// where ``follow(_:where:sortedBy:title:name:update:row:)`` is inlined.
  ///
  /// The sort is stable and the items come in the data's order, so ties keep that order. It
  /// sorts the items with their sequences in place, comparing them where they lie: sorting
  /// their indices instead copied two items (retaining their strings) for every comparison,
  /// 97 of a launch's 1,135 million instructions at 100,000 lists. Nonisolated, so the
  /// closures it hands to `sort` and `map` carry no main-actor check per call.
  @inlinable
  nonisolated static func arrange<Item>(
    _ items: [Item], sequences: [Int], where isIncluded: ((Item) -> Bool)?,
    sortedBy areInIncreasingOrder: ((Item, Item) -> Bool)?
  ) -> (items: [Item], sequences: [Int]) {
    guard isIncluded != nil || areInIncreasingOrder != nil else { return (items, sequences) }
    if isIncluded == nil, let areInIncreasingOrder, Self.isSorted(items, by: areInIncreasingOrder) {
      // Kept in the list's order already (written in it, or loaded so): one pass, no copy.
      return (items, sequences)
    }
    var arranged: [(item: Item, sequence: Int)] = []
    arranged.reserveCapacity(items.count)
    for (item, sequence) in zip(items, sequences) where isIncluded?(item) ?? true {
      arranged.append((item, sequence))
    }
    if let areInIncreasingOrder { arranged.sort { areInIncreasingOrder($0.item, $1.item) } }
    return (arranged.map(\.item), arranged.map(\.sequence))
  }

  /// Whether no item of `items` comes before the one ahead of it: then a stable sort would
  /// leave them as they are.
  @inlinable
  nonisolated static func isSorted<Item>(_ items: [Item], by areInIncreasingOrder: (Item, Item) -> Bool) -> Bool {
    items.withUnsafeBufferPointer { buffer in
      buffer.indices.dropFirst().allSatisfy { !areInIncreasingOrder(buffer[$0], buffer[$0 - 1]) }
    }
  }

  @usableFromInline
  func installFollower<Item: Codable & Sendable, Row: ViewController>(
    of store: Store<Item>,
    arrange: @escaping (_ items: [Item], _ sequences: [Int]) -> (items: [Item], sequences: [Int]),
    isIncluded: @escaping (Item) -> Bool,
    areInIncreasingOrder: ((Item, Item) -> Bool)?, title: @escaping (Item) -> String?,
    name: @escaping (Item) -> String, update: @escaping (Row, Item) -> Void, make: @escaping (Item) -> Row,
    groupedBy key: ((Item) -> String)? = nil, header: @escaping (String) -> String = { $0 },
    footer: ((String, ArraySlice<Item>) -> String?)? = nil
  ) {
    sections = nil
    follower = ListFollower(
      list: self, source: .store(StoreFeed(store)), arrange: arrange, isIncluded: isIncluded,
      areInIncreasingOrder: areInIncreasingOrder, title: title, name: name, update: update, make: make,
      grouping: key.map { FollowedGrouping(key: $0, header: header, footer: footer) })
  }

  @usableFromInline
  func installFollower<Item: Sendable, Row: ViewController>(
    reading items: @escaping @MainActor () -> [Item], id: @escaping (Item) -> String,
    arrange: @escaping (_ items: [Item], _ sequences: [Int]) -> (items: [Item], sequences: [Int]),
    isIncluded: @escaping (Item) -> Bool,
    areInIncreasingOrder: ((Item, Item) -> Bool)?, title: @escaping (Item) -> String?,
    name: @escaping (Item) -> String, update: @escaping (Row, Item) -> Void, make: @escaping (Item) -> Row
  ) {
    sections = nil
    follower = ListFollower(
      list: self, source: .read(items, id: id), arrange: arrange, isIncluded: isIncluded,
      areInIncreasingOrder: areInIncreasingOrder, title: title, name: name, update: update, make: make,
      grouping: nil)
  }
}
