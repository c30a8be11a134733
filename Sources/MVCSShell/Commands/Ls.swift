import MVCS

/// `ls [-l] [PATH]`: the children of a view controller.
enum Ls: Command {
  static let name = "ls"
  static let summary = "List the children of a view controller"
  static let discussion = """
    One name per line, in child order; a presented view controller comes last, marked
    (modal). `-l` adds the type, the number of children and the title, making the rows of a
    list that were not made yet, as naming them in a path does.
    """
  static let long = CommandFlag("-l", "long", "Add each child's type, child count and title.")
  static let syntax = CommandSyntax(
    flags: [long],
    arguments: [CommandArgument("path", .path, "The view controller; the current one by default.", optional: true)])
  static let effect = CommandEffect.reads
  static let result = ResultKind.data(named: "children")

  static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult {
    let target = try invocation.arguments.first.map(invocation.resolve) ?? invocation.session.cwd
    return .showing(Children(parent: target, isLong: invocation.flags[long.name] != nil))
  }

  /// The children of a view controller, by name, or a row each with `-l`.
  ///
  /// The names mark a modal `(modal)`; `-l` adds the type, child count and title. As JSON, `[{name, path, modal}]`, and with `-l` also
  /// `type`, `children` and `title`.
  struct Children: CommandData {
    let parent: ViewController
    let isLong: Bool

    var lines: [String] {
      guard isLong else {
        // Names alone: a list's rows not made yet stay so, and listing 100,000 rows stays cheap.
        var names = parent.allChildNames.map(\.escapingControlCharacters)
        if parent.presentedViewController != nil, !names.isEmpty { names[names.count - 1] += "  (modal)" }
        return names
      }
      return Columns.format(
        parent.allChildren.map { child in
          [
            child.name.escapingControlCharacters, TypeName.of(type(of: child)),
            String(child.allChildrenCount), child.isModal ? "modal" : "-",
            child.title.map { "\"\($0.escapingControlCharacters)\"" } ?? "",
          ]
        })
    }

    var json: JSONValue {
      guard isLong else {
        let names = parent.allChildNames
        let hasModal = parent.presentedViewController != nil
        let base = parent.pathParent == nil ? "/" : parent.path + "/"
        return .array(
          names.enumerated().map { index, name in
            ["name": .string(name), "path": .string(base + name), "modal": .bool(hasModal && index == names.count - 1)]
          })
      }
      return .array(
        parent.allChildren.map { child in
          [
            "name": .string(child.name), "path": .string(child.path), "modal": .bool(child.isModal),
            "type": .string(TypeName.of(type(of: child))), "children": .int(child.allChildrenCount),
            "title": child.title.map(JSONValue.string) ?? .null,
          ]
        })
    }
  }
}
