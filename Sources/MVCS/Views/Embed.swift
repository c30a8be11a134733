/// Draws a child view controller's body inline, the way a container shows its children.
///
/// ```swift
/// override var body: any View {
///     VStack { Embed(carousel); Divider(); Embed(card) }
/// }
/// ```
public struct Embed: View {
  public let child: ViewController

  public init(_ child: ViewController) {
    self.child = child
  }

  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    context.render(child, width: width)
  }
}
