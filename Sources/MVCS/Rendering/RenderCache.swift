import Observation

/// The last drawing of one view controller's body, reused until something the body read
/// changes, the width changes, or ``ViewController/setNeedsDisplay()`` is called.
///
/// ``RenderContext/render(_:width:)`` goes through it for every view controller it draws:
///
/// ```swift
/// let lines = child.renderCache.lines(of: child, width: width, in: context)
/// ```
///
/// The body is drawn inside `withObservationTracking`, so a change to any `@Observable`
/// property it read (a model's, or a view controller's `title`, `children`, …) marks the
/// drawing stale. State that is not observable must call `setNeedsDisplay()`.
@MainActor
final class RenderCache {
  /// A drawing and everything it registered, owners held weakly: a view controller's
  /// cache lists its own buttons, which must not keep it alive.
  private struct Drawing {
    let width: Int
    let height: Int?
    let lines: [RenderedLine]
    let buttons: [RememberedButton]
    let fields: [RememberedField]
    let drawn: [WeakViewController]
  }

  private let flag = InvalidationFlag()
  private var drawing: Drawing?
  /// Reads that are not in the body but whose changes must redraw it; see
  /// ``ViewController/willChange(with:)``.
  private var dependencies: [@MainActor () -> Void] = []

  /// Adds a dependency; it is read, and so tracked, along with the body from the next drawing on.
  func addDependency(_ read: @escaping @MainActor () -> Void) {
    dependencies.append(read)
    invalidate()
  }

  /// Forgets the drawing at the next render, and the drawings that embed it.
  func invalidate() {
    flag.invalidate()
  }

  /// Makes `embedder`'s drawing stale whenever this one becomes stale.
  func invalidatesAlso(_ embedder: RenderCache) {
    flag.addDependent(embedder.flag)
  }

  /// `viewController`'s lines at `width` within `height` lines: the cached ones, with their
  /// buttons and fields registered again, or freshly drawn ones.
  func lines(of viewController: ViewController, width: Int, height: Int?, in context: RenderContext)
    -> [RenderedLine]
  {
    if let drawing, let lines = replay(drawing, width: width, height: height, in: context) {
      return lines
    }
    // Clean before drawing, so a change made while the body is drawn leaves it dirty.
    flag.markClean()
    let buttonsStart = context.buttons.count
    let fieldsStart = context.fields.count
    let drawnStart = context.drawn.count
    let lines = withObservationTracking(
      {
        for read in dependencies { read() }
        return context.draw(viewController, width: width)
      }, onChange: flag.onChange)
    drawing = Drawing(
      width: width, height: height, lines: lines,
      buttons: context.buttons[buttonsStart...].map(RememberedButton.init),
      fields: context.fields[fieldsStart...].map(RememberedField.init),
      drawn: context.drawn[drawnStart...].map(WeakViewController.init))
    return lines
  }

  /// Registers what `drawing` registered and returns its lines, if it is still good.
  private func replay(_ drawing: Drawing, width: Int, height: Int?, in context: RenderContext) -> [RenderedLine]? {
    guard drawing.width == width, drawing.height == height, !flag.isDirty else { return nil }
    let drawn = drawing.drawn.compactMap(\.viewController)
    guard drawn.count == drawing.drawn.count else { return nil }
    // The view controllers drawn inside get their pending updates as if drawn again; an
    // update that changes what they show makes this drawing stale through them.
    for viewController in drawn {
      viewController.loadViewIfNeeded()
      viewController.updateIfNeeded()
    }
    let buttons = drawing.buttons.compactMap(\.visible)
    let fields = drawing.fields.compactMap(\.visible)
    guard !flag.isDirty, buttons.count == drawing.buttons.count, fields.count == drawing.fields.count else {
      return nil
    }
    context.replay(buttons: buttons, fields: fields, drawn: drawn)
    return drawing.lines
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

/// A button from a cached drawing.
@MainActor
private struct RememberedButton {
  let label: String
  let actionName: String
  weak var owner: ViewController?
  let isEnabled: Bool

  init(_ button: VisibleButton) {
    label = button.label
    actionName = button.actionName
    owner = button.owner
    isEnabled = button.isEnabled
  }

  var visible: VisibleButton? {
    owner.map { VisibleButton(label: label, actionName: actionName, owner: $0, isEnabled: isEnabled) }
  }
}

/// A text field from a cached drawing.
@MainActor
private struct RememberedField {
  let label: String
  let placeholder: String
  weak var owner: ViewController?
  let binding: Binding<String>
  let isEnabled: Bool

  init(_ field: VisibleField) {
    label = field.label
    placeholder = field.placeholder
    owner = field.owner
    binding = field.binding
    isEnabled = field.isEnabled
  }

  var visible: VisibleField? {
    owner.map {
      VisibleField(label: label, placeholder: placeholder, owner: $0, binding: binding, isEnabled: isEnabled)
    }
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
