import MVCS

/// `toggle LABEL [on|off]`: flips a visible toggle, or sets it, as a user would.
enum ToggleCommand: Command {
  static let name = "toggle"
  static let summary = "Flip the visible toggle LABEL, or set it on or off"
  static let discussion = """
    LABEL matches a toggle's label exactly, or is #N, the N-th toggle of the topmost layer
    that has toggles, from 0. Without on or off the toggle flips. Only what the window shows
    can be toggled, as for `tap`; a disabled toggle cannot be.
    """
  static let syntax = CommandSyntax(arguments: [
    CommandArgument("label", .control(.toggle), "The toggle's label as the screen shows it, without its box."),
    CommandArgument("state", .choice(["on", "off"]), "'on' or 'off'; omit to flip it.", optional: true),
  ])
  static let result = ResultKind.nothing

  static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult {
    let labelWord = invocation.arguments[0]
    let (toggle, input) = try search(invocation.session).find(labelWord)
    let isOn: Bool
    if invocation.arguments.count == 2 {
      let stateWord = invocation.arguments[1]
      guard let state = states[stateWord.text] else {
        throw ShellError(
          "a toggle is on or off, not '\(stateWord.text)'", at: stateWord.location, hint: "usage: \(invocation.usage)")
      }
      isOn = state
    } else {
      isOn = toggle.value != Toggle.word(for: true)
    }
    toggle.owner.logAction("toggle \(CompletionRequest.quoted(toggle.label)) \(Toggle.word(for: isOn))")
    input.set(isOn)
    return .done
  }

  /// The words for a state, and what they set.
  private static let states = ["on": true, "off": false]

  /// The toggles in view, then the states.
  static func complete(_ request: CompletionRequest) -> [String] {
    switch request.argumentIndex {
    case 0: return search(request.session).completions(prefix: request.partial)
    case 1: return states.keys.sorted().filter { $0.hasPrefix(request.partial) }
    default: return []
    }
  }

  /// The toggles a user can switch.
  static func search(_ session: Session) -> ControlSearch<ToggleSwitch> {
    ControlSearch(session: session, noun: "toggle")
  }
}
