import Observation

extension View {
  /// This view with the environment's value at `keyPath` set to `value`, for it and every view
  /// inside it, as SwiftUI's `environment(_:_:)` sets it.
  ///
  /// ```swift
  /// ContentView().environment(\.locale, Locale(identifier: "fr_FR"))
  /// ```
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> ModifiedContent<
    Self, EnvironmentWriter
  > {
    modifier(EnvironmentWriter { $0[keyPath: keyPath] = value })
  }

  /// This view with `object` in its environment, where `@Environment(Model.self)` finds it.
  ///
  /// ```swift
  /// ContentView().environment(library)   // @Environment(Library.self) var library
  /// ```
  public func environment<T: AnyObject & Observable>(_ object: T?) -> ModifiedContent<Self, EnvironmentWriter> {
    modifier(EnvironmentWriter { $0.setObject(object) })
  }

  /// This view with the environment's value at `keyPath` changed by `transform`.
  public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> ModifiedContent<Self, EnvironmentWriter> {
    modifier(EnvironmentWriter { transform(&$0[keyPath: keyPath]) })
  }
}

/// Changes the environment for a view and the views inside it.
public struct EnvironmentWriter: ViewModifier, PrimitiveViewModifier {
  let change: @MainActor (inout EnvironmentValues) -> Void

  func render(content: any View, width: Int, in context: RenderContext) -> [RenderedLine] {
    context.withEnvironment(changed(context.environment)) { content.render(width: width, in: context) }
  }

  func layoutWidths(content: any View, offered width: Int, in context: RenderContext) -> LayoutWidths {
    context.withEnvironment(changed(context.environment)) { content.layoutWidths(offered: width, in: context) }
  }

  func withEffect<Result>(in context: RenderContext, _ work: () -> Result) -> Result {
    context.withEnvironment(changed(context.environment), work)
  }

  private func changed(_ environment: EnvironmentValues) -> EnvironmentValues {
    var environment = environment
    change(&environment)
    return environment
  }
}
