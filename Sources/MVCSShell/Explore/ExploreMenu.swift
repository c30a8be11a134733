import MVCS

/// What a user could do on the screen shown, as the explorer chooses among it: each move a
/// shell line naming its target as the shell's verbs will find it, and the coverage item it
/// acts on.
///
/// Targets come from the live screen model (``Screen``'s layers, their controls and lists),
/// never from printed text. A control is named by its label when the verb's search would find
/// exactly it by that label, by `#N` when it is on the topmost layer with controls of its
/// kind, and is left out otherwise; a row by its title when that finds it, by its path
/// otherwise. Only the topmost layer is offered: a modal takes every touch until it is
/// dismissed, as the shell's verbs say.
@MainActor
struct ExploreMenu {
  /// One thing to do.
  struct Move {
    /// The line, with its typed value left out (`fill Title`) when ``typesValue``.
    var command: String
    /// Whether a value is added from ``ExploreValues`` when the move is chosen.
    var typesValue = false
    /// What it acts on, for coverage; nil for the moves that act on no control (`back`).
    var item: UICoverage.Item?
    /// How often to choose it against the others, before coverage weighs in.
    var weight: Int
    /// The line naming the target by position, when it is named otherwise and a position
    /// finds it too.
    var fallback: String?
    /// The control it acts on, when it acts on one.
    var control: VisibleControl?
    /// How far under the topmost layer its target is: 0 on top.
    var depth = 0
    /// For a row's swipe action, how many rows its list has: deletes are weighed by it.
    var rows: Int?

    /// What its uses are counted under: the control it acts on, else its line.
    var useKey: UseKey { item.map(UseKey.item) ?? .command(command) }
  }

  /// What a move's uses are counted under; hashed as it is, where joining the item's parts
  /// into one string first cost about 1% of an explore step (#35).
  enum UseKey: Hashable {
    /// The control or row a move acts on.
    case item(UICoverage.Item)
    /// The line of a move that acts on no control (`back`, `clock advance 1h`).
    case command(String)
  }

  /// The moves `session`'s screen offers, in the screen's order.
  static func moves(on screen: Screen, in session: Session) -> [Move] {
    var moves: [Move] = []
    let layers = [screen.touchableLayer]
    controlMoves(layers, into: &moves)
    rowMoves(layers, into: &moves)
    // Scroll what scrolls, by path, so the move means the same view whatever else shows; not
    // what shows all it has, where a scroll does nothing.
    for (depth, layer) in layers.enumerated() {
      for case let scrollable as any Scrollable in layer.viewControllers where !scrollable.scrollPosition.showsAll {
        let path = ExploreStep.word(scrollable.path)
        for move in ["page down", "page up", "to bottom"] {
          moves.append(Move(command: "scroll \(path) \(move)", item: nil, weight: depth == 0 ? 2 : 1))
        }
      }
    }
    let navigation = layers.lazy.map { $0.viewControllers.compactMap { $0 as? NavigationController } }
      .contains { $0.contains { $0.viewControllers.count > 1 } }
    if navigation { moves.append(Move(command: "back", item: nil, weight: 4)) }
    if !screen.modals.isEmpty { moves.append(Move(command: "dismiss", item: nil, weight: 4)) }
    return moves
  }

  /// Rare moves: time passing, a relaunch.
  static let rareMoves: [Move] = [
    Move(command: "relaunch", item: nil, weight: 1),
    Move(command: "clock advance 1h", item: nil, weight: 1),
    Move(command: "clock advance 1d", item: nil, weight: 1),
    Move(command: "wait", item: nil, weight: 1),
  ]

  private static func controlMoves(_ layers: [RenderedScreen], into moves: inout [Move]) {
    let naming = ControlNaming(layers)
    for (depth, layer) in layers.enumerated() {
      for (position, control) in layer.controls.enumerated() where control.isEnabled {
        let verb: (String, Bool, [String])
        switch control.control.input {
        case is ButtonPress: verb = ("tap", false, [""])
        case is TextEntry: verb = ("fill", true, [""])
        case is ToggleSwitch: verb = ("toggle", false, [""])
        case is PickerChoice: verb = ("pick", false, control.choices.map { " " + ExploreStep.word($0) })
        case is StepperStep: verb = ("step", false, [" up", " down"])
        case is LongPress: verb = ("press", false, [""])
        case is PullToRefresh:
          moves.append(
            Move(command: "refresh", item: UICoverage.item(for: control), weight: 2, control: control, depth: depth))
          continue
        default: continue
        }
        guard let name = naming.name(of: control, at: position, depth: depth) else { continue }
        let place = naming.position(of: control, at: position, depth: depth)
        let item = UICoverage.item(for: control)
        for suffix in verb.2 {
          moves.append(
            Move(
              command: "\(verb.0) \(name)\(suffix)", typesValue: verb.1, item: item,
              weight: depth > 0 ? 1 : control.owner.switchesViews ? 2 : 8,
              fallback: place.flatMap { $0 == name ? nil : "\(verb.0) \($0)\(suffix)" }, control: control, depth: depth)
          )
        }
        // A field that does something when return is pressed in it: press it too, now and then.
        if control.input(as: TextEntry.self)?.submit != nil {
          moves.append(
            Move(
              command: "submit \(name)", item: item, weight: 4,
              fallback: place.flatMap { $0 == name ? nil : "submit \($0)" }, depth: depth))
        }
      }
    }
  }

  private static func rowMoves(_ layers: [RenderedScreen], into moves: inout [Move]) {
    // Titles shown, by layer, to tell whether a title finds its row.
    let shown: [[(list: any RowPresenting, row: ViewController)]] = layers.map { layer in
      layer.viewControllers.compactMap { $0.rowPresenting }.flatMap { list in
        layer.viewControllers.filter { $0.parent === list && list.index(of: $0) != nil }.map { (list, $0) }
      }
    }
    // Each row's title once, and how many rows of each layer a title finds: asking every
    // row of every other was quadratic in the rows shown.
    let titles = shown.map { rows in rows.map { $0.list.matchTitle(of: $0.row) } }
    let titleCounts = titles.map { titles in Dictionary(titles.map { ($0, 1) }, uniquingKeysWith: +) }
    // #N names a row of the one list on the topmost layer that shows lists.
    let firstWithLists = shown.firstIndex { !$0.isEmpty }
    for (depth, rows) in shown.enumerated() {
      let lists = Set(rows.map { ObjectIdentifier($0.list) })
      for (number, (list, row)) in rows.enumerated() {
        let title = titles[depth][number]
        let findsRow =
          !title.isEmpty && !title.hasPrefix("#") && !title.utf8.contains(UInt8(ascii: "/")) && title != "."
          && title != ".."
          && titleCounts.firstIndex(where: { $0[title] != nil }) == depth && titleCounts[depth][title] == 1
        let word = ExploreStep.word(findsRow ? title : row.path)
        let listType = UICoverage.typeName(list)
        let weight = depth == 0 ? 6 : 2
        let place = firstWithLists == depth && lists.count == 1 ? list.index(of: row).map { "#\($0)" } : nil
        moves.append(
          Move(
            command: "select \(word)",
            item: row.isRowOfViews ? nil : UICoverage.Item(screen: listType, kind: "row", label: "select"),
            weight: weight, fallback: place.map { "select \($0)" }, depth: depth))
        for action in list.swipeActions(for: row) {
          let title = ExploreStep.word(action.title)
          moves.append(
            Move(
              command: "swipe \(word) \(title)",
              item: UICoverage.Item(screen: listType, kind: "swipe action", label: action.title), weight: weight,
              fallback: place.map { "swipe \($0) \(title)" }, depth: depth, rows: list.rowCount))
        }
      }
    }
  }
}

/// The form on top of the screen (a modal with fields) and what this visit typed into it.
///
/// A walk fills a form's fields before it taps its buttons, and learns from the form's
/// answers which values its fields take (``FieldMemory``). A screen's own fields (a settings
/// screen's) are no form: its buttons do not submit them.
@MainActor
struct FormVisit {
  /// The form on top: the view controller that draws its first field.
  private var form: ObjectIdentifier?
  /// Its fields, by ``key(of:)``.
  private var fields: [String] = []
  /// What this visit typed into each.
  private var filled: [(field: String, value: String)] = []

  /// What a field is known by across visits: the type of the screen that draws it and its label.
  static func key(of control: VisibleControl) -> String {
    "\(UICoverage.typeName(control.owner))|\(control.label)"
  }

  /// Follows the screen: a new form on top starts a new visit.
  mutating func follow(_ screen: Screen) {
    let top = screen.modals.isEmpty ? [] : screen.layersTopFirst.first?.controls ?? []
    let entries = top.filter { $0.isEnabled && $0.input(as: TextEntry.self) != nil }
    let now = entries.first.map { ObjectIdentifier($0.owner) }
    guard now != form else { return }
    form = now
    fields = entries.map(Self.key)
    filled = []
  }

  /// Whether the form on top has fields.
  var hasFields: Bool { !fields.isEmpty }

  /// Whether every field of the form on top was filled this visit.
  var isFilled: Bool { fields.allSatisfy { field in filled.contains { $0.field == field } } }

  /// Whether `control` is a field of the form on top not filled this visit.
  func isWaiting(for control: VisibleControl) -> Bool {
    let key = Self.key(of: control)
    return fields.contains(key) && !filled.contains { $0.field == key }
  }

  /// Learns from `step`, `move` run, and how it came out: a field that refused a value, or
  /// a form's button that took what was filled, or refused it.
  mutating func learn(
    from move: ExploreMenu.Move, step: ExploreStep, verdict: ExploreRun.Verdict, memory: inout FieldMemory
  ) {
    guard let control = move.control else { return }
    if control.input(as: TextEntry.self) != nil, let value = step.value {
      let key = Self.key(of: control)
      if verdict == .refused {
        memory.refused(value, by: key)
      } else if verdict == .passed {
        filled.removeAll { $0.field == key }
        filled.append((key, value))
      }
    } else if let press = control.input(as: ButtonPress.self), press.role != .cancel, !filled.isEmpty,
      verdict == .passed || verdict == .refused
    {
      memory.submitted(filled, accepted: verdict == .passed)
      if verdict == .passed { filled = [] }
    }
  }
}
