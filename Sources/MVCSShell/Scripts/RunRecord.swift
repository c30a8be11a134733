import Foundation

/// What `mvcs run` keeps beside a run for the next one: the scripts that failed, for
/// `--last-failed`, and how long each script took, for `--shard` with `--timings`.
///
/// A run merges its results into the record it finds: scripts it ran are updated, others
/// are kept, so shards and partial runs add up. Paths are as the run named them; the JSON
/// has sorted keys, so a committed timings file changes only where a time changed.
///
/// ```swift
/// var record = try RunRecord.read(RunRecord.lastRunPath) ?? RunRecord()
/// record.merge(cases)
/// try record.write(to: RunRecord.lastRunPath)
/// record.failed  // ["Scripts/todo/items.mvcs"]
/// ```
public struct RunRecord: Codable, Sendable, Equatable {
  /// Where a run keeps its record, relative to the current folder, as pytest keeps
  /// `.pytest_cache`.
  public static let lastRunPath = ".mvcs-cache/last-run.json"

  /// The scripts that failed when they last ran, sorted.
  public var failed: [String] = []
  /// Seconds each script took when it last ran.
  public var seconds: [String: Double] = [:]

  /// An empty record.
  public init() {}

  /// A problem reading a record: the file and why.
  public struct Problem: Error, Sendable {
    /// What the message says, with the file's path.
    public var description: String
  }

  /// The record at `path`; nil when there is none, and an error for a file that is not one.
  public static func read(_ path: String) throws(Problem) -> RunRecord? {
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw Problem(description: "cannot read \(path)")
    }
    do {
      return try JSONDecoder().decode(RunRecord.self, from: data)
    } catch {
      throw Problem(description: "\(path) is not a run record: \(error.localizedDescription)")
    }
  }

  /// Takes in the results of a run: each script's time, and whether it failed.
  public mutating func merge(_ cases: [JUnitReport.Case]) {
    var failures = Set(failed)
    for testCase in cases {
      seconds[testCase.result.file] = (testCase.seconds * 1000).rounded() / 1000
      if testCase.result.passed {
        failures.remove(testCase.result.file)
      } else {
        failures.insert(testCase.result.file)
      }
    }
    failed = failures.sorted()
  }

  /// Writes the record as JSON to `path`, creating its folder when it is missing.
  public func write(to path: String) throws(FileReplacement.Problem) {
    try FileReplacement.writeJSON(self, to: path)
  }
}
