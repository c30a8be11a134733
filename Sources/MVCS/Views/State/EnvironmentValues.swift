import Foundation

/// A key for a value views read from the environment, as SwiftUI's `EnvironmentKey` is: declare
/// one, add a property to ``EnvironmentValues`` that reads and writes it, then set it with
/// `environment(_:_:)` and read it with `@Environment`.
///
/// ```swift
/// private struct AccentKey: EnvironmentKey {
///   static let defaultValue = "•"
/// }
///
/// extension EnvironmentValues {
///   var accent: String {
///     get { self[AccentKey.self] }
///     set { self[AccentKey.self] = newValue }
///   }
/// }
///
/// ContentView().environment(\.accent, "★")
/// ```
public protocol EnvironmentKey {
  /// The type of the value.
  associatedtype Value
  /// The value views read where no `environment(_:_:)` above them set one.
  static var defaultValue: Value { get }
}

/// The values views read with ``Environment``, passed down the view tree and changed for a
/// view and everything inside it with `environment(_:_:)`, as SwiftUI's environment is.
///
/// Besides your own keys it holds the app's locale, calendar and time zone (fixed by the
/// session, `--locale`, so a replay reads the same everywhere), ``dismiss``, ``isEnabled``
/// and the `@Observable` models put there with `environment(_:)`.
@MainActor
public struct EnvironmentValues {
  /// A value set above, with what tells it apart from another value set there later.
  private struct Entry {
    /// A key's value in its ``Boxed``, or a model itself.
    let value: AnyObject
    /// Equal identities mean the same value; nil: not comparable, so never the same.
    let identity: AnyHashable?
  }

  /// A key's value, boxed in a class its key's value type fixes.
  ///
  /// Reading a key back is then a cast the compiler knows to be right, where reading a value
  /// kept as `Any` was a dynamic cast, about 1,700 instructions each, some twenty a Todo UI
  /// step (#35).
  private final class Boxed<Value> {
    let value: Value

    init(_ value: Value) {
      self.value = value
    }
  }

  /// The keys' values set, by key type: each in a `Boxed<Key.Value>`, as only the subscript sets them.
  private var values: [ObjectIdentifier: Entry] = [:]
  /// The models put here with `environment(_:)`, by their type.
  private var objects: [ObjectIdentifier: Entry] = [:]
  /// The view controller whose body the views are in: what ``dismiss`` dismisses, and whose
  /// app gives the locale.
  weak var host: ViewController?

  /// The environment of views in `host`'s body, with nothing set.
  init(host: ViewController?) {
    self.host = host
  }

  /// An environment with nothing set, as SwiftUI's initializer makes.
  public init() {}

  /// The value for `key`, or its default.
  public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
    get {
      guard let entry = values[ObjectIdentifier(key)] else { return Key.defaultValue }
      return unsafeDowncast(entry.value, to: Boxed<Key.Value>.self).value
    }
    set { values[ObjectIdentifier(key)] = Entry(value: Boxed(newValue), identity: Self.identity(of: newValue)) }
  }

  /// The `@Observable` model of type `type` put here with `environment(_:)`, if any.
  func object<Model: AnyObject>(of type: Model.Type) -> Model? {
    objects[ObjectIdentifier(type)]?.value as? Model
  }

  /// Puts `object` here, found by its type.
  mutating func setObject<Model: AnyObject>(_ object: Model?) {
    objects[ObjectIdentifier(Model.self)] = object.map { Entry(value: $0, identity: AnyHashable(ObjectIdentifier($0))) }
  }

  /// Whether `other` holds the same values, so views that read this one would read the same.
  func isSame(as other: EnvironmentValues) -> Bool {
    host === other.host && Self.areSame(values, other.values) && Self.areSame(objects, other.objects)
  }

  /// Whether `entries` and `others` have the same keys, with values of equal identities.
  private static func areSame(_ entries: [ObjectIdentifier: Entry], _ others: [ObjectIdentifier: Entry]) -> Bool {
    guard entries.count == others.count else { return false }
    for (key, entry) in entries {
      guard let identity = entry.identity, let other = others[key], other.identity == identity else { return false }
    }
    return true
  }

  /// What tells `value` apart: itself when hashable, its object when a class instance.
  private static func identity(of value: Any) -> AnyHashable? {
    if let hashable = value as? AnyHashable { return hashable }
    if let hashable = value as? any Hashable { return AnyHashable(hashable) }
    if type(of: value) is AnyClass { return AnyHashable(ObjectIdentifier(value as AnyObject)) }
    return nil
  }
}

extension EnvironmentValues {
  /// The locale values are written in: the app's (`--locale`), unless set here.
  public var locale: Locale {
    get { self[LocaleKey.self] ?? host?.appEnvironment?.locale ?? AppEnvironment.defaultLocale }
    set { self[LocaleKey.self] = newValue }
  }

  /// The calendar dates are read and shown in: the app's, unless set here.
  public var calendar: Calendar {
    get { self[CalendarKey.self] ?? host?.appEnvironment?.calendar ?? .utc }
    set { self[CalendarKey.self] = newValue }
  }

  /// The time zone dates are shown in: the calendar's.
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] ?? calendar.timeZone }
    set { self[TimeZoneKey.self] = newValue }
  }

  /// Whether controls take input here: false inside `disabled(true)`.
  public var isEnabled: Bool {
    get { self[EnabledKey.self] }
    set { self[EnabledKey.self] = newValue }
  }

  /// Dismisses what the views here are shown in: a sheet, or a pushed screen.
  public var dismiss: DismissAction {
    DismissAction(host: host)
  }

  /// Whether the views here are in a sheet or a pushed screen that `dismiss` would close.
  public var isPresented: Bool {
    host?.canBeDismissedFromViews ?? false
  }

  /// Light, always: a terminal draws its own colours.
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }

  /// Compact, as an iPhone's width is.
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { self[HorizontalSizeClassKey.self] }
    set { self[HorizontalSizeClassKey.self] = newValue }
  }

  /// Regular, as an iPhone's height is.
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { self[VerticalSizeClassKey.self] }
    set { self[VerticalSizeClassKey.self] = newValue }
  }
}

private struct LocaleKey: EnvironmentKey { static let defaultValue: Locale? = nil }
private struct CalendarKey: EnvironmentKey { static let defaultValue: Calendar? = nil }
private struct TimeZoneKey: EnvironmentKey { static let defaultValue: TimeZone? = nil }
private struct EnabledKey: EnvironmentKey { static let defaultValue = true }
private struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
private struct HorizontalSizeClassKey: EnvironmentKey {
  static let defaultValue: UserInterfaceSizeClass? = .compact
}
private struct VerticalSizeClassKey: EnvironmentKey {
  static let defaultValue: UserInterfaceSizeClass? = .regular
}

/// Light or dark, as SwiftUI names them; mvcs draws in the terminal's own colours.
public enum ColorScheme: Sendable, Hashable, CaseIterable {
  /// Dark text on a light background.
  case light
  /// Light text on a dark background.
  case dark
}

/// How much room there is across or down, as SwiftUI names it.
public enum UserInterfaceSizeClass: Sendable, Hashable {
  /// Little room: an iPhone's width.
  case compact
  /// Room enough: an iPhone's height.
  case regular
}

/// Closes what the views calling it are shown in, as SwiftUI's `dismiss` does: the sheet (or
/// full-screen cover, or popover) they are in, or else the screen they were pushed as.
///
/// ```swift
/// @Environment(\.dismiss) private var dismiss
/// Button("Done") { dismiss() }
/// ```
///
/// Called where nothing can be dismissed (the root screen), it does nothing, as in SwiftUI.
@MainActor
public struct DismissAction {
  weak var host: ViewController?

  /// Dismisses the sheet or pushed screen the calling view is in.
  public func callAsFunction() {
    host?.dismissFromViews()
  }
}
