import SwiftSyntax
import SwiftSyntaxMacros

/// Expands `@Entry` on a property of an extension of `EnvironmentValues` into the key SwiftUI
/// would have you write by hand, and the accessors that read and write through it.
///
/// <!-- sample: not compiled, needs the package trait Macros; Examples/Habits compiles its #Preview and @Entry -->
/// ```swift
/// extension EnvironmentValues {
///   @Entry var accent = "•"
///   // private struct __Key_accent: MVCSUI.EnvironmentKey { static var defaultValue: … { "•" } }
///   // var accent { get { self[__Key_accent.self] } set { self[__Key_accent.self] = newValue } }
/// }
/// ```
public struct EntryMacro: AccessorMacro, PeerMacro {
  /// The property's `get` and `set`, through its key.
  public static func expansion(
    of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    let entry = try Entry(declaration)
    return [
      "get { self[\(raw: entry.key).self] }",
      "set { self[\(raw: entry.key).self] = newValue }",
    ]
  }

  /// The property's key, beside it.
  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    let entry = try Entry(declaration)
    // A type written is kept, and the value computed at each read, so the key holds no
    // shared value; a value without a type declares it by its expression, as written.
    let defaultValue =
      if let type = entry.type {
        "static var defaultValue: \(type) { \(entry.initialValue ?? "nil") }"
      } else {
        "static let defaultValue = \(entry.initialValue ?? "nil")"
      }
    return ["private struct \(raw: entry.key): MVCSUI.EnvironmentKey { \(raw: defaultValue) }"]
  }
}

/// What `@Entry` reads from the property it is attached to.
private struct Entry {
  let key: String
  let type: String?
  let initialValue: String?

  init(_ declaration: some DeclSyntaxProtocol) throws {
    guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindings.count == 1,
      let binding = variable.bindings.first,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedDescription
    else { throw EntryMacroError.notAProperty }
    let type = binding.typeAnnotation?.type.trimmedDescription
    let initialValue = binding.initializer?.value.trimmedDescription
    guard initialValue != nil || type?.hasSuffix("?") == true else { throw EntryMacroError.noDefault(name) }
    key = "__Key_\(name)"
    self.type = type
    self.initialValue = initialValue
  }
}

/// What an `@Entry` written wrongly is told.
enum EntryMacroError: Error, CustomStringConvertible {
  case notAProperty
  case noDefault(String)

  var description: String {
    switch self {
    case .notAProperty: "@Entry goes on one property of an extension of EnvironmentValues: @Entry var accent = \"•\""
    case .noDefault(let name): "@Entry var \(name) needs a default value, or an optional type"
    }
  }
}
