/// What a command prints, as its declaration says: nothing, text, or data.
///
/// Only data has a JSON form: `--json` is taken by the commands whose result is data, and an
/// agent's tool answers with it as structured content, under the data's name (`{"children": …}`).
public enum ResultKind: Sendable, Hashable {
  /// Prints nothing when it succeeds: it acts (`tap`), or checks (`expect`).
  case nothing
  /// Prints text that is no data (`echo`, `record`'s message); `--json` is an ordinary word.
  case text
  /// Prints data (``CommandData``), as text or, with `--json`, as JSON; `name` is what an agent's
  /// structured content calls it (`children`, `root`, `items`).
  case data(named: String)

  /// The data's name, when the result is data.
  public var dataName: String? {
    if case .data(let name) = self { name } else { nil }
  }

  /// The kind as `help --json` names it: `nothing`, `text`, `data`.
  public var name: String {
    switch self {
    case .nothing: "nothing"
    case .text: "text"
    case .data: "data"
    }
  }
}
