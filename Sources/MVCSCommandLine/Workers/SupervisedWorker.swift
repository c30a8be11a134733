import Foundation
import MVCSShell
import Synchronization

/// The worker's side of a supervised session: the process that runs the app for an
/// interactive shell or `mcp`, and whose death its supervisor reports and survives.
///
/// Before each command it notes the line in the folder's reproducer and arms its watchdog;
/// after it, it pauses the watchdog and saves the session (``SessionSnapshot``) for the worker
/// that would take its place. A command past `--timeout` has its watchdog write what was
/// running and stop the main thread with SIGQUIT, so the runtime's backtrace says where the app
/// was stuck; the supervisor reads both.
///
/// <!-- sample: not compiled, a worker process's own folder and session, which only a supervisor starts -->
/// ```swift
/// let worker = SupervisedWorker(folder: folder, timeout: 60, app: "todo")
/// worker.willRun("tap Add")            // before the command
/// worker.didRun("tap Add", output: [], session: session)
/// ```
@MainActor
final class SupervisedWorker {
  let folder: SupervisorFolder
  private let steps: Int32
  private let watchdog: WorkerWatchdog
  private let encoder = JSONEncoder()
  /// The thread running the current command, which the watchdog stops.
  private let running: WatchedThread
  /// The lines noted since the message started (``note(_:)``).
  private var noted: [String] = []

  /// A worker noting its lines in `folder`, a command allowed `timeout` seconds, its reproducer
  /// starting with `launch app`.
  init(folder: SupervisorFolder, timeout: Double, app: String) {
    self.folder = folder
    WorkerMemoryLimit.applyFromEnvironment()
    WorkerCPULimit.applyFromEnvironment()
    steps = open(folder.steps, O_WRONLY | O_CREAT | O_TRUNC | O_APPEND | O_CLOEXEC, 0o600)
    let running = WatchedThread()
    self.running = running
    let timedOut = folder.timedOut
    watchdog = WorkerWatchdog(seconds: timeout) { expiry in
      // What was running and the last lines, for the supervisor; then the main thread is
      // stopped where it is, so the runtime's backtrace shows the app's own line.
      let text = ([expiry.running?.text ?? ""] + expiry.transcript.suffix(Self.lastLines)).joined(separator: "\n")
      _ = FileManager.default.createFile(atPath: timedOut, contents: Data(text.utf8))
      // The thread that ran the command: the main actor's work may run on another thread
      // than the process's first (under `dispatchMain`, which parks that one).
      // The backtracer lets the process go on once it has written a backtrace (a second or
      // so, several on a loaded machine reading a debug build's symbols): two are taken, one
      // after the other, since one may name no frame of the app, and this ends the process
      // then, or after thirty seconds: a loaded machine's backtracer, reading a debug
      // build's line tables, has taken over ten (a hang reported with no place). A thread
      // that has ended since it started the line cannot say where: no wait then.
      _ = running.sampleBacktraces(within: Self.backtraceWait)
      _exit(ExploreWorkers.timedOutStatus)
    }
    append("launch \(app)")
    ParentWatch.startBySupervisor()
  }

  /// How long, in seconds, a timed-out worker waits for the runtime's backtrace before it
  /// ends without one; its supervisor's backstop waits longer.
  nonisolated static let backtraceWait: Double = 30

  /// How many of the last lines a timed-out command's report shows.
  nonisolated static let lastLines = 8

  /// The session a worker that died saved in `folder`, for the next to carry on; nil for the first worker.
  static func savedSession(in folder: SupervisorFolder) -> SessionSnapshot? {
    FileManager.default.contents(atPath: folder.state).flatMap {
      try? JSONDecoder().decode(SessionSnapshot.self, from: $0)
    }
  }

  /// Notes `line` in the reproducer and starts its time limit.
  func willRun(_ line: String) {
    willStart()
    note(line)
  }

  /// Starts the time limit of a message of the protocol, whose lines ``note(_:)`` notes.
  func willStart() {
    running.adoptCurrent()
    noted = []
    watchdog.arm()
  }

  /// Notes `line` in the reproducer, as the one running.
  func note(_ line: String) {
    running.adoptCurrent()
    append(line)
    noted.append(line)
    watchdog.running("", line)
  }

  /// Stops the time limit, keeps the line and its output as the last lines, and saves the
  /// session as it is now.
  func didRun(_ line: String?, output: [String], session: Session?) {
    watchdog.pause()
    if let line {
      watchdog.ran(line, output: output)
    } else {
      // A message of the protocol: the lines it ran are its last lines.
      for line in noted { watchdog.ran(line, output: []) }
    }
    guard let session, let data = try? encoder.encode(session.snapshot) else { return }
    // Written beside, then renamed over: a crash while writing leaves the last one whole.
    let temporary = folder.state + ".new"
    if FileManager.default.createFile(atPath: temporary, contents: data) { rename(temporary, folder.state) }
  }

  /// Appends `line` to the reproducer: one `write`, so what was noted survives any crash after it.
  private func append(_ line: String) {
    guard steps >= 0 else { return }
    let bytes = Array((line + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(steps, $0.baseAddress, $0.count) }
  }
}
