import Foundation
import MVCSShell

/// UI coverage across processes: each worker of `run --coverage` keeps what its scripts
/// reached in a file of its own in one folder, and the runner merges the files, prints the
/// table and writes the JSON.
///
/// ```swift
/// let folder = CoverageParts.folder()         // handed to the workers
/// CoverageParts.keep(recorder.coverage, in: folder)  // a worker, after each script
/// let reached = CoverageParts.merged(in: folder)     // the runner, after the pool
/// ```
enum CoverageParts {
  /// A new folder for the workers' parts, in the system's temporary folder.
  static func folder() -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "mvcs-coverage-\(ProcessInfo.processInfo.processIdentifier)"
    ).path
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  /// Writes `coverage` as this process's part; a worker that crashes keeps what it wrote last.
  static func keep(_ coverage: UICoverage, in folder: String) {
    let file = (folder as NSString).appendingPathComponent("worker-\(ProcessInfo.processInfo.processIdentifier).json")
    try? JSONEncoder().encode(coverage).write(to: URL(fileURLWithPath: file), options: .atomic)
  }

  /// Every part in `folder` merged, in the order of the file names; the folder is removed.
  static func merged(in folder: String) -> UICoverage {
    var coverage = UICoverage()
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    for name in names {
      let path = (folder as NSString).appendingPathComponent(name)
      if let data = FileManager.default.contents(atPath: path),
        let part = try? JSONDecoder().decode(UICoverage.self, from: data)
      {
        coverage.merge(part)
      }
    }
    try? FileManager.default.removeItem(atPath: folder)
    return coverage
  }

  /// Prints the table, writes the JSON to `file` and checks `minimum`: the exit status.
  @MainActor
  static func report(_ coverage: UICoverage, to file: String, minimum: Double?, tool: ToolDescription, verb: String)
    -> Int32
  {
    for line in coverage.table { Terminal.writeOutput(line) }
    var status = ExitStatus.success
    do {
      try FileReplacement.write(String(decoding: try coverage.json(), as: UTF8.self) + "\n", to: file)
    } catch {
      Terminal.writeError("\(tool.name) \(verb): error: cannot write the coverage to \(file): \(error)")
      status = .usage
    }
    if let minimum, coverage.percent < minimum {
      Terminal.writeError(
        "\(tool.name) \(verb): UI coverage \(UICoverage.format(coverage.percent))% is below --coverage-min "
          + "\(UICoverage.format(minimum))%")
      status = max(status, .expectationFailed)
    }
    return status.rawValue
  }
}
