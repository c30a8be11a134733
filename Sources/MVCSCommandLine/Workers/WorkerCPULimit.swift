import Foundation
import MVCSShell

/// The most processor time a supervised worker (the interactive shell's or `mcp`'s app) may
/// take over its life (`--cpu-limit`), so an app whose threads spin in the background, where
/// no command's `--timeout` sees them, is ended and relaunched rather than left to take a core.
///
/// The supervisor passes it in the worker's environment; the worker sets it on itself
/// (`RLIMIT_CPU`): past it the kernel ends the worker with SIGXCPU, and its supervisor says
/// "killed: out of CPU time (limit 10m)". A relaunched worker has the whole limit again.
///
/// ```swift
/// let seconds = try WorkerCPULimit.seconds("10m")   // 600
/// WorkerCPULimit.applyFromEnvironment()            // in the worker
/// ```
enum WorkerCPULimit {
  /// The environment variable the supervisor sets: the limit in whole seconds.
  static let variable = "MVCS_WORKER_CPU_LIMIT"

  /// A value that is not a duration of a second or more.
  struct Invalid: Error, CustomStringConvertible {
    var description: String
  }

  /// The seconds `text` names (`30s`, `10m`), a second at least; `none` is no limit (nil).
  static func seconds(_ text: String) throws(Invalid) -> Double? {
    if text == "none" { return nil }
    let seconds: Double
    do {
      seconds = try CommandLineDuration.seconds(text, option: "--cpu-limit")
    } catch {
      throw Invalid(description: "--cpu-limit: \(error.message)")
    }
    guard seconds >= 1 else { throw Invalid(description: "--cpu-limit must be 1s or more, or none, got '\(text)'") }
    return seconds
  }

  /// In the worker: sets the limit its supervisor passed, if any.
  static func applyFromEnvironment() {
    guard let text = ProcessInfo.processInfo.environment[variable], let seconds = UInt64(text) else { return }
    apply(Double(seconds))
  }

  /// Limits this process to `seconds` of processor time, rounded up: SIGXCPU past it.
  static func apply(_ seconds: Double) {
    let seconds = UInt64(seconds.rounded(.up))
    // The hard limit a second later: SIGKILL, should SIGXCPU be caught and ignored.
    var limit = rlimit(rlim_cur: rlim_t(seconds), rlim_max: rlim_t(seconds + 1))
    #if os(Linux)
      _ = setrlimit(__rlimit_resource_t(RLIMIT_CPU.rawValue), &limit)
    #else
      _ = setrlimit(RLIMIT_CPU, &limit)
    #endif
  }
}
