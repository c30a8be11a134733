import Foundation
import GRDB
import Observation

/// Keeps `UserDefaults.standard` to the session, as the stores are: a script's session starts
/// with no defaults, `relaunch` finds what was set, two scripts never see each other's, and
/// the machine's own are never read or written.
///
/// Foundation on Linux keeps the defaults of a program in a property list named after it in
/// the user's configuration folder, shared by every run. mvcs points Foundation at a folder
/// that cannot exist (`/dev/null/…`) before the first app launches, so nothing is read from or
/// written to disk there; each new session then empties the app's defaults and loads the
/// ones its storage kept (the store `user-defaults`, JSON anyone can read), and the values set
/// are written back to that store around every command, so a `--store` file keeps them for
/// the next process.
///
/// ```swift
/// UserDefaults.standard.set(data, forKey: "Items")      // in the app, as on iOS
/// @AppStorage("tapCount") private var tapCount = 0      // drawn again when it changes
/// ```
@MainActor
enum SessionDefaults {
  /// The storage whose defaults `UserDefaults.standard` holds now.
  private static weak var current: Storage?
  /// The values last written to, or read from, the current storage.
  private static var saved: [String: Data] = [:]
  /// Whether Foundation was pointed away from the disk.
  private static var isIsolated = false
  /// What views that read a default through `@AppStorage` observe.
  static let observation = DefaultsObservation()

  /// The store the defaults are kept in.
  static let storeName = "user-defaults"

  /// Makes `UserDefaults.standard` the defaults of `storage`'s session: those it holds when
  /// the app relaunches on the same storage, else the ones `storage` kept.
  static func launch(on storage: Storage) {
    isolate()
    guard current !== storage else {
      save()
      return
    }
    let defaults = UserDefaults.standard
    for key in appValues().keys { defaults.removeObject(forKey: key) }
    current = storage
    saved = [:]
    if let database = try? storage.open(), let records = try? database.records(of: storeName) {
      for record in records {
        guard let value = try? PropertyListSerialization.propertyList(from: record.data, format: nil) else {
          continue
        }
        defaults.set(value, forKey: record.key)
        saved[record.key] = record.data
      }
    }
    observation.changed()
  }

  /// Writes the values set since the last save to the current storage's store, and tells the
  /// views that read them; a write that fails is reported by the command that made it.
  static func save() {
    guard let storage = current else { return }
    var now: [String: Data] = [:]
    for (key, value) in appValues() {
      guard
        let data = try? PropertyListSerialization.data(fromPropertyList: value, format: .xml, options: 0)
      else { continue }
      now[key] = data
    }
    guard now != saved else { return }
    let removed = saved.keys.filter { now[$0] == nil }.sorted()
    let written = now.filter { saved[$0.key] != $0.value }.sorted { $0.key < $1.key }
    saved = now
    observation.changed()
    guard case .file = storage.location else { return }
    do {
      let database = try storage.open()
      try database.write(store: storeName, doing: "cannot keep the defaults") { db in
        for key in removed {
          try db.execute(sql: "DELETE FROM mvcs_item WHERE store = ? AND key = ?", arguments: [storeName, key])
        }
        for (key, data) in written {
          try db.execute(
            sql: """
              INSERT INTO mvcs_item (store, key, value, createdAt, updatedAt) VALUES (?, ?, ?, 0, 0)
              ON CONFLICT (store, key) DO UPDATE SET value = excluded.value
              """, arguments: [storeName, key, data])
        }
      }
    } catch {
      storage.report(failure: StoreProblem(store: storeName, kind: .writeFailed, message: "\(error)"))
    }
  }

  /// The values the app set, without those only registered.
  private static func appValues() -> [String: Any] {
    let defaults = UserDefaults.standard
    let registered = defaults.volatileDomain(forName: UserDefaults.registrationDomain)
    return defaults.dictionaryRepresentation().filter { key, value in
      guard let registeredValue = registered[key] else { return true }
      return !NSDictionary(dictionary: ["v": value]).isEqual(to: ["v": registeredValue])
    }
  }

  /// Points Foundation's defaults away from the disk, once, before the first app launches.
  private static func isolate() {
    guard !isIsolated else { return }
    isIsolated = true
    #if os(Linux)
      setenv("XDG_CONFIG_HOME", "/dev/null/mvcs-defaults", 1)
    #endif
  }
}

/// What a view that read a default observes: a change to any default draws it again.
@MainActor
final class DefaultsObservation: Observable {
  private let registrar = ObservationRegistrar()

  /// Notes that a default was read.
  func access() {
    registrar.access(self, keyPath: \.version)
  }

  /// Tells the views that read a default that one changed.
  func changed() {
    registrar.withMutation(of: self, keyPath: \.version) {}
  }

  private var version: Int { 0 }
}
