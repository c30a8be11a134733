import ArgumentParser

/// Reads the common command lines, the shell with session options only, without
/// ArgumentParser, and declines everything else.
///
/// Why by hand: docs/DECISIONS.md, "The quick option reader". This reader knows only
/// ``SessionOptionName``'s options, converts their values with the same `init(argument:)`
/// ArgumentParser uses and checks them with the same ``SessionValues/validate(in:)``.
/// Anything it is not certain ArgumentParser reads the same way — help, version, completion,
/// subcommands, `--`, unknown or repeated options, values that start with `-` or are empty,
/// values that fail the checks — it declines, and ArgumentParser parses the line and reports
/// the error, as before.
///
/// ```swift
/// QuickSessionReader.read(["--app", "todo", "--width=60"], tool: tool)   // todo, 60 wide
/// QuickSessionReader.read(["run", "Scripts/"], tool: tool)               // nil: ArgumentParser's
/// ```
enum QuickSessionReader {
  /// The shell's options `arguments` give, or nil when ArgumentParser must read them.
  static func read(_ arguments: [String], tool: ToolDescription) -> ShellLaunch? {
    var launch = ShellLaunch()
    // An array, not a Set: a Set of a type of ours costs its metadata's conformance checks,
    // half a million instructions at the first use.
    var seen: [SessionOptionName] = []
    var index = arguments.startIndex
    while index < arguments.endIndex {
      let argument = arguments[index]
      index += 1
      let name: Substring
      let value: String
      if let equals = argument.firstIndex(of: "=") {
        name = argument[..<equals]
        value = String(argument[argument.index(after: equals)...])
      } else {
        guard index < arguments.endIndex else { return nil }
        name = argument[...]
        value = arguments[index]
        index += 1
      }
      // A byte, not a Character: "-" followed by a combining mark is another Character, yet
      // a parser that looks at bytes would take it for an option.
      guard let option = SessionOptionName(flag: name), !value.isEmpty, value.utf8.first != UInt8(ascii: "-"),
        option.isRepeatable || !seen.contains(option),
        launch.assign(value, to: option)
      else { return nil }
      seen.append(option)
    }
    guard (try? launch.session.validate(in: tool)) != nil else { return nil }
    return launch
  }
}

extension ShellLaunch {
  /// Sets `option` to `value` converted as ArgumentParser converts it; false when it does not
  /// convert.
  fileprivate mutating func assign(_ value: String, to option: SessionOptionName) -> Bool {
    switch option {
    case .app: session.app = value
    case .store: session.store = value
    case .width:
      guard let width = Int(argument: value) else { return false }
      session.width = width
    case .height:
      guard let height = Int(argument: value) else { return false }
      session.height = height
    case .set:
      guard let assignment = SettingAssignment(argument: value) else { return false }
      session.settings.append(assignment)
    case .locale: session.locale = value
    case .color:
      guard let color = ColorMode(argument: value) else { return false }
      self.color = color
    }
    return true
  }
}
