/// Where and how a container keeps its models, as SwiftData's `ModelConfiguration` says it.
///
/// <!-- sample: not compiled, uses the reader's @Model types (the trait Macros); Examples/Bookshelf compiles the same code -->
/// ```swift
/// let preview = ModelConfiguration(isStoredInMemoryOnly: true)
/// let container = try ModelContainer(for: Book.self, configurations: preview)
/// ```
///
/// A configuration that is not in memory only keeps its models in the session's storage, as
/// every Store does: memory for a script unless `--store FILE`, found again by `relaunch`,
/// never shared with another session. In an app, `url`, `groupContainer` and
/// `cloudKitDatabase` are accepted and change nothing: the session decides where data lives,
/// so a replay is the same everywhere. Outside an app (a command-line tool, a benchmark), a
/// configuration with a `url` keeps its models in that SQLite file, with the Store's table. In memory only, the models live as long as the container, apart from
/// the session's storage, as a SwiftUI preview's do.
public struct ModelConfiguration: Hashable, Sendable, Identifiable {
  /// Where an app's iCloud data would be; accepted, and never used here.
  public struct CloudKitDatabase: Hashable, Sendable {
    let name: String
    /// iCloud's container named in the app's entitlements.
    public static let automatic = CloudKitDatabase(name: "automatic")
    /// No iCloud.
    public static let none = CloudKitDatabase(name: "none")
    /// A private iCloud database.
    public static func `private`(_ container: String) -> CloudKitDatabase { CloudKitDatabase(name: container) }
  }

  /// The group whose container holds the store; accepted, and never used here.
  public struct GroupContainer: Hashable, Sendable {
    let name: String
    /// The app's group, from its entitlements.
    public static let automatic = GroupContainer(name: "automatic")
    /// No group.
    public static let none = GroupContainer(name: "none")
    /// The group `identifier`.
    public static func identifier(_ identifier: String) -> GroupContainer { GroupContainer(name: identifier) }
  }

  /// The configuration's name.
  public let name: String
  /// The models it keeps; nil for the container's whole schema.
  public let schema: Schema?
  /// Whether the models live in memory only, as long as the container.
  public let isStoredInMemoryOnly: Bool
  /// Whether saving is allowed: a container that may not save fails each `save()`.
  public let allowsSave: Bool
  /// Where SwiftData would keep the file; the session's storage here, in an app.
  public let url: URL
  /// Whether `url` was given (`ModelConfiguration(url:)`), not SwiftData's default.
  let isURLGiven: Bool

  /// The configuration's id: its name.
  public var id: String { name }

  /// A configuration named `name` for `schema`, in the session's storage unless in memory
  /// only.
  public init(
    _ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true,
    groupContainer: GroupContainer = .automatic, cloudKitDatabase: CloudKitDatabase = .automatic
  ) {
    self.name = name ?? "default"
    self.schema = schema
    self.isStoredInMemoryOnly = isStoredInMemoryOnly
    self.allowsSave = allowsSave
    url = URL(fileURLWithPath: "/dev/null/\(self.name).store")
    isURLGiven = false
  }

  /// A configuration named `name` for `schema`, at `url`: kept in the session's storage here.
  public init(
    _ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true,
    cloudKitDatabase: CloudKitDatabase = .automatic
  ) {
    self.name = name ?? "default"
    self.schema = schema
    isStoredInMemoryOnly = false
    self.allowsSave = allowsSave
    self.url = url
    isURLGiven = true
  }
}
