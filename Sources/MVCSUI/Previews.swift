// What `#Preview` declares (Macros.swift), as Xcode's: a view file that ends in previews
// compiles unchanged. A preview is compiled and type-checked, not shown (text has no canvas):
// drive the view with `mvcs`, a `TestShell` or `explore` instead.

/// A preview that `#Preview` declares: its name and how to make its view or view controller.
///
/// <!-- sample: not compiled, needs the package trait Macros; Examples/Habits compiles its #Preview and @Entry -->
/// ```swift
/// #Preview("Empty") { HabitsView() }   // declares one, named "Empty"
/// ```
@MainActor
public struct Preview {
  /// What a preview of views is: the `T` of the `PreviewTrait`s it takes.
  public enum ViewTraits {}

  /// The preview's name; nil for one named by its line, as Xcode's canvas does.
  public let name: String?
  /// Makes what the preview shows.
  public let makeContent: @MainActor () -> PreviewContent

  /// A preview of the views `body` makes.
  public init(
    _ name: String? = nil, traits: PreviewTrait<ViewTraits>..., @ViewBuilder body: @escaping @MainActor () -> any View
  ) {
    self.name = name
    makeContent = { .view(body()) }
  }

  /// A preview of the view controller `body` makes, as UIKit's `#Preview` of a controller.
  public init(
    _ name: String? = nil, traits: PreviewTrait<ViewTraits>...,
    body: @escaping @MainActor () -> MVCS.ViewController
  ) {
    self.name = name
    makeContent = { .viewController(body()) }
  }
}

/// What a preview shows.
@MainActor
public enum PreviewContent {
  /// Views.
  case view(any View)
  /// A view controller.
  case viewController(MVCS.ViewController)
}

/// A type `#Preview` declares, holding one preview.
@MainActor
public protocol PreviewRegistry {
  /// The preview.
  static var preview: Preview { get }
}

/// How a preview is laid out or oriented; accepted, and shown by nothing in text.
///
/// <!-- sample: not compiled, needs the package trait Macros; Examples/Habits compiles its #Preview and @Entry -->
/// ```swift
/// #Preview(traits: .sizeThatFitsLayout) { Badge(count: 3) }
/// ```
public struct PreviewTrait<T>: Sendable {
  private init() {}
}

extension PreviewTrait where T == Preview.ViewTraits {
  /// The preview as large as a device's screen.
  public static var defaultLayout: PreviewTrait { PreviewTrait() }
  /// The preview as large as its view needs.
  public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait() }
  /// The preview `width` by `height` points.
  public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait { PreviewTrait() }
  /// The device upright.
  public static var portrait: PreviewTrait { PreviewTrait() }
  /// The device upside down.
  public static var portraitUpsideDown: PreviewTrait { PreviewTrait() }
  /// The device on its side, its top left.
  public static var landscapeLeft: PreviewTrait { PreviewTrait() }
  /// The device on its side, its top right.
  public static var landscapeRight: PreviewTrait { PreviewTrait() }
}
