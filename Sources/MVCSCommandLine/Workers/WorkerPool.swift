import Foundation
import MVCSShell
import Subprocess

#if canImport(System)
  import System
#else
  import SystemPackage
#endif

/// Runs scripts in worker processes, at most `jobs` at a time: each worker is this same
/// executable (the user's own, for a tool built with `MVCSCommandLine`) running one script
/// with `--worker-result`, which prints its result as JSON.
///
/// Results come back in the order of the list given, whatever order the workers finish in,
/// so the report reads the same on every run.
///
/// ```swift
/// let cases = await WorkerPool(arguments: ["run", "--worker-result", "--app", "notes"], jobs: 2)
///   .run(["Scripts/a.mvcs", "Scripts/b.mvcs"])
/// ```
struct WorkerPool {
  /// The arguments before the script's path.
  let arguments: [String]
  let jobs: Int

  /// The most a worker may print: its result with the report and diffs of one script.
  static let outputLimit = 64 << 20

  private struct WorkerCase: Codable {
    var result: ScriptResult
    var seconds: Double
  }

  func run(_ files: [String]) async -> [JUnitReport.Case] {
    let executable = FilePath(Self.currentExecutable.path)
    let arguments = self.arguments
    return await withTaskGroup(of: (Int, JUnitReport.Case).self) { group in
      var results = [JUnitReport.Case?](repeating: nil, count: files.count)
      var next = 0
      func startNext() {
        guard next < files.count else { return }
        let index = next
        let file = files[index]
        next += 1
        group.addTask {
          (index, await Self.runWorker(executable: executable, arguments: arguments + [file], file: file))
        }
      }
      for _ in 0..<min(jobs, files.count) { startNext() }
      for await (index, testCase) in group {
        results[index] = testCase
        startNext()
      }
      return results.compactMap { $0 }
    }
  }

  /// This process's executable, whatever name or relative path started it.
  static var currentExecutable: URL {
    #if os(Linux)
      URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    #else
      Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    #endif
  }

  /// Prints `testCase` for the parent process.
  static func write(_ testCase: JUnitReport.Case) {
    let encoded = (try? JSONEncoder().encode(WorkerCase(result: testCase.result, seconds: testCase.seconds))) ?? Data()
    print(String(decoding: encoded, as: UTF8.self))
  }

  private static func runWorker(executable: FilePath, arguments: [String], file: String) async -> JUnitReport.Case {
    let execution: ExecutionRecord
    do {
      let result = try await Subprocess.run(
        .path(executable), arguments: Arguments(arguments), input: .none,
        output: .bytes(limit: outputLimit), error: .combinedWithOutput)
      let status =
        switch result.terminationStatus {
        case .exited(let code): "with status \(code)"
        case .signaled(let signal): "with status \(128 + signal), killed by signal \(signal),"
        }
      execution = ExecutionRecord(status: status, output: result.standardOutput)
    } catch {
      return failure(file, "cannot run a worker process: \(error)")
    }
    let lines = String(decoding: execution.output, as: UTF8.self).split(separator: "\n")
    if let last = lines.last, let decoded = try? JSONDecoder().decode(WorkerCase.self, from: Data(last.utf8)) {
      return JUnitReport.Case(result: decoded.result, seconds: decoded.seconds)
    }
    return failure(
      file, "the worker for \(file) ended \(execution.status) without a result", output: lines.map(String.init))
  }

  private struct ExecutionRecord {
    /// How the worker ended, as the report words it: `with status 3`.
    var status: String
    var output: [UInt8]
  }

  private static func failure(_ file: String, _ message: String, output: [String] = []) -> JUnitReport.Case {
    JUnitReport.Case(
      result: ScriptResult(
        file: file, status: .commandFailed, report: ["\(file): error: \(message)"] + output, commandsRun: 0),
      seconds: 0)
  }
}
