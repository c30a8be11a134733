/// What a fetch asks for: which models (a `#Predicate`), in what order, how many from where,
/// as SwiftData's `FetchDescriptor`.
///
/// <!-- sample: not compiled, needs the package trait Macros; Examples/Bookshelf compiles its models -->
/// ```swift
/// var descriptor = FetchDescriptor<Book>(
///   predicate: #Predicate { $0.pages > 300 }, sortBy: [SortDescriptor(\.title)])
/// descriptor.fetchLimit = 10
/// let longest = try modelContext.fetch(descriptor)
/// ```
public struct FetchDescriptor<T: PersistentModel>: @unchecked Sendable {
  // Unchecked: a predicate, sort descriptors and key paths, values made by the caller.

  /// Which models; all of them when nil.
  public var predicate: Predicate<T>?
  /// The order, each descriptor breaking the ties of those before; the order they were first
  /// saved in (then inserted) when empty or for what ties.
  public var sortBy: [SortDescriptor<T>]
  /// At most this many models.
  public var fetchLimit: Int?
  /// Leaves out this many first.
  public var fetchOffset: Int?
  /// Whether models inserted, changed and deleted and not saved count (they always do here).
  public var includePendingChanges: Bool = true
  /// The properties to read first: every property is read here.
  public var propertiesToFetch: [PartialKeyPath<T>] = []
  /// The relationships to read first: each is read when used here.
  public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []

  /// A descriptor of the models `predicate` matches, in `sortBy`'s order.
  public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
    self.predicate = predicate
    self.sortBy = sortBy
  }
}
