import ArgumentParser
import Foundation

/// The most memory a worker process may take (`run` and `explore`'s `--memory-limit`), so an
/// app that allocates without end is one failure, "out of memory (limit 4 GiB)", not the
/// machine's problem.
///
/// The parent passes it in the worker's environment; the worker sets it on itself before it
/// runs anything (`RLIMIT_DATA`: the heap and every private writable mapping, which is where
/// Swift's allocations go; not the address space, which thread stacks and malloc's arenas
/// reserve without using). An allocation past it fails, and the Swift runtime ends the
/// worker with "failed to allocate N bytes".
///
/// ```swift
/// let bytes = try WorkerMemoryLimit.bytes("512M", option: "--memory-limit")   // 536870912
/// WorkerMemoryLimit.applyFromEnvironment()   // in the worker
/// ```
enum WorkerMemoryLimit {
  /// The environment variable the parent sets: the limit in bytes.
  static let variable = "MVCS_WORKER_MEMORY_LIMIT"
  /// 4 GiB: twenty times what the largest built-in flow takes, and two workers of it fit on
  /// a small CI machine.
  static let defaultText = "4G"
  static let defaultBytes: UInt64 = 4 << 30

  /// `512M`, `4G`, `1024K` or a number of bytes; `none` is no limit (nil); else a usage error.
  static func bytes(_ text: String, option: String) throws -> UInt64? {
    if text == "none" { return nil }
    let units: [Character: UInt64] = ["K": 1 << 10, "M": 1 << 20, "G": 1 << 30]
    let unit = text.last.flatMap { units[Character($0.uppercased())] }
    let digits = unit == nil ? Substring(text) : text.dropLast()
    guard let number = UInt64(digits), number > 0, number <= (1 << 50) / (unit ?? 1) else {
      throw ValidationError("\(option) must be a size such as 512M or 4G, or none, got '\(text)'")
    }
    return number * (unit ?? 1)
  }

  /// `4 GiB`, `512 MiB`: a limit as a report says it.
  static func text(_ bytes: UInt64) -> String {
    if bytes % (1 << 30) == 0 { return "\(bytes >> 30) GiB" }
    if bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
    return "\(bytes) bytes"
  }

  /// In the worker: sets the limit its parent passed, if any.
  static func applyFromEnvironment() {
    guard let text = ProcessInfo.processInfo.environment[variable], let bytes = UInt64(text) else { return }
    apply(bytes)
  }

  /// Limits this process to `bytes` of data: an allocation past it fails, and the app with it.
  static func apply(_ bytes: UInt64) {
    var limit = rlimit(rlim_cur: rlim_t(bytes), rlim_max: rlim_t(bytes))
    #if os(Linux)
      _ = setrlimit(__rlimit_resource_t(RLIMIT_DATA.rawValue), &limit)
    #else
      _ = setrlimit(RLIMIT_DATA, &limit)
    #endif
  }
}
