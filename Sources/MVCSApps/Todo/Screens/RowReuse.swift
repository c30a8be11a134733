import MVCS

/// Keeps each row's view controller across reloads while its model keeps its id and name,
/// so a row's path stays stable; a renamed model gets a new row, named after the new name.
///
/// ```swift
/// let content = rowReuse.rows(
///   for: items, id: \.id, name: \.name,
///   update: { row, item in row.item = item }, make: { ItemRowViewController(item: $0, dates: dates) })
/// ```
@MainActor
struct RowReuse<Model, Row: ViewController> {
  private var rows: [String: (name: String, row: Row)] = [:]

  /// The rows for `models`, in their order: kept and updated where the name is unchanged,
  /// made afresh otherwise.
  ///
  /// Rows of models no longer present are let go.
  mutating func rows(
    for models: [Model], id: (Model) -> String, name: (Model) -> String,
    update: (Row, Model) -> Void, make: (Model) -> Row
  ) -> [Row] {
    var kept: [String: (name: String, row: Row)] = [:]
    let content = models.map { model in
      let key = id(model)
      if let existing = rows[key], existing.name == name(model) {
        update(existing.row, model)
        kept[key] = existing
        return existing.row
      }
      let row = make(model)
      kept[key] = (name(model), row)
      return row
    }
    rows = kept
    return content
  }

  /// A new row for `model`, kept from now on as ``rows(for:id:name:update:make:)`` keeps
  /// its rows: for one model added, without going through the others.
  mutating func addRow(for model: Model, id: String, name: String, make: (Model) -> Row) -> Row {
    let row = make(model)
    rows[id] = (name, row)
    return row
  }

  /// The row kept for the model whose id is `key`, if any; O(1).
  func row(withID key: String) -> Row? {
    rows[key]?.row
  }
}
