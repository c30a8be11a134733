import Foundation

/// The folders an agent may write files in: the server's working folder, or the folders
/// the user named with `--allow-write`, and what is below them.
///
/// A path is judged by the file it would write: relative to the working folder, with `..`
/// and every symbolic link resolved (the shell writes through a link to the file it names),
/// so an absolute path, a `..` or a link that leads out of the folders is refused before
/// anything is written.
///
/// ```swift
/// let confinement = WriteConfinement(folders: ["."])
/// confinement.problem(with: "Scripts/new.mvcs")  // nil
/// confinement.problem(with: "../elsewhere.mvcs")  // "… is outside …"
/// ```
struct WriteConfinement: Sendable {
  /// The folders, each as its real path.
  let folders: [String]
  /// How the folders are named in messages and in the tools' descriptions.
  let description: String

  /// Confines writes to `folders` (relative ones from the working folder); a folder that
  /// does not exist confines to nothing.
  init(folders: [String]) {
    self.folders = folders.compactMap(Self.realPath)
    description = folders == ["."] ? "the server's working folder" : folders.joined(separator: ", ")
  }

  /// Why `path` may not be written, or nil when it may.
  func problem(with path: String) -> String? {
    guard let target = Self.target(of: path) else {
      return "cannot write \(path): its folder does not exist or cannot be read"
    }
    if folders.contains(where: { target.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }) { return nil }
    return "cannot write \(path): agents may write only inside \(description), and it is \(target)"
  }

  /// The file writing `path` would replace: its folder's real path and its name, or where
  /// the link it names points.
  private static func target(of path: String) -> String? {
    if let real = realPath(path) { return real }
    var info = stat()
    // A link to nothing yet: where it points cannot be checked, so it is refused.
    if lstat(path, &info) == 0 { return nil }
    let name = path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? ""
    guard !name.isEmpty, name != ".", name != ".." else { return nil }
    let folder = path.hasSuffix("/" + name) ? String(path.dropLast(name.count)) : ""
    guard let realFolder = realPath(folder.isEmpty ? "." : folder) else { return nil }
    return (realFolder.hasSuffix("/") ? realFolder : realFolder + "/") + name
  }

  private static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
