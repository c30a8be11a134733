/// The state of one rendering pass: which view controller's body is being drawn, and the
/// buttons and fields found so far.
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
  /// The view controller whose body is being drawn: it owns the controls registered now.
  public private(set) var owner: ViewController
  public private(set) var buttons: [VisibleButton] = []
  public private(set) var fields: [VisibleField] = []

  init(owner: ViewController) {
    self.owner = owner
  }

  /// Draws `child`'s body as part of the current view.
  public func render(_ child: ViewController, width: Int) -> [RenderedLine] {
    child.loadViewIfNeeded()
    child.updateIfNeeded()
    let previous = owner
    owner = child
    defer { owner = previous }
    return child.body.render(width: width, in: self)
  }

  func register(_ button: Button) {
    buttons.append(
      VisibleButton(label: button.label, actionName: button.actionName, owner: owner, isEnabled: button.isEnabled))
  }

  func register(_ field: TextField) {
    fields.append(
      VisibleField(
        label: field.label, placeholder: field.placeholder, owner: owner, binding: field.text,
        isEnabled: field.isEnabled))
  }
}
