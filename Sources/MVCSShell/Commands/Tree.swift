import Foundation
import MVCS

/// `tree [-d DEPTH] [--json] [PATH]`: the hierarchy below a view controller.
enum Tree: Command {
  static let name = "tree"
  static let usage = "tree [-d DEPTH] [--json] [PATH]"
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

  static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult {
    var invocation = invocation
    let flags = try invocation.takeFlags(["--json"], takingValue: ["-d"])
    try invocation.expectArguments(0...1)
    let depth =
      try flags["-d"].map { word throws(ShellError) in
        try invocation.integer(word, in: 0...10_000, what: "DEPTH")
      } ?? defaultDepth
    let target = try invocation.arguments.first.map(invocation.resolve) ?? invocation.session.cwd
    if flags["--json"] != nil {
      return .printing(
        json(Node(target, depthLeft: flags["-d"] == nil ? nil : depth)).split(separator: "\n").map(String.init))
    }
    var result = CommandResult.printing([
      describe(target, name: target.pathParent == nil ? "/" : target.name, cutOff: depth == 0)
    ])
    // Counting what -d leaves out is not asked for; counting what the default depth does is.
    var cut = flags["-d"] == nil ? 0 : -1
    walk(target, prefix: "", depthLeft: depth - 1, cut: &cut, into: &result)
    if flags["-d"] == nil, cut > 0 {
      result.print(
        "… \(cut.counted("view controller")) deeper than \(defaultDepth) levels left out; `tree -d N` goes deeper")
    }
    return result
  }

  static func complete(_ request: CompletionRequest) -> [String] {
    if request.previous == "-d" { return [] }
    return request.partial.hasPrefix("-") ? ["-d", "--json"].filter { $0.hasPrefix(request.partial) } : request.paths()
  }

  /// Prints the lines under `node`, counting in `cut` (unless negative) the view
  /// controllers left out below the depth; linear in the lines printed.
  private static func walk(
    _ node: ViewController, prefix: String, depthLeft: Int, cut: inout Int, into result: inout CommandResult
  ) {
    if depthLeft < 0 { return }
    let children = node.allChildren
    let last = prefix + "└── "
    let middle = prefix + "├── "
    for (index, child) in children.enumerated() {
      let isLast = index == children.count - 1
      let cutOff = depthLeft == 0
      result.print((isLast ? last : middle) + describe(child, name: child.name, cutOff: cutOff))
      if cutOff {
        if cut >= 0 { cut += descendants(of: child) }
      } else {
        walk(child, prefix: prefix + (isLast ? "    " : "│   "), depthLeft: depthLeft - 1, cut: &cut, into: &result)
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

  private static func json(_ node: Node) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(node)) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self)
  }
}
