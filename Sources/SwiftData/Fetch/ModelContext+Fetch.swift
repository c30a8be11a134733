extension ModelContext {
  /// The models `descriptor` asks for: the context's own, saved or not, that its predicate
  /// matches, in its order (the order they were saved in, then inserted, when it has none),
  /// from its offset, at most its limit.
  ///
  /// A predicate that cannot be evaluated on a model (a force unwrap of nil, an index out of
  /// range) throws a ``SwiftDataError`` that names the model and the predicate.
  public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
    container.requireType(T.self)
    let all = try matching(descriptor)
    return Self.window(all, offset: descriptor.fetchOffset, limit: descriptor.fetchLimit)
  }

  /// How many models `descriptor` asks for.
  public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int {
    container.requireType(T.self)
    let count: Int
    if descriptor.predicate == nil {
      count = entity(T.self).currentCount
    } else {
      count = try matching(FetchDescriptor(predicate: descriptor.predicate)).count
    }
    let afterOffset = max(0, count - (descriptor.fetchOffset ?? 0))
    return descriptor.fetchLimit.map { min($0, afterOffset) } ?? afterOffset
  }

  /// The identifiers of the models `descriptor` asks for.
  public func fetchIdentifiers<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [PersistentIdentifier] {
    try fetch(descriptor).map(\.persistentModelID)
  }

  /// Every model the predicate of `descriptor` matches, in its order, without its window.
  func matching<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
    var models = entity(T.self).currentModels()
    if let predicate = descriptor.predicate {
      models = try models.filter { try Self.evaluate(predicate, on: $0) }
    }
    return ModelOrder(descriptor.sortBy).sorted(models)
  }

  /// Whether `predicate` matches `model`, or a ``SwiftDataError`` that says why it cannot be
  /// evaluated.
  static func evaluate<T: PersistentModel>(_ predicate: Predicate<T>, on model: T) throws -> Bool {
    do {
      return try predicate.evaluate(model)
    } catch {
      throw SwiftDataError(
        .unsupportedPredicate,
        "the predicate cannot be evaluated on \(T.entityName) \(model.persistentBackingData.key ?? "(new)"): \(error)",
        hint: "the predicate: \(PredicateText(predicate.expression, typeNames: .short).text)")
    }
  }

  /// The models of `models` from `offset`, at most `limit`.
  static func window<T>(_ models: [T], offset: Int?, limit: Int?) -> [T] {
    let start = min(max(0, offset ?? 0), models.count)
    let end = limit.map { min(models.count, start + max(0, $0)) } ?? models.count
    return start == 0 && end == models.count ? models : Array(models[start..<end])
  }
}
