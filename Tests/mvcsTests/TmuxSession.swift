import Foundation

/// The built `mvcs` shell running in a real terminal: a tmux server of its own, so what the
/// tests assert is what a user would see (libedit's redisplay, the tty's modes, UTF-8 cells),
/// not what a pipe would carry.
///
/// Every instance has a private server (`tmux -L`, its socket in a directory of its own), a
/// fixed 100×30 window and a fresh temporary `HOME` and `XDG_STATE_HOME`, so tests never read
/// the user's `~/.editrc` or history, never write to them, and never see each other's. The
/// shell starts with an `env -i` environment: only what is set here reaches it. Dropping the
/// instance kills the server and removes the directories.
///
/// ```swift
/// let tmux = try TmuxSession()
/// try await tmux.launch()
/// try await tmux.waitForPrompt()
/// try tmux.type("show")
/// try tmux.press("Enter")
/// try await tmux.waitUntil("the counter is shown") { $0.text.contains("[++] [--]") }
/// ```
final class TmuxSession {
  /// The shell under test; `swift test` builds it first, as `mvcsTests` depends on `mvcs`.
  static let binary = BuiltProducts.directory.appendingPathComponent("mvcs")

  /// The primary prompt of the default app at the root, as the screen shows it.
  static let prompt = "counter:/>"

  static let columns = 100
  static let rows = 30

  /// `HOME` of the shell: empty, so no `~/.editrc` changes the key bindings.
  let home: URL
  /// `XDG_STATE_HOME` of the shell: where its history file goes.
  let stateHome: URL

  private let directory: URL
  /// The executable under test: `mvcs`, or a user's tool built with MVCSCommandLine.
  private let binary: URL
  private let tmux: URL
  private let socketName = "mvcs-tests-\(UUID().uuidString.prefix(8))"
  private var sessionCount = 0
  /// The tmux server, run in the foreground as a child of the tests (see `startServer()`).
  private var server: Process?
  /// The tmux session the last `launch()` started; keys and captures go to it.
  private var target: String?

  /// Checks that tmux and the shell are there and prepares the private directories; the
  /// server starts with the first `launch()`.
  ///
  /// `directory` is also tmux's `TMUX_TMPDIR`, so the server's socket lives in it too.
  init(binary: URL = TmuxSession.binary) throws {
    guard let tmux = Self.findExecutable("tmux") else {
      throw TmuxError("tmux is not installed: run Scripts/test, which installs it")
    }
    guard FileManager.default.isExecutableFile(atPath: binary.path) else {
      throw TmuxError("\(binary.path) is missing: build it with `swift build` (`swift test` builds it first)")
    }
    self.tmux = tmux
    self.binary = binary
    directory = FileManager.default.temporaryDirectory.appendingPathComponent(socketName)
    home = directory.appendingPathComponent("home")
    stateHome = directory.appendingPathComponent("state")
    for folder in [home, stateHome] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    // No status line, so the pane is the whole window; dead panes stay, so the exit status
    // the shell leaves can still be read after it ends.
    try "set -g status off\nset -g remain-on-exit on\n"
      .write(to: directory.appendingPathComponent("tmux.conf"), atomically: true, encoding: .utf8)
  }

  deinit {
    if let server {
      // kill-server hangs up every pane, so no shell outlives the test; SIGTERM is the
      // fallback should the server not take the command.
      _ = try? run(["kill-server"])
      if server.isRunning { server.terminate() }
      server.waitUntilExit()
    }
    try? FileManager.default.removeItem(at: directory)
  }

  /// Starts the shell in a new terminal.
  ///
  /// When the shell ends the pane prints `EXITED=<status>`. Calling it again starts a fresh shell with the same `HOME` and `XDG_STATE_HOME`, as a
  /// user who quits and comes back would.
  func launch() async throws {
    // The counter, not the default app: these tests are about the editor, and its two
    // buttons are the smallest screen to complete and tap.
    try await launch(["--app", "counter"])
  }

  /// Starts the shell with `arguments` in a new terminal, as ``launch()`` starts the counter.
  func launch(_ arguments: [String]) async throws {
    try await startSession(shellScript: #""$@"; echo EXITED=$?"#, arguments: arguments)
  }

  /// Runs `mvcs` with `arguments` in `directory` in a new terminal, every byte it draws
  /// recorded into `log` (tmux's `pipe-pane`), for output that is gone from the screen by the
  /// time a test could look, like `run`'s live progress line.
  ///
  /// The pane's `sh` waits for a line before it starts `mvcs`, so the recording is on before
  /// the first byte.
  func launchRecorded(_ arguments: [String], in directory: URL, log: URL) async throws {
    try await startSession(shellScript: #"read go; "$@"; echo EXITED=$?"#, arguments: arguments, in: directory)
    let name = try currentTarget()
    try run(["pipe-pane", "-t", name, "-o", "cat > '\(log.path)'"])
    try press("Enter")
  }

  /// Starts a new tmux session whose `sh` runs `shellScript` with `mvcs arguments` as `$@`,
  /// in an `env -i` environment of the private `HOME` and `XDG_STATE_HOME`.
  private func startSession(shellScript: String, arguments: [String], in directory: URL? = nil) async throws {
    if server == nil { try await startServer() }
    sessionCount += 1
    let name = "shell\(sessionCount)"
    let environment = [
      "HOME=\(home.path)", "XDG_STATE_HOME=\(stateHome.path)", "TERM=xterm-256color", "LANG=C.UTF-8",
      "PATH=/usr/bin:/bin",
    ]
    // Given as separate arguments tmux runs the command without a shell of its own, so no
    // path needs quoting; `sh` is there only to report the status.
    let command = ["sh", "-c", shellScript, "sh", "env", "-i"] + environment + [binary.path] + arguments
    let place = directory.map { ["-c", $0.path] } ?? []
    try run(
      ["new-session", "-d", "-s", name] + place + ["-x", String(Self.columns), "-y", String(Self.rows), "--"] + command)
    target = name
  }

  /// The process id of the shell under test: the child of the pane's `sh`.
  func shellProcessID() throws -> Int32 {
    let pane = try run(["display-message", "-p", "-t", currentTarget(), "#{pane_pid}"])
      .trimmingCharacters(in: .whitespacesAndNewlines)
    let children = try String(contentsOfFile: "/proc/\(pane)/task/\(pane)/children", encoding: .utf8)
    guard let child = children.split(separator: " ").first.flatMap({ Int32($0) }) else {
      throw TmuxError("the pane's sh (\(pane)) has no child process")
    }
    return child
  }

  /// Types `text` literally, as if pasted key by key (tmux's `send-keys -l`).
  func type(_ text: String) throws {
    try run(["send-keys", "-t", currentTarget(), "-l", "--", text])
  }

  /// Presses keys by tmux's names: `Enter`, `Tab`, `Up`, `C-c`, `C-d`, `M-f`.
  func press(_ keys: String...) throws {
    try run(["send-keys", "-t", currentTarget()] + keys)
  }

  /// What the terminal shows now, without colours, and where its cursor is.
  ///
  /// One tmux command sequence reads both, so the cursor belongs to the text beside it.
  func screen() throws -> TerminalScreen {
    let target = try currentTarget()
    let output = try run(
      ["capture-pane", "-p", "-t", target, ";", "display-message", "-p", "-t", target, "#{cursor_x}"])
    var rows = output.split(separator: "\n", omittingEmptySubsequences: false)
    if rows.last == "" { rows.removeLast() }
    guard let last = rows.popLast(), let column = Int(last) else {
      throw TmuxError("tmux gave no cursor position after the screen:\n\(output)")
    }
    return TerminalScreen(text: rows.joined(separator: "\n"), cursorColumn: column)
  }

  /// Polls the screen every 20 ms until `condition` holds, and returns that screen.
  ///
  /// A bounded wait for something visible rather than a fixed sleep: fast when the shell is
  /// fast, patient when the machine is busy, and on timeout the error shows the screen.
  @discardableResult
  func waitUntil(
    _ description: String, timeout: Duration = .seconds(10), _ condition: (TerminalScreen) -> Bool
  ) async throws -> TerminalScreen {
    let deadline = ContinuousClock.now + timeout
    while true {
      let screen = try screen()
      if condition(screen) { return screen }
      guard ContinuousClock.now < deadline else {
        throw TmuxError(
          "timed out after \(timeout) waiting for \(description); the cursor is in column "
            + "\(screen.cursorColumn) of the last line of:\n\(screen.text)")
      }
      try await Task.sleep(for: .milliseconds(20))
    }
  }

  /// Waits until the shell waits for a command: the last line is the bare prompt.
  ///
  /// Keys must not be sent earlier. Until libedit has taken the terminal, Ctrl-C is still
  /// the tty's interrupt and an arrow key is echoed as `^[[A`; libedit draws the prompt only
  /// after switching the terminal to its own mode.
  @discardableResult
  func waitForPrompt(_ prompt: String = TmuxSession.prompt) async throws -> TerminalScreen {
    try await waitUntil("the prompt '\(prompt)'") { $0.lastLine == prompt }
  }

  /// Starts the server in the foreground (`-D`) as a child of the tests, and waits for its
  /// socket.
  ///
  /// Left to itself, the first client would fork a daemon server, and that daemon keeps the
  /// socket Foundation's `Process` watches to notice that the client exited, so waiting for
  /// the client would last as long as the server. A foreground server is an ordinary child;
  /// the clients then only connect and exit.
  private func startServer() async throws {
    let process = Process()
    process.executableURL = tmux
    process.arguments = ["-L", socketName, "-f", directory.appendingPathComponent("tmux.conf").path, "-D"]
    process.environment = clientEnvironment
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try Self.spawnWithSignalsUnblocked(process)
    server = process
    // A client that found no socket would start a second, daemon server: wait for it. The gap
    // between the socket's appearing and the server's listening is covered by tmux's lock file.
    let socket = directory.appendingPathComponent("tmux-\(getuid())/\(socketName)")
    let deadline = ContinuousClock.now + .seconds(10)
    while !FileManager.default.fileExists(atPath: socket.path) {
      guard process.isRunning, ContinuousClock.now < deadline else {
        throw TmuxError("the tmux server did not start: no socket at \(socket.path)")
      }
      try await Task.sleep(for: .milliseconds(20))
    }
  }

  /// Runs `process` with no signals blocked.
  ///
  /// A spawned process inherits the signal mask of the thread that spawns it, and the threads
  /// Swift concurrency runs tests on (libdispatch workers) block most signals, SIGCHLD, SIGHUP
  /// and SIGINT included. A tmux server with SIGCHLD blocked never notices a shell exit and
  /// hangs in kill-server; a shell with SIGINT blocked is not the shell a user runs. No await
  /// here, so the mask is this thread's for the whole call and is put back before anything
  /// else runs on it.
  private static func spawnWithSignalsUnblocked(_ process: Process) throws {
    var none = sigset_t()
    var previous = sigset_t()
    sigemptyset(&none)
    pthread_sigmask(SIG_SETMASK, &none, &previous)
    defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
    try process.run()
  }

  /// The environment of every tmux command: its own, so that a TMUX variable from an
  /// enclosing session cannot steer it, the socket goes to this instance's directory, and a
  /// UTF-8 locale keeps tmux from replacing non-ASCII cells with `_`.
  private var clientEnvironment: [String: String] {
    [
      "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "LANG": "C.UTF-8",
      "HOME": home.path, "TMUX_TMPDIR": directory.path,
    ]
  }

  private func currentTarget() throws -> String {
    guard let target else { throw TmuxError("no shell is running: call launch() first") }
    return target
  }

  /// Runs tmux on this instance's server and returns its standard output.
  @discardableResult
  private func run(_ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = tmux
    process.arguments = ["-L", socketName] + arguments
    process.environment = clientEnvironment
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try Self.spawnWithSignalsUnblocked(process)
    // Read before waiting, so a full pipe cannot stall tmux.
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw TmuxError(
        "tmux \(arguments.joined(separator: " ")) failed (\(process.terminationStatus)): "
          + String(decoding: errorData, as: UTF8.self))
    }
    return String(decoding: data, as: UTF8.self)
  }

  private static func findExecutable(_ name: String) -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").lazy
      .map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }
}

/// A capture of the terminal, line by line, and its cursor.
struct TerminalScreen: Sendable {
  /// What `capture-pane -p` printed.
  let text: String
  /// The cursor's column, from 0.
  ///
  /// It shows what the text cannot, such as a space typed
  /// after the last word, or where Ctrl-A left the cursor.
  let cursorColumn: Int

  /// The rows, without the blanks that pad them to the window's width.
  var lines: [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { row in
      var line = row
      while line.last == " " { line.removeLast() }
      return String(line)
    }
  }

  /// The last row with anything on it: where the cursor sits while the shell waits.
  var lastLine: String? { lines.last { !$0.isEmpty } }

  /// Whether some row reads exactly `line`, as a command's output does.
  func contains(line: String) -> Bool { lines.contains(line) }

  /// How many rows read exactly `line`.
  func count(line: String) -> Int { lines.filter { $0 == line }.count }
}

/// A harness failure, with what the terminal showed when there is something to show.
struct TmuxError: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}
