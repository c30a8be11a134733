import Foundation

extension View {
  /// This view with `content` along its bottom (or top) edge, as SwiftUI's `safeAreaInset`
  /// keeps a bar there: under the view's lines (or over them), in text.
  public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> SafeAreaInset<Self, V> {
    SafeAreaInset(content: self, inset: content(), edge: edge, alignment: alignment)
  }
}

/// A view with another along one of its edges; see ``View/safeAreaInset(edge:alignment:spacing:content:)``.
public struct SafeAreaInset<Content: View, Inset: View>: View {
  let content: Content
  let inset: Inset
  let edge: VerticalEdge
  let alignment: HorizontalAlignment

  /// Draws the inset under the content, or over it for the top edge.
  public var body: some View {
    VStack(alignment: alignment) {
      if edge == .top { inset }
      content
      if edge == .bottom { inset }
    }
  }
}

extension View {
  /// This view tapped as a button is, as SwiftUI's `onTapGesture`.
  ///
  /// `tap` finds it by the words it starts with (or all it says), and it is an action named
  /// after them, so `call`, coverage, `explore` and agents reach it. A tap counts once
  /// whatever `count` says.
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> ModifiedContent<
    Self, TapGestureModifier
  > {
    modifier(TapGestureModifier(action: action))
  }
}

/// Makes a view a button; see ``View/onTapGesture(count:perform:)``.
public struct TapGestureModifier: ViewModifier, PrimitiveViewModifier {
  let action: () -> Void
  var appliesToEachView: Bool { false }

  func render(content: any View, width: Int, in context: RenderContext) -> [RenderedLine] {
    let lines = content.render(width: width, in: context)
    let texts = lines.map { $0.text(color: false) }
    let title = texts.map(\.collapsingSpaces).filter { !$0.isEmpty }.joined(separator: " ")
    guard !title.isEmpty else { return lines }
    let name = texts.lazy.compactMap(\.leadingWords).first ?? title
    let action = action
    let actionName = context.offerAction(titled: name) { action() }
    context.register(
      Control(.button, label: title, isEnabled: context.isEnabled, input: ButtonPress(actionName: actionName))
        .named(name))
    return lines
  }
}
