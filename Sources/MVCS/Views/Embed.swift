/// Draws a child view controller's body inline, the way a container shows its children.
///
/// ```swift
/// override var body: any View {
///     VStack { Embed(carousel); Divider(); Embed(card) }
/// }
/// ```
public struct Embed: View {
  /// The child view controller drawn here.
  public let child: ViewController

  /// Draws `child` in place.
  public init(_ child: ViewController) {
    self.child = child
  }

  /// Draws the child, from its cached drawing when nothing it reads changed.
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    context.render(child, width: width)
  }
}
