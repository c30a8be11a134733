/// Read and write access to a value that lives elsewhere (a view's ``State``, a model's
/// property), so a view such as ``TextField`` can change it without owning it, as SwiftUI's
/// `Binding` is.
///
/// ```swift
/// struct PlayerView: View {
///   @Binding var isPlaying: Bool          // the parent passes `$isPlaying`
///   var body: some View { Toggle("Playing", isOn: $isPlaying) }
/// }
///
/// TextField("Title", text: $note.title)   // a property of a bound value, by its key path
/// let title = Binding(get: { [unowned model] in model.title }, set: { [unowned model] in model.title = $0 })
/// ```
///
/// Drawn controls are kept in the render cache, bindings with them: capture a view
/// controller `unowned` or `weak` in a binding you make yourself, never strongly, or it is
/// never released.
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  private let read: () -> Value
  private let write: (Value) -> Void

  /// A binding that reads with `get` and writes with `set`.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    read = get
    write = set
  }

  /// The binding a parent passed: what `@Binding var x` is initialised from.
  public init(projectedValue: Binding<Value>) {
    self = projectedValue
  }

  /// The value, read from and written to where it lives.
  public var wrappedValue: Value {
    get { read() }
    nonmutating set { write(newValue) }
  }

  /// The binding itself: `$isPlaying` inside a view with `@Binding var isPlaying`.
  public var projectedValue: Binding<Value> { self }

  /// A binding to a property of the value: `$settings.volume`.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    Binding<Subject>(
      get: { self.wrappedValue[keyPath: keyPath] },
      set: { newValue in
        var value = self.wrappedValue
        value[keyPath: keyPath] = newValue
        self.wrappedValue = value
      })
  }

  /// A binding to a value that never changes; writes are ignored.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }

  /// This binding; changes are not animated in text.
  public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }

  /// This binding; a transaction changes nothing in text.
  public func transaction(_ transaction: Transaction) -> Binding<Value> { self }
}

extension Binding {
  /// A binding to an optional that is never nil: writing nil is ignored.
  public init<V>(_ base: Binding<V>) where Value == V? {
    self.init(get: { base.wrappedValue }, set: { if let value = $0 { base.wrappedValue = value } })
  }

  /// A binding to the value of an optional binding, or nil when it holds nil now.
  public init?(_ base: Binding<Value?>) {
    guard let value = base.wrappedValue else { return nil }
    var last = value
    self.init(
      get: {
        if let current = base.wrappedValue { last = current }
        return last
      }, set: { base.wrappedValue = $0 })
  }

  /// A binding that reads and writes `base`'s value as an `AnyHashable`.
  public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
    self.init(
      get: { AnyHashable(base.wrappedValue) },
      set: { if let value = $0.base as? V { base.wrappedValue = value } })
  }
}

extension Binding: @MainActor Identifiable where Value: Identifiable {
  /// The bound value's id.
  public var id: Value.ID { wrappedValue.id }
}

extension Binding: @MainActor Sequence where Value: MutableCollection {
  /// Bindings to the elements, one by one.
  public typealias Element = Binding<Value.Element>
  /// Goes through the elements' bindings.
  public typealias Iterator = IndexingIterator<Binding<Value>>
  /// The sub-range of a collection of bindings.
  public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: @MainActor Collection where Value: MutableCollection {
  /// The bound collection's indices.
  public typealias Index = Value.Index
  /// The bound collection's indices.
  public typealias Indices = Value.Indices

  /// The bound collection's first index.
  public var startIndex: Index { wrappedValue.startIndex }
  /// The bound collection's end.
  public var endIndex: Index { wrappedValue.endIndex }
  /// The bound collection's indices.
  public var indices: Indices { wrappedValue.indices }

  /// The index after `i`.
  public func index(after i: Index) -> Index { wrappedValue.index(after: i) }

  /// A binding to the element at `position`.
  public subscript(position: Index) -> Binding<Value.Element> {
    Binding<Value.Element>(
      get: { self.wrappedValue[position] },
      set: { self.wrappedValue[position] = $0 })
  }
}

extension Binding: @MainActor BidirectionalCollection where Value: BidirectionalCollection & MutableCollection {
  /// The index before `i`.
  public func index(before i: Index) -> Index { wrappedValue.index(before: i) }
}

extension Binding: @MainActor RandomAccessCollection where Value: RandomAccessCollection & MutableCollection {}

/// How SwiftUI animates a change; accepted, and drawn without animation in text.
public struct Animation: Sendable, Hashable {
  private let name: String

  /// The default animation.
  public static let `default` = Animation(name: "default")
  /// An ease-in-out animation.
  public static let easeInOut = Animation(name: "easeInOut")
  /// An ease-in animation.
  public static let easeIn = Animation(name: "easeIn")
  /// An ease-out animation.
  public static let easeOut = Animation(name: "easeOut")
  /// A linear animation.
  public static let linear = Animation(name: "linear")
  /// A spring animation.
  public static let spring = Animation(name: "spring")
  /// A bouncy spring.
  public static let bouncy = Animation(name: "bouncy")
  /// A smooth spring.
  public static let smooth = Animation(name: "smooth")
  /// A snappy spring.
  public static let snappy = Animation(name: "snappy")

  /// An ease-in-out animation lasting `duration` seconds.
  public static func easeInOut(duration: Double) -> Animation { .easeInOut }
  /// An ease-in animation lasting `duration` seconds.
  public static func easeIn(duration: Double) -> Animation { .easeIn }
  /// An ease-out animation lasting `duration` seconds.
  public static func easeOut(duration: Double) -> Animation { .easeOut }
  /// A linear animation lasting `duration` seconds.
  public static func linear(duration: Double) -> Animation { .linear }
  /// A spring.
  public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0)
    -> Animation
  { .spring }
}

/// The context of a change, in SwiftUI; accepted, and changes nothing in text.
public struct Transaction: Sendable {
  /// The animation the change would have.
  public var animation: Animation?

  /// A transaction with `animation`.
  public init(animation: Animation? = nil) {
    self.animation = animation
  }
}

/// Runs `body` as SwiftUI would run it inside an animation; drawn without one in text.
@MainActor
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
  try body()
}
