import MVCS

/// The app's window, as UIKit's `UIWindow`: what a SwiftUI app reaches it for is to end
/// editing, putting the keyboard away.
///
/// ```swift
/// Button("Done") {
///   UIApplication.shared.windows.first?.endEditing(true)   // the focused field loses focus
/// }
/// ```
///
/// The app has one window, the screen the shell draws. Ending editing takes focus from the
/// text field that has it: the field's `@FocusState` becomes false (nil for an optional one),
/// as on iOS, where the field resigns first responder.
@MainActor
public final class UIWindow {
  /// The app's one window.
  static let app = UIWindow()

  private init() {}

  /// Whether this is the window that takes the keyboard's input: the app's one window is.
  public var isKeyWindow: Bool { true }

  /// Takes focus from the text field that has it, ending its editing; whether one had it.
  ///
  /// `force` is accepted: no field refuses to give focus up.
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool {
    AppScope.current?.focusedFields?.resign() ?? false
  }
}

/// One instance of the app's interface, as UIKit's `UIScene`: what `connectedScenes` lists.
@MainActor
public class UIScene: Hashable {
  fileprivate init() {}

  /// Scenes are equal when they are the same scene.
  nonisolated public static func == (lhs: UIScene, rhs: UIScene) -> Bool { lhs === rhs }

  /// Hashes the scene's identity.
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The scene that holds the app's window, as UIKit's `UIWindowScene`.
///
/// ```swift
/// let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
/// scene?.keyWindow?.endEditing(true)
/// ```
@MainActor
public final class UIWindowScene: UIScene {
  /// The app's one scene.
  static let app = UIWindowScene()

  /// The scene's windows: the app's one window.
  public var windows: [UIWindow] { [UIWindow.app] }
  /// The window that takes the keyboard's input.
  public var keyWindow: UIWindow? { UIWindow.app }
}
