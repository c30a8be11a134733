/// Why a fixtures file could not be used: missing, not JSON (with the line and column), not a
/// HAR (with the entry and the member), or not writable.
///
/// ```swift
/// do { _ = try HTTPArchive(loadingFrom: "menu.har") } catch { print(error) }
/// // menu.har:3:12: not JSON: expected a value
/// ```
public struct NetworkFixtureError: Error, Equatable, CustomStringConvertible {
  /// The message, naming the file first.
  public let description: String

  /// An error saying `description`.
  public init(_ description: String) {
    self.description = description
  }
}
