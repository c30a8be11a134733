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
  public private(set) var owner: ViewController
  /// The controls drawn so far, in drawing order.
  public private(set) var controls: [VisibleControl] = []
  /// The lines the view being drawn may fill, as a window's height bounds what shows.
  ///
  /// Nil when nothing bounds it (`show --full`). A view that can show part of itself, as a list
  /// shows the rows in view, draws only what fits; the others may ignore it, and what
  /// overflows is clipped by the stack or the screen that holds them.
  public private(set) var height: Int?
  /// Whether the controls drawn now take input: false inside ``View/disabled(_:)``.
  public private(set) var isEnabled = true
  /// Whether controls a viewport scrolled out of view stay registered: true for a drawing
  /// of everything (`show --full`, and the search that says a control is out of view and how
  /// to scroll to it); false for the screen, whose controls are what the user can touch.
  public let keepsControlsOutOfView: Bool
  /// The view controllers whose bodies are being drawn, outermost first.
  private var drawing: [ViewController] = []
  /// Every view controller drawn in this pass, in order, cached or not.
  private(set) var drawn: [ViewController] = []

  init(owner: ViewController, height: Int? = nil, isEnabled: Bool = true, keepsControlsOutOfView: Bool = false) {
    self.owner = owner
    self.height = height.map { max(0, $0) }
    self.isEnabled = isEnabled
    self.keepsControlsOutOfView = keepsControlsOutOfView
  }

  /// How many controls `view` registers when `lines` lines are offered to it, counted in a
  /// context of its own, as ``measuringWidth(of:offered:)`` measures: with the controls a
  /// view draws in its first lines, a viewport knows which of the controls it drew it shows.
  func controlCount(of view: any View, width: Int, lines: Int) -> Int {
    guard lines > 0 else { return 0 }
    let counting = RenderContext(owner: owner, height: lines, isEnabled: isEnabled)
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

  /// Draws `view` with its controls disabled when `isDisabled`, as ``View/disabled(_:)`` does.
  public func render(_ view: any View, width: Int, disabled isDisabled: Bool) -> [RenderedLine] {
    let previous = isEnabled
    isEnabled = isEnabled && !isDisabled
    defer { isEnabled = previous }
    return view.render(width: width, in: self)
  }

  /// The calendar, with its time zone, the app being drawn shows dates in: its
  /// environment's (``AppEnvironment/calendar``), or UTC's when no app hosts it.
  public var calendar: Calendar { owner.appEnvironment?.calendar ?? .utc }

  /// The app's time now, from its clock, which moves only with the shell's `clock` in
  /// scripts; nil when no app hosts what is drawn.
  public var now: Date? { owner.appEnvironment?.clock.now }

  /// Draws `child`'s body as part of the current view, reusing its cached drawing when
  /// nothing the body read has changed and the width is the same.
  public func render(_ child: ViewController, width: Int) -> [RenderedLine] {
    child.loadViewIfNeeded()
    child.updateIfNeeded()
    drawn.append(child)
    // The embedder's lines will include the child's, so the child's changes must reach it.
    if let embedder = drawing.last {
      child.renderCache.invalidatesAlso(embedder.renderCache)
    }
    return child.renderCache.lines(of: child, width: width, height: height, in: self)
  }

  /// Evaluates `viewController`'s body and draws it, with `viewController` as the owner.
  func draw(_ viewController: ViewController, width: Int) -> [RenderedLine] {
    let previous = owner
    owner = viewController
    drawing.append(viewController)
    defer {
      owner = previous
      drawing.removeLast()
    }
    return viewController.body.render(width: width, in: self)
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
    controls.append(VisibleControl(control: control, owner: owner))
  }

  /// Work to do once the pass is over, in the order asked: how a list makes the rows that
  /// came into view appear, and those that left disappear, without running lifecycle
  /// callbacks in the middle of a drawing.
  private(set) var afterDrawing: [@MainActor () -> Void] = []

  /// Runs `work` once this rendering pass is over.
  public func whenDrawn(_ work: @escaping @MainActor () -> Void) {
    afterDrawing.append(work)
  }

  /// Runs the work asked for with ``whenDrawn(_:)``; the renderer calls it at the end.
  func finish() {
    let work = afterDrawing
    afterDrawing = []
    for item in work { item() }
  }

  /// Puts back what a cached drawing registered when it was drawn.
  func replay(controls: [VisibleControl], drawn: [ViewController]) {
    self.controls += controls
    self.drawn += drawn
  }
}
