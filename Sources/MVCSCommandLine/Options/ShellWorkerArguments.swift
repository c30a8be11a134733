import MVCSShell

/// The interactive shell's limits on its worker, `--timeout DURATION`, `--memory-limit SIZE`
/// and `--cpu-limit DURATION`, read before the rest of the command line.
///
/// `run`, `explore` and `mcp` declare these options of their own; declared on the root command
/// too, ArgumentParser gives every one of them the root's value. So the shell's are taken out
/// of the arguments here when no subcommand comes first, and checked as theirs are.
///
/// ```swift
/// var arguments = ["--app", "todo", "--timeout", "5s", "--memory-limit", "1G"]
/// let limits = try ShellWorkerArguments.take(from: &arguments)  // "5s", "1G"; arguments: ["--app", "todo"]
/// ```
struct ShellWorkerArguments: Equatable, Sendable {
  /// A value that is not a duration longer than zero, or not a size.
  struct Invalid: Error, CustomStringConvertible {
    var description: String
  }

  /// `--timeout`'s value; nil when there is none.
  var timeout: String?
  /// `--memory-limit`'s value; nil when there is none.
  var memoryLimit: String?
  /// `--cpu-limit`'s value; nil when there is none.
  var cpuLimit: String?

  /// The shell's limits, removed from `arguments`; none when a subcommand (a word not
  /// starting with `-`, first) takes the line.
  static func take(from arguments: inout [String]) throws(Invalid) -> ShellWorkerArguments {
    let timeout = try take("--timeout", from: &arguments)
    if let timeout {
      let seconds: Double
      do {
        seconds = try CommandLineDuration.seconds(timeout, option: "--timeout")
      } catch {
        throw Invalid(description: "--timeout: \(error.message)")
      }
      guard seconds > 0 else { throw Invalid(description: "--timeout must be longer than 0s, got '\(timeout)'") }
    }
    let memoryLimit = try take("--memory-limit", from: &arguments)
    if let memoryLimit {
      do {
        _ = try WorkerMemoryLimit.bytes(memoryLimit, option: "--memory-limit")
      } catch {
        throw Invalid(description: "\(error)")
      }
    }
    let cpuLimit = try take("--cpu-limit", from: &arguments)
    if let cpuLimit {
      do {
        _ = try WorkerCPULimit.seconds(cpuLimit)
      } catch {
        throw Invalid(description: error.description)
      }
    }
    return ShellWorkerArguments(timeout: timeout, memoryLimit: memoryLimit, cpuLimit: cpuLimit)
  }

  /// The value of `option`, removed from `arguments`.
  private static func take(_ option: String, from arguments: inout [String]) throws(Invalid) -> String? {
    var index = arguments.startIndex
    while index < arguments.endIndex {
      let argument = arguments[index]
      if argument == "--" || !argument.hasPrefix("-") && index == arguments.startIndex { return nil }
      if argument == option {
        guard index + 1 < arguments.endIndex else {
          throw Invalid(
            description: "Missing value for '\(option) <\(option == "--memory-limit" ? "size" : "duration")>'")
        }
        let value = arguments[index + 1]
        arguments.removeSubrange(index...(index + 1))
        return value
      }
      if argument.hasPrefix(option + "=") {
        arguments.remove(at: index)
        return String(argument.dropFirst(option.count + 1))
      }
      index += 1
    }
    return nil
  }
}
