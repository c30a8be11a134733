/// Read and write access to a value that lives elsewhere, usually a model's property, so a
/// view such as ``TextField`` can change it without owning it.
///
/// ```swift
/// let title = Binding(get: { [unowned model] in model.title }, set: { [unowned model] in model.title = $0 })
/// title.wrappedValue = "Milk"  // model.title is now "Milk"
/// ```
///
/// Rendered fields are kept in the render cache, bindings with them: capture a view
/// controller `unowned` or `weak` in them, never strongly, or it is never released.
@MainActor
public struct Binding<Value> {
  private let read: () -> Value
  private let write: (Value) -> Void

  /// A binding that reads with `get` and writes with `set`.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    read = get
    write = set
  }

  /// The value, read from and written to where it lives.
  public var wrappedValue: Value {
    get { read() }
    nonmutating set { write(newValue) }
  }

  /// A binding to a value that never changes; writes are ignored.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }
}
