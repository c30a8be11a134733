import Foundation
import MVCS

/// Everything one shell session knows: the running app, where the user stands, the
/// variables, the output settings, and the commands it understands.
///
/// A session changes only by the ``SessionChange``s its ``Interpreter`` applies from what
/// commands return; everything else reads it. The interactive loop, the batch reader and the
/// script runner each own one session and feed it lines through an interpreter:
///
/// ```swift
/// let session = Session(app: CounterApp(), options: ShellOptions(width: 40))
/// await Interpreter(session: session).execute(LogicalLine("cd /"))
/// session.cwd.path  // "/"
/// ```
@MainActor
public final class Session {
  /// The apps `launch` can start.
  public let apps: [any App]
  // Unchecked, as `cwd` and `variables`: read several times by every command, and changed
  // only by an assignment that calls none of the app's code (docs/DECISIONS.md,
  // "Exclusivity unchecked").
  /// The running app, with its root view controller, log and environment.
  @exclusivity(unchecked) public private(set) var host: AppHost
  /// The current view controller, the one `pwd` prints.
  @exclusivity(unchecked) public private(set) var cwd: ViewController
  /// The values of `$NAME`, set with `set`.
  @exclusivity(unchecked) public private(set) var variables: [String: String] = [:]
  /// The commands this session understands.
  public let commands: CommandRegistry
  /// The script `record` is writing, if any.
  public private(set) var recording: Recording?
  /// Whether each command's output ends with the log entries it caused (`trace on`).
  public private(set) var isTracing = false
  /// A count that moves whenever what ``snapshot`` holds may have changed (a variable, the
  /// app, the recording, tracing, the size): one comparison tells a batch session whether it
  /// has a new snapshot to keep, where building one costs a hundred times more.
  public private(set) var snapshotChanges = 0
  /// Set by `exit`: the status the session should end with.
  public private(set) var exitRequest: Int32?
  /// The entries of the line editor's history, when there is one; set by the front end
  /// that owns the editor.
  public var history: (() -> [String])?
  /// What the app printed, from its launch on, across `launch` and `relaunch`: the app's
  /// console, apart from the shell's output.
  public let console = AppConsole()
  /// The width views are laid out at; nil for the terminal's.
  private var width: Int?
  /// The lines the screen shows; nil for the terminal's.
  private var height: Int?
  private let color: Bool
  /// The tool the session runs in, as its options named it: `notes 1.0.0`.
  private let toolName: String
  /// What each launch starts from: the storage not yet scoped to an app.
  private let launchEnvironment: AppEnvironment

  /// A session running `app` (and able to `launch` any of `apps`) with `options`,
  /// understanding `commands` (by default the options', else the shell's own).
  ///
  /// The session gets its own clock (a movable clock restarts where it started), runtime
  /// and, for in-memory storage, its own storage, so sessions made from the same options
  /// never share time or data.
  public init(
    app: any App, apps: [any App]? = nil, options: ShellOptions = ShellOptions(), commands: CommandRegistry? = nil
  ) {
    self.apps = apps ?? [app]
    var environment = options.environment
    if let movable = environment.clock.movable { environment.clock = movable.restarted() }
    // The machine's clock holds only its timers: a session of its own, so cancelling them at
    // a relaunch cancels none of another session's.
    // The metatypes compared, not a cast: a process's first dynamic cast of an existential
    // asks Foundation whether it is a boxed value, a scan of every conformance (#35).
    if type(of: environment.clock) == SystemClock.self { environment.clock = SystemClock() }
    environment.storage = environment.storage.forNewSession()
    environment.runtime = Runtime()
    launchEnvironment = environment
    width = options.width
    height = options.height
    color = options.color
    toolName = options.toolName
    self.commands = commands ?? options.commands ?? .standard
    let console = console
    host = console.capturing { AppHost(app: app, environment: environment) }
    cwd = host.root
    host.window = renderer
  }

  /// The session's one environment: the running app's clock, calendar, runtime and storage.
  public var environment: AppEnvironment { host.environment }

  /// How the session renders, and its environment.
  public var options: ShellOptions {
    var options = ShellOptions(width: width, height: height, color: color, environment: environment)
    options.toolName = toolName
    options.commands = commands
    return options
  }

  /// The running app's root view controller.
  public var root: ViewController { host.root }

  /// The prompt: `counter:/> `, app and current path.
  public var prompt: String { "\(host.app.name):\(cwd.path.escapingControlCharacters)> " }

  /// What the window shows now, modals included.
  public func screen() -> Screen {
    // Drawing runs the app's views (`onAppear`, a body that prints): what they print is the
    // app's console's, wherever the drawing is asked for.
    // Drawn once while nothing on it changes: a verb's search and explore's checks ask again.
    let screen = console.capturing {
      // Drawn outside a command (explore's checks, a run's report or coverage), the views'
      // `onAppear` and `.task` still start in the app's scope: their bare tasks counted,
      // their Combine timers on the app's clock.
      AppScope.current == nil
        ? inAppScope { screenMemo.screen(of: root, with: renderer) } : screenMemo.screen(of: root, with: renderer)
    }
    screenWatcher?(screen)
    return screen
  }

  /// The last screen drawn, reused while it is still what the window shows.
  private let screenMemo = ScreenMemo()

  /// Where commands may write files (`record`'s script), judged where each is written.
  ///
  /// Nil for anywhere this process may; an agent's session is confined (`mvcs mcp`).
  public var writeConfinement: WriteConfinement?

  /// Told of every drawing of the window, so a run's report shows the screens the run drew
  /// without drawing more than the run does (``TimelineRecorder``).
  var screenWatcher: ((Screen) -> Void)?

  /// A renderer at the session's width and height: what the window shows.
  public var renderer: Renderer {
    // Read before every command: the sizes alone, not the whole `options` (its environment
    // and registry copied and released), which was a tenth of a trivial command.
    Renderer(
      width: ShellOptions.effectiveWidth(width), height: ShellOptions.effectiveHeight(height))
  }

  /// A renderer at the session's width without a height: everything, as `show --full` prints,
  /// with the controls a viewport scrolled out of view, so a verb can say where they are.
  public var fullRenderer: Renderer {
    var renderer = Renderer(width: options.effectiveWidth)
    renderer.keepsControlsOutOfView = true
    return renderer
  }

  /// Runs `body` (a command, a move of the clock) in the scope of the app on screen
  /// (``AppScope``): the bare tasks it starts are counted until they end, so settling and
  /// `wait` await them, and Combine's timers started outside a view find the app's clock.
  func inAppScope<Result>(_ body: () -> Result) -> Result {
    host.commandScope.running(body)
  }

  /// Draws the window before time moves on, as iOS draws it after each turn of its run loop:
  /// views a command or a timer brought on screen appear (their `onAppear`, `onReceive` and
  /// `.task` start) before `clock advance` or `wait` moves time past them, and the work they
  /// started runs until it waits (a `.task`'s `Task.sleep` starts counting from now, not from
  /// the time the clock is moved to).
  ///
  /// A screen nothing changed since it was drawn is not drawn again.
  func drawBeforeTimeMoves() async {
    _ = inAppScope { screen() }
    await settle()
  }

  /// Failures of enqueued writes that settling found and no command has reported yet.
  private var unreportedWriteFailures: [StoreProblem] = []

  /// Lets the work the app started finish, as far as it can without time passing: its
  /// runnable tasks, then its stores' queued writes.
  ///
  /// The writes that failed are kept for `takeWriteFailures()`, so the command that
  /// caused them reports them.
  public func settle() async {
    // The two parts alone, not a copy of the whole environment: this runs twice around every
    // command.
    let runtime = host.environment.runtime
    let storage = host.environment.storage
    // With nothing to run and nothing queued (a `pwd`, an `echo`), nothing is awaited.
    let failures: [StoreProblem]
    if runtime.hasRunnableWork || runtime.actionWork > 0 || storage.hasPendingWork {
      await runtime.settle()
      // Awaited, not blocked on: the main actor stays free while the engine writes.
      failures = await storage.finishWrites()
    } else {
      failures = storage.settleIdle()
    }
    if !failures.isEmpty { unreportedWriteFailures += failures }
  }

  /// The failures of enqueued writes found since the last call, oldest first.
  func takeWriteFailures() -> [StoreProblem] {
    defer { unreportedWriteFailures = [] }
    return unreportedWriteFailures
  }

  /// Applies what a command asked for; the interpreter's door, not the commands'.
  func apply(_ changes: [SessionChange]) {
    for change in changes {
      if case .changeDirectory = change {} else { snapshotChanges &+= 1 }
      switch change {
      case .changeDirectory(let target): cwd = target
      case .setVariable(let name, let value): variables[name] = value
      case .launch(let app):
        unreportedWriteFailures += host.environment.storage.settle()
        // Nothing of the app replaced runs on into the new one: its tasks are cancelled (one
        // sleeping on the clock wakes to end) and its timers, a loop of them included, never fire.
        launchEnvironment.runtime.cancelAll()
        launchEnvironment.clock.cancelAllTimers()
        // Nothing of the old app's screen is held on to.
        screenMemo.forget()
        host = AppHost(app: app, environment: launchEnvironment)
        cwd = host.root
      case .setTracing(let on): isTracing = on
      case .setWidth(let columns): width = columns
      case .setHeight(let lines): height = lines
      case .startRecording(let recording): self.recording = recording
      case .stopRecording: recording = nil
      case .exit(let status): exitRequest = status
      }
    }
    if !changes.isEmpty { updateWindow() }
  }

  /// Tells the app the size its window is drawn at, which paths draw views at before they
  /// answer (``AppHost/window``): after a launch or a new width or height, and before each
  /// command, since a terminal may have been resized.
  func updateWindow() {
    host.window = renderer
  }

  /// Adds a command and its outcome to the recording, if one is running.
  func record(_ line: LogicalLine, outcome: Outcome) {
    guard recording != nil else { return }
    recording?.add(line, outcome: outcome)
    snapshotChanges &+= 1
  }
}

/// How a session renders and where its time comes from.
public struct ShellOptions: Sendable {
  /// The width views are laid out at when there is no terminal to ask, and the width
  /// `mvcs run` and `record` use: 80 columns.
  public static let defaultWidth = 80
  /// The lines the screen shows when there is no terminal to ask, and the height `mvcs run`
  /// and `record` use, so replays are the same on every machine: 40 lines.
  public static let defaultHeight = 40

  /// The width views are laid out for; nil means the terminal's, or ``defaultWidth`` off a
  /// terminal.
  public var width: Int?
  /// The lines the screen shows, as a device's window has a height; nil means the terminal's
  /// (less the prompt's line), or ``defaultHeight`` off a terminal.
  public var height: Int?
  /// Whether output is styled with ANSI colours.
  public var color: Bool
  /// The clock, calendar and storage each session starts from.
  public var environment: AppEnvironment
  /// The tool and its version, as the interactive banner opens: `mvcs 0.1.0`, or a tool
  /// built with MVCSCommandLine, `notes 1.0.0`.
  public var toolName = "mvcs \(Shell.version)"
  /// The commands sessions understand: a tool's own beside the shell's
  /// (`CommandRegistry(CommandRegistry.standard.commands + [Mine.self])`); nil for the
  /// shell's own, ``CommandRegistry/standard``.
  public var commands: CommandRegistry?

  /// Options for a session: `width` and `height` nil follow the terminal.
  public init(width: Int? = nil, height: Int? = nil, color: Bool = false, environment: AppEnvironment = .batch) {
    self.width = width
    self.height = height
    self.color = color
    self.environment = environment
  }

  /// The width to render at now.
  public var effectiveWidth: Int { Self.effectiveWidth(width) }

  /// The height to render at now: asked of the terminal each time, so it follows resizes.
  public var effectiveHeight: Int { Self.effectiveHeight(height) }

  /// `width`, else the terminal's, else ``defaultWidth``.
  static func effectiveWidth(_ width: Int?) -> Int { width ?? Terminal.columns ?? defaultWidth }

  /// `height`, else the terminal's less the prompt's line, else ``defaultHeight``.
  static func effectiveHeight(_ height: Int?) -> Int { height ?? Terminal.rows.map { max(1, $0 - 1) } ?? defaultHeight }
}

extension AppEnvironment {
  /// Batch runs: the virtual clock at 2026-01-01T09:00:00Z and UTC, the same on every machine.
  public static var batch: AppEnvironment { .inDefaultLocale(clock: VirtualClock()) }
  /// Interactive sessions: the machine's clock and time zone.
  public static var interactive: AppEnvironment {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .current
    return .inDefaultLocale(clock: SystemClock(), calendar: calendar)
  }
}
