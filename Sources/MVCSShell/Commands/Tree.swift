import MVCS

/// `tree [-d DEPTH] [PATH]`: the hierarchy below a view controller.
enum Tree: Command {
  static let name = "tree"
  static let summary = "Show the view controller hierarchy"
  static let discussion = """
    Each line shows a name, its type and its title; a presented view controller is marked
    [modal]. `-d DEPTH` stops DEPTH levels below PATH; a view controller whose children are
    cut off shows how many there are, as `(+3)`. Without -d the tree stops \(defaultDepth) levels
    down and says so, so a runaway hierarchy prints a bounded amount. `--json` prints the same tree as JSON, with
    keys name, path, type, title, modal, visible and children.
    """

  /// How deep `tree` goes without -d.
  static let defaultDepth = 64
  static let depth = CommandFlag(
    "-d", "depth", "How many levels below the path to show.", value: .integer(0...10_000), placeholder: "DEPTH")
  static let syntax = CommandSyntax(
    flags: [depth],
    arguments: [
      CommandArgument("path", .path, "Where the tree starts; the current view controller by default.", optional: true)
    ])
  static let effect = CommandEffect.reads
  static let result = ResultKind.data(named: "root")

  static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult {
    let given = try invocation.flags[depth.name].map { word throws(ShellError) in
      try invocation.integer(word, for: depth)
    }
    let target = try invocation.arguments.first.map(invocation.resolve) ?? invocation.session.cwd
    return .showing(Hierarchy(root: target, depth: given))
  }

  /// The hierarchy below a view controller, `depth` levels deep when given: as text, a line a
  /// view controller (at most ``defaultDepth`` levels without a depth, saying what was left
  /// out); as JSON, nested ``Node``s (every level without a depth).
  struct Hierarchy: CommandData {
    let root: ViewController
    let depth: Int?

    var lines: [String] {
      let levels = depth ?? defaultDepth
      var lines = [describe(root, name: root.pathParent == nil ? "/" : root.name, cutOff: levels == 0)]
      // Counting what -d leaves out is not asked for; counting what the default depth does is.
      var cut = depth == nil ? 0 : -1
      walk(root, prefix: "", depthLeft: levels - 1, cut: &cut, into: &lines)
      if depth == nil, cut > 0 {
        lines.append(
          "… \(cut.counted("view controller")) deeper than \(defaultDepth) levels left out; `tree -d N` goes deeper")
      }
      return lines
    }

    var json: JSONValue { JSONValue(encoding: Node(root, depthLeft: depth)) }
  }

  /// Appends the lines under `node`, counting in `cut` (unless negative) the view
  /// controllers left out below the depth; linear in the lines printed.
  private static func walk(
    _ node: ViewController, prefix: String, depthLeft: Int, cut: inout Int, into lines: inout [String]
  ) {
    if depthLeft < 0 { return }
    let children = node.allChildren
    let last = prefix + "└── "
    let middle = prefix + "├── "
    for (index, child) in children.enumerated() {
      let isLast = index == children.count - 1
      let cutOff = depthLeft == 0
      lines.append((isLast ? last : middle) + describe(child, name: child.name, cutOff: cutOff))
      if cutOff {
        if cut >= 0 { cut += descendants(of: child) }
      } else {
        walk(child, prefix: prefix + (isLast ? "    " : "│   "), depthLeft: depthLeft - 1, cut: &cut, into: &lines)
      }
    }
  }

  /// How many view controllers lie below `node`, counted without recursion.
  private static func descendants(of node: ViewController) -> Int {
    var count = 0
    var stack = node.allChildren
    while let next = stack.popLast() {
      count += 1
      stack += next.allChildren
    }
    return count
  }

  private static func describe(_ node: ViewController, name: String, cutOff: Bool) -> String {
    var line = "\(name.escapingControlCharacters) (\(type(of: node)))"
    if let title = node.title { line += " \"\(title.escapingControlCharacters)\"" }
    if node.isModal { line += " [modal]" }
    let count = node.allChildrenCount
    if cutOff, count > 0 { line += " (+\(count))" }
    return line
  }

  /// One view controller in `tree --json`; children are absent (not empty) where `-d` cut.
  private struct Node: Encodable {
    let name: String
    let path: String
    let type: String
    let title: String?
    let modal: Bool
    let visible: Bool
    let children: [Node]?

    @MainActor init(_ viewController: ViewController, depthLeft: Int?) {
      name = viewController.name
      path = viewController.path
      type = String(describing: Swift.type(of: viewController))
      title = viewController.title
      modal = viewController.isModal
      visible = viewController.isVisible
      children =
        depthLeft == 0 ? nil : viewController.allChildren.map { Node($0, depthLeft: depthLeft.map { $0 - 1 }) }
    }
  }
}
