import Foundation

/// The HTML report of a run, as a folder a browser opens from the file system: `index.html`
/// (every script with its status, steps, duration and shard, and a filter), a page per script
/// under `scripts/` with every step of it, and the run's blob (``ReportBlob``), which
/// `mvcs merge-reports` reads.
///
/// A run writes each script's page as its result arrives (``writePage(_:)``), while the next
/// scripts run, then the index and the blob (``write(_:blobName:written:encoded:)`` writes
/// the pages not yet written).
///
/// ```swift
/// let site = ReportSite(folder: "mvcs-report", files: files)
/// try site.write(blob, blobName: ReportBlob.fileName(shard: nil))
/// // mvcs-report/index.html, mvcs-report/scripts/Scripts__todo__items.mvcs.html, …
/// ```
public struct ReportSite: Sendable {
  /// The folder the report goes in; made when missing.
  public let folder: String
  /// Each script's page name in `scripts/`, by its path.
  private let pageNames: [String: String]

  /// A report in `folder` of the scripts `files`, in the run's order.
  public init(folder: String, files: [String]) {
    self.folder = folder
    pageNames = Dictionary(zip(files, Self.pageNames(for: files)), uniquingKeysWith: { first, _ in first })
  }

  /// Checks, before a run, that the report can be written: the folder is one, or can be made.
  public func checkWritable() throws(FileReplacement.Problem) {
    try makeFolder(folder)
    try FileReplacement.checkWritable(path("index.html"))
  }

  /// Writes the page of `result`'s script; returns whether the script is one of the report's.
  @discardableResult
  public func writePage(_ result: ScriptResult) throws(FileReplacement.Problem) -> Bool {
    guard let page = pageNames[result.file] else { return false }
    try makeFolder(path("scripts"))
    try FileReplacement.write(ScriptPage(result: result).html, to: path("scripts/" + page), syncing: false)
    return true
  }

  /// Writes the index, the pages of the scripts not in `written` and, when `blobName` is
  /// given, the blob (with the cases `encoded` already, by path); returns the index's path.
  @discardableResult
  public func write(
    _ blob: ReportBlob, blobName: String?, written: Set<String> = [], encoded: [String: Data] = [:]
  ) throws(FileReplacement.Problem) -> String {
    try makeFolder(folder)
    for testCase in blob.cases where !written.contains(testCase.result.file) {
      try writePage(testCase.result)
    }
    let pages = blob.cases.map { pageNames[$0.result.file] ?? "" }
    let index = path("index.html")
    try FileReplacement.write(indexPage(blob, pages: pages), to: index, syncing: false)
    if let blobName { try blob.write(to: path(blobName), encoded: encoded) }
    return index
  }

  /// Each script's page name, in the order of `files`: its path with `./` dropped, `/` as
  /// `__`, and anything but letters, digits, `.`, `-` and `_` as `_`, made unique with `-2`,
  /// `-3`, in order, and ending in `.html`.
  static func pageNames(for files: [String]) -> [String] {
    var taken = Set<String>()
    return files.map { file in
      var name = Substring(file)
      while name.hasPrefix("./") { name = name.dropFirst(2) }
      var base = ""
      for scalar in name.replacingOccurrences(of: "/", with: "__").unicodeScalars.prefix(120) {
        let safe =
          scalar.isASCII
          && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "._-".unicodeScalars.contains(scalar))
        base.unicodeScalars.append(safe ? scalar : "_")
      }
      if base.isEmpty { base = "script" }
      var candidate = base
      var suffix = 2
      while !taken.insert(candidate.lowercased()).inserted {
        candidate = "\(base)-\(suffix)"
        suffix += 1
      }
      return candidate + ".html"
    }
  }

  private func indexPage(_ blob: ReportBlob, pages: [String]) -> String {
    let cases = blob.cases
    let failed = cases.filter { !$0.result.passed }.count
    let passed = cases.count - failed
    let seconds = cases.reduce(0) { $0 + $1.seconds }
    let shards = Set(blob.shards.values).sorted()
    var html = ReportAssets.head(title: "\(blob.suite): \(failed) failed, \(passed) passed")
    html += "<header>\n<h1>\(HTMLText.escape(blob.suite))</h1>\n<p>"
    html += "\(cases.count) scripts: <span class=\"passed-text\">\(passed) passed</span>, "
    html += "<span class=\"\(failed > 0 ? "failed" : "passed")-text\">\(failed) failed</span>"
    html += " · " + String(format: "%.3f", seconds) + " s of scripts"
    if !shards.isEmpty { html += " · shards " + HTMLText.escape(shards.joined(separator: ", ")) }
    html += " · \(HTMLText.escape(blob.tool))</p>\n</header>\n"
    html += """
      <nav class="filters" id="filters">
      <button type="button" data-filter="all" aria-pressed="true">All (\(cases.count))</button>
      <button type="button" data-filter="failed" aria-pressed="false">Failed (\(failed))</button>
      <button type="button" data-filter="passed" aria-pressed="false">Passed (\(passed))</button>
      <input type="search" id="search" placeholder="Filter by text" aria-label="Filter by text">
      <span class="muted" id="shown"></span>
      </nav>
      <table class="scripts"><thead><tr><th>Status</th><th>Script</th><th>Steps</th><th>Duration</th>\
      <th>Shard</th></tr></thead>
      <tbody>

      """
    for (testCase, page) in zip(cases, pages) {
      let result = testCase.result
      let word = ScriptPage.statusWord(result.status)
      let firstProblem = result.passed ? nil : result.report.first
      let search = (result.file + " " + (firstProblem ?? "")).lowercased()
      html += "<tr data-status=\"\(result.passed ? "passed" : "failed")\" data-search=\"\(HTMLText.escape(search))\">"
      html += "<td><span class=\"badge \(word == "PASS" ? "passed" : word == "FAIL" ? "failed" : "error")\">"
      html += "\(word)</span></td>"
      html += "<td><a href=\"scripts/\(page)\">\(HTMLText.escape(result.file))</a>"
      if let firstProblem {
        html += "<div class=\"first-problem\">\(HTMLText.escape(ScriptTimeline.Step.capped(firstProblem)))</div>"
      }
      html += "</td>"
      let steps = result.timeline.map { "\(result.commandsRun) of \($0.steps.count)" } ?? "\(result.commandsRun)"
      html += "<td class=\"number\">\(steps)</td>"
      html += "<td class=\"number\">" + String(format: "%.3f s", testCase.seconds) + "</td>"
      html += "<td>\(HTMLText.escape(blob.shards[result.file] ?? "—"))</td></tr>\n"
    }
    html += "</tbody></table>\n" + ReportAssets.tail
    return html
  }

  private func path(_ name: String) -> String {
    (folder as NSString).appendingPathComponent(name)
  }

  private func makeFolder(_ place: String) throws(FileReplacement.Problem) {
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: place, isDirectory: &isFolder) {
      guard isFolder.boolValue else { throw FileReplacement.Problem(path: place, reason: "it is not a folder") }
      return
    }
    do {
      try FileManager.default.createDirectory(atPath: place, withIntermediateDirectories: true)
    } catch {
      throw FileReplacement.Problem(path: place, reason: "cannot create the folder")
    }
  }
}
