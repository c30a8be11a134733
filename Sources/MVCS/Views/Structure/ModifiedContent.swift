/// A change to a view, written once and applied with `modifier(_:)`, as SwiftUI's
/// `ViewModifier` is.
///
/// ```swift
/// struct Caption: ViewModifier {
///   func body(content: Content) -> some View {
///     content.font(.caption).foregroundStyle(.secondary)
///   }
/// }
///
/// Text("Updated just now").modifier(Caption())
/// ```
///
/// A modifier may keep `@State` of its own, at the place of the view it modifies.
@MainActor
@preconcurrency
public protocol ViewModifier {
  /// The type of view the modifier makes.
  associatedtype Body: View
  /// The modified view, as `body(content:)` gets it.
  typealias Content = _ViewModifier_Content<Self>

  /// The view the modifier makes of `content`.
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

extension ViewModifier where Body == Never {
  /// A modifier the framework draws itself has no body.
  public func body(content: Content) -> Never {
    return fatalError("\(Self.self) is drawn by the framework and has no body")
  }
}

extension ViewModifier {
  /// This modifier, then `modifier`.
  public func concat<T: ViewModifier>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// A modifier mvcs draws itself: padding, frames, fonts, the environment.
@MainActor
protocol PrimitiveViewModifier: ViewModifier where Body == Never {
  /// Draws `content` modified, at most `width` columns wide.
  func render(content: any View, width: Int, in context: RenderContext) -> [RenderedLine]
  /// The widths of `content` modified.
  func layoutWidths(content: any View, offered width: Int, in context: RenderContext) -> LayoutWidths
  /// Whether, said of several views (`Group { … }.padding()`), it applies to each of them,
  /// or to them together: true, but for what a screen has once (a sheet, a title).
  var appliesToEachView: Bool { get }
  /// Runs `work` with what the modifier changes for the views inside it in effect (the
  /// environment, whether controls are enabled): how a container that lists those views
  /// evaluates their bodies as they will be drawn.
  func withEffect<Result>(in context: RenderContext, _ work: () -> Result) -> Result
}

extension PrimitiveViewModifier {
  /// The content's own widths, measured with the modifier in effect (a disabled button is
  /// wider by its mark, an environment value may change what a view shows).
  func layoutWidths(content: any View, offered width: Int, in context: RenderContext) -> LayoutWidths {
    withEffect(in: context) { content.layoutWidths(offered: width, in: context) }
  }

  /// Applies to each view.
  var appliesToEachView: Bool { true }

  /// No effect on the views inside beyond how they are drawn.
  func withEffect<Result>(in context: RenderContext, _ work: () -> Result) -> Result { work() }
}

/// A view with a modifier applied: what `modifier(_:)` and the built-in modifiers make.
public struct ModifiedContent<Content, Modifier> {
  /// The view, or modifier, modified.
  public var content: Content
  /// The modifier applied.
  public var modifier: Modifier

  /// `content` modified by `modifier`.
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  /// A modified view draws itself, through the modifier.
  public typealias Body = Never

  /// Draws the content as the modifier makes it.
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    if let primitive = modifier as? any PrimitiveViewModifier {
      return primitive.render(content: Inner(content: content), width: width, in: context)
    }
    return ModifierBody(content: Inner(content: content), modifier: modifier, place: context.place)
      .render(width: width, in: context)
  }

  /// The widths of the content as the modifier makes it.
  public func layoutWidths(offered width: Int, in context: RenderContext) -> LayoutWidths {
    if let primitive = modifier as? any PrimitiveViewModifier {
      return primitive.layoutWidths(content: Inner(content: content), offered: width, in: context)
    }
    return ModifierBody(content: Inner(content: content), modifier: modifier, place: context.place)
      .layoutWidths(offered: width, in: context)
  }
}

extension ModifiedContent: ViewListContributor where Content: View, Modifier: ViewModifier {
  func contribute(to list: inout ViewList, at scope: ViewListScope, in context: RenderContext) {
    if let trait = modifier as? any TraitModifier {
      var marked = scope
      trait.apply(to: &marked.traits)
      context.appendElements(of: content, at: marked, to: &list)
      return
    }
    if let primitive = modifier as? any PrimitiveViewModifier, !primitive.appliesToEachView {
      list.append(.one(scope.element(self)))
      return
    }
    var inner = scope
    let modifier = modifier
    inner.wrappers.insert({ ModifiedContent<ErasedView, Modifier>(content: ErasedView($0), modifier: modifier) }, at: 0)
    // The views inside are listed, and their bodies evaluated, with the modifier's effect on
    // them (an environment, disabled controls) as they will be drawn with it.
    guard let primitive = modifier as? any PrimitiveViewModifier else {
      context.appendElements(of: content, at: inner, to: &list)
      return
    }
    primitive.withEffect(in: context) { context.appendElements(of: content, at: inner, to: &list) }
  }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
  /// The first modifier's view, modified by the second.
  public func body(content: _ViewModifier_Content<Self>) -> some View {
    content.modifier(self.content).modifier(modifier)
  }
}

extension View {
  /// This view changed by `modifier`.
  public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// The content of a modified view, drawn a step further down than the modifier, so what the
/// modifier keeps at its place and what the content keeps never meet.
private struct Inner<Content: View>: View {
  let content: Content

  func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    context.withComponent(.modified) { content.render(width: width, in: context) }
  }

  func layoutWidths(offered width: Int, in context: RenderContext) -> LayoutWidths {
    context.withComponent(.modified) { content.layoutWidths(offered: width, in: context) }
  }
}

// A modified label is titled as the label is: its title, without its icon.
extension Inner: TitledView where Content: TitledView {
  func titleText(in context: RenderContext) -> String {
    context.withComponent(.modified) { content.titleText(in: context) }
  }
}

// The content a modifier's body gets is titled as the view it modifies.
extension _ViewModifier_Content: TitledView {
  func titleText(in context: RenderContext) -> String {
    context.withPlace(node: place.node, path: place.path) { context.titleText(of: content) }
  }
}

/// The view a ``ViewModifier``'s `body(content:)` gets: the modified view, drawn where it
/// stands.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  let content: any View
  let place: ViewPlace

  /// Draws the modified view at its own place, not the modifier's.
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    context.withPlace(node: place.node, path: place.path) { content.render(width: width, in: context) }
  }

  /// The widths of the modified view.
  public func layoutWidths(offered width: Int, in context: RenderContext) -> LayoutWidths {
    context.withPlace(node: place.node, path: place.path) { content.layoutWidths(offered: width, in: context) }
  }
}

/// Where a view stands: a node and the steps from it.
@MainActor
struct ViewPlace {
  let node: ViewNode
  let path: [ViewPathComponent]
}

extension RenderContext {
  /// Where the view drawn now stands.
  var place: ViewPlace { ViewPlace(node: currentNode, path: path) }
}

/// A modifier's body, evaluated at the modified view's place with the modifier's own state.
struct ModifierBody<Content: View, Modifier: ViewModifier>: View {
  let content: Content
  let modifier: Modifier
  let place: ViewPlace

  var body: some View {
    modifier.body(content: _ViewModifier_Content(content: content, place: place))
  }
}

/// A view held as `any View`, drawn as it is: how a modifier said of several views wraps each.
struct ErasedView: View {
  let base: any View

  init(_ base: any View) {
    self.base = base
  }

  func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    base.render(width: width, in: context)
  }

  func layoutWidths(offered width: Int, in context: RenderContext) -> LayoutWidths {
    base.layoutWidths(offered: width, in: context)
  }
}

// A view a list wrapped is titled as itself.
extension ErasedView: TitledView {
  func titleText(in context: RenderContext) -> String { context.titleText(of: base) }
}

extension View {
  /// The view itself, seen through the wrapping a list puts around a modified view's parts.
  var underlyingView: any View {
    (self as? ErasedView)?.base.underlyingView ?? self
  }
}
