/// The order of a fetch's sort descriptors, as code that reads the models' stored values
/// directly: Foundation's `SortDescriptor.compare` goes through a key path and its comparator
/// for each pair, which took 17 s to sort 100,000 models where reading each value once took
/// 0.04 s (docs/DECISIONS.md).
///
/// A descriptor of a stored attribute (`\.title`, `\.pages`, an optional: nil first, as
/// Foundation's) reads its value from the model's backing, compared as Foundation compares
/// it: its string comparator when it has one, `<` otherwise. Any other descriptor (a key path
/// through a relationship, `\.author?.name`) is Foundation's own comparison of the models.
/// Ties keep the order of the models given.
///
/// <!-- sample: not compiled, uses the reader's @Model types (the trait Macros); Examples/Bookshelf compiles the same code -->
/// ```swift
/// let order = ModelOrder<Book>([SortDescriptor(\.title)])
/// let sorted = order.sorted(books)
/// ```
struct ModelOrder<Model: PersistentModel> {
  /// One descriptor: read from the backing, or Foundation's comparison.
  private enum Key {
    /// A stored attribute's, at `index` among the model's properties: two values compared,
    /// or a column of them.
    case stored(
      index: Int, compare: (Any, Any) -> ComparisonResult,
      column: ([Any]) -> (Int, Int) -> ComparisonResult, reverse: Bool)
    case foundation(SortDescriptor<Model>)
  }

  private let keys: [Key]

  init(_ descriptors: [SortDescriptor<Model>]) {
    let properties = Model.schemaMetadata
    keys = descriptors.map { descriptor in
      guard let keyPath = descriptor.keyPath,
        let index = properties.firstIndex(where: { $0.keypath == keyPath }),
        let order = properties[index].attribute?.order
      else { return .foundation(descriptor) }
      let reverse = descriptor.order == .reverse
      if var comparator = descriptor.stringComparator {
        comparator.order = .forward
        return .stored(
          index: index,
          compare: { first, second in
            switch (first as? String, second as? String) {
            case (let first?, let second?): comparator.compare(first, second)
            default: order.compare(first, second)
            }
          },
          column: { values in
            let strings = values.map { $0 as? String }
            let others = order.column(values)
            return { first, second in
              switch (strings[first], strings[second]) {
              case (let first?, let second?): comparator.compare(first, second)
              default: others(first, second)
              }
            }
          }, reverse: reverse)
      }
      return .stored(index: index, compare: order.compare, column: order.column, reverse: reverse)
    }
  }

  /// Whether there is an order at all.
  var isEmpty: Bool { keys.isEmpty }

  /// How `first` and `second` compare.
  func compare(_ first: Model, _ second: Model) -> ComparisonResult {
    for key in keys {
      let result: ComparisonResult
      switch key {
      case .stored(let index, let compare, _, let reverse):
        let order = compare(first.persistentBackingData.values[index], second.persistentBackingData.values[index])
        result = reverse ? order.reversed : order
      case .foundation(let descriptor):
        result = descriptor.compare(first, second)
      }
      if result != .orderedSame { return result }
    }
    return .orderedSame
  }

  /// Whether `first` comes before `second`.
  func areInIncreasingOrder(_ first: Model, _ second: Model) -> Bool {
    compare(first, second) == .orderedAscending
  }

  /// `models` in this order, ties as they were: each model's values are read, and cast to
  /// their type, once.
  func sorted(_ models: [Model]) -> [Model] {
    guard !keys.isEmpty else { return models }
    // One comparison of places a key, each forward.
    let comparisons: [(Int, Int) -> ComparisonResult] = keys.map { key in
      switch key {
      case .stored(let index, _, let column, let reverse):
        let compare = column(models.map { $0.persistentBackingData.values[index] })
        return reverse ? { compare($1, $0) } : compare
      case .foundation(let descriptor):
        return { descriptor.compare(models[$0], models[$1]) }
      }
    }
    var order = Array(models.indices)
    // A stable sort (the standard library's is), comparing the values read.
    if comparisons.count == 1, let compare = comparisons.first {
      order.sort { compare($0, $1) == .orderedAscending }
    } else {
      order.sort { left, right in
        for compare in comparisons {
          let result = compare(left, right)
          if result != .orderedSame { return result == .orderedAscending }
        }
        return false
      }
    }
    return order.map { models[$0] }
  }

  /// The place among `models` (in this order) where `model` goes: after those before or
  /// equal to it, by binary search.
  func insertionIndex(of model: Model, in models: [Model]) -> Int {
    var low = 0
    var high = models.count
    while low < high {
      let middle = low + (high - low) / 2
      if compare(models[middle], model) != .orderedDescending { low = middle + 1 } else { high = middle }
    }
    return low
  }
}

extension ComparisonResult {
  fileprivate var reversed: ComparisonResult {
    switch self {
    case .orderedAscending: .orderedDescending
    case .orderedDescending: .orderedAscending
    case .orderedSame: .orderedSame
    }
  }
}
