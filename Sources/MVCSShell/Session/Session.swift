import Foundation
import MVCS

/// Everything one shell session knows: the running app, where the user stands, the
/// variables, the output settings, and the commands it understands.
///
/// The interactive loop, the batch reader and the script runner each own one session and
/// feed it lines through an ``Interpreter``.
@MainActor
public final class Session {
  public let apps: [any App]
  public private(set) var host: AppHost
  /// The current view controller, the one `pwd` prints.
  public var cwd: ViewController
  public var variables: [String: String] = [:]
  public var options: ShellOptions
  public let commands: CommandRegistry
  /// The script `record` is writing, if any.
  public var recording: Recording?
  /// How many `source` commands are running inside one another.
  public var sourceDepth = 0
  /// How many commands `source` has started since the last command typed or read at the
  /// top level; bounded by `Source.maximumCommands`.
  public var sourcedCommands = 0
  /// Whether each command's output ends with the log entries it caused (`trace on`).
  public var isTracing = false
  /// Set by `exit`: the status the session should end with.
  public var exitRequest: Int32?
  /// The entries of the line editor's history, when there is one.
  public var history: (() -> [String])?
  private(set) var output: [String] = []

  public init(
    app: any App, apps: [any App]? = nil, options: ShellOptions = ShellOptions(),
    commands: CommandRegistry = .standard
  ) {
    self.apps = apps ?? [app]
    var options = options
    // Each session keeps its own time: settings shared by many scripts must not share a clock.
    if let virtual = options.environment.clock as? VirtualClock {
      options.environment.clock = VirtualClock(start: virtual.start)
    }
    // Each session gets its own in-memory storage, so a script never sees another's data.
    options.environment.storage = options.environment.storage.forNewSession()
    options.environment.runtime = Runtime()
    self.options = options
    self.commands = commands
    host = AppHost(app: app, environment: options.environment)
    cwd = host.root
  }

  public var root: ViewController { host.root }

  /// Starts `app` afresh at `/`.
  public func launch(_ app: any App) {
    host = AppHost(app: app, environment: options.environment)
    cwd = host.root
  }

  /// The prompt: `counter:/> `, app and current path.
  public var prompt: String { "\(host.app.name):\(cwd.path.escapingControlCharacters)> " }

  /// What the window shows now, modals included.
  public func screen() -> Screen {
    Renderer(width: options.effectiveWidth).renderScreen(root)
  }

  /// Starts the app named `name` afresh; nil when there is no such app.
  public func launch(named name: String) -> Bool {
    guard let app = apps.first(where: { $0.name == name }) else { return false }
    launch(app)
    return true
  }

  /// Lets the work the app started finish, as far as it can without time passing: its
  /// runnable tasks, then its stores' queued writes.
  public func settle() async {
    let environment = host.environment
    await environment.runtime.settle()
    environment.storage.settle()
  }

  /// What the running command asked the interpreter to do once it returns.
  private(set) var directive: Directive?

  func request(_ directive: Directive) {
    self.directive = directive
  }

  func takeDirective() -> Directive? {
    defer { directive = nil }
    return directive
  }

  /// Adds a line to the current command's output.
  public func print(_ line: String = "") {
    output.append(line)
  }

  func takeOutput() -> [String] {
    defer { output = [] }
    return output
  }
}

/// How a session renders and where its time comes from.
public struct ShellOptions: Sendable {
  /// The width views are laid out for; nil means the terminal's, or 80 off a terminal.
  public var width: Int?
  public var color: Bool
  public var environment: AppEnvironment

  public init(width: Int? = nil, color: Bool = false, environment: AppEnvironment = .batch) {
    self.width = width
    self.color = color
    self.environment = environment
  }

  /// The width to render at now.
  public var effectiveWidth: Int { width ?? Terminal.columns ?? 80 }
}

extension AppEnvironment {
  /// Batch runs: the virtual clock at 2026-01-01T09:00:00Z and UTC, the same on every machine.
  public static var batch: AppEnvironment { AppEnvironment(clock: VirtualClock()) }
  /// Interactive sessions: the machine's clock and time zone.
  public static var interactive: AppEnvironment {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .current
    return AppEnvironment(clock: SystemClock(), calendar: calendar)
  }
}
