import Observation

/// Makes a stored property of a ``ViewController`` observable, as `@Observable` would, so a
/// body that reads it is drawn again when it changes.
///
/// ```swift
/// @Observed public private(set) var isLoading = false
/// ```
///
/// Written by hand rather than with the `@Observable` macro, so subclasses stay free to
/// adopt the macro themselves. The enclosing-instance subscript is how the wrapper reaches
/// the view controller's registrar, as Combine's `@Published` does.
@MainActor
@propertyWrapper
public struct Observed<Value> {
  private var value: Value

  /// Wraps the property's initial value.
  public init(wrappedValue: Value) {
    value = wrappedValue
  }

  /// The value, read without telling Observation: for walks that no drawing depends on,
  /// such as finding the path a lifecycle event is logged under.
  var untrackedValue: Value {
    // Yielded in place: a copy of the value alone, not of the wrapper around it.
    _read { yield value }
  }

  /// Unavailable: the wrapper is only for properties of a ``ViewController``.
  @available(*, unavailable, message: "@Observed is only for properties of a ViewController")
  public var wrappedValue: Value {
    get { fatalError("@Observed is only for properties of a ViewController") }
    set { fatalError("@Observed is only for properties of a ViewController") }
  }

  /// Reads or writes the property through the view controller's observation registrar.
  public static subscript<Owner: ViewController>(
    _enclosingInstance owner: Owner,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<Owner, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<Owner, Self>
  ) -> Value {
    get {
      owner.observationRegistrar.access(owner, keyPath: wrappedKeyPath)
      return owner[keyPath: storageKeyPath].value
    }
    set {
      owner.observationRegistrar.withMutation(of: owner, keyPath: wrappedKeyPath) {
        owner[keyPath: storageKeyPath].value = newValue
      }
    }
    // In place, so `children.append(child)` does not copy the array: O(1), not O(children).
    _modify {
      owner.observationRegistrar.willSet(owner, keyPath: wrappedKeyPath)
      defer { owner.observationRegistrar.didSet(owner, keyPath: wrappedKeyPath) }
      yield &owner[keyPath: storageKeyPath].value
    }
  }
}
