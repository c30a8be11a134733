/// What a view controller looks like: its lines of text and the controls on them.
@MainActor
public struct RenderedScreen {
  public let lines: [RenderedLine]
  public let buttons: [VisibleButton]
  public let fields: [VisibleField]
  /// Every view controller drawn, outermost first: what is on screen.
  public let viewControllers: [ViewController]

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
///
/// Each view controller's drawing is cached until something its body read changes; see
/// ``ViewController/setNeedsDisplay()``.
@MainActor
public struct Renderer {
  public var width: Int

  public init(width: Int) {
    self.width = max(width, 8)
  }

  public func render(_ viewController: ViewController) -> RenderedScreen {
    let context = RenderContext(owner: viewController)
    let lines = context.render(viewController, width: width)
    return RenderedScreen(
      lines: lines, buttons: context.buttons, fields: context.fields, viewControllers: context.drawn)
  }
}
