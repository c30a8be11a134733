/// Something a store could not do, kept so the app and the shell can show it.
///
/// ```swift
/// for problem in store.problems { print(problem) }
/// // notes: item 'n7' does not decode as Note: keyNotFound "text"; its row is kept as it was
/// ```
public struct StoreProblem: Sendable, Equatable, CustomStringConvertible {
  public enum Kind: Sendable, Equatable {
    /// A persisted item no longer decodes; its row is left untouched.
    case undecodable(key: String)
    /// Opening, loading or migrating failed.
    case loadFailed
    /// A write nobody awaited failed; the items are as they were before it.
    case writeFailed
  }

  public var store: String
  public var kind: Kind
  public var message: String

  public var description: String {
    switch kind {
    case .undecodable(let key): "\(store): item '\(key)' \(message); its row is kept as it was"
    case .loadFailed: "\(store): cannot load: \(message)"
    case .writeFailed: "\(store): a write failed: \(message)"
    }
  }
}
