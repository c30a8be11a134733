/// The rows of a ``ListViewController`` that makes each row's view controller only when it is
/// needed: one row per model, made when it comes into view or when something names it (a
/// path, `#N`, `ls -l`, `tree`), as a table view asks its data source for the cells it shows.
///
/// ```swift
/// list.setRows(
///   ListRows(
///     model.lists, id: \.id, name: \.name.dashedName, title: \.name,
///     update: { (row: ListRowViewController, list) in row.list = list },
///     make: { ListRowViewController(list: $0) }))
/// list.insertRow(for: newList, at: 3)  // one row more, the others as they were
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
/// named after its new name. One model added, removed or changed in place
/// (``ListViewController/insertRow(for:at:)``, ``ListViewController/removeRow(at:)``,
/// ``ListViewController/updateRow(at:with:)``) changes the models here without going
/// through the others.
@MainActor
public struct ListRows {
  /// The models and what to do with them; shared by copies until one of them changes.
  private var storage: ListRowsStorage

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
    storage = TypedListRowsStorage(models, id: id, name: name, title: title, update: update, make: make)
  }

  /// Rows from a storage of their own: a list of views'.
  init(storage: ListRowsStorage) {
    self.storage = storage
  }

  /// How many rows there are.
  public var count: Int { storage.count }

  /// The models, when they are `Model`s; the array the rows are made from, not a copy.
  public func models<Model>(as type: Model.Type) -> [Model]? {
    (storage as? TypedModels<Model>)?.models
  }

  func id(_ index: Int) -> String { storage.id(index) }
  /// Whether a row made before is kept for its id alone, whatever its title now: a list of
  /// views keeps a row's state while its view stands where it did.
  var keepsRowsByIDAlone: Bool { storage.keepsRowsByIDAlone }
  func name(_ index: Int) -> String { storage.name(index) }
  func title(_ index: Int) -> String? { storage.title(index) }
  func make(_ index: Int) -> ViewController { storage.make(index) }
  func update(_ row: ViewController, _ index: Int) { storage.update(row, index) }
  func storedItem(_ index: Int) -> (store: String, key: String)? { storage.storedItem(index) }

  /// Inserts `model` at `index`; false when it is not one of these rows' models.
  mutating func insert<Model>(_ model: Model, at index: Int) -> Bool {
    guard storage is TypedModels<Model> else { return false }
    uniqueStorage()
    (storage as? TypedModels<Model>)?.models.insert(model, at: index)
    return true
  }

  /// Puts `model` in place of the model at `index`; false when it is not one of these rows' models.
  mutating func replace<Model>(at index: Int, with model: Model) -> Bool {
    guard storage is TypedModels<Model> else { return false }
    uniqueStorage()
    (storage as? TypedModels<Model>)?.models[index] = model
    return true
  }

  /// Removes the model at `index`.
  mutating func remove(at index: Int) {
    uniqueStorage()
    storage.remove(at: index)
  }

  private mutating func uniqueStorage() {
    if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
  }
}

/// What ``ListRows`` holds, whatever its models' type.
@MainActor
class ListRowsStorage {
  var count: Int { 0 }
  var keepsRowsByIDAlone: Bool { false }
  func id(_ index: Int) -> String { "" }
  func name(_ index: Int) -> String { "" }
  func title(_ index: Int) -> String? { nil }
  func make(_ index: Int) -> ViewController { ViewController(name: "row") }
  func update(_ row: ViewController, _ index: Int) {}
  func remove(at index: Int) {}
  func copy() -> ListRowsStorage { self }
  /// The stored item row `index` shows, when its id names one (a SwiftData model's).
  func storedItem(_ index: Int) -> (store: String, key: String)? { nil }
}

/// The models of a ``ListRows``, by their type: what inserting one checks its type against.
@MainActor
class TypedModels<Model>: ListRowsStorage {
  var models: [Model]

  init(_ models: [Model]) {
    self.models = models
  }

  override var count: Int { models.count }
  override func remove(at index: Int) { models.remove(at: index) }
}

/// The models of a ``ListRows`` and its closures, with their rows' type.
@MainActor
final class TypedListRowsStorage<Model, Row: ViewController>: TypedModels<Model> {
  private let idOf: (Model) -> String
  private let nameOf: (Model) -> String
  private let titleOf: (Model) -> String?
  private let updateRow: (Row, Model) -> Void
  private let makeRow: (Model) -> Row

  init(
    _ models: [Model], id: @escaping (Model) -> String, name: @escaping (Model) -> String,
    title: @escaping (Model) -> String?, update: @escaping (Row, Model) -> Void, make: @escaping (Model) -> Row
  ) {
    idOf = id
    nameOf = name
    titleOf = title
    updateRow = update
    makeRow = make
    super.init(models)
  }

  override func id(_ index: Int) -> String { idOf(models[index]) }
  override func name(_ index: Int) -> String { nameOf(models[index]) }
  override func title(_ index: Int) -> String? { titleOf(models[index]) }
  override func make(_ index: Int) -> ViewController { makeRow(models[index]) }
  override func update(_ row: ViewController, _ index: Int) {
    if let row = row as? Row { updateRow(row, models[index]) }
  }
  override func copy() -> ListRowsStorage {
    TypedListRowsStorage(models, id: idOf, name: nameOf, title: titleOf, update: updateRow, make: makeRow)
  }
}
