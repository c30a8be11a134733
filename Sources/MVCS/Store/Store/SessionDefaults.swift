import Foundation
import GRDB
import Observation

/// Keeps `UserDefaults.standard` to the session, as the stores are: a script's session starts
/// with no defaults, `relaunch` finds what was set, two sessions never see each other's (two
/// tests whose steps interleave on the main actor included), and the machine's own are never
/// read or written.
///
/// Foundation on Linux keeps the defaults of a program in a property list named after it in
/// the user's configuration folder, shared by every run. mvcs points Foundation at a folder
/// that cannot exist (`/dev/null/…`) before the first app launches, so nothing is read from or
/// written to disk there. `UserDefaults.standard` holds one session's values at a time: a
/// launch, or a command of another session, saves the values of the session before and puts
/// back the ones the new session's storage kept (in memory, or in a file's store
/// `user-defaults`, each value a property list in XML, text anyone can read).
///
/// Reading the defaults costs Foundation a look-up of the user in the password file (about
/// 65,000 instructions and ten system calls), so they are read only when something needs them:
/// after every command of a session kept in a file (a `kill -9` after a command loses nothing
/// it set) or whose views read a default (`@AppStorage` draws a change made through
/// `UserDefaults.standard` at once); otherwise at a relaunch and when another session's
/// command runs, the only moments a session in memory reads what it kept.
///
/// ```swift
/// UserDefaults.standard.set(data, forKey: "Items")      // in the app, as on iOS
/// @AppStorage("tapCount") private var tapCount = 0      // drawn again when it changes
/// ```
@MainActor
enum SessionDefaults {
  /// The storage whose defaults `UserDefaults.standard` holds now.
  private static weak var current: Storage?
  /// Whether Foundation was pointed away from the disk.
  private static var isIsolated = false
  /// Whether a session's defaults were ever put in `UserDefaults.standard`.
  private static var hasHadSession = false
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
    switchTo(storage)
  }

  /// Saves the defaults of `storage`'s session, after a command of it: first making them
  /// `UserDefaults.standard`'s again if another session's command ran since.
  static func settle(on storage: Storage) {
    if current !== storage, storage.keptDefaults != nil { switchTo(storage) }
    guard storage.location != .inMemory || observation.isObserved else { return }
    save()
  }

  /// Saves the current session's defaults and puts `storage`'s in their place: what it kept
  /// in memory, else what its file holds.
  private static func switchTo(_ storage: Storage) {
    // Not `current == nil`: a session that ended leaves its values behind in
    // `UserDefaults.standard`, and its storage, weakly held, is gone.
    let first = !hasHadSession
    hasHadSession = true
    save()
    current = storage
    let kept = storage.keptDefaults ?? fileDefaults(of: storage)
    storage.keptDefaults = kept
    // The process's first session in memory: no app has set a default yet and there is
    // nothing to put back, so `UserDefaults.standard` is left unmade (making it parses the
    // process's arguments, a seventh of an empty script's instructions).
    guard !(first && kept.isEmpty) else { return }
    let defaults = UserDefaults.standard
    if !first {
      for key in appValues().keys { defaults.removeObject(forKey: key) }
    }
    for (key, data) in kept {
      guard let value = try? PropertyListSerialization.propertyList(from: data, format: nil) else { continue }
      defaults.set(value, forKey: key)
    }
    observation.changed()
  }

  /// The defaults `storage`'s file holds; none for a storage in memory.
  private static func fileDefaults(of storage: Storage) -> [String: Data] {
    guard case .file = storage.location, let database = try? storage.open(),
      let records = try? database.records(of: storeName)
    else { return [:] }
    var kept: [String: Data] = [:]
    for record in records { kept[record.key] = record.data }
    return kept
  }

  /// Writes the values set since the last save to the current storage's store, and tells the
  /// views that read them; a write that fails is reported by the command that made it, and
  /// tried again at the next save: the values count as kept only once the file has them.
  private static func save() {
    guard let storage = current else { return }
    let saved = storage.keptDefaults ?? [:]
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
    observation.changed()
    guard case .file = storage.location else {
      storage.keptDefaults = now
      return
    }
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
      storage.keptDefaults = now
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
  /// Whether a view has read a default: from then on the defaults are read after every
  /// command, so a change made through `UserDefaults.standard` draws it again.
  private(set) var isObserved = false

  /// Notes that a default was read.
  func access() {
    isObserved = true
    registrar.access(self, keyPath: \.version)
  }

  /// Tells the views that read a default that one changed.
  func changed() {
    registrar.withMutation(of: self, keyPath: \.version) {}
  }

  private var version: Int { 0 }
}
