/// A button as it appears on a rendered screen: what it says, who owns it, what it does.
@MainActor
public struct VisibleButton {
  public let label: String
  public let actionName: String
  public let owner: ViewController
  public let isEnabled: Bool
}

/// The state of one rendering pass: which view controller's body is being drawn, and the
/// buttons found so far.
@MainActor
public final class RenderContext {
  public private(set) var owner: ViewController
  public private(set) var buttons: [VisibleButton] = []

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

  /// Draws `view` as if it were part of `owner`'s body, so its buttons run `owner`'s actions;
  /// how a navigation bar shows the top view controller's bar buttons.
  public func render(_ view: any View, ownedBy owner: ViewController, width: Int) -> [RenderedLine] {
    let previous = self.owner
    self.owner = owner
    defer { self.owner = previous }
    return view.render(width: width, in: self)
  }

  func register(_ button: Button) {
    buttons.append(
      VisibleButton(label: button.label, actionName: button.actionName, owner: owner, isEnabled: button.isEnabled))
  }
}

/// What a view controller looks like: its lines of text and the buttons on them.
@MainActor
public struct RenderedScreen {
  public let lines: [RenderedLine]
  public let buttons: [VisibleButton]

  /// The lines as a terminal shows them; see ``RenderedLine/text(color:)``.
  public func text(color: Bool) -> [String] {
    lines.map { $0.text(color: color) }
  }
}

/// Lays out view controllers' bodies as text for a given width.
///
/// ```swift
/// let screen = Renderer(width: 40).render(root)
/// print(screen.text(color: false).joined(separator: "\n"))
/// ```
@MainActor
public struct Renderer {
  public var width: Int

  public init(width: Int) {
    self.width = max(width, 8)
  }

  public func render(_ viewController: ViewController) -> RenderedScreen {
    let context = RenderContext(owner: viewController)
    let lines = context.render(viewController, width: width)
    return RenderedScreen(lines: lines, buttons: context.buttons)
  }
}
