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
    // Index arithmetic only: `count` on a Substring walks it, and a path may be long.
    let trimmed = droppingTrailingSlashes(Substring(path))
    guard let slash = trimmed.lastIndex(of: "/") else { return "" }
    let folder = droppingTrailingSlashes(trimmed[..<slash])
    return folder.isEmpty ? "/" : String(folder)
  }

  /// `text` without its trailing slashes, except a lone `/`.
  private static func droppingTrailingSlashes(_ text: Substring) -> Substring {
    var end = text.endIndex
    while end > text.startIndex, text[text.index(before: end)] == "/" { end = text.index(before: end) }
    if end == text.startIndex, !text.isEmpty { return text.prefix(1) }
    return text[..<end]
  }
}
