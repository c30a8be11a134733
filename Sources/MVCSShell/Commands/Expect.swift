import MVCS

/// `expect …`: assertions for scripts.
///
/// A failed expectation exits 1, with what was expected and what the screen or hierarchy
/// actually holds.
enum Expect: Command {
  static let name = "expect"
  static let usage = "expect FORM ARG ..."
  static let summary = "Assert what exists, what the screen shows, how many children there are"
  static let discussion = """
    expect exists PATH          PATH resolves to a view controller
    expect missing PATH         PATH does not resolve
    expect shows TEXT [in PATH] some line of the screen (or of PATH's view) contains TEXT
    expect hides TEXT [in PATH] no line contains TEXT
    expect children PATH N      PATH has N children, a presented modal included
    expect store NAME N         the app's store NAME holds N items
    """

  static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult {
    try invocation.expectArguments(1...Int.max)
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
    default:
      throw ShellError(
        "unknown expectation '\(form.text.escapingControlCharacters)'", at: form.location,
        hint: Suggestions.hint(for: form.text, among: forms, listing: "forms"))
    }
    return .done
  }

  static let forms = ["exists", "missing", "shows", "hides", "children", "store"]

  static func complete(_ request: CompletionRequest) -> [String] {
    switch request.argumentIndex {
    case 0: return forms.filter { $0.hasPrefix(request.partial) }
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
