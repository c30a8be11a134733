/// File paths as text, for the few things the shell needs of them, without
/// `NSString.deletingLastPathComponent` (which traps on some one-character paths on Linux).
///
/// ```swift
/// PathText.folder(of: "Scripts/todo/lists.mvcs")  // "Scripts/todo"
/// PathText.folder(of: "a")                        // ""
/// PathText.folder(of: "/a")                       // "/"
/// ```
enum PathText {
  /// The folder part of `path`.
  ///
  /// Everything before its last `/`, `""` when it has none, and `/` for a file at the root.
  /// Trailing slashes are not a last component.
  static func folder(of path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return "" }
    let folder = trimmed[..<slash]
    if folder.isEmpty { return "/" }
    var result = folder
    while result.count > 1, result.hasSuffix("/") { result.removeLast() }
    return String(result)
  }
}
