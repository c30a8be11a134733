import Observation

/// Bindings to the properties of an `@Observable` model, as SwiftUI's `@Bindable` makes them:
/// `$model.title` binds a field to the model's `title`.
///
/// ```swift
/// struct EditView: View {
///   @Bindable var book: Book      // an @Observable class
///   var body: some View {
///     Form { TextField("Title", text: $book.title) }
///   }
/// }
/// ```
///
/// Also inside a body, for a model read from the environment:
/// `@Bindable var model = model`.
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
  /// The model.
  public var wrappedValue: Value

  /// This wrapper, whose members are bindings: `$book.title`.
  public var projectedValue: Bindable<Value> { self }

  /// Bindings to the properties of `wrappedValue`.
  public init(wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  /// Bindings to the properties of `wrappedValue`.
  public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  /// The same bindings as `projectedValue`'s.
  public init(projectedValue: Bindable<Value>) {
    self = projectedValue
  }

  /// A binding to the model's property at `keyPath`.
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
  where Value: AnyObject {
    let model = wrappedValue
    return Binding(get: { model[keyPath: keyPath] }, set: { model[keyPath: keyPath] = $0 })
  }
}
