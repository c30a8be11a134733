import Foundation
import Observation

/// A model whose `@Published` properties views observe, as Combine's `ObservableObject` is for
/// SwiftUI: code written with `@StateObject`, `@ObservedObject` and `@EnvironmentObject`
/// runs as it is.
///
/// ```swift
/// final class Library: ObservableObject {
///   @Published var books: [Book] = []
/// }
///
/// struct ShelfView: View {
///   @StateObject private var library = Library()
///   var body: some View { List(library.books) { Text($0.title) } }
/// }
/// ```
///
/// A view that reads a `@Published` property is drawn again when it changes, through
/// Observation, as an `@Observable` model's would be. `objectWillChange` is one publisher per
/// object, sent before each `@Published` change; with the Combine product (`import Combine`, or
/// `import SwiftUI`) it is Combine's publisher and `$property` is the property's, so
/// `model.objectWillChange.sink { … }` and `model.$query.debounce(…)` work as on Apple's
/// systems. Its `send()` draws no view again: change a `@Published` property instead.
public protocol ObservableObject: AnyObject {
  /// What announces changes; Combine's publisher on Apple's systems.
  associatedtype ObjectWillChangePublisher = ObservableObjectPublisher
  /// Announces that the object is about to change.
  var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  /// The object's publisher, sent before each of its `@Published` properties changes; see
  /// ``ObservableObject``.
  public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher.installed(in: self) }
}

/// What an ``ObservableObject`` announces its changes with, as Combine's: with the Combine
/// product it is a Combine publisher of `Void`.
///
/// ```swift
/// let objectWillChange = ObservableObjectPublisher()
/// objectWillChange.send()  // its subscribers hear it, with the Combine product
/// ```
public final class ObservableObjectPublisher: Sendable {
  /// Where ``send()`` goes: the Combine product's subject, once something subscribes.
  package let relay = ChangeRelay<Void>()

  /// A publisher.
  public init() {}

  /// Tells the publisher's subscribers that the object is about to change; views follow
  /// `@Published` properties themselves.
  public func send() { relay.send(()) }
}

/// A property of an ``ObservableObject`` that views observe, as Combine's `@Published`.
@propertyWrapper
public struct Published<Value> {
  private let box: StateSlot<Value>

  /// A published property starting as `wrappedValue`.
  public init(wrappedValue: Value) {
    box = StateSlot(wrappedValue)
  }

  /// A published property starting as `initialValue`.
  public init(initialValue: Value) {
    self.init(wrappedValue: initialValue)
  }

  /// Unavailable: `@Published` is only for properties of a class.
  @available(*, unavailable, message: "@Published is only for properties of a class")
  public var wrappedValue: Value {
    get { fatalError("@Published is only for properties of a class") }
    set { fatalError("@Published is only for properties of a class") }
  }

  /// Reads and writes the property, observed.
  public static subscript<Object: AnyObject>(
    _enclosingInstance object: Object, wrapped wrappedKeyPath: ReferenceWritableKeyPath<Object, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<Object, Published<Value>>
  ) -> Value {
    get { object[keyPath: storageKeyPath].box.value }
    set {
      let box = object[keyPath: storageKeyPath].box
      box.published?.willSet(newValue)
      box.value = newValue
    }
  }

  /// The property's publisher, `$property`: with the Combine product, a Combine publisher of
  /// the value now and each new value, sent before the property changes.
  ///
  /// Settable, as Combine's, so `assign(to: &$property)` can take it; setting it changes nothing.
  public var projectedValue: Publisher {
    get { Publisher(box: box) }
    set {}
  }

  /// What `$property` is: see ``projectedValue``.
  ///
  /// ```swift
  /// final class Search: ObservableObject {
  ///   @Published var query = ""
  /// }
  /// let queries: Published<String>.Publisher = Search().$query  // Combine's, with the product
  /// ```
  public struct Publisher {
    let box: StateSlot<Value>

    /// The property's value now.
    package var value: Value { box.value }
    /// Where the property's new values go.
    package var relay: ChangeRelay<Value> { box.publishedRelay().values }

    /// Sets the property as its setter does (its publishers first); nothing once the property
    /// is gone.
    package var assign: (Value) -> Void {
      { [weak box] value in
        guard let box else { return }
        box.published?.willSet(value)
        box.value = value
      }
    }

    /// Keeps `subscription` as long as the property: what `assign(to: &$property)` made.
    package func keep(_ subscription: AnyObject) {
      box.publishedRelay().keep(subscription)
    }
  }
}

extension Published: PublishedProperty {
  var relayForObjectWillChange: AnyPublishedRelay { box.publishedRelay() }
}

/// A model a view makes once and keeps at its place, as SwiftUI's `@StateObject`.
///
/// ```swift
/// @StateObject private var timer = RoundTimer()
/// ```
@MainActor
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  private let make: () -> ObjectType
  private let box = ObjectBox<ObjectType>()

  /// A model made by `thunk` the first time the view is drawn at its place, and kept.
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    make = thunk
  }

  /// The model.
  public var wrappedValue: ObjectType {
    if let object = box.object { return object }
    let object = make()
    box.object = object
    return object
  }

  /// Bindings to the model's properties: `$model.name`.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
  }
}

extension StateObject: NodeBoundProperty {
  func bind(to node: ViewNode, slot: inout Int, in context: RenderContext) {
    let make = make
    box.object = node.slot(at: slot) { ObjectBox(make()) }.object
    slot += 1
  }
}

/// A model a view is given, as SwiftUI's `@ObservedObject`: the view reads it, and is drawn
/// again when a `@Published` property it read changes.
@MainActor
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  /// Bindings to an observed model's properties: `$model.name`.
  @MainActor
  @dynamicMemberLookup
  public struct Wrapper {
    let object: ObjectType

    /// A binding to the model's property at `keyPath`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject>
    {
      let object = object
      return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
  }

  /// The model.
  public var wrappedValue: ObjectType

  /// Observes `wrappedValue`.
  public init(wrappedValue: ObjectType) {
    self.wrappedValue = wrappedValue
  }

  /// Observes `initialValue`.
  public init(initialValue: ObjectType) {
    self.init(wrappedValue: initialValue)
  }

  /// Bindings to the model's properties.
  public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

/// A model put in the environment with `environmentObject(_:)`, as SwiftUI's
/// `@EnvironmentObject`; a model of a type nobody put there stops the app with a message
/// naming it, as in SwiftUI.
@MainActor
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
  private let box = ObjectBox<ObjectType>()

  /// The model of this type in the view's environment.
  public init() {}

  /// The model.
  public var wrappedValue: ObjectType {
    guard let object = box.object else {
      fatalError(
        "No ObservableObject of type \(ObjectType.self) found: put one above this view with .environmentObject(_:)")
    }
    return object
  }

  /// Bindings to the model's properties.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
  }
}

extension EnvironmentObject: NodeBoundProperty {
  func bind(to node: ViewNode, slot: inout Int, in context: RenderContext) {
    box.object = context.environment.object(of: ObjectType.self)
  }
}

/// A model held for a view: its `@StateObject`'s, or its `@EnvironmentObject`'s.
@MainActor
final class ObjectBox<ObjectType: AnyObject> {
  var object: ObjectType?

  init(_ object: ObjectType? = nil) {
    self.object = object
  }
}

extension View {
  /// This view with `object` in its environment, where `@EnvironmentObject` finds it.
  public func environmentObject<T: ObservableObject>(_ object: T) -> ModifiedContent<Self, EnvironmentWriter> {
    modifier(EnvironmentWriter { $0.setObject(object) })
  }
}
