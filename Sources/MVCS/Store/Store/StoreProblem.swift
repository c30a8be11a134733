/// Something a store could not do, kept so the app and the shell can show it.
///
/// ```swift
/// for problem in store.problems { print(problem) }
/// // notes: item 'n7' does not decode as Note: keyNotFound "text"; its row is kept as it was
/// ```
public struct StoreProblem: Sendable, Equatable, CustomStringConvertible {
  /// What kind of thing the store could not do.
  public enum Kind: Sendable, Equatable {
    /// A persisted item no longer decodes; its row is left untouched.
    case undecodable(key: String)
    /// Opening, loading or migrating failed.
    case loadFailed
    /// A write nobody awaited failed; the items are as they were before it.
    case writeFailed
  }

  /// The store concerned.
  public var store: String
  /// What kind of problem it is.
  public var kind: Kind
  /// What went wrong, as the engine or the decoder said it.
  public var message: String

  /// The problem as the shell prints it.
  public var description: String {
    switch kind {
    case .undecodable(let key): "\(store): item '\(key)' \(message); its row is kept as it was"
    case .loadFailed: "\(store): cannot load: \(message)"
    case .writeFailed: "\(store): a write failed: \(message)"
    }
  }
}
