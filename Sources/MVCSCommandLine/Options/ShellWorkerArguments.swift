import MVCSShell

/// The interactive shell's `--timeout DURATION`, read before the rest of the command line.
///
/// `run`, `explore` and `mcp` declare `--timeout` of their own; declared on the root command
/// too, ArgumentParser gives every one of them the root's value. So the shell's is taken out
/// of the arguments here when no subcommand comes first, and checked as theirs are.
///
/// ```swift
/// var arguments = ["--app", "todo", "--timeout", "5s"]
/// try ShellTimeoutArgument.take(from: &arguments)  // "5s"; arguments: ["--app", "todo"]
/// ```
enum ShellTimeoutArgument {
  /// A value that is not a duration longer than zero.
  struct Invalid: Error, CustomStringConvertible {
    var description: String
  }

  /// The value of the shell's `--timeout`, removed from `arguments`; nil when there is none or
  /// a subcommand (a word not starting with `-`, before it) takes the line.
  static func take(from arguments: inout [String]) throws(Invalid) -> String? {
    var index = arguments.startIndex
    while index < arguments.endIndex {
      let argument = arguments[index]
      if argument == "--" || !argument.hasPrefix("-") && index == arguments.startIndex { return nil }
      if argument == "--timeout" || argument.hasPrefix("--timeout=") {
        let value: String
        if argument == "--timeout" {
          guard index + 1 < arguments.endIndex else {
            throw Invalid(description: "Missing value for '--timeout <duration>'")
          }
          value = arguments[index + 1]
          arguments.removeSubrange(index...(index + 1))
        } else {
          value = String(argument.dropFirst("--timeout=".count))
          arguments.remove(at: index)
        }
        let seconds: Double
        do {
          seconds = try CommandLineDuration.seconds(value, option: "--timeout")
        } catch {
          throw Invalid(description: "--timeout: \(error.message)")
        }
        guard seconds > 0 else { throw Invalid(description: "--timeout must be longer than 0s, got '\(value)'") }
        return value
      }
      index += 1
    }
    return nil
  }
}
