import MVCS

/// `expect …`: assertions for scripts.
///
/// A failed expectation exits 1, with what was expected and what the screen or hierarchy
/// actually holds.
enum Expect: Command {
  static let name = "expect"
  static let summary = "Assert what exists, what the screen shows, what its controls hold"
  static let discussion = """
    expect exists PATH          PATH resolves to a view controller
    expect missing PATH         PATH does not resolve
    expect shows TEXT [in PATH] some line of the screen (or of PATH's view) contains TEXT
    expect hides TEXT [in PATH] no line contains TEXT
    expect children PATH N      PATH has N children, a presented modal included
    expect store NAME N         the app's store NAME holds N items
    expect value LABEL VALUE    the visible control LABEL shows VALUE: a field's text, a
                                picker's choice, a stepper's number, a progress's percent
    expect toggle LABEL on|off  the visible toggle LABEL is on, or off
    expect enabled LABEL        the visible control LABEL takes input
    expect disabled LABEL       the visible control LABEL is disabled
    expect invariants           the app's and its view controllers' invariants hold, and
                                the screen keeps the renderer's rules (no line wider than
                                the screen, no unescaped control character)
    A secure field's value is what the screen shows, a dot for each character (••••).
    """
  static let syntax = CommandSyntax(arguments: [
    CommandArgument("form", .choice(forms), "What to assert.", placeholder: "FORM"),
    CommandArgument(
      "arguments", .text, "The form's arguments, in order (see below).", placeholder: "ARG", repeated: true,
      explainsMissing: true),
  ])
  static let effect = CommandEffect.reads
  static let result = ResultKind.nothing

  static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult {
    let form = invocation.arguments[0]
    var rest = invocation
    rest.arguments.removeFirst()
    switch form.text {
    case "exists":
      try rest.expectArguments(1...1)
      do {
        _ = try rest.resolve(rest.arguments[0])
      } catch {
        throw failure("expected \(rest.arguments[0].text) to exist, but \(error.message)", error, at: form)
      }
    case "missing":
      try rest.expectArguments(1...1)
      if let found = try? rest.resolve(rest.arguments[0]) {
        throw ShellError(
          "expected \(rest.arguments[0].text) to be missing, but \(found.path) exists", at: form.location,
          status: .expectationFailed)
      }
    case "shows", "hides":
      try rest.expectArguments(1...3)
      let text = rest.arguments[0].text
      let (lines, place) = try screenText(rest)
      let found = lines.contains { $0.contains(text) }
      if found != (form.text == "shows") {
        let verb = form.text == "shows" ? "to show" : "not to show"
        throw ShellError(
          "expected \(place) \(verb) '\(text.escapingControlCharacters)'", at: form.location,
          hint: "\(place) shows:", status: .expectationFailed, details: lines.map { "| " + $0 })
      }
    case "invariants":
      try rest.expectArguments(0...0)
      let session = rest.session
      var broken = InvariantViolation.check(app: session.host.app, root: session.root).map(\.description)
      if let rule = ScreenRules.violation(in: session.screen(), width: session.options.effectiveWidth) {
        broken.insert("screen: " + rule, at: 0)
      }
      if !broken.isEmpty {
        throw ShellError(
          "expected the invariants to hold, but \(broken.count) did not", at: form.location,
          status: .expectationFailed, details: broken)
      }
    case "children":
      try rest.expectArguments(2...2)
      let target = try rest.resolve(rest.arguments[0])
      let count = try rest.integer(rest.arguments[1], in: 0...1_000_000, what: "N")
      let actual = target.allChildrenCount
      if actual != count {
        let names = target.allChildNames
        throw ShellError(
          "expected \(target.path) to have \(count.counted("child", plural: "children")), but it has \(actual)",
          at: form.location,
          hint: names.isEmpty ? nil : "its children: " + names.joined(separator: ", "),
          status: .expectationFailed)
      }
    case "store":
      try rest.expectArguments(2...2)
      let nameWord = rest.arguments[0]
      let expected = try rest.integer(rest.arguments[1], in: 0...Int.max, what: "N")
      let counts: [(name: String, count: Int)]
      do {
        counts = try rest.session.environment.storage.open().storeCounts()
      } catch {
        throw ShellError(error.message, at: nameWord.location, hint: error.hint)
      }
      guard let actual = counts.first(where: { $0.name == nameWord.text })?.count else {
        throw ShellError(
          "expected store '\(nameWord.text.escapingControlCharacters)' to hold \(expected.counted("item")), but there is no such store",
          at: form.location, hint: Suggestions.hint(for: nameWord.text, among: counts.map(\.name), listing: "stores"),
          status: .expectationFailed)
      }
      if actual != expected {
        throw ShellError(
          "expected store '\(nameWord.text)' to hold \(expected.counted("item")), but it holds \(actual)",
          at: form.location,
          hint: "`store show \(nameWord.text)` lists them", status: .expectationFailed)
      }
    case "value", "toggle":
      try rest.expectArguments(2...2)
      let (labelWord, expectedWord) = (rest.arguments[0], rest.arguments[1])
      let control: VisibleControl
      if form.text == "toggle" {
        guard [Toggle.word(for: true), Toggle.word(for: false)].contains(expectedWord.text) else {
          throw ShellError(
            "a toggle is on or off, not '\(expectedWord.text)'", at: expectedWord.location,
            hint: "usage: expect toggle LABEL on|off")
        }
        control = try expectation { () throws(ShellError) in
          try ToggleCommand.search(rest.session).find(labelWord, requiringEnabled: false).control
        }
      } else {
        control = try expectation { () throws(ShellError) in
          try controlSearch(rest.session, showingValues: true).find(labelWord, requiringEnabled: false).control
        }
      }
      let actual = control.value ?? ""
      // A secure field shows dots; what was expected may be the secret itself, never echoed.
      if control.kind == .secureField, expectedWord.text.contains(where: { $0 != "•" }) {
        throw ShellError(
          "a secure field's value is what the screen shows, a dot for each character", at: expectedWord.location,
          hint: "expect secure field '\(control.label)' of \(control.owner.path) as it shows: '\(actual)'",
          status: .expectationFailed)
      }
      guard actual != expectedWord.text else { break }
      throw ShellError(
        "expected \(control.kind) '\(control.label)' of \(control.owner.path) to be '\(expectedWord.text)', "
          + "but it is '\(actual)'", at: form.location, status: .expectationFailed)
    case "enabled", "disabled":
      try rest.expectArguments(1...1)
      let control = try expectation { () throws(ShellError) in
        try controlSearch(rest.session).find(rest.arguments[0], requiringEnabled: false).control
      }
      if control.isEnabled != (form.text == "enabled") {
        throw ShellError(
          "expected \(control.kind) '\(control.label)' of \(control.owner.path) to be \(form.text), but it is "
            + (control.isEnabled ? "enabled" : "disabled"), at: form.location, status: .expectationFailed)
      }
    default:
      throw ShellError(
        "unknown expectation '\(form.text.escapingControlCharacters)'", at: form.location,
        hint: Suggestions.hint(for: form.text, among: forms, listing: "forms"))
    }
    return .done
  }

  static let forms = [
    "exists", "missing", "shows", "hides", "children", "store", "value", "toggle", "enabled", "disabled", "invariants",
  ]

  /// The controls on the window, enabled or not, that `expect enabled` and `disabled` read,
  /// or, `showingValues`, those with a value, which `expect value` reads.
  private static func controlSearch(_ session: Session, showingValues: Bool = false) -> ControlSearch<
    any ControlInput
  > {
    ControlSearch(session: session, noun: "control", accepts: { !showingValues || $0.value != nil })
  }

  /// What `find` returns, with its error made an expectation's failure (status 1).
  private static func expectation<Found>(_ find: () throws(ShellError) -> Found) throws(ShellError) -> Found {
    do {
      return try find()
    } catch {
      var failure = error
      failure.status = .expectationFailed
      throw failure
    }
  }

  /// The forms, then what each form's arguments name.
  static func complete(_ request: CompletionRequest) -> [String] {
    switch request.argumentIndex {
    case 0: return forms.filter { $0.hasPrefix(request.partial) }
    case 1 where ["value", "enabled", "disabled"].contains(request.arguments[0]):
      return controlSearch(request.session, showingValues: request.arguments[0] == "value")
        .completions(prefix: request.partial, includingDisabled: true)
    case 1 where request.arguments[0] == "toggle":
      return ToggleCommand.search(request.session).completions(prefix: request.partial, includingDisabled: true)
    case 2 where request.arguments[0] == "toggle":
      return ["off", "on"].filter { $0.hasPrefix(request.partial) }
    case 1 where ["exists", "missing", "children"].contains(request.arguments[0]): return request.paths()
    case 2 where ["shows", "hides"].contains(request.arguments[0]):
      return ["in"].filter { $0.hasPrefix(request.partial) }
    case 3 where ["shows", "hides"].contains(request.arguments[0]): return request.paths()
    default: return []
    }
  }

  /// The lines `shows`/`hides` search: the screen, or PATH after `in`.
  private static func screenText(_ invocation: Invocation) throws(ShellError) -> ([String], String) {
    let session = invocation.session
    let arguments = invocation.arguments
    guard arguments.count > 1 else { return (session.screen().text(color: false), "the screen") }
    guard arguments.count == 3, arguments[1].text == "in" else {
      throw ShellError(
        "expected 'in PATH' after the text", at: arguments[1].location, hint: "usage: expect shows TEXT [in PATH]")
    }
    let target = try invocation.resolve(arguments[2])
    return (session.renderer.render(target).text(color: false), target.path)
  }

  private static func failure(_ message: String, _ cause: ShellError, at word: Word) -> ShellError {
    ShellError(message, at: word.location, hint: cause.hint, status: .expectationFailed)
  }
}
