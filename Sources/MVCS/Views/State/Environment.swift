import Observation

/// A value a view reads from its environment, as SwiftUI's `@Environment` is: one of
/// ``EnvironmentValues``' by its key path, or an `@Observable` model put there with
/// `environment(_:)`, by its type.
///
/// ```swift
/// @Environment(\.dismiss) private var dismiss
/// @Environment(\.locale) private var locale
/// @Environment(Library.self) private var library   // set above with .environment(library)
/// ```
///
/// A model of a type nobody put in the environment is a programming error, as in SwiftUI:
/// reading it stops the app with a message naming the type.
@MainActor
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  private enum Source {
    case keyPath(KeyPath<EnvironmentValues, Value>)
    case object(@MainActor (EnvironmentValues) -> Value?)
  }

  private let source: Source
  private let box = EnvironmentBox<Value>()

  /// The environment's value at `keyPath`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    source = .keyPath(keyPath)
  }

  /// The `@Observable` model of type `objectType` put in the environment above.
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    source = .object { $0.object(of: objectType) }
  }

  /// The `@Observable` model of type `objectType` put in the environment above, or nil.
  public init<Model: AnyObject & Observable>(_ objectType: Model.Type) where Value == Model? {
    source = .object { .some($0.object(of: objectType)) }
  }

  /// The value, as the environment of the view's place holds it.
  public var wrappedValue: Value {
    if let value = box.value { return value }
    switch source {
    case .keyPath(let keyPath):
      return EnvironmentValues()[keyPath: keyPath]
    case .object(let find):
      guard let value = find(EnvironmentValues()) else {
        fatalError(
          "No @Observable object of type \(Value.self) found in the environment: "
            + "put one above this view with .environment(_:)")
      }
      return value
    }
  }
}

extension Environment: NodeBoundProperty {
  func bind(to node: ViewNode, slot: inout Int, in context: RenderContext) {
    switch source {
    case .keyPath(let keyPath):
      box.value = context.environment[keyPath: keyPath]
    case .object(let find):
      box.value = find(context.environment)
    }
  }
}

/// The value one `@Environment` of one view value read when its body was evaluated.
@MainActor
final class EnvironmentBox<Value> {
  var value: Value?
}
