import ArgumentParser
import Foundation
import MVCSShell

/// `merge-reports [--report DIR] [--junit FILE] BLOB|DIR ...`: one HTML report and one JUnit
/// file from the blobs the shards of a CI run wrote, as Playwright's `merge-reports` does.
struct MergeReportsCommand: ParsableCommand {
  static var configuration: CommandConfiguration {
    let tool = ToolDescription.current
    return CommandConfiguration(
      commandName: "merge-reports",
      abstract: "Merge the report blobs of a sharded run into one HTML report and one JUnit file.",
      discussion: """
        `\(tool.name) run --report DIR --shard I/N` writes, beside the shard's HTML report, its \
        blob: DIR/report-blob-I-of-N.json. Give merge-reports the blobs, or folders holding \
        them (searched below for report-blob*.json), and it writes the whole run's report to \
        --report (mvcs-report by default) and, with --junit, its JUnit XML. A script in two \
        blobs is an error. Exit status: 0 every script passed, 1 some failed, 2 an error \
        (no blobs, an unreadable blob, a report that cannot be written).
        """)
  }

  @Option(
    name: .customLong("report"), help: ArgumentHelp("Write the merged HTML report to DIR.", valueName: "dir"),
    completion: .directory)
  var reportFolder = "mvcs-report"

  @Option(name: .long, help: ArgumentHelp("Write a JUnit XML report to FILE.", valueName: "file"), completion: .file())
  var junit: String?

  @Argument(help: ArgumentHelp("Report blobs, or folders holding them.", valueName: "blob|dir"), completion: .file())
  var paths: [String] = []

  func execute(tool: ToolDescription) -> Int32 {
    let prefix = "\(tool.name) merge-reports: error:"
    guard !paths.isEmpty else {
      Terminal.writeError(
        "\(prefix) name the blobs to merge, or folders of them: \(tool.name) merge-reports all-blobs/")
      return ExitStatus.usage.rawValue
    }
    var blobs: [(path: String, blob: ReportBlob)] = []
    do {
      for path in try blobPaths() { blobs.append((path, try ReportBlob.read(path))) }
      let merged = try ReportBlob.merging(blobs)
      if let junit { try FileReplacement.checkWritable(junit) }
      let site = ReportSite(folder: reportFolder, files: merged.cases.map(\.result.file))
      let index = try site.write(merged, blobName: ReportBlob.fileName(shard: nil))
      if let junit {
        try FileReplacement.write(JUnitReport(suite: merged.suite, cases: merged.junitCases).xml, to: junit)
      }
      let failed = merged.cases.filter { !$0.result.passed }.count
      print("merged \(blobs.count) \(blobs.count == 1 ? "blob" : "blobs") into \(index)")
      print("\(merged.cases.count - failed) passed, \(failed) failed")
      return failed == 0 ? ExitStatus.success.rawValue : ExitStatus.expectationFailed.rawValue
    } catch let problem as ReportBlob.Problem {
      Terminal.writeError("\(prefix) \(problem.description)")
    } catch let problem as FileReplacement.Problem {
      Terminal.writeError("\(prefix) \(problem.description)")
    } catch {
      Terminal.writeError("\(prefix) \(error)")
    }
    return ExitStatus.usage.rawValue
  }

  /// The blobs named: files as given, and every `report-blob*.json` below each folder, in
  /// sorted order.
  private func blobPaths() throws(ReportBlob.Problem) -> [String] {
    var found: [String] = []
    for path in paths {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
        throw ReportBlob.Problem(description: "no such file or folder: \(path)")
      }
      guard isFolder.boolValue else {
        found.append(path)
        continue
      }
      let inside = (FileManager.default.enumerator(atPath: path)?.allObjects as? [String] ?? [])
        .filter { ReportBlob.isBlobName(($0 as NSString).lastPathComponent) }
        .sorted()
      guard !inside.isEmpty else {
        throw ReportBlob.Problem(description: "no report blobs (report-blob*.json) in \(path)")
      }
      found += inside.map { (path as NSString).appendingPathComponent($0) }
    }
    return found
  }
}
