import Foundation
import MVCSShell

/// Runs scripts in worker processes, at most `jobs` at a time: each worker is this same
/// executable running one script with `--worker-result`, which prints its result as JSON.
///
/// Results come back in the order of the list given, whatever order the workers finish in,
/// so the report reads the same on every run.
struct WorkerPool {
  let arguments: [String]
  let jobs: Int

  private struct WorkerCase: Codable {
    var result: ScriptResult
    var seconds: Double
  }

  func run(_ files: [String]) -> [JUnitReport.Case] {
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let results = ResultBox(count: files.count)
    let slots = DispatchSemaphore(value: jobs)
    let group = DispatchGroup()
    for (index, file) in files.enumerated() {
      slots.wait()
      group.enter()
      DispatchQueue.global().async { [arguments] in
        defer {
          slots.signal()
          group.leave()
        }
        results.set(index, Self.runWorker(executable: executable, arguments: arguments + [file], file: file))
      }
    }
    group.wait()
    return results.all
  }

  /// Prints `testCase` for the parent process.
  static func write(_ testCase: JUnitReport.Case) {
    let encoded = (try? JSONEncoder().encode(WorkerCase(result: testCase.result, seconds: testCase.seconds))) ?? Data()
    print(String(decoding: encoded, as: UTF8.self))
  }

  private static func runWorker(executable: URL, arguments: [String], file: String) -> JUnitReport.Case {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    process.standardInput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      return failure(file, "cannot start a worker process: \(error.localizedDescription)")
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
    if let last = lines.last, let decoded = try? JSONDecoder().decode(WorkerCase.self, from: Data(last.utf8)) {
      return JUnitReport.Case(result: decoded.result, seconds: decoded.seconds)
    }
    return failure(
      file, "the worker for \(file) ended with status \(process.terminationStatus) without a result",
      output: lines.map(String.init))
  }

  private static func failure(_ file: String, _ message: String, output: [String] = []) -> JUnitReport.Case {
    JUnitReport.Case(
      result: ScriptResult(
        file: file, status: .commandFailed, report: ["\(file): error: \(message)"] + output, commandsRun: 0),
      seconds: 0)
  }
}

/// Results filled in by worker threads, each slot written once.
private final class ResultBox: @unchecked Sendable {
  private let lock = NSLock()
  private var slots: [JUnitReport.Case?]

  init(count: Int) {
    slots = Array(repeating: nil, count: count)
  }

  func set(_ index: Int, _ value: JUnitReport.Case) {
    lock.withLock { slots[index] = value }
  }

  var all: [JUnitReport.Case] { lock.withLock { slots.compactMap { $0 } } }
}
