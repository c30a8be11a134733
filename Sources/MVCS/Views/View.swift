/// A piece of user interface, declared as SwiftUI declares it: a value whose ``body`` is made
/// of other views, down to the primitives that draw themselves as lines of text.
///
/// Write your views as you would for SwiftUI; the same file compiles against mvcs when it
/// imports `MVCSUI` instead of `SwiftUI`:
///
/// ```swift
/// struct CounterView: View {
///   @State private var count = 0
///
///   var body: some View {
///     VStack {
///       Text("Count: \(count)")
///       Button("Add one") { count += 1 }
///     }
///   }
/// }
/// ```
///
/// A view's state (``State``), the environment it reads (``Environment``) and the work it
/// starts (`task`) belong to its place in the tree, its identity: they live as long as the
/// view stays there, as in SwiftUI. A view controller shows views in its `body`, as UIKit's
/// hosting controller does, so the shell walks and drives them.
///
/// The built-in views (``Text``, ``VStack``, ``Button``, ``TextField``, …) are primitives:
/// their `Body` is `Never` and they draw themselves in ``render(width:in:)``. Write a
/// primitive of your own the same way when no composition of the built-in views draws what
/// you need:
///
/// ```swift
/// struct Badge: View {
///   let count: Int
///   func render(width: Int, in context: RenderContext) -> [RenderedLine] {
///     [RenderedLine("(\(count))", style: .dim).prefix(columns: width)]
///   }
/// }
/// ```
///
/// The built-in views never draw a line wider than the width they are given, and yours should
/// not either: stacks and rows line their views up by those widths.
@MainActor
@preconcurrency
public protocol View {
  /// The type of view this view is made of; `Never` for a primitive that draws itself.
  associatedtype Body: View

  /// The views this view is made of, evaluated again when something it read changes.
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }

  /// Draws this view in at most `width` columns.
  ///
  /// A view made of others draws its ``body``, as the default does; a primitive draws itself.
  func render(width: Int, in context: RenderContext) -> [RenderedLine]

  /// How wide this view can be drawn when `width` columns are on offer: what an ``HStack``
  /// asks each view before it shares out its width.
  ///
  /// By default, a view made of others answers for its body, and a primitive with the width
  /// of what ``render(width:in:)`` draws at `width`, neither more nor less: a view of your own
  /// keeps its width in a row unless it says otherwise.
  func layoutWidths(offered width: Int, in context: RenderContext) -> LayoutWidths
}

extension View {
  /// Draws the view's body at its place in the tree, with its state and environment.
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    context.drawBody(of: self, width: width)
  }

  /// The widths of the view's body.
  public func layoutWidths(offered width: Int, in context: RenderContext) -> LayoutWidths {
    context.bodyWidths(of: self, offered: width)
  }
}

extension View where Body == Never {
  /// A primitive has no body: it draws itself in ``render(width:in:)``.
  public var body: Never {
    return fatalError("\(Self.self) is a primitive view: it draws itself and has no body")
  }

  /// The width of what the view draws at `width`, drawn apart from the screen so nothing it
  /// draws counts as shown.
  public func layoutWidths(offered width: Int, in context: RenderContext) -> LayoutWidths {
    LayoutWidths(fixed: context.measuringWidth(of: self, offered: width))
  }
}

extension Never: View {
  /// The body of a primitive's body, which never exists.
  public typealias Body = Never

  /// Never evaluated: there is no value of `Never`.
  public var body: Never {
    return fatalError("Never has no body")
  }

  /// Draws nothing: there is no value of `Never` to draw.
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] { [] }
}

extension View {
  /// Whether the view is made of others (a view you wrote), rather than a primitive that
  /// draws itself.
  var hasBody: Bool { Body.self != Never.self }
}
