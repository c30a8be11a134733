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
  ///
  /// Names are read byte for byte (``FileName``): a script whose name is not UTF-8 is found
  /// and run under its own name.
  public static func files(for paths: [String]) throws(Missing) -> [String] {
    var files: [String] = []
    for path in paths {
      guard FileName.exists(path) else { throw Missing(path: path) }
      guard FileName.isFolder(path) else {
        files.append(path)
        continue
      }
      files += scripts(below: path.hasSuffix("/") ? String(path.dropLast()) : path)
    }
    var seen = Set<String>()
    return files.sorted().filter { seen.insert($0).inserted }
  }

  /// Every file `*.mvcs` below `folder`, at any depth (a folder so named is searched);
  /// folders reached through a link are not entered, so a link back up cannot loop.
  private static func scripts(below folder: String) -> [String] {
    var found: [String] = []
    var pending = [folder]
    while let next = pending.popLast() {
      for name in FileName.entries(of: next) ?? [] {
        let path = next + "/" + name
        var info = stat()
        guard FileName.withPath(path, { lstat($0, &info) }) == 0 else { continue }
        if info.st_mode & S_IFMT == S_IFDIR {
          pending.append(path)
        } else if name.hasSuffix(".mvcs"), !FileName.isFolder(path) {
          // Only files are scripts: a folder named `x.mvcs`, or a link to one, is not run.
          found.append(path)
        }
      }
    }
    return found
  }
}
