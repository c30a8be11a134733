import Foundation

/// Why storage failed, where, and what to do about it.
///
/// Every error names the file (or `:memory:`), the store when there is one, and, for SQLite,
/// the statement that failed; ``hint`` suggests a fix.
///
/// ```swift
/// do { try await store.insert(note) } catch let error as StorageError {
///   print(error.description)  // "cannot write /tmp/notes.sqlite: the file is read-only …"
/// }
/// ```
public struct StorageError: Error, Sendable, CustomStringConvertible, Equatable {
  /// What went wrong, for callers that react to some failures.
  public enum Kind: Sendable, Equatable {
    /// The file exists but is not an SQLite database, or is damaged.
    case notADatabase
    /// Another process holds the lock longer than the busy timeout.
    case locked
    /// The file or its folder cannot be written.
    case readOnly
    /// The file or its folder cannot be created or opened.
    case cannotOpen
    /// A stored item no longer decodes as the store's type.
    case undecodable
    /// A write would replace an item the store could not read.
    case wouldOverwriteUnreadable
    /// An add found its key already stored: taken by this store, or by another process on
    /// the same file since this one loaded. Nothing was written; choose another key.
    case keyExists
    /// A new item's key could not be chosen: a stored key has the largest number a key can
    /// have (``NumberedKeys``). Nothing was written; remove or rename that item.
    case noKeyLeft
    /// Anything else the engine reported.
    case other
  }

  /// What went wrong.
  public var kind: Kind
  /// What failed, in a few words: "cannot open", "cannot write".
  public var message: String
  /// The database file, the item's file, or `:memory:`.
  public var location: String
  /// The store concerned, when one is.
  public var store: String?
  /// The statement that failed, when one did.
  public var sql: String?
  /// What the user can do about it.
  public var hint: String?

  /// An error of `kind` saying `message` about `location`.
  public init(
    _ kind: Kind, _ message: String, location: String, store: String? = nil, sql: String? = nil,
    hint: String? = nil
  ) {
    self.kind = kind
    self.message = message
    self.location = location
    self.store = store
    self.sql = sql
    self.hint = hint
  }

  /// `location: message`, with the store and the statement when known.
  public var description: String {
    var text = "\(location): \(message)"
    if let store { text += " (store '\(store)')" }
    if let sql { text += "\n  in: \(sql)" }
    if let hint { text += "\n  hint: \(hint)" }
    return text
  }
}

extension StorageError {
  /// The failure of an add whose key is already stored.
  static func keyExists(_ key: String, location: String, store: String? = nil) -> StorageError {
    StorageError(
      .keyExists, "cannot add '\(key)': the key is already stored, by this session or another on the same file",
      location: location, store: store, hint: "add it again under another key")
  }
}
