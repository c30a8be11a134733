import Foundation

// SwiftUI of iOS 13 and 14 that tutorials still write: previews, NavigationView, the scene's
// phase, EditButton.

extension View {
  /// This view in a preview of `layout`; previews are not shown in text.
  public func previewLayout(_ layout: PreviewLayout) -> Self { self }
  /// This view in a preview of `orientation`; previews are not shown in text.
  public func previewInterfaceOrientation(_ orientation: InterfaceOrientation) -> Self { self }
  /// This view in a preview named `name`; previews are not shown in text.
  public func previewDisplayName(_ name: String?) -> Self { self }
  /// This view in a preview on `device`; previews are not shown in text.
  public func previewDevice(_ device: PreviewDevice?) -> Self { self }
}

/// A type that offers Xcode previews of its views, as SwiftUI's `PreviewProvider`: it compiles,
/// and text shows no previews (drive the app with `mvcs` instead).
@MainActor
@preconcurrency
public protocol PreviewProvider {
  /// The type of the previews.
  associatedtype Previews: View
  /// The views previewed.
  @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
}

/// How a preview is laid out; previews are not shown in text.
public enum PreviewLayout: Sendable, Hashable {
  case device
  case sizeThatFits
  case fixed(width: CGFloat, height: CGFloat)
}

/// The orientation a preview shows; previews are not shown in text.
public struct InterfaceOrientation: Sendable, Hashable {
  let name: String
  /// Portrait.
  public static let portrait = InterfaceOrientation(name: "portrait")
  /// Portrait, upside down.
  public static let portraitUpsideDown = InterfaceOrientation(name: "portraitUpsideDown")
  /// Landscape, the home button left.
  public static let landscapeLeft = InterfaceOrientation(name: "landscapeLeft")
  /// Landscape, the home button right.
  public static let landscapeRight = InterfaceOrientation(name: "landscapeRight")
}

/// The device a preview shows; previews are not shown in text.
public struct PreviewDevice: Sendable, Hashable, ExpressibleByStringLiteral {
  /// The device's name.
  public let rawValue: String
  /// The device named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The device named by a literal.
  public init(stringLiteral value: String) { rawValue = value }
}

/// Screens pushed one over another, as iOS 13's `NavigationView` (deprecated by
/// `NavigationStack`, which it is in mvcs).
public struct NavigationView<Content: View>: View {
  let content: Content

  /// A stack whose root shows `content`.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A navigation stack of the content.
  public var body: some View {
    NavigationStack { content }
  }
}

/// Whether an app's scene is in front, as SwiftUI's `ScenePhase`: an app driven by mvcs is
/// always active.
public enum ScenePhase: Sendable, Hashable, Comparable {
  case background
  case inactive
  case active
}

extension EnvironmentValues {
  /// Whether the scene is in front: `.active`, always, in mvcs.
  public var scenePhase: ScenePhase {
    get { self[ScenePhaseKey.self] }
    set { self[ScenePhaseKey.self] = newValue }
  }
}

private struct ScenePhaseKey: EnvironmentKey { static let defaultValue = ScenePhase.active }

/// A button that turns a screen's editing on and off, as SwiftUI's `EditButton`: `[Edit]`,
/// then `[Done]`.
///
/// It toggles the environment's ``EnvironmentValues/editMode``: a `List(selection:)` of a set
/// selects its rows while it is on, each marked `○` or `◉`. Rows are deleted and moved by
/// `swipe` and `move` whether or not the list is editing.
public struct EditButton: View {
  @Environment(\.editMode) private var editMode

  /// The button.
  public init() {}

  /// `Edit`, or `Done` while editing.
  public var body: some View {
    Button(editMode?.wrappedValue.isEditing == true ? "Done" : "Edit") {
      editMode?.wrappedValue = editMode?.wrappedValue.isEditing == true ? .inactive : .active
    }
  }
}
