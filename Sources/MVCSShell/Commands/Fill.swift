import MVCS

/// `fill FIELD TEXT`: types into a visible text field, replacing its whole text.
enum Fill: Command {
  static let name = "fill"
  static let usage = "fill FIELD TEXT"
  static let summary = "Type TEXT into the visible field FIELD, replacing what it holds"
  static let discussion = """
    FIELD matches a field's label or placeholder exactly, or is #N, the N-th field of the
    topmost layer that has fields, from 0. The topmost modal is searched first.
    `fill Title ""` empties a field.
    """

  static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult {
    try invocation.expectArguments(2...2)
    let session = invocation.session
    let fieldWord = invocation.arguments[0]
    let layers = session.screen().layersTopFirst.map(\.fields).filter { !$0.isEmpty }
    let field: VisibleField
    if fieldWord.text.hasPrefix("#"), let index = Int(fieldWord.text.dropFirst()) {
      guard let top = layers.first, top.indices.contains(index) else {
        let count = layers.first?.count ?? 0
        throw ShellError(
          "no field \(fieldWord.text) on the screen", at: fieldWord.location,
          hint: count == 0 ? "the screen shows no text fields" : "valid: #0–#\(count - 1)")
      }
      field = top[index]
    } else {
      let matches = LayeredSearch.firstMatches(in: layers) {
        $0.label == fieldWord.text || $0.placeholder == fieldWord.text
      }
      guard let matches else {
        throw LayeredSearch.notFound(
          fieldWord, kind: "field", place: "the screen", names: layers.flatMap { $0.map(\.label) })
      }
      guard matches.count == 1 else {
        throw ShellError(
          "'\(fieldWord.text)' matches \(matches.count) fields", at: fieldWord.location,
          hint: "use #N to pick one by position")
      }
      field = matches[0]
    }
    guard field.isEnabled else {
      throw ShellError("field '\(field.label)' of \(field.owner.path) is disabled", at: fieldWord.location)
    }
    field.binding.wrappedValue = invocation.arguments[1].text
    return .done
  }

  static func complete(_ request: CompletionRequest) -> [String] {
    guard request.argumentIndex == 0 else { return [] }
    var seen = Set<String>()
    return request.session.screen().layersTopFirst.flatMap(\.fields)
      .map(\.label)
      .filter { $0.hasPrefix(request.partial) && seen.insert($0).inserted }
      .map(CompletionRequest.quoted)
  }
}
