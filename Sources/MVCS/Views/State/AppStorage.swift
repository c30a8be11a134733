import Foundation

/// A value a view reads and writes in the app's defaults, as SwiftUI's `@AppStorage` keeps it
/// in `UserDefaults`: kept across a relaunch, fresh in every script's session, drawn again
/// when it changes.
///
/// ```swift
/// @AppStorage("tapCount") private var tapCount = 0
/// @AppStorage("sortOrder") private var sortOrder = SortOrder.name   // a RawRepresentable
/// Toggle("Notifications", isOn: $notificationsOn)
/// ```
///
/// The values are `UserDefaults.standard`'s, which mvcs keeps to the session as it keeps its
/// stores: see "Your SwiftUI views" in docs/FRAMEWORK.md.
@MainActor
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
  private let key: String
  private let defaultValue: Value
  private let store: UserDefaults?
  private let read: @MainActor (Any?) -> Value?
  private let write: @MainActor (Value) -> Any?

  private init(
    key: String, defaultValue: Value, store: UserDefaults?, read: @escaping @MainActor (Any?) -> Value?,
    write: @escaping @MainActor (Value) -> Any?
  ) {
    self.key = key
    self.defaultValue = defaultValue
    self.store = store
    self.read = read
    self.write = write
  }

  private var defaults: UserDefaults { store ?? .standard }

  /// The value kept under the key, or the default when none is.
  public var wrappedValue: Value {
    get {
      SessionDefaults.observation.access()
      return read(defaults.object(forKey: key)) ?? defaultValue
    }
    nonmutating set {
      defaults.set(write(newValue), forKey: key)
      SessionDefaults.observation.changed()
    }
  }

  /// A binding to the value, for a control.
  public var projectedValue: Binding<Value> {
    let storage = self
    return Binding(get: { storage.wrappedValue }, set: { storage.wrappedValue = $0 })
  }
}

extension AppStorage {
  /// A Boolean kept under `key`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
    self.init(key: key, defaultValue: wrappedValue, store: store, read: { $0 as? Bool }, write: { $0 })
  }

  /// An integer kept under `key`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
    self.init(key: key, defaultValue: wrappedValue, store: store, read: { $0 as? Int }, write: { $0 })
  }

  /// A number kept under `key`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
    self.init(
      key: key, defaultValue: wrappedValue, store: store, read: { ($0 as? Double) ?? ($0 as? Int).map(Double.init) },
      write: { $0 })
  }

  /// A string kept under `key`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
    self.init(key: key, defaultValue: wrappedValue, store: store, read: { $0 as? String }, write: { $0 })
  }

  /// A URL kept under `key`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
    self.init(
      key: key, defaultValue: wrappedValue, store: store,
      read: { ($0 as? URL) ?? ($0 as? String).flatMap(URL.init(string:)) }, write: { $0 })
  }

  /// Data kept under `key`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
    self.init(key: key, defaultValue: wrappedValue, store: store, read: { $0 as? Data }, write: { $0 })
  }

  /// A value kept under `key` as its integer raw value.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == Int {
    self.init(
      key: key, defaultValue: wrappedValue, store: store, read: { ($0 as? Int).flatMap { Value(rawValue: $0) } },
      write: { $0.rawValue })
  }

  /// A value kept under `key` as its string raw value.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == String {
    self.init(
      key: key, defaultValue: wrappedValue, store: store, read: { ($0 as? String).flatMap { Value(rawValue: $0) } },
      write: { $0.rawValue })
  }

  /// An optional Boolean kept under `key`; nil when none is.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
    self.init(key: key, defaultValue: nil, store: store, read: { .some($0 as? Bool) }, write: { $0 })
  }

  /// An optional integer kept under `key`.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
    self.init(key: key, defaultValue: nil, store: store, read: { .some($0 as? Int) }, write: { $0 })
  }

  /// An optional number kept under `key`.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
    self.init(key: key, defaultValue: nil, store: store, read: { .some($0 as? Double) }, write: { $0 })
  }

  /// An optional string kept under `key`.
  public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
    self.init(key: key, defaultValue: nil, store: store, read: { .some($0 as? String) }, write: { $0 })
  }

  /// Optional data kept under `key`.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
    self.init(key: key, defaultValue: nil, store: store, read: { .some($0 as? Data) }, write: { $0 })
  }
}
