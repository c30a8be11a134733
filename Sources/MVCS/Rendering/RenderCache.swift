import Foundation
import Observation

/// The last drawing of one view controller's body, reused until something the body read
/// changes, the width changes, or ``ViewController/setNeedsDisplay()`` is called.
///
/// ``RenderContext/render(_:width:)`` goes through it for every view controller it draws:
///
/// ```swift
/// let lines = child.renderCache.lines(of: child, width: width, height: nil, in: context)
/// ```
///
/// The body is drawn inside `withObservationTracking`, so a change to any `@Observable`
/// property it read (a model's, or a view controller's `title`, `children`, …) marks the
/// drawing stale. State that is not observable must call `setNeedsDisplay()`.
@MainActor
final class RenderCache {
  /// A drawing and everything it registered, owners held weakly: a view controller's
  /// cache lists its own controls, which must not keep it alive.
  private struct Drawing {
    let width: Int
    let height: Int?
    let isEnabled: Bool
    let keepsControlsOutOfView: Bool
    let lines: [RenderedLine]
    let controls: [RememberedControl]
    let drawn: [WeakViewController]
    /// The clock's time when it was drawn, for a drawing that followed it; nil otherwise.
    let time: Date?
  }

  /// Whether the drawing being made read the clock (``RenderContext/readTime()``).
  @exclusivity(unchecked) var drawingReadsTime = false

  /// How many times the body was drawn anew: a drawing reused since is the one of that count,
  /// so a memo of a whole screen (``ScreenMemo``) knows the drawing it holds is still this one.
  @exclusivity(unchecked) private(set) var drawings = 0

  private let flag = InvalidationFlag()
  @exclusivity(unchecked) private var drawing: Drawing?
  /// Reads that are not in the body but whose changes must redraw it; see
  /// ``ViewController/willChange(with:)``.
  @exclusivity(unchecked) private var dependencies: [@MainActor () -> Void] = []

  /// Adds a dependency; it is read, and so tracked, along with the body from the next drawing on.
  func addDependency(_ read: @escaping @MainActor () -> Void) {
    dependencies.append(read)
    invalidate()
  }

  /// Forgets the drawing at the next render, and the drawings that embed it.
  func invalidate() {
    flag.invalidate()
  }

  /// Forgets the drawing at the next render, without making the drawings that embed it
  /// stale: for a change made while they are being drawn, just before this one is.
  func invalidateAlone() {
    flag.invalidateAlone()
  }

  /// Whether the next render draws anew.
  var isStale: Bool { flag.isDirty }

  /// The width and height of the last drawing; nil before the first.
  var drawnSize: (width: Int, height: Int?)? {
    drawing.map { ($0.width, $0.height) }
  }

  /// The flag made dirty when the drawing is stale, so a node's flag can depend on it.
  var invalidationFlag: InvalidationFlag { flag }

  /// Makes `embedder`'s drawing stale whenever this one becomes stale.
  func invalidatesAlso(_ embedder: RenderCache) {
    flag.addDependent(embedder.flag)
  }

  /// `viewController`'s lines at `width` within `height` lines: the cached ones, with their
  /// controls registered again, or freshly drawn ones.
  func lines(of viewController: ViewController, width: Int, height: Int?, in context: RenderContext)
    -> [RenderedLine]
  {
    if let drawing, let lines = replay(drawing, width: width, height: height, in: context) {
      return lines
    }
    // Clean before drawing, so a change made while the body is drawn leaves it dirty.
    flag.markClean()
    drawingReadsTime = false
    drawings += 1
    let controlsStart = context.controls.count
    let drawnStart = context.drawn.count
    let lines = withObservationTracking(
      {
        for read in dependencies { read() }
        return context.draw(viewController, width: width)
      }, onChange: flag.onChange)
    drawing = Drawing(
      width: width, height: height, isEnabled: context.isEnabled,
      keepsControlsOutOfView: context.keepsControlsOutOfView, lines: lines,
      controls: context.controls[controlsStart...].map(RememberedControl.init),
      drawn: context.drawn[drawnStart...].map(WeakViewController.init),
      time: drawingReadsTime ? context.now : nil)
    return lines
  }

  /// Registers what `drawing` registered and returns its lines, if it is still good.
  private func replay(_ drawing: Drawing, width: Int, height: Int?, in context: RenderContext) -> [RenderedLine]? {
    guard drawing.width == width, drawing.height == height, drawing.isEnabled == context.isEnabled,
      drawing.keepsControlsOutOfView == context.keepsControlsOutOfView, !flag.isDirty
    else { return nil }
    // A drawing that followed the clock is good while the clock stands where it was, and the
    // drawings that hold it follow the clock too.
    if let time = drawing.time {
      guard context.now == time else { return nil }
      _ = context.readTime()
    }
    let drawn = drawing.drawn.compactMap(\.viewController)
    guard drawn.count == drawing.drawn.count else { return nil }
    // The view controllers drawn inside get their pending updates as if drawn again; an
    // update that changes what they show makes this drawing stale through them.
    for viewController in drawn {
      viewController.loadViewIfNeeded()
      viewController.updateIfNeeded()
    }
    let controls = drawing.controls.compactMap(\.visible)
    guard !flag.isDirty, controls.count == drawing.controls.count else { return nil }
    context.replay(controls: controls, drawn: drawn)
    return drawing.lines
  }

  /// Whether the last drawing is still the `drawings`-th and shows what drawing anew would.
  ///
  /// What a replay checks, without registering anything: what a memo of a whole screen
  /// (``ScreenMemo``) asks of each layer before it hands the screen out again. The view
  /// controllers drawn inside get their pending updates, as a replay gives them. `now` is the
  /// app clock's time. (The replay keeps its own pass: it needs the view controllers and
  /// controls as arrays, and reading each weak reference twice costs a long list's replay.)
  func isCurrent(drawing drawings: Int, now: @autoclosure () -> Date?) -> Bool {
    guard let drawing, self.drawings == drawings, !flag.isDirty else { return false }
    if let time = drawing.time, now() != time { return false }
    for remembered in drawing.drawn {
      guard let viewController = remembered.viewController else { return false }
      viewController.loadViewIfNeeded()
      viewController.updateIfNeeded()
    }
    return !flag.isDirty && drawing.controls.allSatisfy { $0.owner != nil }
  }
}

extension ViewController {
  /// Redraws this view controller's body at the next render, and those of the view
  /// controllers that embed it.
  ///
  /// Rendering reuses a body's last drawing until something it read changes. Changes to
  /// `@Observable` models and to the view controller's own `title`, `name`, `parent`,
  /// `children` and `isVisible` are noticed; for any other state the body reads, call this:
  ///
  /// ```swift
  /// private var greeting = "Hello" {
  ///     didSet { setNeedsDisplay() }
  /// }
  /// ```
  public func setNeedsDisplay() {
    renderCache.invalidate()
  }
}

/// A control from a cached drawing: the control as registered, its owner held weakly.
@MainActor
private struct RememberedControl {
  let control: Control
  weak var owner: ViewController?

  init(_ visible: VisibleControl) {
    control = visible.control
    owner = visible.owner
  }

  var visible: VisibleControl? {
    owner.map { VisibleControl(control: control, owner: $0) }
  }
}

/// A view controller drawn inside a cached drawing.
@MainActor
private struct WeakViewController {
  weak var viewController: ViewController?

  init(_ viewController: ViewController) {
    self.viewController = viewController
  }
}
