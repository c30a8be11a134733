import Foundation

/// One run's report as a single mergeable file, as Playwright's blob report is: every
/// script's result with its ``ScriptTimeline``, how long it took, and the shard that ran it.
///
/// `mvcs run --report DIR` writes one beside the pages (`DIR/report-blob.json`, or
/// `report-blob-2-of-4.json` for `--shard 2/4`); `mvcs merge-reports` reads the blobs of every
/// shard and writes one report and one JUnit file for the whole CI run. The JSON has sorted
/// keys, so the same run gives the same bytes but for the durations.
///
/// ```swift
/// let paths = ["shard-1/report-blob-1-of-2.json", "shard-2/report-blob-2-of-2.json"]
/// let merged = try ReportBlob.merging(paths.map { ($0, try ReportBlob.read($0)) })
/// try ReportSite(folder: "mvcs-report", files: merged.cases.map(\.result.file)).write(merged, blobName: nil)
/// ```
public struct ReportBlob: Sendable, Codable, Equatable {
  /// One script of the run: what a worker answers for it, and what the blob keeps.
  public struct Case: Sendable, Codable, Equatable {
    /// What replaying the script came to, its timeline included.
    public var result: ScriptResult
    /// How long the script ran, in seconds.
    public var seconds: Double

    /// A case for `result`, run in `seconds`.
    public init(result: ScriptResult, seconds: Double) {
      self.result = result
      self.seconds = seconds
    }
  }

  /// Why blobs cannot be read or merged, with the file concerned.
  public struct Problem: Error, Sendable, CustomStringConvertible {
    /// What the message says.
    public var description: String

    /// A problem that says `description`.
    public init(description: String) {
      self.description = description
    }
  }

  /// What the file says it is: `mvcs-report-blob`.
  public var format = Self.formatName
  /// The version of the format; a reader takes only its own.
  public var version = Self.formatVersion
  /// The suite the JUnit report names: `mvcs run`.
  public var suite: String
  /// The tool and version that ran the scripts: `mvcs 0.1.0`.
  public var tool: String
  /// The scripts, in the run's sorted order.
  public var cases: [Case]
  /// The shard that ran each script, `2/4`, by its path; empty for a run without `--shard`.
  public var shards: [String: String] = [:]

  /// What every blob's `format` says.
  public static let formatName = "mvcs-report-blob"
  /// The version this build writes and reads.
  public static let formatVersion = 1
  /// The largest blob read: 1 GiB.
  public static let maximumSize = 1 << 30

  /// A blob of `cases`, run by `tool` as `suite`, each by the shard `shards` gives.
  public init(suite: String, tool: String, cases: [Case], shards: [String: String] = [:]) {
    self.suite = suite
    self.tool = tool
    self.cases = cases
    self.shards = shards
  }

  /// The blob's file name in a report folder: `report-blob.json`, `report-blob-2-of-4.json`.
  public static func fileName(shard: Shard?) -> String {
    shard.map { "report-blob-\($0.index)-of-\($0.count).json" } ?? "report-blob.json"
  }

  /// Whether a file in a folder given to `merge-reports` is a blob, by its name.
  public static func isBlobName(_ name: String) -> Bool {
    name.hasPrefix("report-blob") && name.hasSuffix(".json")
  }

  /// The cases as the JUnit report takes them.
  public var junitCases: [JUnitReport.Case] {
    cases.map { JUnitReport.Case(result: $0.result, seconds: $0.seconds) }
  }

  /// Reads the blob at `path`.
  public static func read(_ path: String) throws(Problem) -> ReportBlob {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else {
      throw Problem(description: "cannot read \(path): no such file")
    }
    if let size = attributes[.size] as? Int, size > maximumSize {
      throw Problem(description: "cannot read \(path): it is larger than a report blob may be, 1 GiB")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw Problem(description: "cannot read \(path)")
    }
    struct Header: Decodable {
      var format: String?
      var version: Int?
    }
    guard let header = try? JSONDecoder().decode(Header.self, from: data), header.format == formatName else {
      throw Problem(description: "\(path) is not a report blob (mvcs run --report writes them)")
    }
    guard header.version == formatVersion else {
      throw Problem(
        description:
          "\(path) is a report blob of version \(header.version.map(String.init) ?? "?"); this mvcs reads version \(formatVersion)"
      )
    }
    do {
      return try JSONDecoder().decode(ReportBlob.self, from: data)
    } catch {
      throw Problem(description: "\(path) is not a readable report blob: \(error)")
    }
  }

  /// Writes the blob as JSON with sorted keys to `path`.
  ///
  /// `encoded` holds cases already encoded by ``encode(_:)`` (a run encodes each as its
  /// worker answers, while the next scripts run), by path; the others are encoded here.
  /// The bytes are the same either way.
  public func write(to path: String, encoded: [String: Data] = [:]) throws(FileReplacement.Problem) {
    struct Header: Encodable {
      var format: String
      var shards: [String: String]
      var suite: String
      var tool: String
      var version: Int
    }
    var json = Data(#"{"cases":["#.utf8)
    do {
      for (index, testCase) in cases.enumerated() {
        if index > 0 { json.append(UInt8(ascii: ",")) }
        json.append(try encoded[testCase.result.file] ?? Self.encode(testCase))
      }
      // "cases" comes first among the sorted keys: the header's fields follow it.
      let header = try Self.encoder.encode(
        Header(format: format, shards: shards, suite: suite, tool: tool, version: version))
      json.append(contentsOf: Array(#"],"#.utf8) + header.dropFirst())
    } catch {
      throw FileReplacement.Problem(path: path, reason: "cannot encode it as JSON: \(error)")
    }
    json.append(UInt8(ascii: "\n"))
    try FileReplacement.write(String(decoding: json, as: UTF8.self), to: path, syncing: false)
  }

  /// `testCase` as the blob's JSON holds it, and as a worker answers it: the runner keeps a
  /// worker's answer as it came, without decoding and encoding it again.
  public static func encode(_ testCase: Case) throws -> Data {
    try encoder.encode(testCase)
  }

  private static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }

  /// One blob holding every script of `blobs`, sorted by path, as one unsharded run would
  /// list them; a script in two blobs (a shard merged twice) is an error naming both.
  public static func merging(_ blobs: [(path: String, blob: ReportBlob)]) throws(Problem) -> ReportBlob {
    guard let first = blobs.first else { throw Problem(description: "no report blobs to merge") }
    var seen: [String: String] = [:]
    var cases: [Case] = []
    var shards: [String: String] = [:]
    for (path, blob) in blobs {
      shards.merge(blob.shards) { first, _ in first }
      for testCase in blob.cases {
        if let other = seen[testCase.result.file] {
          throw Problem(
            description:
              "\(testCase.result.file) is in both \(other) and \(path); merge each shard's blob once")
        }
        seen[testCase.result.file] = path
        cases.append(testCase)
      }
    }
    cases.sort { $0.result.file < $1.result.file }
    return ReportBlob(suite: first.blob.suite, tool: first.blob.tool, cases: cases, shards: shards)
  }
}
