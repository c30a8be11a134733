import Foundation
import MVCS

/// The running app, as UIKit's `UIApplication.shared`: what a SwiftUI app asks of it is to open
/// a URL — a web page, the phone, the app's page in Settings — and to reach its window, to end
/// editing (``UIWindow/endEditing(_:)``).
///
/// ```swift
/// Button("Call us") {
///   UIApplication.shared.open(URL(string: "tel:5550100")!)
/// }
/// // console: open: tel:5550100
/// ```
///
/// Nothing can be opened from a terminal, so opening a URL writes the line `open: ` and the
/// URL's absolute string where the app's `print` goes — its console while the shell runs it —
/// and completes with whether ``canOpenURL(_:)`` says it could be opened.
@MainActor
public final class UIApplication {
  /// The app.
  public static let shared = UIApplication()

  /// The URL of the app's own page in Settings: `app-settings:`, as on iOS.
  public static let openSettingsURLString = "app-settings:"

  private init() {}

  /// What an app asks of opening a URL; accepted, and nothing in a terminal.
  public struct OpenExternalURLOptionsKey: Hashable, Sendable, RawRepresentable {
    /// The option's name.
    public let rawValue: String

    /// The option named `rawValue`.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// Open the URL only if it is a universal link an installed app handles.
    public static let universalLinksOnly = OpenExternalURLOptionsKey(
      rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
  }

  /// Records `open: <url>` in the app's console, then calls `completion` at once with
  /// ``canOpenURL(_:)``'s answer (UIKit calls it later, on the main actor).
  public func open(
    _ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
    completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
  ) {
    let opened = record(url)
    completion?(opened)
  }

  /// Records `open: <url>` in the app's console and answers ``canOpenURL(_:)``'s answer.
  public func open(_ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
    record(url)
  }

  /// The app's windows: its one window.
  public var windows: [UIWindow] { [UIWindow.app] }

  /// The window that takes the keyboard's input.
  public var keyWindow: UIWindow? { UIWindow.app }

  /// The app's scenes: one window scene.
  public var connectedScenes: Set<UIScene> { [UIWindowScene.app] }

  /// Whether `url` could be opened: true when it has a scheme (`https:`, `tel:`,
  /// `app-settings:`), as nothing is installed to turn one down.
  public func canOpenURL(_ url: URL) -> Bool {
    !(url.scheme ?? "").isEmpty
  }

  @discardableResult
  private func record(_ url: URL) -> Bool {
    recordInConsoleAndLog("open: \(url.absoluteString)")
    return canOpenURL(url)
  }
}
