/// What a command prints, as its declaration says: nothing, text, or data.
///
/// Only data has a JSON form: `--json` is taken by the commands whose result is data, and an
/// agent's tool answers with it as structured content, under the data's name (`{"children": …}`),
/// or, for an object, as it is (`show`'s `{"lines": …, "controls": …}`).
public enum ResultKind: Sendable, Hashable {
  /// Prints nothing when it succeeds: it acts (`tap`), or checks (`expect`).
  case nothing
  /// Prints text that is no data (`echo`, `record`'s message); `--json` is an ordinary word.
  case text
  /// Prints data (``CommandData``), as text or, with `--json`, as JSON; `name` is what an agent's
  /// structured content calls it (`children`, `root`, `items`).
  case data(named: String)
  /// Prints data whose JSON is an object (`show`: its lines and its controls), as text or,
  /// with `--json`, as JSON; an agent's structured content is the object itself.
  case object

  /// The data's name, when the result is data that has one.
  public var dataName: String? {
    if case .data(let name) = self { name } else { nil }
  }

  /// Whether the result is data, which `--json` prints as JSON.
  public var isData: Bool {
    switch self {
    case .data, .object: true
    case .nothing, .text: false
    }
  }

  /// The kind as `help --json` names it: `nothing`, `text`, `data`.
  public var name: String {
    switch self {
    case .nothing: "nothing"
    case .text: "text"
    case .data, .object: "data"
    }
  }
}
