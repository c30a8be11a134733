import Foundation

/// A setting an app declares so the command line can offer it: `--set image-api=URL`.
///
/// The tool validates a value against the setting's kind before anything launches and lists
/// every declared setting in `--help`; the app reads the value from its environment.
///
/// ```swift
/// struct WeatherApp: App {
///     let name = "weather"
///     let summary = "Today's forecast"
///     static let server = AppSetting(
///         "server", .url(schemes: ["https"]), help: "The forecast server.", default: "https://example.com")
///     var settings: [AppSetting] { [Self.server] }
///
///     func makeRootViewController(environment: AppEnvironment) -> ViewController {
///         let server = environment.value(of: Self.server)  // "https://example.com" unless set
///         …
///     }
/// }
/// ```
public struct AppSetting: Sendable, Hashable {
  /// What values a setting takes.
  public enum Kind: Sendable, Hashable {
    /// Any text.
    case text
    /// A whole number.
    case integer
    /// `true` or `false`.
    case boolean
    /// An absolute URL with one of these schemes.
    case url(schemes: [String])
    /// One of these words.
    case choice([String])
  }

  /// The name after `--set`: lowercase words joined by dashes, like `image-api`.
  public let name: String
  /// What values it takes.
  public let kind: Kind
  /// One line for `--help`.
  public let help: String
  /// The value an app reads when the command line does not set one; nil for none.
  public let defaultValue: String?

  /// Declares a setting; `name` is what users type after `--set`.
  public init(_ name: String, _ kind: Kind = .text, help: String, default defaultValue: String? = nil) {
    self.name = name
    self.kind = kind
    self.help = help
    self.defaultValue = defaultValue
  }

  /// The placeholder `--help` shows for the value: `url`, `n`, `true|false`, `a|b`, `text`.
  public var valueName: String {
    switch kind {
    case .text: "text"
    case .integer: "n"
    case .boolean: "true|false"
    case .url: "url"
    case .choice(let words): words.joined(separator: "|")
    }
  }

  /// Why `value` is not a valid value for this setting, or nil when it is.
  public func problem(with value: String) -> String? {
    switch kind {
    case .text:
      return nil
    case .integer:
      return Int(value) == nil ? "\(name) must be a whole number, got '\(value)'" : nil
    case .boolean:
      return ["true", "false"].contains(value) ? nil : "\(name) must be true or false, got '\(value)'"
    case .url(let schemes):
      guard let scheme = URL(string: value)?.scheme?.lowercased(), schemes.contains(scheme),
        URL(string: value)?.host?.isEmpty == false
      else {
        let listed = schemes.joined(separator: " or ")
        return "\(name) must be an \(listed) URL, got '\(value)'"
      }
      return nil
    case .choice(let words):
      return words.contains(value) ? nil : "\(name) must be one of \(words.joined(separator: ", ")), got '\(value)'"
    }
  }
}

extension AppEnvironment {
  /// The value the command line gave `setting`, else its default.
  public func value(of setting: AppSetting) -> String? {
    settings[setting.name] ?? setting.defaultValue
  }
}
