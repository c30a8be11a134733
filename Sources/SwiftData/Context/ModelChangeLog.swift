/// The last changes to one type's models in a context, numbered, for the queries that follow
/// them: each is one model's key, so a query catches up by placing that model alone.
///
/// Bounded as a store's change log is: it keeps at most ``capacity`` changes, and a query
/// that fell further behind, or meets a ``ModelChange/reset``, fetches again.
///
/// <!-- sample: not compiled, uses the reader's @Model types (the trait Macros); Examples/Bookshelf compiles the same code -->
/// ```swift
/// var log = ModelChangeLog()
/// log.append(.inserted("Book-4"))
/// log.changes(since: 0)  // [.inserted("Book-4")]
/// ```
struct ModelChangeLog {
  /// How many changes are kept.
  static var capacity: Int { 1024 }

  private var changes: [ModelChange] = []
  /// The number of the first change kept.
  private var start = 0

  /// The number the next change will have.
  var version: Int { start + changes.count }

  /// Appends `change`, forgetting the oldest half when the log is full.
  mutating func append(_ change: ModelChange) {
    if changes.count == Self.capacity {
      changes.removeFirst(Self.capacity / 2)
      start += Self.capacity / 2
    }
    changes.append(change)
  }

  /// The changes since `version`, oldest first; nil when some are no longer kept.
  func changes(since version: Int) -> ArraySlice<ModelChange>? {
    guard version >= start, version <= self.version else { return nil }
    return changes[(version - start)...]
  }
}

/// One change to a model of a context, by its key.
enum ModelChange: Equatable {
  /// A model the context shows now: inserted, or saved by another context.
  case inserted(String)
  /// A model whose values changed.
  case updated(String)
  /// A model deleted, or deleted by another context: its key, and its object when the
  /// context had one (a query finds it by identity, which costs less than comparing keys).
  case deleted(String, ObjectIdentifier?)
  /// Anything may have changed: fetch again.
  case reset
}

/// What a view that reads a context's models of one type observes: any change to them.
///
/// Queries read it in their view's body, so a change to the models draws the view again,
/// and the query catches up before the body reads its results.
final class ModelFeed: Observable, @unchecked Sendable {
  // Unchecked: used where its context is, the main actor.
  private let registrar = ObservationRegistrar()
  private var version = 0

  /// Notes that the reader depends on the models.
  func access() {
    registrar.access(self, keyPath: \.version)
  }

  /// Tells the readers the models changed.
  func changed() {
    registrar.withMutation(of: self, keyPath: \.version) { version += 1 }
  }
}
