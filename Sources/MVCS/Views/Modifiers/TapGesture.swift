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
    let outer = context.spokenNames
    context.spokenNames = SpokenNames()
    let lines = content.render(width: width, in: context)
    let spoken = context.spokenNames ?? SpokenNames()
    context.spokenNames = outer
    let texts = lines.map { $0.text(color: false) }
    let drawn = texts.map(\.collapsingSpaces).filter { !$0.isEmpty }.joined(separator: " ")
    // Named as VoiceOver names it: by a label around it or inside it, else by its words, else
    // (an icon, a shape) by its images' names.
    let drawnWords = drawn.contains { $0.isLetter || $0.isNumber }
    let spokenName =
      context.controlName ?? spoken.labels.last ?? (drawnWords ? nil : spoken.imageName)
    let name = spokenName ?? texts.lazy.compactMap(\.leadingWords).first ?? drawn
    guard !name.isEmpty else { return lines }
    let title = drawn.isEmpty ? name : drawn
    let action = action
    let actionName = context.offerAction(titled: name) { action() }
    context.register(
      Control(.button, label: title, isEnabled: context.isEnabled, input: ButtonPress(actionName: actionName))
        .named(name))
    return lines
  }
}

/// What the views inside a tap gesture say to VoiceOver without words, collected as they are
/// drawn: how a tapped icon or shape is named (`Image(systemName: "plus")` is `plus`).
struct SpokenNames {
  /// The `accessibilityLabel`s inside it that no control took, outermost last.
  var labels: [String] = []
  /// The names of the images inside it, in the order drawn.
  var images: [String] = []

  /// The images' names, each once, one blank between them; nil when there are none.
  var imageName: String? {
    var seen = Set<String>()
    let names = images.filter { seen.insert($0).inserted }
    return names.isEmpty ? nil : names.joined(separator: " ")
  }
}
