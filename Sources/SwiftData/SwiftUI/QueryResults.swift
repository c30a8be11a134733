import MVCS

/// What one `@Query` of one view keeps from drawing to drawing: the models it shows, in
/// order, and how far it followed its context's changes.
///
/// A change the context logs is one model's key: inserted, it is placed by binary search in
/// the query's order if the predicate matches it; changed, it stays where it is when its
/// neighbours still bound it, and is placed again otherwise; deleted, it is taken out. A log
/// the query fell behind (more than ``ModelChangeLog/capacity`` changes: a large import), a
/// rollback, or a new predicate, order or window fetches again.
@MainActor
final class QueryResults<Element: PersistentModel> {
  /// The models the predicate matches, in order, before the window.
  private var all = MatchedModels<Element>()
  /// The models shown: `all` within the window.
  private var models: [Element] = []
  private(set) var fetchError: (any Error)?
  /// What the results were fetched for.
  private var context: ModelContext?
  private var identity: QueryIdentity?
  private var fingerprint: QueryFingerprint<Element>?
  private var descriptor = FetchDescriptor<Element>()
  private var order = ModelOrder<Element>([])
  /// The version of the context's log the results show.
  private var seen = 0
  private var feed: ModelFeed?

  /// The models, noting that the reader depends on the context's models of the type.
  func read() -> [Element] {
    feed?.access()
    return models
  }

  /// Brings the results up to date with `descriptor` and `context`.
  func update(_ descriptor: FetchDescriptor<Element>, identity: QueryIdentity, context: ModelContext) {
    guard !context.container.isPlaceholder else {
      fetchError = SwiftDataError(
        .missingModelContext,
        "no ModelContainer in the environment for @Query of \(Element.entityName)",
        hint: "add .modelContainer(for: \(Element.entityName).self) to the scene or to a view above")
      all = MatchedModels()
      models = []
      return
    }
    var isNew = context !== self.context
    if identity !== self.identity {
      let fingerprint = QueryFingerprint(descriptor)
      isNew = isNew || fingerprint != self.fingerprint
      self.fingerprint = fingerprint
      self.identity = identity
    }
    if isNew {
      self.context = context
      self.descriptor = descriptor
      order = ModelOrder(descriptor.sortBy)
      refetch()
      return
    }
    catchUp()
  }

  private func refetch() {
    guard let context else { return }
    let entity = context.entity(Element.self)
    feed = entity.feed
    seen = entity.log.version
    do {
      all = MatchedModels(
        try context.matching(FetchDescriptor(predicate: descriptor.predicate, sortBy: descriptor.sortBy)))
      fetchError = nil
    } catch {
      fail(error)
      all = MatchedModels()
    }
    applyWindow()
  }

  private func catchUp() {
    guard let context else { return }
    let entity = context.entity(Element.self)
    let version = entity.log.version
    guard version != seen else { return }
    guard let changes = entity.log.changes(since: seen) else { return refetch() }
    seen = version
    do {
      for change in changes {
        switch change {
        case .reset:
          return refetch()
        case .inserted(let key):
          guard let model = entity.model(forKey: key), index(of: model) == nil else { continue }
          try place(model, from: nil)
        case .updated(let key):
          guard let model = entity.model(forKey: key) else {
            if let index = index(ofKey: key) { all.remove(at: index) }
            continue
          }
          try place(model, from: index(of: model))
        case .deleted(let key, let object):
          let found = object.flatMap { all.index(of: $0) }
          if let index = found ?? index(ofKey: key) { all.remove(at: index) }
        }
      }
    } catch {
      fail(error)
    }
    applyWindow()
  }

  /// Puts `model`, found at `current` (or not shown), where it goes now.
  private func place(_ model: Element, from current: Int?) throws {
    let matches = try descriptor.predicate.map { try ModelContext.evaluate($0, on: model) } ?? true
    guard matches else {
      if let current { all.remove(at: current) }
      return
    }
    if let current {
      guard !order.isEmpty else { return }
      let fitsBefore = current == 0 || order.compare(all[current - 1], model) != .orderedDescending
      let fitsAfter = current == all.count - 1 || order.compare(model, all[current + 1]) != .orderedDescending
      if fitsBefore && fitsAfter { return }
      all.remove(at: current)
    }
    all.insert(model, at: order.isEmpty ? all.count : order.insertionIndex(of: model, in: all.models))
  }

  private func index(of model: Element) -> Int? {
    all.index(of: ObjectIdentifier(model))
  }

  private func index(ofKey key: String) -> Int? {
    all.models.firstIndex { $0.persistentBackingData.key == key }
  }

  private func applyWindow() {
    models = ModelContext.window(all.models, offset: descriptor.fetchOffset, limit: descriptor.fetchLimit)
  }

  /// Keeps `error`, and reports it to the command whose drawing met it.
  private func fail(_ error: any Error) {
    fetchError = error
    context?.container.report(error, about: Element.entityName)
  }
}

/// What a query was made with, compared to tell whether a view's new query asks for other
/// models: its predicate as written (with its captured values) and the objects it captured,
/// its sort descriptors and its window.
struct QueryFingerprint<Element: PersistentModel>: Equatable {
  let predicate: String?
  let capturedObjects: [ObjectIdentifier]
  let sortBy: [SortDescriptor<Element>]
  let fetchLimit: Int?
  let fetchOffset: Int?

  init(_ descriptor: FetchDescriptor<Element>) {
    predicate = descriptor.predicate.map { PredicateText($0.expression, typeNames: .full).text }
    var objects: [ObjectIdentifier] = []
    if let predicate = descriptor.predicate { Self.collectObjects(in: predicate.expression, into: &objects, depth: 0) }
    capturedObjects = objects
    sortBy = descriptor.sortBy
    fetchLimit = descriptor.fetchLimit
    fetchOffset = descriptor.fetchOffset
  }

  /// The objects (models, most often) among the values a predicate captured, which the
  /// predicate as written names only as objects.
  private static func collectObjects(in value: Any, into objects: inout [ObjectIdentifier], depth: Int) {
    guard depth < 32 else { return }
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .class {
      if !(value is AnyKeyPath) { objects.append(ObjectIdentifier(value as AnyObject)) }
      return
    }
    for child in mirror.children { collectObjects(in: child.value, into: &objects, depth: depth + 1) }
  }
}

extension ModelContainer {
  /// Reports `error`, met drawing a query of `entityName`, to the command that drew it.
  func report(_ error: any Error, about entityName: String) {
    let problem = StoreProblem(entityName, .loadFailed, "\(error)")
    MainActor.assumeIsolated { (reportingStorage ?? environment.storage).report(failure: problem) }
  }
}

/// The models a query matched, in order, with each one's identity beside it: finding one
/// model among 100,000 scans the identities, a plain array of words, where a scan of the
/// models themselves (generic code) copies each one, a retain and a release apiece: most of
/// what an add cost at 100,000 books (docs/BENCHMARKS.md, "SwiftData").
private struct MatchedModels<Element: PersistentModel> {
  private(set) var models: [Element]
  private var identities: [ObjectIdentifier]

  init(_ models: [Element] = []) {
    self.models = models
    identities = models.map(ObjectIdentifier.init)
  }

  var count: Int { models.count }

  subscript(index: Int) -> Element { models[index] }

  /// Where the model of `identity` is, if among them.
  func index(of identity: ObjectIdentifier) -> Int? {
    identities.firstIndex(of: identity)
  }

  mutating func insert(_ model: Element, at index: Int) {
    models.insert(model, at: index)
    identities.insert(ObjectIdentifier(model), at: index)
  }

  mutating func remove(at index: Int) {
    models.remove(at: index)
    identities.remove(at: index)
  }
}
