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
  public var path: String {
    guard let parent = pathParent else { return "/" }
    return pathMemos.path.path(under: parent.path, named: name)
  }

  /// The ``path``, read without telling Observation.
  ///
  /// The labels containment gives its lifecycle events. A list makes its rows in view while
  /// it is drawn, and a path read there through the observed ``parent`` and ``name`` made the
  /// drawing follow every ancestor's parent and name, which it does not show: about 1,000
  /// instructions a read to register, and as many again to forget at the drawing's next
  /// change.
  var untrackedPath: String {
    guard let parent = untrackedPathParent else { return "/" }
    return pathMemos.path.path(under: parent.untrackedPath, named: untrackedName)
  }

  /// The top of this view controller's hierarchy.
  public var root: ViewController {
    var node = self
    while let parent = node.pathParent { node = parent }
    return node
  }

  /// The path events are logged under: ``path``, except that a view controller on its way
  /// into or out of a parent, and everything below it, is placed under that parent.
  ///
  /// Read without telling Observation, as ``untrackedPath`` is.
  var loggedPath: String {
    guard let parent = logParent else { return "/" }
    return pathMemos.logged.path(under: parent.loggedPath, named: untrackedName)
  }

  /// The path a child named `childName` has, or will have once added; read as
  /// ``untrackedPath`` is, for the child's lifecycle events.
  func pathOfChild(named childName: String) -> String {
    untrackedPathParent == nil ? "/\(childName)" : "\(untrackedPath)/\(childName)"
  }

  /// ``pathParent``, read without telling Observation, for ``untrackedPath``.
  var untrackedPathParent: ViewController? { untrackedParent ?? presentingViewController }

  /// The parent in the log: the path parent, or the parent being joined or left; read without
  /// telling Observation, as every walk of the log is.
  var logParent: ViewController? { untrackedPathParent ?? embeddingParent }
}

/// The last paths a view controller computed, so asking again costs a comparison a level
/// instead of a new string.
///
/// Every lifecycle event is logged under a path, and building each anew was a seventh of a
/// Todo step's instructions (callgrind, #13). A path is its parent's path and its name, so
/// a memo is good while both are the same: the parent's own memo makes its path the same
/// string each time, and comparing a string with itself is immediate.
struct PathMemos {
  /// The memo of ``ViewController/path``.
  var path = PathMemo()
  /// The memo of the lifecycle log's path.
  var logged = PathMemo()
}

/// One memoized path: the parent's path and the name it was made from.
struct PathMemo {
  private var parentPath = ""
  private var name = ""
  private var memo = ""

  /// `parentPath` joined with `name`, made again only when either changed.
  mutating func path(under parentPath: String, named name: String) -> String {
    if !memo.isEmpty, parentPath == self.parentPath, name == self.name { return memo }
    self.parentPath = parentPath
    self.name = name
    memo = parentPath == "/" ? "/" + name : parentPath + "/" + name
    return memo
  }
}
