import MVCS

/// The models of one type a view shows, fetched from the context in its environment and kept
/// in step with it, as SwiftData's `@Query`.
///
/// <!-- sample: not compiled, needs the package trait Macros; Examples/Bookshelf compiles its models -->
/// ```swift
/// struct BookList: View {
///   @Query(sort: \Book.title) private var books: [Book]
///   @Query(filter: #Predicate<Book> { !$0.isRead }, sort: [SortDescriptor(\.title)]) private var unread: [Book]
///
///   var body: some View {
///     List { ForEach(books) { Text($0.title) } }
///   }
/// }
/// ```
///
/// The view draws again when a model of the type is inserted, changed or deleted by any
/// context of the container, and the query catches up before its body runs: each change
/// places one model, by binary search in the query's order, so a list over 100,000 models
/// costs what its rows in view cost, as a list that follows a Store does. A view that makes
/// its query in its initializer (`_books = Query(filter: …)`) fetches again when its parent
/// makes it with another predicate, sort or window. `animation:` and `transaction:` are
/// accepted; text does not animate.
///
/// A predicate that cannot be evaluated on a model leaves the results empty, says why in
/// ``fetchError``, and is the error of the command whose drawing met it.
@MainActor
@preconcurrency
@propertyWrapper
public struct Query<Element: PersistentModel, Result>: @MainActor DynamicProperty {
  @Environment(\.modelContext) private var environmentContext
  @State private var results = QueryResults<Element>()
  private let descriptor: FetchDescriptor<Element>
  /// Tells this query's value apart from the next one its view makes.
  private let identity = QueryIdentity()

  private init(descriptor: FetchDescriptor<Element>) {
    self.descriptor = descriptor
  }

  /// The models, as of the view's last drawing.
  public var wrappedValue: Result {
    guard let models = results.read() as? Result else {
      preconditionFailure("a Query's results are [\(Element.self)], not \(Result.self)")
    }
    return models
  }

  /// Why the last fetch failed, if it did.
  public var fetchError: (any Error)? { results.fetchError }

  /// The context the query fetches from: the environment's.
  public var modelContext: ModelContext { environmentContext }

  /// Fetches, or catches up with the context's changes, before the view's body reads the
  /// results.
  public mutating func update() {
    results.update(descriptor, identity: identity, context: environmentContext)
  }
}

extension Query where Result == [Element] {
  /// Every model of the type, in the order they were saved: what `@Query var books: [Book]`
  /// makes, its type found from the property's.
  public init() {
    self.init(descriptor: FetchDescriptor())
  }

  /// The models `descriptor` asks for.
  public init(_ descriptor: FetchDescriptor<Element>, animation: Animation = .default) {
    self.init(descriptor: descriptor)
  }

  /// The models `descriptor` asks for.
  public init(_ descriptor: FetchDescriptor<Element>, transaction: Transaction?) {
    self.init(descriptor: descriptor)
  }

  /// The models `filter` matches (all of them without one), in `descriptors`' order.
  public init(
    filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [],
    animation: Animation = .default
  ) {
    self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: descriptors))
  }

  /// The models `filter` matches, in `descriptors`' order.
  public init(
    filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], transaction: Transaction?
  ) {
    self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: descriptors))
  }

  /// The models `filter` matches, sorted by `keyPath` in `order`.
  public init<Value: Comparable>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward,
    animation: Animation = .default
  ) {
    self.init(
      descriptor: FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(Self.sendable(keyPath), order: order)]))
  }

  /// The models `filter` matches, sorted by `keyPath` (nil first) in `order`.
  public init<Value: Comparable>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>, order: SortOrder = .forward,
    animation: Animation = .default
  ) {
    self.init(
      descriptor: FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(Self.sendable(keyPath), order: order)]))
  }

  /// The models `filter` matches, sorted by `keyPath` in `order`.
  public init<Value: Comparable>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward,
    transaction: Transaction?
  ) {
    self.init(
      descriptor: FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(Self.sendable(keyPath), order: order)]))
  }
}

extension Query {
  /// `keyPath` as Foundation's `SortDescriptor` takes it: SwiftData's `Query` takes any key
  /// path, Foundation's sort descriptor a `Sendable` one, and a key path is a constant.
  fileprivate static func sendable<Value>(_ keyPath: KeyPath<Element, Value>) -> any KeyPath<Element, Value> & Sendable
  {
    unsafeBitCast(keyPath, to: (any KeyPath<Element, Value> & Sendable).self)
  }
}

/// What tells one query value from another: made with each.
@MainActor
final class QueryIdentity {}
