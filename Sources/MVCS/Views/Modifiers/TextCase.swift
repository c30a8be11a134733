extension Text {
  /// A case text is shown in, as SwiftUI's `Text.Case`: see ``View/textCase(_:)``.
  public enum Case: Sendable, Hashable {
    /// Every letter a capital.
    case uppercase
    /// Every letter small.
    case lowercase
  }
}

extension EnvironmentValues {
  /// The case the texts here are shown in; nil for as written.
  public var textCase: Text.Case? {
    get { self[TextCaseKey.self] }
    set { self[TextCaseKey.self] = newValue }
  }
}

private struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }

extension View {
  /// The texts in this view shown in `textCase`, as SwiftUI's `textCase(_:)`.
  ///
  /// Nil shows them as written. A control named by such a text is named as it is shown.
  ///
  /// ```swift
  /// Text("Definition").textCase(.uppercase)     // DEFINITION
  /// ```
  public func textCase(_ textCase: Text.Case?) -> ModifiedContent<Self, EnvironmentWriter> {
    environment(\.textCase, textCase)
  }
}

extension Text.Case {
  /// `text` in this case; the same in every locale, so a replay reads the same.
  func applied(to text: String) -> String {
    switch self {
    case .uppercase: text.uppercased()
    case .lowercase: text.lowercased()
    }
  }
}
