import MVCS

/// `step LABEL up|down [N]`: moves a visible stepper, as pressing its + or − would.
enum Step: Command {
  static let name = "step"
  static let summary = "Move the visible stepper LABEL up or down by N steps (1 by default)"
  static let discussion = """
    LABEL matches a stepper's label exactly, or is #N, the N-th stepper of the topmost layer
    that has steppers, from 0. A stepper stops at the ends of its range; a step that cannot
    move it at all is an error that says which end it is at. Only what the window shows can
    be stepped, as for `tap`; a disabled stepper cannot be.
    """

  /// The most steps one command takes.
  static let maximumSteps = 10_000
  static let count = CommandArgument(
    "count", .integer(1...maximumSteps), "How many steps (1 by default).", placeholder: "N", optional: true)
  static let syntax = CommandSyntax(arguments: [
    CommandArgument("label", .control(.stepper), "The stepper's label as the screen shows it."),
    CommandArgument("direction", .choice(["up", "down"]), "Which way."),
    count,
  ])
  static let result = ResultKind.nothing

  static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult {
    let labelWord = invocation.arguments[0]
    let directionWord = invocation.arguments[1]
    guard let sign = directions[directionWord.text] else {
      throw ShellError(
        "a stepper steps up or down, not '\(directionWord.text)'", at: directionWord.location,
        hint: "usage: \(invocation.usage)")
    }
    let steps = try invocation.arguments.count == 3 ? invocation.integer(invocation.arguments[2], for: count) : 1
    let (stepper, input) = try search(invocation.session).find(labelWord)
    do {
      try input.step(sign * steps)
    } catch {
      var refusal = ShellError(error.message, at: directionWord.location, hint: error.hint)
      refusal.isValidation = true
      throw refusal
    }
    stepper.owner.logAction("step \(CompletionRequest.quoted(stepper.label)) \(directionWord.text) \(steps)")
    return .done
  }

  /// The words for a direction, and the sign of the steps they take.
  private static let directions = ["up": 1, "down": -1]

  /// The steppers in view, then the directions.
  static func complete(_ request: CompletionRequest) -> [String] {
    switch request.argumentIndex {
    case 0: return search(request.session).completions(prefix: request.partial)
    case 1: return directions.keys.sorted(by: >).filter { $0.hasPrefix(request.partial) }
    default: return []
    }
  }

  /// The steppers a user can move.
  private static func search(_ session: Session) -> ControlSearch<StepperStep> {
    ControlSearch(session: session, noun: "stepper")
  }
}
