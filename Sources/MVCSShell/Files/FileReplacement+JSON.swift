import Foundation

extension FileReplacement {
  /// Writes `value` as pretty, key-sorted JSON to `path`, creating the folder when it is
  /// missing: the records a run keeps beside itself in `.mvcs-cache/` (the last run, the
  /// changes pending review), which are read back by people as well as by mvcs.
  ///
  /// ```swift
  /// try FileReplacement.writeJSON(lastRun, to: ".mvcs-cache/last-run.json")
  /// ```
  static func writeJSON(_ value: some Encodable, to path: String) throws(Problem) {
    let folder = PathText.folder(of: path)
    if !folder.isEmpty, !FileName.createFolder(folder) {
      throw Problem(path: path, reason: "cannot create the folder \(folder)")
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data: Data
    do {
      data = try encoder.encode(value)
    } catch {
      throw Problem(path: path, reason: "cannot encode it as JSON: \(error)")
    }
    try write(String(decoding: JSONText.escapingSeparators(data), as: UTF8.self) + "\n", to: path)
  }
}
