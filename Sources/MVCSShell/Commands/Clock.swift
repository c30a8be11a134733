import Foundation
import MVCS

/// `clock`, `clock set TIME`, `clock advance DURATION`: the app's clock.
enum ClockCommand: Command {
  static let name = "clock"
  static let summary = "Print, set or advance the app's clock"
  static let discussion = """
    In batch mode and in scripts the clock is virtual: it starts at 2026-01-01T09:00:00Z and
    moves only when told, firing the app's timers as it passes them. TIME is ISO 8601
    (2026-03-01T10:00:00Z) or a date (2026-03-01, midnight UTC); DURATION is like 250ms, 5s,
    2m, 1h30m or 2d. Interactive sessions use the real clock, which cannot be set.
    """
  static let syntax = CommandSyntax(
    arguments: [
      CommandArgument(
        "verb", .choice(["set", "advance"]), "'set' a time or 'advance' by a duration; omit both to read the clock.",
        optional: true),
      CommandArgument(
        "value", .text, "An ISO 8601 time for set (2026-03-01T10:00:00Z), a duration for advance (5s, 2m, 1h30m).",
        optional: true),
    ],
    synopsis: "[set TIME|advance DUR]")
  static let result = ResultKind.data(named: "time")

  static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult {
    let session = invocation.session
    let clock = session.environment.clock
    guard let verb = invocation.arguments.first else {
      return .showing(TextValue(clock.now.formatted(.iso8601)))
    }
    guard verb.text == "set" || verb.text == "advance" else {
      throw ShellError(
        "unknown clock command '\(verb.text.escapingControlCharacters)'", at: verb.location,
        hint: "usage: \(invocation.usage)")
    }
    try invocation.expectArguments(2...2)
    let value = invocation.arguments[1]
    guard let movable = clock.movable else {
      throw ShellError(
        "the real clock cannot be \(verb.text == "set" ? "set" : "advanced")", at: verb.location,
        hint: "scripts and batch runs (`mvcs run`, or commands piped to `mvcs`) use a virtual clock")
    }
    let target: Date
    if verb.text == "set" {
      guard let date = parseTime(value.text) else {
        throw ShellError(
          "expected a time like 2026-03-01T10:00:00Z or 2026-03-01, got '\(value.text)'", at: value.location)
      }
      target = date
    } else {
      let seconds = try DurationParser.duration(in: value, example: "5s, 2m or 1h30m")
      target = movable.now.addingTimeInterval(seconds)
    }
    return CommandResult(directive: .moveClock(to: target, at: verb))
  }

  private static func parseTime(_ text: String) -> Date? {
    ISO8601Text.date(from: text)
  }

}

/// `wait [--timeout DURATION]`: runs the app's pending timers until none is left.
enum Wait: Command {
  static let name = "wait"
  static let summary = "Run pending work until none is left (default timeout 5s)"
  static let discussion = """
    On the virtual clock, time moves to each pending timer in turn, as a test clock does;
    the command fails when work is still pending after the timeout. Every other command
    already finishes with the work it started, so scripts never need sleeps.
    """
  static let defaultTimeout: TimeInterval = 5
  static let timeout = CommandFlag(
    "--timeout", "timeout", "The most time to let pass, as a duration (default 5s).", value: .duration,
    placeholder: "DURATION")
  static let syntax = CommandSyntax(flags: [timeout])
  static let result = ResultKind.nothing

  static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult {
    var timeout = defaultTimeout
    if let word = invocation.flags[Self.timeout.name] {
      timeout = try DurationParser.duration(in: word, example: "5s or 250ms")
    }
    return CommandResult(directive: .wait(timeout: timeout, at: invocation.nameWord))
  }
}
