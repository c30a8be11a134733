/// A command's declaration as JSON: what `help --json` prints, so tools outside the shell (the
/// fuzzer, an editor) read the commands from the binary instead of a list of their own.
///
/// ```json
/// {"name": "tree", "usage": "tree [-d DEPTH] [PATH]", "summary": "…", "effect": "reads",
///  "result": "data", "flags": [{"name": "-d", "parameter": "depth", "value": {"kind": "integer", …}}],
///  "arguments": [{"name": "path", "kind": "path", "placeholder": "PATH", "optional": true, …}]}
/// ```
extension Command {
  /// The declaration as JSON: name, usage, summary, discussion, effect, result, flags,
  /// arguments, subcommands and the tool offer; `declared: false` for a command without syntax.
  public static var declarationJSON: JSONValue {
    description(named: [name], implicit: false)
  }

  static func description(named words: [String], implicit: Bool) -> JSONValue {
    var members: [String: JSONValue] = [
      "name": .string(name), "usage": .string(usage(named: words)), "summary": .string(summary),
      "discussion": .string(discussion), "effect": .string(effect.name), "result": .string(result.name),
      "declared": .bool(syntax.isDeclared),
    ]
    if let dataName = result.dataName { members["dataName"] = .string(dataName) }
    if implicit { members["implicit"] = true }
    switch tool {
    case .derived: members["tool"] = "derived"
    case .merged(let parameter): members["tool"] = ["merged": .string(parameter)]
    case .none(let reason): members["tool"] = ["none": .string(reason)]
    }
    guard syntax.isDeclared else { return .object(members) }
    members["flags"] = .array(
      syntax.flags.map { flag in
        var described: [String: JSONValue] = [
          "name": .string(flag.name), "parameter": .string(flag.parameter), "help": .string(flag.help),
        ]
        if let value = flag.value {
          described["value"] = .object(value.descriptionMembers)
          described["placeholder"] = .string(flag.placeholder)
        }
        return .object(described)
      })
    members["arguments"] = .array(
      syntax.arguments.map { argument in
        .object(
          argument.kind.descriptionMembers.merging([
            "name": .string(argument.name), "placeholder": .string(argument.placeholder),
            "help": .string(argument.help), "optional": .bool(argument.isOptional),
            "repeated": .bool(argument.isRepeated),
          ]) { _, new in new })
      })
    members["subcommands"] = .array(
      syntax.subcommands.map { sub in
        let implicit = syntax.isImplicit(sub)
        return sub.description(named: implicit ? words : words + [sub.name], implicit: implicit)
      })
    return .object(members)
  }
}

extension ArgumentKind {
  /// The kind as JSON members: `kind`, and `choices` or `minimum` and `maximum` where it has them.
  var descriptionMembers: [String: JSONValue] {
    var members: [String: JSONValue] = ["kind": .string(name)]
    switch self {
    case .choice(let words): members["choices"] = .array(words.map(JSONValue.string))
    case .control(let control): members["control"] = .string(control.name)
    case .integer(let range):
      members["minimum"] = .int(range.lowerBound)
      members["maximum"] = .int(range.upperBound)
    default: break
    }
    return members
  }
}
