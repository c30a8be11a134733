import Foundation

/// The state of one rendering pass: which view controller's body is being drawn, and the
/// controls found so far.
///
/// Views get it in ``View/render(width:in:)``; a view that shows a child view controller
/// draws it through the context, as ``Embed`` does:
///
/// ```swift
/// func render(width: Int, in context: RenderContext) -> [RenderedLine] {
///     context.render(child, width: width)
/// }
/// ```
@MainActor
public final class RenderContext {
  /// The locale numbers and dates are shown and read in: one fixed locale, en_US, never the
  /// machine's, so a screen reads the same on every machine.
  nonisolated public static let locale = Locale(identifier: "en_US")

  /// The view controller whose body is being drawn: it owns the controls registered now.
  @exclusivity(unchecked) public private(set) var owner: ViewController
  /// The controls drawn so far, in drawing order.
  @exclusivity(unchecked) public private(set) var controls: [VisibleControl] = []
  /// The lines the view being drawn may fill, as a window's height bounds what shows.
  ///
  /// Nil when nothing bounds it (`show --full`). A view that can show part of itself, as a list
  /// shows the rows in view, draws only what fits; the others may ignore it, and what
  /// overflows is clipped by the stack or the screen that holds them.
  @exclusivity(unchecked) public private(set) var height: Int?
  /// Whether the controls drawn now take input: false inside ``View/disabled(_:)``.
  @exclusivity(unchecked) public private(set) var isEnabled = true
  /// Whether controls a viewport scrolled out of view stay registered: true for a drawing
  /// of everything (`show --full`, and the search that says a control is out of view and how
  /// to scroll to it); false for the screen, whose controls are what the user can touch.
  public let keepsControlsOutOfView: Bool
  /// The view controllers whose bodies are being drawn, outermost first.
  @exclusivity(unchecked) private var drawing: [ViewController] = []
  /// Every view controller drawn in this pass, in order, cached or not.
  @exclusivity(unchecked) private(set) var drawn: [ViewController] = []

  /// The values views read with ``Environment``: the app's locale, what `environment(_:_:)`
  /// said above, how to dismiss the screen being drawn.
  @exclusivity(unchecked) public internal(set) var environment: EnvironmentValues
  /// The node the views drawn now stand under: the owner's body's, or that of the nearest
  /// view with a body or with something to keep around them; nil until one is needed.
  @exclusivity(unchecked) private var node: ViewNode?
  /// The steps from ``currentNode`` to the view drawn now.
  @exclusivity(unchecked) var path: [ViewPathComponent] = []
  /// Whether this context only measures or counts: it makes no node it does not find, and
  /// reaches none, so measuring keeps and lets go of nothing.
  let isMeasuring: Bool
  /// Whether what is drawn now is reached but not shown (see ``keepAlive(_:width:)``): it
  /// registers no control and draws no view controller.
  @exclusivity(unchecked) var isOffScreen = false
  /// Whether the view drawn now is one of an ``HStack``'s views: text keeps each paragraph on
  /// one line there, cut with "…", as a row of a terminal list is a line.
  @exclusivity(unchecked) var isInRow = false
  /// How many ``ForEach`` elements the view drawn now stands inside: its controls are
  /// ``Control/isRepeated``.
  @exclusivity(unchecked) var repeatedElements = 0

  init(
    owner: ViewController, height: Int? = nil, isEnabled: Bool = true, keepsControlsOutOfView: Bool = false,
    environment: EnvironmentValues? = nil, isMeasuring: Bool = false
  ) {
    self.owner = owner
    self.height = height.map { max(0, $0) }
    self.isEnabled = isEnabled
    self.keepsControlsOutOfView = keepsControlsOutOfView
    self.environment = environment ?? EnvironmentValues(host: owner)
    self.isMeasuring = isMeasuring
  }

  /// A context that measures or counts within this one: the same owner, place and environment.
  func measuring(height: Int?) -> RenderContext {
    let measuring = RenderContext(
      owner: owner, height: height, isEnabled: isEnabled, environment: environment, isMeasuring: true)
    measuring.node = node
    measuring.path = path
    measuring.isInRow = isInRow
    measuring.drawing = drawing
    return measuring
  }

  /// The node the views drawn now stand under, the owner's body's when none is nearer.
  var currentNode: ViewNode {
    if let node { return node }
    let root = owner.viewGraph.root
    node = root
    return root
  }

  /// Runs `work` with the views drawn standing at `path` under `node`.
  func withPlace<Result>(node: ViewNode, path: [ViewPathComponent], _ work: () -> Result) -> Result {
    let (previousNode, previousPath) = (self.node, self.path)
    self.node = node
    self.path = path
    defer {
      self.node = previousNode
      self.path = previousPath
    }
    return work()
  }

  /// Notes a mistake of the views met while drawing, for the shell to report with the command
  /// that drew; see ``ViewFault``.
  func noteFault(_ fault: ViewFault) {
    owner.appEnvironment?.runtime.note(fault)
  }

  /// Runs `work` with the views drawn one step further down, at `component`.
  public func withStep<Result>(_ component: ViewIdentityStep, _ work: () -> Result) -> Result {
    path.append(component.component)
    defer { path.removeLast() }
    return work()
  }

  /// Runs `work` with the views drawn as one of a row's views (`inRow`) or not.
  func inRow<Result>(_ inRow: Bool, _ work: () -> Result) -> Result {
    let previous = isInRow
    isInRow = inRow
    defer { isInRow = previous }
    return work()
  }

  /// Runs `work` with `environment` as the environment.
  func withEnvironment<Result>(_ environment: EnvironmentValues, _ work: () -> Result) -> Result {
    let previous = self.environment
    self.environment = environment
    defer { self.environment = previous }
    return work()
  }

  /// How many controls `view` registers when `lines` lines are offered to it, counted in a
  /// context of its own, as ``measuringWidth(of:offered:)`` measures: with the controls a
  /// view draws in its first lines, a viewport knows which of the controls it drew it shows.
  func controlCount(of view: any View, width: Int, lines: Int) -> Int {
    guard lines > 0 else { return 0 }
    let counting = measuring(height: lines)
    _ = view.render(width: width, in: counting)
    return counting.controls.count
  }

  /// Forgets the controls registered since position `start` except those at `kept`, counted
  /// from `start`: a viewport's controls scrolled out of view, which the user cannot touch.
  func keepControls(since start: Int, only kept: Range<Int>) {
    let registered = controls[start...]
    let lower = min(registered.count, max(0, kept.lowerBound))
    let upper = min(registered.count, max(lower, kept.upperBound))
    controls.replaceSubrange(start..., with: registered.dropFirst(lower).prefix(upper - lower))
  }

  /// Draws `view` with `height` lines at most offered to it (nil: unbounded), as a stack
  /// offers each view the lines its earlier views left.
  ///
  /// ```swift
  /// let header = context.render(Text("Title"), width: width, height: 1)
  /// ```
  public func render(_ view: any View, width: Int, height: Int?) -> [RenderedLine] {
    let previous = self.height
    self.height = height.map { max(0, $0) }
    defer { self.height = previous }
    return view.render(width: width, in: self)
  }

  /// Runs `work` with controls disabled when `isDisabled`.
  func whileDisabled<Result>(_ isDisabled: Bool, _ work: () -> Result) -> Result {
    let previous = (isEnabled, environment)
    isEnabled = isEnabled && !isDisabled
    if isDisabled { environment.isEnabled = false }
    defer { (isEnabled, environment) = previous }
    return work()
  }

  /// Draws `view` with its controls disabled when `isDisabled`, as ``View/disabled(_:)`` does.
  public func render(_ view: any View, width: Int, disabled isDisabled: Bool) -> [RenderedLine] {
    let previous = (isEnabled, environment)
    isEnabled = isEnabled && !isDisabled
    if isDisabled { environment.isEnabled = false }
    defer { (isEnabled, environment) = previous }
    return view.render(width: width, in: self)
  }

  /// What formatted values are written with here: the environment's locale and calendar, and
  /// the app clock's now.
  var formatting: FormattingEnvironment {
    var formatting = owner.formatting
    formatting.locale = environment.locale
    formatting.calendar = environment.calendar
    return formatting
  }

  /// The calendar, with its time zone, the app being drawn shows dates in: its
  /// environment's (``AppEnvironment/calendar``), or UTC's when no app hosts it.
  public var calendar: Calendar { owner.appEnvironment?.calendar ?? .utc }

  /// The app's time now, from its clock, which moves only with the shell's `clock` in
  /// scripts; nil when no app hosts what is drawn.
  public var now: Date? { owner.appEnvironment?.clock.now }

  /// The app's time now, for a view whose drawing follows it (a ``TimelineView``, a spinning
  /// progress view): the drawings being made are drawn again once the clock has moved, even
  /// when nothing else changed (after `wait`).
  public func readTime() -> Date? {
    for viewController in drawing { viewController.renderCache.drawingReadsTime = true }
    return now
  }

  /// Draws `child`'s body as part of the current view, reusing its cached drawing when
  /// nothing the body read has changed and the width is the same.
  public func render(_ child: ViewController, width: Int) -> [RenderedLine] {
    guard !isOffScreen else { return [] }
    child.loadViewIfNeeded()
    child.updateIfNeeded()
    drawn.append(child)
    // The embedder's lines will include the child's, so the child's changes must reach it.
    if let embedder = drawing.last {
      child.renderCache.invalidatesAlso(embedder.renderCache)
    }
    return child.renderCache.lines(of: child, width: width, height: height, in: self)
  }

  /// Runs `work`, a change the views drawn now make to a view controller they draw next in
  /// this pass (a list's new rows, a hosting controller's new view), without marking the view
  /// controllers being drawn stale.
  ///
  /// ```swift
  /// context.changingWhatItDrawsNext { list.content = rows }
  /// lines += context.render(list, width: width)
  /// ```
  ///
  /// The view controllers between them are marked stale, so the pass draws them anew; those
  /// being drawn are not, since what they draw next includes the change. Marked, they would
  /// stay stale after the pass (their flags were cleaned as they began), and every later
  /// drawing, and every path that brings the views up to date first, would draw them again
  /// with nothing changed.
  func changingWhatItDrawsNext<Result>(_ work: () -> Result) -> Result {
    let flags = drawing.map(\.renderCache.invalidationFlag)
    for flag in flags { flag.beginIgnoringInvalidations() }
    defer { for flag in flags { flag.endIgnoringInvalidations() } }
    return work()
  }

  /// Draws `child` within `height` lines (nil: unbounded), as ``render(_:width:)`` does.
  public func render(_ child: ViewController, width: Int, height: Int?) -> [RenderedLine] {
    let previous = self.height
    self.height = height.map { max(0, $0) }
    defer { self.height = previous }
    return render(child, width: width)
  }

  /// Evaluates `viewController`'s body and draws it, with `viewController` as the owner.
  func draw(_ viewController: ViewController, width: Int) -> [RenderedLine] {
    let previous = (owner, node, path, environment)
    owner = viewController
    drawing.append(viewController)
    viewController.drawingsUnderway += 1
    node = nil
    path = []
    environment = viewController.environmentForBody
    defer {
      (owner, node, path, environment) = previous
      drawing.removeLast()
      viewController.drawingsUnderway -= 1
    }
    let body = viewController.body
    guard !isMeasuring else { return body.render(width: width, in: self) }
    viewController.beginOfferingViewActions()
    viewController.toolbarEntries = []
    // A pass over the nodes of the body's views, when it has any: those not reached leave.
    let bodyIsNew = viewController.consumeBodyChange()
    viewController.existingViewGraph?.beginPass(bodyIsNew: bodyIsNew)
    let lines = body.render(width: width, in: self)
    viewController.existingViewGraph?.endPass()
    return lines
  }

  /// Draws `view` as if it were part of `owner`'s body, so its buttons run `owner`'s actions;
  /// how a navigation bar shows the top view controller's bar buttons.
  public func render(_ view: any View, ownedBy owner: ViewController, width: Int) -> [RenderedLine] {
    let previous = self.owner
    self.owner = owner
    defer { self.owner = previous }
    return view.render(width: width, in: self)
  }

  /// Records `control` as on screen, owned by the view controller whose body is being drawn;
  /// a view that draws a control calls it as it draws, so what is drawn and what can be
  /// touched are one list.
  ///
  /// ```swift
  /// context.register(Control(.button, label: label, input: ButtonPress(actionName: actionName)))
  /// ```
  public func register(_ control: Control) {
    guard !isOffScreen else { return }
    var control = control
    if let name = controlName {
      // What `accessibilityLabel` says names the first control inside it.
      control.name = name
      controlName = nil
    }
    if var entry = control.input as? TextEntry {
      // Pressing return runs what `onSubmit` said around the field, after its own `onCommit`.
      let actions = environment.submitActions
      if !actions.isEmpty {
        let own = entry.submit
        entry.submit = {
          own?()
          for action in actions.reversed() { action() }
        }
        control.input = entry
      }
      if let focus = focusing {
        // Filling a field focuses it first, as tapping into it would; the field stays what it
        // is (its samples, its format) for explore.
        control.input = entry.running { focus.focus() }
        control.isFocused = focus.isFocused()
        // Noted, so UIKit's `endEditing(_:)` can take the focus away again.
        if control.isFocused { owner.appEnvironment?.runtime.focusedFields.drawn(focus) }
      }
    }
    if repeatedElements > 0 { control.isRepeated = true }
    controls.append(VisibleControl(control: control, owner: owner))
  }

  /// The name the next control registered takes: what `accessibilityLabel` says.
  @exclusivity(unchecked) var controlName: String?
  /// What the views drawn now inside a tap gesture say to VoiceOver without words: their
  /// `accessibilityLabel`s no control took and their images' names; nil outside one.
  @exclusivity(unchecked) var spokenNames: SpokenNames?
  /// The focus the text fields drawn now take when filled: what `focused(_:)` binds.
  @exclusivity(unchecked) var focusing: FocusTarget?

  /// Work to do once the pass is over, in the order asked: how a list makes the rows that
  /// came into view appear, and those that left disappear, without running lifecycle
  /// callbacks in the middle of a drawing.
  @exclusivity(unchecked) private(set) var afterDrawing: [@MainActor () -> Void] = []

  /// Runs `work` once this rendering pass is over.
  public func whenDrawn(_ work: @escaping @MainActor () -> Void) {
    afterDrawing.append(work)
  }

  /// Runs the work asked for with ``whenDrawn(_:)``, and says whether views asked for work of
  /// their own (`onAppear`, `onChange`), which may change what they show.
  ///
  /// The renderer calls it at the end of a pass.
  @discardableResult
  func finish() -> Bool {
    let work = afterDrawing
    afterDrawing = []
    finishedViewWork = viewWork
    viewWork = []
    for item in work { item() }
    return !finishedViewWork.isEmpty
  }

  /// Where the views' work asked for in this pass comes from, in the order asked: what an
  /// endless update is named by; see ``runViewWorkWhenDrawn(by:_:)``.
  @exclusivity(unchecked) private var viewWork: [ViewWorkOrigin] = []
  /// The ``viewWork`` the last ``finish()`` ran.
  @exclusivity(unchecked) private(set) var finishedViewWork: [ViewWorkOrigin] = []

  /// Runs `work`, a view's `onAppear`, `onChange` or the like, once this pass is over; the
  /// screen is drawn again if it changed what the views show, as SwiftUI updates before the
  /// screen is shown.
  ///
  /// `origin` names it, should it change the screen at every drawing; the view drawn now
  /// (``origin(_:)``) by default.
  func runViewWorkWhenDrawn(by origin: ViewWorkOrigin? = nil, _ work: @escaping @MainActor () -> Void) {
    guard !isMeasuring else { return }
    viewWork.append(origin ?? self.origin("work after drawing"))
    afterDrawing.append(work)
  }

  /// `what`, asked for by the view drawn now: `context.origin("onChange(of:)")`.
  func origin(_ what: StaticString) -> ViewWorkOrigin {
    ViewWorkOrigin(what: what, view: node?.view.map { type(of: $0) }, screen: owner.name)
  }

  /// The work this context was asked to run once its pass is over, taken from it, and where
  /// the views' work of it comes from: for a context drawn apart (a list measuring its rows)
  /// to hand to the pass it serves, so an `onAppear` or a presentation met while measuring is
  /// not lost.
  func takeWorkAfterDrawing() -> PendingViewWork {
    defer {
      afterDrawing = []
      viewWork = []
    }
    return PendingViewWork(work: afterDrawing, origins: viewWork)
  }

  /// Runs `work`, taken from a context drawn apart, once this pass is over.
  func takeOver(_ work: PendingViewWork) {
    guard !work.work.isEmpty else { return }
    if !isMeasuring { viewWork += work.origins }
    afterDrawing += work.work
  }

  /// Puts back what a cached drawing registered when it was drawn.
  func replay(controls: [VisibleControl], drawn: [ViewController]) {
    self.controls += controls
    self.drawn += drawn
  }
}
