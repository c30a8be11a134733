import Foundation
import MVCS

/// One app from launch, stepped through shell lines and judged after each: what a walk and
/// every replay while shrinking run in.
///
/// A step is run through ``Interpreter/execute(_:)``, as a script's line is, so a reproducer
/// is exactly what was run. After it come the checks: its error, unless the app's own
/// validation message (``ShellError/isValidation``); work that never settles (a hang); the
/// screen's rules; the app's and its view controllers' invariants; the model checks of the
/// stores and controls (``ModelChecks``); after the app's reset action, a fresh install's
/// stores; and at a relaunch what the app promises it keeps (``RelaunchKeeps``).
///
/// A failure no command fails by itself carries its evidence: the lines a reproducer puts
/// around the step (the stores before it, what they should hold after it) so that `run`
/// fails on the reproducer while the bug is there.
@MainActor
final class ExploreRun {
  /// How a step came out.
  enum Verdict: Equatable {
    /// It did what it does.
    case passed
    /// The app refused it with its own message: a `!` line in a reproducer.
    case refused
    /// A failure.
    case failed(ExploreFailure)
    /// Ctrl-C stopped it: no verdict, and the walk stops.
    case interrupted
  }

  let session: Session
  let interpreter: Interpreter
  /// The app, for its invariants and promises.
  let app: any App
  private let apps: [any App]
  private let options: ShellOptions
  /// The screen as the last step left it, drawn once for the checks, coverage and the next
  /// step's choices.
  private(set) var screen: Screen
  /// The line the last step ran: its own, or its fallback.
  private(set) var lastLine = ""
  /// The stores as the last step left them.
  private(set) var stores: StoreContents
  /// The keys each store removed since the launch, by store.
  private var removedKeys: [String: Set<String>] = [:]
  /// The last step when it was half a round trip (a toggle flipped, a stepper stepped), and
  /// the app before it: the next step, if it undoes it, must leave the app so.
  private var undoable: (trip: RoundTrip, stores: StoreContents, screen: [String])?

  /// A step a round trip undoes: the control, and the direction it went.
  private struct RoundTrip: Equatable {
    var owner: ObjectIdentifier
    var label: String
    /// Where the control stands on the screen: a `ForEach`'s rows draw steppers of one name
    /// and one owner, and stepping one row's down does not undo stepping another's up.
    var layer: Int
    var position: Int
    var direction: String

    /// The step that undoes this one.
    var inverse: RoundTrip {
      var inverse = self
      inverse.direction = ["up": "down", "down": "up"][direction] ?? direction
      return inverse
    }
  }

  /// A fresh launch of `app`, as `mvcs run` starts a script.
  init(app: any App, apps: [any App], options: ShellOptions) {
    self.app = app
    self.apps = apps
    self.options = options
    session = Session(app: app, apps: apps, options: options)
    interpreter = Interpreter(session: session)
    screen = session.screen()
    stores = StoreContents(session: session)
  }

  /// Runs `step` and judges it.
  func perform(_ step: ExploreStep) async -> Verdict {
    var line = step.line
    // What the line acts on, found once (a search draws the screen). In a replay with steps
    // left out, a name may no longer find its target: its position may.
    var target = LineTarget(LogicalLine(line), in: session)
    if target == nil, let fallback = step.fallbackLine {
      line = fallback
      target = LineTarget(LogicalLine(line), in: session)
    }
    lastLine = line
    let relaunching = line == "relaunch"
    let before = relaunching && app.relaunchKeeps >= .stores ? await RelaunchState(run: self) : nil
    let log = session.host.lifecycleLog
    let mark = log.appendedCount
    let rowKey = target.flatMap(Self.rowKey)
    let trip = target.flatMap(Self.roundTrip)
    let screenBefore = trip.map { _ in screenText() }
    let controlBefore = trip == nil ? nil : target.flatMap(Self.control)
    let undone = undoable
    undoable = nil
    let outcome = await interpreter.execute(LogicalLine(line, file: "explore"))
    screen = session.screen()
    let previous = stores
    stores.refresh(session: session, all: relaunching)
    if relaunching { removedKeys = [:] }
    if let error = outcome.error {
      if error.status == .interrupted { return .interrupted }
      if error.isValidation { return .refused }
      // A wait past its timeout and a clock move past its timers are one bug: work without end.
      if error.isEndless { return .failed(ExploreFailure(.hang, "`\(line)`: \(error.message)", group: Self.endless)) }
      if let fault = error.viewFault { return .failed(Self.viewFailure(line, fault, error.message)) }
      return .failed(
        ExploreFailure(
          .commandFailed, "`\(line)`: \(error.message)",
          group: error.thrownType.flatMap(Self.appType).map { "the app threw \($0)" }))
    }
    // The screen drawn after the step, for the checks, may meet a fault of the views the
    // command's own drawing did not: it is this step's.
    if let fault = session.host.environment.runtime.takeFaults().first {
      return .failed(Self.viewFailure(line, fault.kind, fault.message))
    }
    if let failure = checks() { return .failed(failure) }
    if let before {
      return before.failure(after: self, previousStores: previous).map { .failed($0) } ?? .passed
    }
    if let target, let failure = modelFailure(line, target: target, rowKey: rowKey, previous: previous) {
      return .failed(failure)
    }
    if let trip, let undone, undone.trip.inverse == trip, app.modelChecks.contains(.roundTrips),
      let failure = roundTripFailure(line, before: undone.stores, screen: undone.screen)
    {
      return .failed(failure)
    }
    // A step that changed nothing (a stepper of closures at its end) is no half of a round trip,
    // nor one whose control did not move (a stepper the app holds at 0, saying so beside it):
    // a bound is no broken round trip.
    if let trip, let screenBefore, undone?.trip.inverse != trip, screenText() != screenBefore,
      controlBefore.map({ hasMoved($0, line: line) }) ?? true
    {
      undoable = (trip, previous, screenBefore)
    }
    if let reset = app.resetAction,
      log.events(since: mark).contains(where: { $0.kind == .action(reset) }),
      let failure = await resetFailure(line)
    {
      return .failed(failure)
    }
    for (store, changes) in stores.changes(since: previous) {
      removedKeys[store, default: []].formUnion(changes.removed)
    }
    return .passed
  }

  /// The checks that hold after every step: the screen's rules, then the invariants; the
  /// first that fails.
  func checks() -> ExploreFailure? {
    if let broken = ScreenRules.violation(in: screen, width: session.options.effectiveWidth) {
      return ExploreFailure(.screenRule, broken)
    }
    if let violation = InvariantViolation.check(app: session.host.app, root: session.root).first {
      return ExploreFailure(.invariant, violation.description)
    }
    return nil
  }

  /// The screen as `show` prints it.
  func screenText() -> [String] {
    screen.text(color: false)
  }

  /// The failure of `line` that met SwiftUI's fault `kind`, saying `message`: one finding for
  /// each fault and view, whatever the state it names.
  private static func viewFailure(_ line: String, _ kind: ViewFault.Kind, _ message: String) -> ExploreFailure {
    ExploreFailure(.viewFault, "`\(line)`: \(message)", group: kind.rawValue + ": " + ExploreFailure.shape(of: message))
  }

  /// The signature of every `wait` and clock move that met work without end.
  static let endless = "work never settles: a timer or a task that never ends"

  /// The type an app's error is named by in a finding: its own name, without the module, so
  /// an app's errors of one type are one finding; nil for the framework's own errors, which
  /// are told apart by their messages.
  private static func appType(_ reflected: String) -> String? {
    guard !reflected.hasPrefix("MVCS.") else { return nil }
    return reflected.split(separator: ".").dropFirst().joined(separator: ".")
  }

  /// The key of the item the row a `swipe` acts on shows, and the store its list follows.
  private static func rowKey(_ target: LineTarget) -> (store: String, key: String)? {
    guard case .row(let list, let row, _) = target.found, let followed = (list as? ListViewController)?.followedRows,
      let index = list.index(of: row), followed.keys.indices.contains(index), !followed.keys[index].isEmpty
    else { return nil }
    return (followed.store, followed.keys[index])
  }

  // MARK: Model checks

  /// The first model check `line` broke, acting on `target`, the stores having been
  /// `previous` before it.
  private func modelFailure(
    _ line: String, target: LineTarget, rowKey: (store: String, key: String)?, previous: StoreContents
  ) -> ExploreFailure? {
    let checks = app.modelChecks
    let changes = stores.changes(since: previous)
    let pressedAdd =
      target.verb == "tap"
      && { if case .control(let control, _) = target.found { Self.adds(control.label) } else { false } }()
    for (store, change) in changes {
      let quoted = "'\(store)'"
      if checks.contains(.keysNotReused),
        let key = change.added.first(where: { isReused($0, in: store, holding: stores.records(store).map(\.key)) })
      {
        return ExploreFailure(
          .model,
          "`\(line)` gave '\(key)', which an item removed before had, to a new item of \(quoted) while a higher key "
            + "is held: a key is never given again",
          evidence: evidence(
            store, previous,
            after: previous.records(store).map(StoreContents.matching) + [
              "(?!\(NSRegularExpression.escapedPattern(for: key.escapingControlCharacters)) ).*"
            ]))
      }
      if checks.contains(.addsOne), pressedAdd, !change.changed.isEmpty || !change.removed.isEmpty {
        return ExploreFailure(
          .model,
          "`\(line)` changed \(change.changed.count) items of \(quoted) and removed \(change.removed.count): "
            + "an add changes no item already stored",
          evidence: evidence(
            store, previous,
            after: previous.records(store).map(StoreContents.matching) + (change.added.isEmpty ? [] : [".*"])))
      }
      if checks.contains(.addsOne), !change.added.isEmpty,
        change.added.count != 1 || !change.removed.isEmpty || !change.changed.isEmpty
      {
        return ExploreFailure(
          .model,
          "`\(line)` added \(change.added.count) items to \(quoted), removed \(change.removed.count) and changed "
            + "\(change.changed.count): an add adds exactly one item and changes no other",
          evidence: evidence(store, previous, after: previous.records(store).map(StoreContents.matching) + [".*"]))
      }
      if checks.contains(.editsOne), change.added.isEmpty, change.removed.isEmpty, change.changed.count > 1 {
        let edited = change.changed[0]
        return ExploreFailure(
          .model, "`\(line)` changed \(change.changed.count) items of \(quoted): an edit changes only its item",
          evidence: evidence(
            store, previous,
            after: previous.records(store).map {
              $0.key == edited
                ? NSRegularExpression.escapedPattern(for: $0.key.escapingControlCharacters) + " +.*"
                : StoreContents.matching($0)
            }))
      }
    }
    if checks.contains(.deletesItsRow), case .row(_, _, let action?) = target.found, Self.deletes(action),
      let (store, key) = rowKey
    {
      let change = changes.first { $0.store == store }?.change ?? StoreContents.Change()
      if change.removed != [key] || !change.added.isEmpty || !change.changed.isEmpty {
        let removed = change.removed.isEmpty ? "nothing" : change.removed.map { "'\($0)'" }.joined(separator: ", ")
        return ExploreFailure(
          .model,
          "`\(line)` removed \(removed) from '\(store)' where its row shows '\(key)': "
            + "a delete removes its row's item and no other",
          evidence: evidence(
            store, previous, after: previous.records(store).filter { $0.key != key }.map(StoreContents.matching)))
      }
    }
    if checks.contains(.controlsShowWhatWasDone), let failure = controlFailure(line, target: target) {
      return failure
    }
    return nil
  }

  /// Whether `key`, given to a new item of `store`, was an item's that was removed while a
  /// higher key is held: a sequence that counts from the highest key held may give the highest
  /// again once it is removed, but never one below a key in use.
  private func isReused(_ key: String, in store: String, holding keys: [String]) -> Bool {
    guard removedKeys[store]?.contains(key) == true, let number = Self.number(ending: key) else { return false }
    return keys.contains { $0 != key && (Self.number(ending: $0) ?? .min) > number }
  }

  /// The number a key ends with (`item-12` → 12), if it ends with one.
  private static func number(ending key: String) -> Int? {
    Int(String(key.reversed().prefix { $0.isASCII && $0.isNumber }.reversed()))
  }

  /// Whether a button so labelled adds something: "+", "Add…", "New…", "Create…".
  static func adds(_ label: String) -> Bool {
    guard label != "+" else { return true }
    let lowered = label.lowercased()
    return lowered.hasPrefix("add") || lowered.hasPrefix("new") || lowered.hasPrefix("create")
  }

  /// Whether a swipe action or a button so titled deletes: "Delete", "Remove".
  static func deletes(_ action: String) -> Bool {
    let lowered = action.lowercased()
    return lowered.containsLiterally("delete") || lowered.containsLiterally("remove")
  }

  /// `store show STORE` before the step with the items it held, and after it with `after`,
  /// regular expressions for the lines it should print (`expect store STORE 0` for none).
  private func evidence(_ store: String, _ previous: StoreContents, after: [String]) -> ExploreFailure.Evidence {
    ExploreFailure.Evidence(
      before: StoreContents.show(store, previous.records(store).map(StoreContents.matching)),
      after: StoreContents.show(store, after))
  }

  /// Whether the control `line` acted on shows what was done to it: a toggle its new
  /// state, a picker its choice, a plain field the text typed.
  private func controlFailure(_ line: String, target: LineTarget) -> ExploreFailure? {
    guard case .control(let control, let arguments) = target.found else { return nil }
    let expected: String
    switch target.verb {
    case "toggle":
      let state = arguments.first?.text ?? (control.value == "on" ? "off" : "on")
      expected = state
    case "pick":
      guard let option = arguments.first?.text else { return nil }
      expected = option
    case "fill":
      guard control.kind == .textField || control.kind == .textEditor,
        let entry = control.input(as: TextEntry.self), !entry.isFormatted, let text = arguments.first?.text
      else { return nil }
      expected = text
    default:
      return nil
    }
    // The same control, drawn by the same view controller, if it is still on the screen.
    let drawn = screen.layers.lazy.flatMap(\.controls).first {
      $0.owner === control.owner && $0.kind == control.kind && $0.name == control.name
    }
    guard let drawn, let shown = drawn.value, shown != expected else { return nil }
    let label = ExploreStep.word(control.name)
    let check =
      target.verb == "toggle"
      ? "expect toggle \(label) \(expected)" : "expect value \(label) \(ExploreStep.word(expected))"
    return ExploreFailure(
      .model,
      "`\(line)` left \(control.kind.name) '\(control.label)' showing '\(shown)', not '\(expected)': "
        + "a control shows what was done to it",
      evidence: ExploreFailure.Evidence(after: [check]))
  }

  // MARK: Round trips

  /// The half of a round trip `target` is: a toggle flipped (not set), a stepper stepped.
  private static func roundTrip(_ target: LineTarget) -> RoundTrip? {
    guard case .control(let control, let arguments) = target.found, let spot = target.controlSpot else { return nil }
    let owner = ObjectIdentifier(control.owner)
    switch target.verb {
    case "toggle" where arguments.isEmpty:
      return RoundTrip(
        owner: owner, label: control.name, layer: spot.layer, position: spot.position, direction: "flip")
    case "step" where arguments.count == 1 && ["up", "down"].contains(arguments[0].text):
      return RoundTrip(
        owner: owner, label: control.name, layer: spot.layer, position: spot.position,
        direction: arguments[0].text)
    default:
      return nil
    }
  }

  /// The control `target` acts on, as it was before the step.
  private static func control(_ target: LineTarget) -> VisibleControl? {
    guard case .control(let control, _) = target.found else { return nil }
    return control
  }

  /// Whether the step `line` moved `control`: it shows another value or label now, or is gone.
  ///
  /// Found again as `line` finds it (by a name, or by a position among controls of one name),
  /// not as the first of its name.
  private func hasMoved(_ control: VisibleControl, line: String) -> Bool {
    guard let again = LineTarget(LogicalLine(line), in: session), case .control(let drawn, _) = again.found else {
      return true
    }
    return drawn.owner !== control.owner || drawn.value != control.value || drawn.label != control.label
  }

  /// Whether the stores and the screen are as they were before the step `line` undid.
  private func roundTripFailure(_ line: String, before: StoreContents, screen: [String]) -> ExploreFailure? {
    // A store empty before may hold a value now: one written for the first time, at the value
    // it had unwritten (a setting at its default).
    let differing = before.names.filter { !before.records($0).isEmpty && before.records($0) != stores.records($0) }
    let now = screenText()
    guard !differing.isEmpty || now != screen else { return nil }
    var blocks = differing.flatMap { StoreContents.show($0, before.records($0).map(StoreContents.matching)) }
    if now != screen { blocks += ["show"] + screen.map { $0.isEmpty ? "|" : "| " + OutputMatcher.literal($0) } }
    // What differs is in the evidence: a store, the screen or both are one bug.
    return ExploreFailure(
      .roundTrip, "`\(line)` undid the step before it, but the app is not as it was: a round trip leaves it so",
      evidence: ExploreFailure.Evidence(before: blocks, after: blocks, span: 2))
  }

  // MARK: Reset

  /// Whether the stores hold what a fresh install's hold, after `line` ran the app's reset.
  private func resetFailure(_ line: String) async -> ExploreFailure? {
    let fresh = ExploreRun(app: app, apps: apps, options: options)
    await fresh.session.settle()
    fresh.stores.refresh(session: fresh.session, all: true)
    let names = Set(stores.names + fresh.stores.names).sorted()
    let differing = names.filter { stores.records($0) != fresh.stores.records($0) }
    guard let first = differing.first else { return nil }
    let after = differing.flatMap { StoreContents.show($0, fresh.stores.records($0).map(StoreContents.matching)) }
    return ExploreFailure(
      .reset,
      "`\(line)` left '\(first)' holding \(stores.records(first).count) items where a fresh install "
        + "holds \(fresh.stores.records(first).count): a reset leaves the app as a fresh install does",
      evidence: ExploreFailure.Evidence(after: after))
  }
}

/// What a relaunch must keep, as it was before it: the rows of the lists that follow a store
/// and the values of the controls shown, and the screen, as the app promises (``RelaunchKeeps``).
@MainActor
struct RelaunchState {
  /// Each list following a store, and its `tree -d 1` as a reproducer expects it.
  let lists: [(list: FollowedList, tree: [String])]
  /// Each control shown, by its screen's type, kind and label, with its value.
  let controls: [ControlKey: String]
  /// The screen as `show` prints it.
  let screen: [String]
  let promise: RelaunchKeeps

  /// A control as a relaunch finds it again: the type of the screen that draws it, its kind
  /// and its label.
  struct ControlKey: Hashable {
    var screen: String
    var kind: String
    var label: String
  }

  /// What `run` shows now, about to relaunch.
  ///
  /// Each list's rows are named by `tree`, which makes them: the relaunch is about to drop
  /// them all.
  init(run: ExploreRun) async {
    promise = run.app.relaunchKeeps
    var lists: [(list: FollowedList, tree: [String])] = []
    for list in Self.followedLists(in: run.session.root) {
      let tree = await run.interpreter.execute(
        LogicalLine("tree -d 1 \(ExploreStep.word(list.path))", file: "explore"))
      lists.append((list, tree.error == nil ? tree.output : []))
    }
    self.lists = lists
    controls = promise >= .controls ? Self.controls(on: run.screen) : [:]
    screen = run.screenText()
  }

  /// A list following a store: its path, its store, its rows' titles in order, and whether
  /// the user chose that order (a table sorted by a column tapped), which is no promise of the
  /// app's: then its rows are compared as a set.
  struct FollowedList {
    var path: String
    var store: String
    var titles: [String]
    var isRearranged: Bool

    /// Whether `other` shows the same rows, in the same order unless either's order is the user's.
    func sameRows(as other: FollowedList) -> Bool {
      isRearranged || other.isRearranged ? titles.sorted() == other.titles.sorted() : titles == other.titles
    }
  }

  /// The lists below `root` that follow a store, made ones and modals' included.
  static func followedLists(in root: ViewController) -> [FollowedList] {
    var lists: [FollowedList] = []
    var pending = [root]
    while let node = pending.popLast() {
      if let list = node as? ListViewController, list.followsStore, let rows = list.followedRows {
        lists.append(
          FollowedList(path: list.path, store: rows.store, titles: rows.titles, isRearranged: rows.isRearranged))
      }
      pending += node.madeChildren.reversed()
    }
    return lists
  }

  /// The controls on `screen` with a value, each key once (a key shown twice is left out).
  static func controls(on screen: Screen) -> [ControlKey: String] {
    var found: [ControlKey: String] = [:]
    var twice = Set<ControlKey>()
    for control in screen.layers.flatMap(\.controls) {
      guard let value = control.value, control.kind != .secureField else { continue }
      let key = ControlKey(screen: UICoverage.typeName(control.owner), kind: control.kind.name, label: control.name)
      if found.updateValue(value, forKey: key) != nil { twice.insert(key) }
    }
    for key in twice { found[key] = nil }
    return found
  }

  /// What the relaunch lost, `after` it, the stores having held `previous`; nil when it kept
  /// all it promised.
  func failure(after run: ExploreRun, previousStores previous: StoreContents) -> ExploreFailure? {
    // A store first opened at launch may appear; one that held items must hold the same.
    let storesBefore = previous.names.filter { !previous.records($0).isEmpty }
    let storeBlocks = storesBefore.flatMap { StoreContents.show($0, previous.records($0).map(StoreContents.matching)) }
    for name in storesBefore where run.stores.records(name) != previous.records(name) {
      return ExploreFailure(
        .persistence, "store '\(name)' holds other items after a relaunch",
        evidence: ExploreFailure.Evidence(before: storeBlocks, after: storeBlocks))
    }
    let listsAfter = Dictionary(
      Self.followedLists(in: run.session.root).map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    for (list, tree) in lists {
      guard let again = listsAfter[list.path], again.store == list.store, !again.sameRows(as: list) else { continue }
      // The tree names the rows in order: for a list whose order was the user's, only how many.
      let shown =
        list.isRearranged
        ? ["expect children \(ExploreStep.word(list.path)) \(list.titles.count)"]
        : ["tree -d 1 \(ExploreStep.word(list.path))"]
          + tree.map { $0.isEmpty ? "|" : "| " + OutputMatcher.literal($0) }
      return ExploreFailure(
        .persistence,
        "the rows of \(list.path) differ after a relaunch: \(again.titles.count) rows where there were "
          + "\(list.titles.count), or in another order",
        evidence: ExploreFailure.Evidence(before: storeBlocks + shown, after: storeBlocks + shown))
    }
    if promise >= .controls {
      let shown = Self.controls(on: run.screen)
      for (key, value) in controls.sorted(by: { ($0.key.screen, $0.key.label) < ($1.key.screen, $1.key.label) }) {
        guard let now = shown[key], now != value else { continue }
        return ExploreFailure(
          .persistence,
          "\(key.kind) '\(key.label)' shows '\(now)' after a relaunch, not '\(value)'",
          evidence: ExploreFailure.Evidence(
            before: storeBlocks,
            after: storeBlocks + ["expect value \(ExploreStep.word(key.label)) \(ExploreStep.word(value))"]))
      }
    }
    if promise >= .screen, screen != run.screenText() {
      let block = ["show"] + screen.map { $0.isEmpty ? "|" : "| " + OutputMatcher.literal($0) }
      return ExploreFailure(
        .persistence, "the screen differs after a relaunch",
        evidence: ExploreFailure.Evidence(before: storeBlocks + block, after: storeBlocks + block))
    }
    return nil
  }

}

/// The items of an app's stores, as its database holds them (the records `store show`
/// prints), kept step by step: only the stores whose change version moved are read again.
@MainActor
struct StoreContents {
  /// Each store's records, in insertion order, by name.
  private var byName: [String: [StoredRecord]] = [:]
  /// The change version each store was read at.
  private var versions: [String: Int] = [:]

  /// The stores `session`'s app has open, read now.
  init(session: Session) {
    refresh(session: session, all: true)
  }

  /// The stores' names, sorted.
  var names: [String] { byName.keys.sorted() }

  /// Whether every store holds the same items as in `other`: a store opened since, empty,
  /// holds what it held unopened.
  func holdsTheSame(as other: StoreContents) -> Bool {
    Set(names + other.names).allSatisfy { records($0) == other.records($0) }
  }

  /// The records of `store`, in insertion order; none for a store not open.
  func records(_ store: String) -> [StoredRecord] { byName[store] ?? [] }

  /// Reads again the stores whose change version moved, or every open store when `all`
  /// (after a launch, whose stores are new).
  mutating func refresh(session: Session, all: Bool) {
    var now: [String: Int] = [:]
    for store in session.environment.storage.openStores {
      now[store.name, default: 0] += store.changeVersion
    }
    if all {
      byName = [:]
      versions = [:]
    }
    guard let database = try? session.environment.storage.open() else { return }
    for (name, version) in now where versions[name] != version {
      byName[name] = (try? database.records(of: name)) ?? []
      versions[name] = version
    }
  }

  /// What a store's step changed: the keys added, removed and changed, in order.
  struct Change {
    var added: [String] = []
    var removed: [String] = []
    var changed: [String] = []
  }

  /// The changes of each store read at both times (a store first opened after `previous`
  /// has none), by name, sorted.
  func changes(since previous: StoreContents) -> [(store: String, change: Change)] {
    names.compactMap { name in
      guard let before = previous.byName[name], let after = byName[name], before != after else { return nil }
      let old = Dictionary(before.map { ($0.key, $0.data) }, uniquingKeysWith: { first, _ in first })
      let new = Dictionary(after.map { ($0.key, $0.data) }, uniquingKeysWith: { first, _ in first })
      var change = Change()
      change.added = after.map(\.key).filter { old[$0] == nil }
      change.removed = before.map(\.key).filter { new[$0] == nil }
      change.changed = after.map(\.key).filter { old[$0] != nil && old[$0] != new[$0] }
      return (name, change)
    }
  }

  /// A record as `store show` prints it: `KEY  JSON`, escaped.
  private static func parts(_ record: StoredRecord) -> (key: String, json: String) {
    (record.key.escapingControlCharacters, String(decoding: record.data, as: UTF8.self).escapingControlCharacters)
  }

  /// A regular expression for `record`'s line of `store show`, whatever its keys' column width.
  static func matching(_ record: StoredRecord) -> String {
    let (key, json) = parts(record)
    return NSRegularExpression.escapedPattern(for: key) + " +" + NSRegularExpression.escapedPattern(for: json)
  }

  /// `store show STORE` with an expected block of `patterns` (regular expressions), or
  /// `expect store STORE 0` when there are none.
  static func show(_ store: String, _ patterns: [String]) -> [String] {
    let name = ExploreStep.word(store)
    guard !patterns.isEmpty else { return ["expect store \(name) 0"] }
    return ["store show \(name)"] + patterns.map { "| \($0) (re)" }
  }
}

/// The renderer's rules a screen must keep, whatever the app draws: no line wider than the
/// screen, and no control or bidirectional character left unescaped on it.
public enum ScreenRules {
  /// What the first line that breaks a rule breaks, or nil when `screen` keeps them all.
  @MainActor
  public static func violation(in screen: Screen, width: Int) -> String? {
    for (index, line) in screen.lines.enumerated() {
      if line.width > width {
        return "line \(index + 1) is \(line.width) columns wide on a screen \(width) wide"
      }
      for run in line.runs {
        if let scalar = run.text.firstScalarNeedingEscaping {
          let code = String(scalar.value, radix: 16, uppercase: true)
          return
            "line \(index + 1) holds an unescaped control character U+\(String(repeating: "0", count: max(0, 4 - code.count)))\(code)"
        }
      }
    }
    return nil
  }
}
