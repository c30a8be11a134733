// UIKit's names that SwiftUI's text modifiers take: a terminal has no software keyboard, so
// each is accepted and changes nothing (docs/FRAMEWORK.md's table lists them).

/// The keyboard a text field asks for; a terminal types whatever its keyboard has.
public enum UIKeyboardType: Int, Sendable, Hashable {
  case `default`
  case asciiCapable
  case numbersAndPunctuation
  // swift-format-ignore: AlwaysUseLowerCamelCase
  // UIKit's own name, which code written for iOS uses.
  case URL
  case numberPad
  case phonePad
  case namePhonePad
  case emailAddress
  case decimalPad
  case twitter
  case webSearch
  case asciiCapableNumberPad
}

/// What a text field holds, for autofill; nothing is filled in a terminal.
public struct UITextContentType: Sendable, Hashable {
  let rawValue: String

  /// A content type named `rawValue`.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// A name.
  public static let name = UITextContentType(rawValue: "name")
  /// A username.
  public static let username = UITextContentType(rawValue: "username")
  /// A password.
  public static let password = UITextContentType(rawValue: "password")
  /// A new password.
  public static let newPassword = UITextContentType(rawValue: "newPassword")
  /// A one-time code.
  public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
  /// An email address.
  public static let emailAddress = UITextContentType(rawValue: "emailAddress")
  /// A telephone number.
  public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// A URL.
  public static let URL = UITextContentType(rawValue: "URL")
  /// A street address.
  public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
  /// A postal code.
  public static let postalCode = UITextContentType(rawValue: "postalCode")
}

/// How UIKit capitalizes typed text; a terminal types what it is given.
public enum UITextAutocapitalizationType: Int, Sendable, Hashable {
  case none
  case words
  case sentences
  case allCharacters
}

extension View {
  /// This view; the keyboard is the terminal's.
  public func keyboardType(_ type: UIKeyboardType) -> Self { self }
  /// This view; nothing is filled in automatically.
  public func textContentType(_ textContentType: UITextContentType?) -> Self { self }
  /// This view; text is typed as it is given.
  public func autocapitalization(_ style: UITextAutocapitalizationType) -> Self { self }
}
