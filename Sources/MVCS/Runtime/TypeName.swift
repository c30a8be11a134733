/// A type's name as Swift writes it, read from its metadata alone.
///
/// `String(describing: T.self)` first asks whether the metatype is `TextOutputStreamable`,
/// `CustomStringConvertible` or `CustomDebugStringConvertible`: dynamic casts that each scan
/// every protocol conformance the process loaded, the first time about two million
/// instructions apiece. Naming the app at start-up that way was a third of an empty script's
/// instructions after `main` (callgrind, #35).
///
/// ```swift
/// TypeName.of(List<Never, Text>.self)           // "List<Never, Text>"
/// TypeName.qualified(List<Never, Text>.self)    // "MVCS.List<Swift.Never, MVCS.Text>"
/// ```
package enum TypeName {
  /// The name `String(describing:)` gives the type.
  package static func of(_ type: Any.Type) -> String { _typeName(type, qualified: false) }

  /// The name with its module, as `String(reflecting:)` gives it.
  package static func qualified(_ type: Any.Type) -> String { _typeName(type, qualified: true) }
}
