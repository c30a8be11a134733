import Foundation

/// A store's schema version and how to bring older rows up to it.
///
/// The version is recorded with the store. When a store opens rows written under a lower
/// version, `migrate` is called for each row, oldest version first, before anything is
/// decoded; the migrated rows and the new version are written in one transaction. A row
/// `migrate` throws for is left as it was and reported as unreadable.
///
/// ```swift
/// // Version 2 renamed "title" to "text".
/// let schema = StoreSchema(version: 2) { data, fromVersion in
///   guard fromVersion < 2 else { return data }
///   var object = try JSONSerialization.jsonObject(with: data) as! [String: Any]
///   object["text"] = object.removeValue(forKey: "title")
///   return try JSONSerialization.data(withJSONObject: object)
/// }
/// ```
public struct StoreSchema: Sendable {
  /// The version items are written at now.
  public var version: Int
  /// Turns one row written under `fromVersion` into a row for ``version``.
  public var migrate: @Sendable (_ data: Data, _ fromVersion: Int) throws -> Data

  /// A schema at `version`; `migrate` brings one row's data from `fromVersion` to the next.
  public init(version: Int, migrate: @escaping @Sendable (_ data: Data, _ fromVersion: Int) throws -> Data) {
    self.version = version
    self.migrate = migrate
  }

  /// Version 1, with nothing to migrate.
  public static let initial = StoreSchema(version: 1) { data, _ in data }
}
