/// A view controller whose rows are child view controllers, drawn one under another, that a
/// user selects and swipes: MVCTodo's list, where every cell is a view controller.
///
/// ```swift
/// let list = ListViewController(content: [groceriesRow, workRow])  // view controllers, one per row
/// list.delegate = coordinator  // answers selections and offers swipe actions
/// list.content = updatedRows   // rows that stay keep their identity; the others come and go
/// try list.select(list.rows[0])
/// list.setRows(ListRows(notes.items, id: \.id, name: \.title.dashedName, title: \.title,
///                       update: { (row: NoteRow, note) in row.note = note }, make: { NoteRow(note: $0) }))
/// ```
///
/// Rows come two ways. Given as ``content``, every row is a view controller made beforehand,
/// contained from the start. Given as ``ListRows`` (``setRows(_:)``), a row's view controller
/// is made only when it is needed: when it comes into view, or when a path, `#N`, ``row(at:)``
/// or ``allChildren`` names it; so a list of 100,000 rows costs, until it is scrolled, what
/// its rows in view cost. A row made so joins the list (`willMove(toParent:)`,
/// `didMove(toParent:)`), loads when it is first drawn and appears when it comes into view,
/// as a table view's cells do; it stays made while its model stays. Paths see every row,
/// made or not: ``allChildrenCount``, ``allChildNames``, ``child(named:)`` and
/// ``child(at:)`` answer for the ones not made yet, and ``ViewController/children`` holds the
/// ones made, in the rows' order.
///
/// Rows keep the order of ``content``, and so do ``ViewController/children``. Assigning new
/// content removes the rows no longer in it (in their old order, with
/// ``ViewController/unembedChild(_:)``), then embeds the new ones (in their new order, with
/// ``ViewController/embedChild(_:)``); rows in both stay as they are, without a callback.
/// A row listed twice is shown once, at its first place.
///
/// Each row is drawn two columns in, behind a gutter where the selected row has its `›`; the
/// selected row is drawn inverse too, while colour is on.
///
/// The list is a scrolling viewport (``Scrollable``): within the height its screen offers, it
/// lays out and draws only the rows in view, from ``scrollPosition``'s top, and under them a
/// status line such as `rows 1–36 of 100,000` while some rows are out of view. Drawing costs
/// what the rows in view cost, however long the list; the rows out of view register no
/// buttons, so a user cannot touch them. Without a height (`show --full`) every row is drawn.
open class ListViewController: ViewController, RowPresenting, Scrollable {
  /// Answers selections and offers swipe actions; held weakly.
  public weak var delegate: (any ListViewControllerDelegate)?

  /// The rows, in the order shown.
  ///
  /// Assigning gives the list rows made beforehand. Reading it makes every row the list has
  /// not made yet, which for rows given as ``ListRows`` costs what the list holds.
  public var content: [ViewController] {
    get { (0..<rowCount).compactMap { row(at: $0) } }
    set {
      follower = nil
      sections = nil
      assignContent(newValue)
    }
  }

  /// The row drawn selected, until something deselects it.
  public private(set) var selectedRow: ViewController? {
    didSet {
      guard selectedRow !== oldValue else { return }
      setNeedsDisplay()
    }
  }

  /// The rows made, by place: every row for rows given as ``content``.
  private(set) var slots: [ViewController?]
  /// Where rows not made yet come from; nil for rows given as ``content``.
  private var source: ListRows?
  /// Each made row's place, so finding a row costs O(1).
  private var rowIndices: [ObjectIdentifier: Int]
  /// The model id and title each row made from ``source`` was made with, so new rows keep it.
  private var madeFrom: [ObjectIdentifier: (id: String, title: String?)] = [:]
  /// The rows made from ``source``, by model id.
  private var madeByID: [String: ViewController] = [:]
  /// The rows' names in paths, worked out in order as far as something asked.
  private var names = RowNames()
  /// The rows' sections, when they are in sections; see ``init(name:title:sections:)``.
  var sections: ListSections? {
    didSet { setNeedsDisplay() }
  }
  /// The data the rows follow, when they follow some; see ``follow(_:where:sortedBy:title:name:update:row:)``.
  var follower: (any ListFollowing)? {
    didSet {
      updateTrackings.removeAll { $0 === oldValue?.tracking }
      if let follower { updateTrackings.append(follower.tracking) }
    }
  }

  /// The row at the top, as asked; drawing clamps it to the rows there are.
  private var requestedTop = 0

  /// What the last bounded drawing showed, and the width and height it had to do it.
  private var lastViewport: (shown: Range<Int>, width: Int, height: Int)?

  /// The rows on screen: those the last bounded drawing showed, once there was one; until
  /// then every row given as ``content``, as a list without a height shows them all.
  private var appearedRows: [ViewController]?

  /// A list named `name` whose rows are `content`.
  public init(name: String = "list", title: String? = nil, content: [ViewController] = []) {
    let (unique, indices) = Self.withoutRepeats(content)
    slots = unique
    rowIndices = indices
    super.init(name: name, title: title)
    // Off screen yet, so only containment runs; rows load when they are first shown.
    for row in unique {
      addChild(row)
      row.finishMove(toParent: self)
    }
  }

  /// A list named `name` whose rows are `sections`' rows, each section under its title
  /// and over its footer, as SwiftUI's `List { Section("Food") { … } }`.
  ///
  /// ```swift
  /// ListViewController(name: "groceries", sections: [
  ///   ListSection("Food", footer: "2 items") { milkRow; breadRow },
  ///   ListSection("Drinks") { juiceRow },
  /// ])
  /// ```
  ///
  /// Headers and footers are lines of the list, not rows: they cannot be selected, and the
  /// status line counts rows only (`rows 1–30 of 120`). Scrolled into a section, the list
  /// keeps its header on its first line. A row whose name another row has taken is named
  /// after its section (`milk`, then `milk-drinks` in "Drinks"), so paths name the section
  /// when titles repeat.
  public convenience init(name: String = "list", title: String? = nil, sections: [ListSection]) {
    var taken = Set<String>()
    for (index, section) in sections.enumerated() {
      for row in section.rows {
        row.name = Self.uniqueName(row.name, section: sections[index].title.dashedName, taken: &taken)
      }
    }
    self.init(name: name, title: title, content: sections.flatMap(\.rows))
    var grouped = ListSections(keys: sections.map(\.title), counts: sections.map(\.rows.count))
    let footers = sections.map(\.footer)
    grouped.footer = { footers.indices.contains($0) ? footers[$0] : nil }
    self.sections = grouped
  }

  /// `name`, or when taken `name-section`, or the smallest free `-N` after that; added to
  /// `taken`.
  private static func uniqueName(_ name: String, section: String, taken: inout Set<String>) -> String {
    var unique = name
    if taken.contains(unique), !section.isEmpty { unique = "\(name)-\(section)" }
    var suffix = 2
    let base = unique
    while taken.contains(unique) {
      unique = "\(base)-\(suffix)"
      suffix += 1
    }
    taken.insert(unique)
    return unique
  }

  /// A row that is not in this list, given to ``select(_:)``.
  public struct NotARow: Error, Sendable, CustomStringConvertible {
    /// The row as it was named.
    public let row: String
    /// The list's path.
    public let list: String

    /// The error as the shell prints it.
    public var description: String { "'\(row)' is not a row of \(list)" }
  }

  // MARK: Rows made as they are needed

  /// Shows `rows`, making each row's view controller only when it is needed (see
  /// ``ListRows``); rows made before whose model stays, by id and title, are kept.
  ///
  /// Costs O(rows) when some rows were made before, to find where they went, and O(1) per
  /// row otherwise; no row is made here. A list that followed its data stops following it.
  public func setRows(_ rows: ListRows) {
    follower = nil
    sections = nil
    replaceRows(rows)
  }

  /// The most rows whose ids are all indexed to find a made row that moved far; see
  /// ``replaceRows(_:)``.
  static let rowsIndexedWhole = 5_000

  /// ``setRows(_:)``, for rows that follow their data as well.
  func replaceRows(_ rows: ListRows) {
    // The slots are all empty but the made rows': emptied of those and resized at the end,
    // the same buffer serves, so a change to a list of 100,000 rows writes no 100,000 slots.
    let oldCount = slots.count
    var newSlots = slots
    slots = []
    for row in children {
      if let index = rowIndices[ObjectIdentifier(row)], newSlots.indices.contains(index) { newSlots[index] = nil }
    }
    if newSlots.count > rows.count {
      newSlots.removeLast(newSlots.count - rows.count)
    } else if newSlots.count < rows.count {
      newSlots.append(contentsOf: repeatElement(nil, count: rows.count - newSlots.count))
    }
    var newIndices: [ObjectIdentifier: Int] = [:]
    var newMadeFrom: [ObjectIdentifier: (id: String, title: String?)] = [:]
    var newMadeByID: [String: ViewController] = [:]
    if !madeFrom.isEmpty {
      // Where each made row went: first where it was, or as far on as the rows grew or shrank
      // (an edit, an append, one insert or delete before it), asking only the ids there; the
      // ids of every row are indexed only for a row found in neither place, in a list short
      // enough for that to cost little. In a longer one such a row (moved far, or gone) is let
      // go and made again if it is there, so a change costs what the rows made cost.
      let shift = rows.count - oldCount
      var indexByID: [String: Int]?
      func place(of id: String, was old: Int?) -> Int? {
        if let old {
          for candidate in [old, old + shift] where candidate >= 0 && candidate < rows.count && rows.id(candidate) == id
          {
            return candidate
          }
        }
        guard rows.count <= Self.rowsIndexedWhole else { return nil }
        if indexByID == nil {
          var index: [String: Int] = [:]
          index.reserveCapacity(rows.count)
          for place in 0..<rows.count {
            let id = rows.id(place)
            if index[id] == nil { index[id] = place }
          }
          indexByID = index
        }
        return indexByID?[id]
      }
      for row in children {
        guard let made = madeFrom[ObjectIdentifier(row)],
          let index = place(of: made.id, was: rowIndices[ObjectIdentifier(row)]), newSlots[index] == nil,
          rows.keepsRowsByIDAlone || rows.title(index) == made.title
        else { continue }
        newSlots[index] = row
        newIndices[ObjectIdentifier(row)] = index
        newMadeFrom[ObjectIdentifier(row)] = made
        newMadeByID[made.id] = row
      }
    }
    let leaving = children.filter { newIndices[ObjectIdentifier($0)] == nil }
    source = rows
    slots = newSlots
    rowIndices = newIndices
    madeFrom = newMadeFrom
    madeByID = newMadeByID
    names = RowNames(made: newIndices.map { (slot: $0.value, name: newSlots[$0.value]?.name ?? "") })
    unembedChildren(leaving)
    let kept = children.sorted { (newIndices[ObjectIdentifier($0)] ?? 0) < (newIndices[ObjectIdentifier($1)] ?? 0) }
    for row in kept {
      if let index = newIndices[ObjectIdentifier(row)] { rows.update(row, index) }
    }
    arrangeChildren(in: kept)
    rowsDidChange()
  }

  /// Inserts a row for `model` at `index` (clamped to the rows there are) among rows given as
  /// ``ListRows``, as a table view inserts one row: it is made when it is needed, as the
  /// others are, and the others stay as they are.
  ///
  /// ```swift
  /// list.insertRow(for: newNote, at: place)  // false: not a model of these rows
  /// ```
  ///
  /// Costs what moving the rows after it down one place costs, not what making, naming or
  /// comparing them would: no row is made, and of the rows made only their places change.
  /// A list that followed its data stops following it.
  @discardableResult
  public func insertRow<Model>(for model: Model, at index: Int) -> Bool {
    follower = nil
    return insertModel(model, at: index)
  }

  /// ``insertRow(for:at:)``, for rows that follow their data as well.
  func insertModel<Model>(_ model: Model, at index: Int) -> Bool {
    guard var rows = source else { return false }
    let index = min(max(0, index), slots.count)
    // Let go of the list's copy, so the models change in place rather than being copied.
    source = nil
    let inserted = rows.insert(model, at: index)
    source = rows
    guard inserted else { return false }
    slots.insert(nil, at: index)
    moveMadeRows(from: index, by: 1)
    rowsDidChange()
    return true
  }

  /// Removes the row at `index` among rows given as ``ListRows``.
  ///
  /// Its view controller, if it was made, leaves the list, and the other rows stay as they
  /// are. A list that followed its data stops following it.
  public func removeRow(at index: Int) {
    follower = nil
    removeModel(at: index)
  }

  /// ``removeRow(at:)``, for rows that follow their data as well.
  func removeModel(at index: Int) {
    guard var rows = source, slots.indices.contains(index) else { return }
    source = nil
    rows.remove(at: index)
    source = rows
    let removed = slots.remove(at: index)
    if let removed {
      rowIndices[ObjectIdentifier(removed)] = nil
      if let made = madeFrom.removeValue(forKey: ObjectIdentifier(removed)), madeByID[made.id] === removed {
        madeByID[made.id] = nil
      }
    }
    moveMadeRows(from: index, by: -1)
    if let removed { unembedChildren([removed]) }
    rowsDidChange()
  }

  /// Puts `model` in place of row `index`'s model, among rows given as ``ListRows``, and
  /// brings its row up to date if it was made; false when it is not a model of these rows.
  ///
  /// The row keeps its place, so `model` should sort where the one it replaces did. A list
  /// that followed its data stops following it.
  @discardableResult
  public func updateRow<Model>(at index: Int, with model: Model) -> Bool {
    follower = nil
    return replaceModel(at: index, with: model)
  }

  /// ``updateRow(at:with:)``, for rows that follow their data as well.
  func replaceModel<Model>(at index: Int, with model: Model) -> Bool {
    guard var rows = source, slots.indices.contains(index) else { return false }
    source = nil
    let replaced = rows.replace(at: index, with: model)
    source = rows
    guard replaced else { return false }
    if let row = slots[index] {
      rows.update(row, index)
      setNeedsDisplay()
    }
    return true
  }

  /// Moves row `old`'s model to `new` (a place among the rows without it) as `model`, and
  /// its view controller with it if it was made, brought up to date: how a row whose model
  /// now sorts elsewhere moves, keeping its view controller and place in paths.
  ///
  /// Costs what shifting the models between the two places and the rows made costs.
  func moveModel<Model>(from old: Int, to new: Int, as model: Model) -> Bool {
    guard var rows = source, slots.indices.contains(old), (0..<slots.count).contains(new) else { return false }
    source = nil
    rows.remove(at: old)
    let inserted = rows.insert(model, at: new)
    source = rows
    guard inserted else { return false }
    let moved = slots.remove(at: old)
    slots.insert(moved, at: new)
    moveMadeRows(from: old + 1, by: -1, except: moved)
    moveMadeRows(from: new, by: 1, except: moved)
    if let moved {
      rowIndices[ObjectIdentifier(moved)] = new
      children.removeAll { $0 === moved }
      children.append(moved)
      placeAmongChildren(moved, at: new)
      rows.update(moved, new)
    }
    names = RowNames(made: children.compactMap { row in rowIndices[ObjectIdentifier(row)].map { ($0, row.name) } })
    rowsDidChange()
    return true
  }

  /// Whether the rows follow a store themselves (``follow(_:where:sortedBy:title:name:update:row:)``),
  /// so a relaunch shows the same rows; a list of views over stored items shows what its
  /// views chose (a filter, an order kept in `@State`), which a relaunch may not keep.
  public var followsStore: Bool { follower?.storeName != nil }

  /// ``listRows`` as they are, without catching up with followed data: for the follower
  /// while it catches up.
  var rowsSource: ListRows? { source }

  /// The store the rows follow and each row's key and title, in order; nil for other rows.
  ///
  /// Caught up with the store, with whether that order was the user's choice (a table sorted
  /// by a column tapped) rather than the one the list follows. What `mvcs explore` compares
  /// across a relaunch, and how it knows which item a row shows.
  ///
  /// A list of views whose rows' ids name stored items of one store (a `ForEach` over
  /// SwiftData models) is one too: those rows are that store's items, in the order shown, and
  /// its other rows (a picker, a button) have the key "".
  public var followedRows: (store: String, keys: [String], titles: [String], isRearranged: Bool)? {
    guard let rows = listRows else { return nil }
    let indices = 0..<rows.count
    if let follower, let store = follower.storeName {
      return (store, indices.map(rows.id), indices.map { rows.title($0) ?? rows.name($0) }, follower.isRearranged)
    }
    var store: String?
    var keys: [String] = []
    for index in indices {
      guard let item = rows.storedItem(index) else {
        keys.append("")
        continue
      }
      guard store == nil || store == item.store else { return nil }
      store = item.store
      keys.append(item.key)
    }
    guard let store else { return nil }
    return (store, keys, indices.map { rows.title($0) ?? rows.name($0) }, false)
  }

  /// The rows given as ``ListRows``, with their models; nil for rows given as ``content``.
  public var listRows: ListRows? {
    catchUp()
    return source
  }

  /// Moves the rows made at `index` and after by `offset` places (but `except`), and works
  /// the names out again from the rows made, as ``setRows(_:)`` does: O(rows made), however
  /// long the list.
  private func moveMadeRows(from index: Int, by offset: Int, except: ViewController? = nil) {
    var made: [(slot: Int, name: String)] = []
    made.reserveCapacity(children.count)
    for row in children {
      guard var place = rowIndices[ObjectIdentifier(row)] else { continue }
      if place >= index, row !== except {
        place += offset
        rowIndices[ObjectIdentifier(row)] = place
      }
      made.append((place, row.name))
    }
    names = RowNames(made: made)
  }

  /// Inserts `row` at `index` (clamped to the rows there are), as a table view inserts one row.
  ///
  /// It joins as a row of new ``content`` does, and of the other rows only those after it
  /// are looked at, to move down one place; so adding a row at the end of 100,000 costs what
  /// adding it to ten does. A row already in the list stays where it is; a list whose rows
  /// come from ``ListRows`` takes one more through ``insertRow(for:at:)``.
  public func insertRow(_ row: ViewController, at index: Int) {
    guard source == nil, rowIndices[ObjectIdentifier(row)] == nil else { return }
    let index = min(max(0, index), slots.count)
    slots.insert(row, at: index)
    for place in index..<slots.count {
      if let moved = slots[place] { rowIndices[ObjectIdentifier(moved)] = place }
    }
    if appearedRows == nil {
      embedChild(row)
    } else {
      // It appears when it comes into view, as the others do.
      addChild(row)
      row.finishMove(toParent: self)
    }
    placeAmongChildren(row, at: index)
    setNeedsDisplay()
  }

  /// How many rows the list has, made or not.
  ///
  /// For a list that follows its data, reading it is observed as reading the data, so a
  /// screen tracking it (``ViewController/updateWhenChanged(reading:)``) hears of every change.
  public var rowCount: Int {
    follower?.observe()
    catchUp()
    return slots.count
  }

  /// The row at `index`, from 0, made now if it was not yet; nil past the end.
  public func row(at index: Int) -> ViewController? {
    catchUp()
    guard slots.indices.contains(index) else { return nil }
    if let row = slots[index] { return row }
    guard let source else { return nil }
    let name = rowName(at: index)
    let row = source.make(index)
    row.name = name
    slots[index] = row
    rowIndices[ObjectIdentifier(row)] = index
    let id = source.id(index)
    if madeByID[id] == nil {
      madeByID[id] = row
      madeFrom[ObjectIdentifier(row)] = (id, source.title(index))
    }
    // Off screen yet: only containment runs; it loads when drawn and appears in view.
    addChild(row)
    row.finishMove(toParent: self)
    placeAmongChildren(row, at: index)
    return row
  }

  /// The row made for the model whose id is `id`, if it was made; O(1).
  ///
  /// Nil for a row not made yet, which will be made from its model as it is when needed.
  public func madeRow(withID id: String) -> ViewController? {
    catchUp()
    return madeByID[id]
  }

  /// The place of the first row whose title is `title` (what ``RowPresenting/matchTitle(of:)`` gives for
  /// a made row), made or not; O(rows), making none.
  public func indexOfRow(titled title: String) -> Int? {
    catchUp()
    return slots.indices.first { index in
      if let row = slots[index] { return matchTitle(of: row) == title }
      return (source?.title(index) ?? rowName(at: index)) == title
    }
  }

  /// Keeps ``children`` in the rows' order when a row made later sits before rows made earlier.
  private func placeAmongChildren(_ row: ViewController, at index: Int) {
    let count = children.count
    guard count > 1, let before = rowIndices[ObjectIdentifier(children[count - 2])], before > index else { return }
    // Binary search: the first child whose row comes after this one.
    var low = 0
    var high = count - 1
    while low < high {
      let middle = (low + high) / 2
      if (rowIndices[ObjectIdentifier(children[middle])] ?? 0) > index { high = middle } else { low = middle + 1 }
    }
    children.removeLast()
    children.insert(row, at: low)
  }

  /// The name row `index` goes by in paths: a made row's own, else its model's, made unique
  /// among the rows before it and the rows made, in the rows' order, as
  /// ``ViewController/addChild(_:)`` would make it.
  private func rowName(at index: Int) -> String {
    if let row = slots[index] { return row.name }
    extendNames(through: index)
    return names.names[index]
  }

  private func extendNames(through last: Int) {
    guard let source else { return }
    let end = min(last + 1, slots.count)
    guard names.names.count < end else { return }
    names.reserveCapacity(end)
    while names.names.count < end {
      let index = names.names.count
      let section = sections.map { $0.nameSuffix($0.section(ofRow: index)) } ?? ""
      names.append(slots[index]?.name ?? names.unique(for: source.name(index), section: section))
    }
  }

  // MARK: Children as paths see them

  /// The row named `name`, made now if it was not yet, or the presented view controller.
  open override func child(named name: String) -> ViewController? {
    catchUpForPaths()
    if let made = super.child(named: name) { return made }
    guard source != nil else { return nil }
    extendNames(through: slots.count - 1)
    return names.index(of: name).flatMap { row(at: $0) }
  }

  /// The row at `index`, made now if it was not yet; after the rows, the presented view controller.
  open override func child(at index: Int) -> ViewController? {
    catchUpForPaths()
    guard source != nil else { return super.child(at: index) }
    if index == slots.count { return presentedViewController }
    return row(at: index)
  }

  /// Every row, made or not, and the presented view controller.
  open override var allChildrenCount: Int {
    catchUpForPaths()
    guard source != nil else { return super.allChildrenCount }
    return slots.count + (presentedViewController == nil ? 0 : 1)
  }

  /// The rows' names, made or not, then the presented view controller's; makes no row.
  open override var allChildNames: [String] {
    catchUpForPaths()
    guard source != nil else { return super.allChildNames }
    extendNames(through: slots.count - 1)
    guard let presentedViewController else { return names.names }
    return names.names + [presentedViewController.name]
  }

  /// Every row, made now if it was not yet, then the presented view controller.
  open override var allChildren: [ViewController] {
    catchUpForPaths()
    guard source != nil else { return super.allChildren }
    let rows = content
    guard let presentedViewController else { return rows }
    return rows + [presentedViewController]
  }

  // MARK: RowPresenting

  /// The rows, in the order they are shown: the content.
  public var rows: [ViewController] { content }

  /// Selects `row` as a tap would: draws it selected, then asks the delegate what to do next.
  ///
  /// Without a delegate the row stays selected.
  public func select(_ row: ViewController) throws {
    catchUp()
    guard index(of: row) != nil else { throw NotARow(row: row.name, list: path) }
    selectedRow = row
    switch delegate?.listViewController(self, didSelect: row) ?? .none {
    case .none:
      break
    case .deselect:
      deselect()
    case .reload:
      deselect()
      reloadRows()
    }
  }

  /// The delegate's swipe actions for `row`; none for a row that is not in this list.
  public func swipeActions(for row: ViewController) -> [SwipeAction] {
    guard index(of: row) != nil else { return [] }
    return delegate?.listViewController(self, swipeActionsFor: row) ?? []
  }

  /// The place of `row` among the rows, from 0, in O(1).
  ///
  /// Nil when it is not a row of this list.
  public func index(of row: ViewController) -> Int? {
    catchUp()
    return rowIndices[ObjectIdentifier(row)]
  }

  // MARK: Scrolling

  /// Counts in rows.
  public var scrollUnit: String { "row" }

  /// The row at the top, the rows the last drawing showed, and how many rows there are.
  public var scrollPosition: ScrollPosition {
    catchUp()
    return ScrollPosition(
      top: min(requestedTop, max(0, slots.count - 1)), shown: lastViewport?.shown ?? 0..<0, count: slots.count)
  }

  /// Moves the viewport by rows, clamped so the last page is full, as a swipe does.
  ///
  /// Costs what a screen of rows costs: the rows measured are those about to be shown, or
  /// near the end, the last page's.
  public func scroll(_ move: ScrollMove) {
    catchUp()
    var top = scrollPosition.target(of: move, lastTop: max(0, slots.count - 1))
    if let viewport = lastViewport {
      top = clampedTop(top, filling: max(1, viewport.height - 1), width: max(0, viewport.width - 2))
    }
    guard top != requestedTop else { return }
    requestedTop = top
    setNeedsDisplay()
  }

  /// Scrolls as little as needed for `row` to be in view, as a list does when asked to show
  /// a row; does nothing for a row that is not in the list or already in view.
  public func scrollToVisible(_ row: ViewController) {
    guard let index = index(of: row), !scrollPosition.shown.contains(index) else { return }
    scroll(.to(index + 1))
  }

  /// Work the rows' views asked for while they were measured, for the list's drawing to run.
  var pendingRowWork = PendingViewWork()

  /// Notes what a drawing showed: the rows `shown` from `top`, in `width` by `height`; the
  /// rows that came into view appear once it is drawn.
  func record(shown: Range<Int>, top: Int, width: Int, height: Int, in context: RenderContext) {
    // Drawing clamps the top; keeping it clamped without asking for another drawing.
    requestedTop = top
    lastViewport = (shown, width, height)
    let rows = shown.compactMap { slots[$0] }
    context.whenDrawn { [weak self] in self?.rowsCameIntoView(rows) }
  }

  /// The rows on screen, as cells are in a window.
  ///
  /// Those in view once the list was drawn within a height, so appearance costs what is
  /// visible, not what the list holds. Before that, rows given as ``content``; rows made as
  /// needed appear only once drawn in view.
  open override var visibleChildren: [ViewController] {
    guard let appearedRows else { return source == nil ? children : [] }
    return appearedRows.filter { $0.parent === self }
  }

  /// Makes the rows that left the view disappear and those that came into it appear, as a
  /// table view's cells leave and join the window while it scrolls.
  private func rowsCameIntoView(_ rows: [ViewController]) {
    let shown = Set(rows.map(ObjectIdentifier.init))
    let before = visibleChildren
    let wasShown = Set(before.map(ObjectIdentifier.init))
    appearedRows = rows
    guard isVisible else { return }
    let leaving = before.filter { !shown.contains(ObjectIdentifier($0)) && $0.isVisible }
    let arriving = rows.filter { !wasShown.contains(ObjectIdentifier($0)) && !$0.isVisible && $0.parent === self }
    for row in leaving { row.beginAppearance(false) }
    for row in leaving { row.endAppearance(false) }
    for row in arriving { row.beginAppearance(true) }
    for row in arriving { row.endAppearance(true) }
  }

  // MARK: Selection and drawing

  /// Clears the selection, if any.
  public func deselect() {
    selectedRow = nil
  }

  /// Redraws every row made at the next render, for changes their bodies cannot observe.
  public func reloadRows() {
    for case let row? in slots { row.setNeedsDisplay() }
  }

  open override var body: any View { ListViewport(list: self) }

  // MARK: Private

  /// Rows made beforehand: those no longer there leave, the new ones join, and the order is
  /// the new one.
  private func assignContent(_ newContent: [ViewController]) {
    let (content, indices) = Self.withoutRepeats(newContent)
    let oldContent = slots.compactMap { $0 }
    slots = content
    source = nil
    rowIndices = indices
    madeFrom = [:]
    madeByID = [:]
    names = RowNames()
    let staying = Set(content.map(ObjectIdentifier.init))
    unembedChildren(oldContent.filter { !staying.contains(ObjectIdentifier($0)) })
    for row in content where row.parent !== self {
      // Rows join the screen when they come into view; until then only containment runs.
      if appearedRows == nil {
        embedChild(row)
      } else {
        addChild(row)
        row.finishMove(toParent: self)
      }
    }
    arrangeChildren(in: content)
    rowsDidChange()
  }

  /// Brings rows that follow their data up to date with it, if it changed; at every door
  /// through which rows are read, so paths, selections and drawings see the data as it is.
  private func catchUp() {
    catchUpWithFollowedData()
  }

  private func rowsDidChange() {
    requestedTop = min(requestedTop, max(0, slots.count - 1))
    if let selectedRow, rowIndices[ObjectIdentifier(selectedRow)] == nil { deselect() }
    // The body reads the rows, which Observation does not see.
    setNeedsDisplay()
  }

  private static func withoutRepeats(_ rows: [ViewController]) -> ([ViewController], [ObjectIdentifier: Int]) {
    var indices: [ObjectIdentifier: Int] = [:]
    indices.reserveCapacity(rows.count)
    var unique: [ViewController] = []
    unique.reserveCapacity(rows.count)
    for row in rows where indices[ObjectIdentifier(row)] == nil {
      indices[ObjectIdentifier(row)] = unique.count
      unique.append(row)
    }
    return (unique, indices)
  }
}
