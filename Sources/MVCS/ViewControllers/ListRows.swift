/// The rows of a ``ListViewController`` that makes each row's view controller only when it is
/// needed: one row per model, made when it comes into view or when something names it (a
/// path, `#N`, `ls -l`, `tree`), as a table view asks its data source for the cells it shows.
///
/// ```swift
/// list.setRows(
///   ListRows(
///     lists, id: \.id, name: \.name.dashedName, title: \.name,
///     update: { (row: ListRowViewController, list) in row.list = list },
///     make: { ListRowViewController(list: $0) }))
/// ```
///
/// So a list of 100,000 models costs, until it is scrolled, what the rows in view cost: the
/// others are not made, loaded, made to appear, logged or drawn. What the list needs of a row
/// it has not made, it asks here: its name in paths (`name`, made unique among the rows as
/// siblings' names are) and its title (`title`, which `select` matches).
///
/// Assigning new rows keeps each row already made whose model is still there, by `id`, with
/// the same `title`: it stays the same view controller, under the same name, and `update`
/// brings it up to date; the others leave the list. A renamed model so gets a new row,
/// named after its new name.
@MainActor
public struct ListRows {
  /// How many rows there are.
  public let count: Int
  let id: (Int) -> String
  let name: (Int) -> String
  let title: (Int) -> String?
  let make: (Int) -> ViewController
  let update: (ViewController, Int) -> Void

  /// One row per element of `models`, in their order.
  ///
  /// - Parameters:
  ///   - models: the models, one row each, in the order shown.
  ///   - id: what identifies a model from one assignment to the next.
  ///   - name: the name the row's view controller goes by in paths before it is made unique
  ///     among its siblings, as the view controller `make` returns would name itself.
  ///   - title: the title the row's view controller has, which `select` matches.
  ///   - update: brings a row kept from the previous rows up to date with its model.
  ///   - make: makes the row for a model, when it is first needed.
  public init<Model, Row: ViewController>(
    _ models: [Model], id: @escaping (Model) -> String, name: @escaping (Model) -> String,
    title: @escaping (Model) -> String?, update: @escaping (Row, Model) -> Void,
    make: @escaping (Model) -> Row
  ) {
    count = models.count
    self.id = { id(models[$0]) }
    self.name = { name(models[$0]) }
    self.title = { title(models[$0]) }
    self.make = { make(models[$0]) }
    self.update = { row, index in
      if let row = row as? Row { update(row, models[index]) }
    }
  }
}
