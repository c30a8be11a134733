import MVCS

/// Finds view controllers by path in the live hierarchy, as docs/SHELL.md "Paths" describes:
/// `a/b`, `/a/b`, `.`, `..` and `#N` (the N-th child, from 0).
///
/// Resolution walks one component at a time, so its cost is the path's depth times the
/// number of siblings at each step, never the size of the tree.
///
/// ```swift
/// let groceries = try PathResolver.resolve("/lists/#0", from: session.cwd)
/// ```
@MainActor
public enum PathResolver {
  /// Why a path does not resolve, and at which character of it.
  public struct Failure: Error, Equatable {
    /// What is wrong with the path.
    public var message: String
    /// What there is instead, or how to write it.
    public var hint: String?
    /// The offset, in characters, of the component that failed.
    public var offset: Int
  }

  /// The view controller at `path`, relative paths read from `start`.
  public static func resolve(_ path: String, from start: ViewController) throws(Failure) -> ViewController {
    guard !path.isEmpty else {
      throw Failure(message: "empty path", hint: "use '.' for the current view controller, '/' for the root", offset: 0)
    }
    var node = path.hasPrefix("/") ? start.root : start
    var offset = 0
    for component in path.split(separator: "/", omittingEmptySubsequences: false) {
      defer { offset += component.count + 1 }
      switch component {
      case "", ".":
        continue
      case "..":
        node = node.pathParent ?? node
      default:
        node = try child(String(component), of: node, offset: offset)
      }
    }
    return node
  }

  private static func child(_ name: String, of node: ViewController, offset: Int) throws(Failure) -> ViewController {
    // O(1) per step when found, so a path resolves in time proportional to its depth.
    if name.hasPrefix("#"), let index = Int(name.dropFirst()) {
      if let found = node.child(at: index) { return found }
      let count = node.allChildrenCount
      let range = count == 0 ? "it has no children" : "valid: #0–#\(count - 1)"
      throw Failure(message: "no child \(name) in \(node.path)", hint: range, offset: offset)
    }
    if let found = node.child(named: name) { return found }
    let place = node.path
    let names = node.allChildNames
    let hint =
      names.isEmpty
      ? "\(place) has no children"
      : Suggestions.hint(for: name, among: names, listing: "children of \(place)")
    throw Failure(message: "no child '\(name.escapingControlCharacters)' in \(place)", hint: hint, offset: offset)
  }
}
