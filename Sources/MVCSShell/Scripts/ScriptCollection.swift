import Foundation

/// The script files named on the command line: files as given, folders searched for every
/// `*.mvcs` below them, the whole list sorted so that every machine runs the same order.
public enum ScriptCollection {
  /// A named path that is neither a readable file nor a folder.
  public struct Missing: Error, Equatable {
    /// The path as given.
    public var path: String
  }

  /// The script files `paths` name, sorted; a path that is neither file nor folder throws.
  public static func files(for paths: [String]) throws(Missing) -> [String] {
    var files: [String] = []
    let manager = FileManager.default
    for path in paths {
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { throw Missing(path: path) }
      guard isDirectory.boolValue else {
        files.append(path)
        continue
      }
      let base = path.hasSuffix("/") ? String(path.dropLast()) : path
      // Only files are scripts: a folder named `x.mvcs` is searched, not run.
      let found = (manager.enumerator(atPath: path)?.allObjects as? [String] ?? [])
        .filter { $0.hasSuffix(".mvcs") }
        .map { base + "/" + $0 }
        .filter { manager.fileExists(atPath: $0, isDirectory: &isDirectory) && !isDirectory.boolValue }
      files += found
    }
    var seen = Set<String>()
    return files.sorted().filter { seen.insert($0).inserted }
  }
}
