import Foundation

/// An application the shell can launch: a name, a one-line summary and a root view controller.
///
/// ```swift
/// struct GreetingApp: App {
///     let name = "greeting"
///     let summary = "Says hello"
///     func makeRootViewController(environment: AppEnvironment) -> ViewController {
///         GreetingViewController(name: "greeting")
///     }
/// }
/// ```
@MainActor
public protocol App {
  var name: String { get }
  var summary: String { get }
  /// The settings the command line offers for this app (`--set NAME=VALUE`); none by default.
  var settings: [AppSetting] { get }
  func makeRootViewController(environment: AppEnvironment) -> ViewController
  /// What must hold of the app's state after every step a user takes, beside its view
  /// controllers' own (``ViewController/invariants``); none by default.
  func invariants(root: ViewController) -> [Invariant]
  /// What a relaunch keeps, as the app promises it: nothing, the items its stores held (and
  /// the rows that show them), the values of its controls as well, or the whole screen.
  /// `mvcs explore` checks the promise at every relaunch it makes.
  var relaunchKeeps: RelaunchKeeps { get }
  /// The action that puts the app back as a fresh install left it ("Reset All Settings"):
  /// after every step that runs it, `mvcs explore` checks that the stores hold what a fresh
  /// launch's hold. Nil (the default) for an app without one.
  var resetAction: String? { get }
  /// The model checks `mvcs explore` makes of the app's stores after every step; all of them
  /// unless the app opts out (``ModelChecks``).
  var modelChecks: ModelChecks { get }
}

extension App {
  /// No settings.
  public var settings: [AppSetting] { [] }
  /// No invariants of the app's own.
  public func invariants(root: ViewController) -> [Invariant] { [] }
  /// Nothing is promised.
  public var relaunchKeeps: RelaunchKeeps { .nothing }
  /// No reset.
  public var resetAction: String? { nil }
  /// Every check.
  public var modelChecks: ModelChecks { .all }
}

/// What `mvcs explore` checks of an app's stores after every step a user takes, each the
/// rule of a careful model, store by store; an app whose design breaks one on purpose (an
/// action that adds a list with its first items) opts out of it.
///
/// ```swift
/// struct Shop: App {
///   let name = "shop"
///   let summary = "A shop's shelves"
///   let modelChecks = ModelChecks.all.subtracting(.addsOne)  // "Add sample data" adds ten
///
///   func makeRootViewController(environment: AppEnvironment) -> ViewController { ShelvesViewController() }
/// }
/// ```
public struct ModelChecks: OptionSet, Sendable {
  /// The options' bits.
  public let rawValue: Int

  /// The checks whose bits `rawValue` holds.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// A step that adds items to a store adds exactly one, and removes and changes none there;
  /// and a button that adds ("+", "Add…", "New…", "Create…") changes no item already stored
  /// (an add that reused a key and replaced an item).
  public static let addsOne = ModelChecks(rawValue: 1)
  /// A step that changes items of a store without adding or removing any changes one.
  public static let editsOne = ModelChecks(rawValue: 2)
  /// A row's Delete (or Remove) swipe action removes its row's item from the store the list
  /// follows, and no other.
  public static let deletesItsRow = ModelChecks(rawValue: 4)
  /// A key removed from a store while the app runs is not given to a new item while a key
  /// numbered higher is held (a sequence counting from the highest key held may give the
  /// highest again, never one below a key in use); a relaunch starts afresh.
  public static let keysNotReused = ModelChecks(rawValue: 8)
  /// A control acted on shows what was done: a toggle its new state, a picker its choice,
  /// a stepper a new value, a field the text typed (a plain one).
  public static let controlsShowWhatWasDone = ModelChecks(rawValue: 16)
  /// A toggle flipped twice, or a stepper stepped up then down, leaves the stores and the
  /// screen as they were.
  public static let roundTrips = ModelChecks(rawValue: 32)

  /// Every check.
  public static let all: ModelChecks = [
    .addsOne, .editsOne, .deletesItsRow, .keysNotReused, .controlsShowWhatWasDone, .roundTrips,
  ]
}

/// What an app promises a relaunch keeps, from least to most.
///
/// ```swift
/// struct SettingsApp: App {
///   let name = "settings"
///   let summary = "Every control, kept"
///   let relaunchKeeps = RelaunchKeeps.stores  // what was stored is loaded again
///   func makeRootViewController(environment: AppEnvironment) -> ViewController { … }
/// }
/// ```
public enum RelaunchKeeps: Int, Sendable, Comparable {
  /// No promise: the app may write at launch (a launch count, a timestamp).
  case nothing
  /// Every store holds after a relaunch the items it held before, and every list that
  /// follows a store shows the same rows in the same order.
  case stores
  /// The stores, and every control shown after a relaunch that was shown before (the same
  /// screen, the same label) shows the same value: an app whose controls all show stored
  /// values (a settings screen).
  case controls
  /// The stores, and the screen: the app draws it from what it stores alone, so a relaunch
  /// shows what was shown (a one-screen app whose every value is stored).
  case screen

  /// Less is less kept.
  public static func < (lhs: RelaunchKeeps, rhs: RelaunchKeeps) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// What an app gets from outside, so a run can be made deterministic.
public struct AppEnvironment: Sendable {
  /// The app's notion of now.
  public var clock: any AppClock
  /// The calendar dates are read and shown in: `Calendar.utc` unless one was given.
  public var calendar: Calendar {
    get { givenCalendar ?? .utc }
    set { givenCalendar = newValue }
  }
  /// Nil for UTC, which is made on first use: an app that shows no date, and a script that
  /// launches one, does not pay for building a calendar.
  private var givenCalendar: Calendar?
  /// The locale values are formatted in (``Text/init(_:format:style:)``): ``defaultLocale``
  /// unless one was given, never the machine's, so a replay prints the same numbers, currencies
  /// and dates wherever it runs.
  public var locale: Locale {
    get { givenLocale ?? Self.defaultLocale }
    set { givenLocale = newValue }
  }
  /// Nil for ``defaultLocale``, made on first use as the calendar is: making a locale was a
  /// sixth of an empty script's instructions after `main` (#35).
  private var givenLocale: Locale?
  /// Where the app's stores are kept; open them with `Store(name:environment:cacheIdentifier:)`.
  public var storage: Storage
  /// Where the app starts asynchronous work, so the shell can wait for it.
  public var runtime: Runtime
  /// Settings the command line passes to apps by name (`--set image-api=URL` sets
  /// `image-api`), checked against the apps' declared ``AppSetting``s; read them with
  /// ``value(of:)``.
  public var settings: [String: String]

  /// The locale of a session that names none: United States English, fixed.
  ///
  /// `en_US` rather than `en_US_POSIX`, whose currency format is `$ 1234.50`: the fixed locale
  /// is for people reading a screen as well as for scripts comparing one.
  public static let defaultLocale = Locale(identifier: "en_US")

  /// An environment with this clock, calendar (UTC's by default), locale (``defaultLocale``
  /// by default), storage, runtime and settings.
  public init(
    clock: any AppClock, calendar: Calendar? = nil, locale: Locale = defaultLocale,
    storage: Storage = Storage(.inMemory),
    runtime: Runtime = Runtime(), settings: [String: String] = [:]
  ) {
    self.init(
      clock: clock, calendar: calendar, givenLocale: locale, storage: storage, runtime: runtime, settings: settings)
  }

  private init(
    clock: any AppClock, calendar: Calendar?, givenLocale: Locale?, storage: Storage, runtime: Runtime,
    settings: [String: String]
  ) {
    self.clock = clock
    self.givenCalendar = calendar
    self.givenLocale = givenLocale
    self.storage = storage
    self.runtime = runtime
    self.settings = settings
  }

  /// An environment in ``defaultLocale``, which is not made until a value is formatted: the
  /// shell's own sessions (`.batch`, `.interactive`), whose locale `--locale` may set after.
  package static func inDefaultLocale(clock: any AppClock, calendar: Calendar? = nil) -> AppEnvironment {
    AppEnvironment(
      clock: clock, calendar: calendar, givenLocale: nil, storage: Storage(.inMemory), runtime: Runtime(), settings: [:]
    )
  }
}

/// A launched app: its root view controller, on screen, with its lifecycle log.
@MainActor
public final class AppHost {
  /// The app this host launched.
  public let app: any App
  /// What the app made as it launched and keeps as long as it runs (a SwiftData container).
  private let launchedObjects: AppLaunch
  /// What the app was launched with: clock, storage, runtime, settings.
  public let environment: AppEnvironment
  /// The app's root view controller, on screen.
  public let root: ViewController
  /// Every lifecycle event of the app's view controllers, which `log` and `trace` print.
  public let lifecycleLog = LifecycleLog()
  /// The scope the shell's commands on this app run in (``AppScope``).
  package private(set) lazy var commandScope = CommandScope(environment: environment, log: lifecycleLog)

  /// How the app's window is drawn: its width and height, as the shell's session sets them.
  ///
  /// ```swift
  /// host.window = Renderer(width: 80, height: 40)
  /// _ = host.root.allChildren  // a SwiftUI app's view controllers, drawn at 80 by 40 if never shown
  /// ```
  ///
  /// A path that reads a hosting controller's children draws its views first when they were
  /// never drawn or changed since, and on screen it draws the window so, as the next `show`
  /// would; without a window, at the size the window was last drawn at, or not at all before
  /// the first drawing.
  public var window: Renderer? {
    get { root.windowRenderer }
    set { root.windowRenderer = newValue }
  }

  /// Builds the app's root view controller and brings it on screen.
  public init(app: any App, environment: AppEnvironment) {
    var environment = environment
    environment.storage = environment.storage.scoped(toApp: app.name)
    environment.storage.changeListener = { [lifecycleLog] store, change in
      lifecycleLog.append(LifecycleEvent(path: store, kind: .storeChange(change)))
    }
    self.app = app
    self.environment = environment
    // `UserDefaults.standard` is the session's, kept in its storage with its stores.
    SessionDefaults.launch(on: environment.storage)
    // What the app makes as it launches (a SwiftData container) finds the session's storage.
    let launch = AppLaunch(environment: environment)
    launchedObjects = launch
    root = AppLaunch.$current.withValue(launch) { app.makeRootViewController(environment: environment) }
    root.lifecycleLog = lifecycleLog
    root.appEnvironment = environment
    root.beginAppearance(true)
    root.endAppearance(true)
  }
}
