import Foundation

/// Reading a script from disk, with a reason a person understands when it cannot be read.
enum ScriptFile {
  struct Problem: Error {
    var reason: String
  }

  static func read(_ path: String) -> Result<String, Problem> {
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
      return .failure(Problem(reason: "No such file or directory"))
    }
    guard !isDirectory.boolValue else { return .failure(Problem(reason: "it is a folder")) }
    guard let data = manager.contents(atPath: path) else {
      return .failure(Problem(reason: manager.isReadableFile(atPath: path) ? "read failed" : "Permission denied"))
    }
    guard let text = String(data: data, encoding: .utf8) else {
      return .failure(Problem(reason: "it is not UTF-8 text"))
    }
    return .success(text)
  }
}
