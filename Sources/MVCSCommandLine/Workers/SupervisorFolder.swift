import Foundation

/// The folder a supervisor (the interactive shell's or `mcp`'s front process) shares with the
/// worker process that runs the app, where the worker leaves what the supervisor reads once
/// it has died: the lines since its launch, the session to carry on, whether its watchdog
/// ended it, and the runtime's backtrace.
///
/// The supervisor names it to the worker in the environment (``variable``), so the worker's
/// command line is the user's own and `ps` shows it as typed.
///
/// ```swift
/// let folder = SupervisorFolder.make()          // the supervisor, once
/// SupervisorFolder.current?.steps               // the worker: where it notes each line
/// ```
struct SupervisorFolder: Sendable {
  /// The environment variable that names the folder to a worker: set, the process is one.
  static let variable = "MVCS_SUPERVISOR_FOLDER"

  let path: String

  /// The lines the worker ran since it started, `launch APP` first: the reproducer of a crash.
  var steps: String { path + "/steps.mvcs" }
  /// The session the worker would carry to the next (``SessionSnapshot``), saved after each command.
  var state: String { path + "/state.json" }
  /// Written by the worker's watchdog before it stops the app: what was running, and the last lines.
  var timedOut: String { path + "/timed-out" }
  /// Where the Swift runtime writes the backtrace of a crash, one text file each.
  var backtraces: String { path + "/backtraces" }

  /// The folder this process was given as a worker; nil when it runs on its own.
  static var current: SupervisorFolder? {
    guard let value = getenv(variable), value.pointee != 0 else { return nil }
    return SupervisorFolder(path: String(cString: value))
  }

  /// A new folder in the temporary directory; nil when it cannot be made.
  static func make() -> SupervisorFolder? {
    var template = Array(
      FileManager.default.temporaryDirectory.appendingPathComponent("mvcs-session-XXXXXX").path.utf8CString)
    let made = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.flatMap { mkdtemp($0) } }
    guard made != nil else { return nil }
    let folder = SupervisorFolder(
      path: String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    guard mkdir(folder.backtraces, 0o700) == 0 else { return nil }
    return folder
  }

  /// What a worker's environment adds: the folder, the runtime's backtraces in it (as `run`
  /// and `explore` have them, for ``CrashReport``), never on the terminal or the protocol's
  /// channel, and the worker's memory and processor time limits, if any.
  func workerEnvironment(memoryLimit: UInt64?, cpuLimit: Double?) -> [String: String] {
    var variables = [
      Self.variable: path,
      "SWIFT_BACKTRACE": CrashReport.backtracerSettings + ",output-to=\(backtraces)/",
    ]
    if let memoryLimit { variables[WorkerMemoryLimit.variable] = "\(memoryLimit)" }
    if let cpuLimit { variables[WorkerCPULimit.variable] = "\(UInt64(cpuLimit.rounded(.up)))" }
    return variables
  }

  /// Clears what a worker that died left, before the next one starts.
  func clearForNextWorker() {
    unlink(timedOut)
    for name in (try? FileManager.default.contentsOfDirectory(atPath: backtraces)) ?? [] {
      unlink(backtraces + "/" + name)
    }
  }

  /// Removes the folder and everything in it.
  func remove() {
    try? FileManager.default.removeItem(atPath: path)
  }
}
