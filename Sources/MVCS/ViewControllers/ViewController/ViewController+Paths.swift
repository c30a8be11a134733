/// Where a view controller is in its hierarchy, as the shell's paths name it.
///
/// A path walks up from a view controller to the root through its ``ViewController/pathParent``:
/// its parent, or for a modal the view controller that presents it. The lifecycle log walks
/// the same way but also through ``ViewController/embeddingParent``, so a child on its way
/// in or out is logged where it goes or comes from. Both cost O(depth).
///
/// ```swift
/// groceries.path                        // "/lists/groceries"
/// groceries.root === navigation         // true
/// ```
extension ViewController {
  /// The view controller above this one in paths: the parent, or the presenter of a modal.
  public var pathParent: ViewController? { parent ?? presentingViewController }

  /// The absolute path of this view controller: `/`, `/lists`, `/lists/groceries`.
  public var path: String { path(upThrough: \.pathParent) }

  /// The top of this view controller's hierarchy.
  public var root: ViewController {
    var node = self
    while let parent = node.pathParent { node = parent }
    return node
  }

  /// The path events are logged under: ``path``, except that a view controller on its way
  /// into or out of a parent, and everything below it, is placed under that parent.
  var loggedPath: String { path(upThrough: \.logParent) }

  /// The path a child named `childName` has, or will have once added.
  func pathOfChild(named childName: String) -> String {
    pathParent == nil ? "/\(childName)" : "\(path)/\(childName)"
  }

  /// The parent in the log: the path parent, or the parent being joined or left.
  var logParent: ViewController? { pathParent ?? embeddingParent }

  /// The one path algorithm: the names from the root down to here, each step up taken by `up`.
  private func path(upThrough up: (ViewController) -> ViewController?) -> String {
    var names: [String] = []
    var node = self
    while let parent = up(node) {
      names.append(node.name)
      node = parent
    }
    return "/" + names.reversed().joined(separator: "/")
  }
}
