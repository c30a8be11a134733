import Foundation
import MVCSShell
import Synchronization

/// Writes a run's HTML report (`run --report DIR`) as the run goes: each script's page as
/// its worker answers, while the next scripts run, then, at the end, the index, the pages
/// not written yet, and the blob named for the shard (so the blobs of a CI matrix can be
/// gathered in one folder for `merge-reports`).
///
/// A page that cannot be written is written again at the end, where its failure is the
/// run's error (status 2), as a JUnit report's is.
///
/// ```swift
/// let report = RunReportWriter(folder: "mvcs-report", files: files, shard: nil)
/// pool.answered = { report.write($0, encoded: $1) }
/// report.finish(cases, shard: nil, tool: tool, status: &status)
/// ```
final class RunReportWriter: Sendable {
  private let site: ReportSite
  /// The shard the run is, `2/4`.
  private let shardName: String?
  /// The scripts whose page is written, and their cases as the blob holds them (as the
  /// workers answered them, so the blob is not encoded again).
  private let done = Mutex((written: Set<String>(), encoded: [String: Data]()))

  /// A report in `folder` of the run of `files` (in the run's order) by `shard`.
  init(folder: String, files: [String], shard: Shard?) {
    site = ReportSite(folder: folder, files: files)
    shardName = shard.map { "\($0.index)/\($0.count)" }
  }

  /// Writes the page of `testCase`'s script and keeps its case as the blob holds it,
  /// `encoded` as the worker answered it; a failure is left for ``finish``, which tries again.
  func write(_ testCase: JUnitReport.Case, encoded: Data?) {
    let file = testCase.result.file
    let written = (try? site.writePage(testCase.result)) == true
    done.withLock { done in
      if written { done.written.insert(file) }
      if let encoded { done.encoded[file] = encoded }
    }
  }

  /// Writes the index, the pages not written yet and the blob of `cases`.
  func finish(_ cases: [JUnitReport.Case], shard: Shard?, tool: ToolDescription, status: inout ExitStatus) {
    let blob = ReportBlob(
      suite: "\(tool.name) run", tool: "\(tool.name) \(tool.version)",
      cases: cases.map { ReportBlob.Case(result: $0.result, seconds: $0.seconds) },
      shards: shardName.map { shard in Dictionary(cases.map { ($0.result.file, shard) }) { first, _ in first } } ?? [:])
    let done = done.withLock { $0 }
    do {
      try site.write(
        blob, blobName: ReportBlob.fileName(shard: shard), written: done.written, encoded: done.encoded)
    } catch {
      Terminal.writeError("\(tool.name) run: error: cannot write the report: \(error.description)")
      status = max(status, .usage)
    }
  }
}
