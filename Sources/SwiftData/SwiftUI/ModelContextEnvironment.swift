import MVCS

extension EnvironmentValues {
  /// The context of the container set above with `.modelContainer(for:)` (its main context),
  /// as SwiftData's `\.modelContext`.
  ///
  /// <!-- sample: not compiled, needs the package trait Macros; Examples/Bookshelf compiles its models -->
  /// ```swift
  /// @Environment(\.modelContext) private var modelContext
  /// Button("Add") { modelContext.insert(Book(title: "New")) }
  /// ```
  ///
  /// Without a container above, it is a context of none: a `@Query` shows nothing and says
  /// why in its `fetchError`, and inserting or saving stops the app with a message that says
  /// to add `.modelContainer(for:)`, as SwiftData does.
  public var modelContext: ModelContext {
    get { self[ModelContextKey.self] ?? ModelContext(ModelContainer.placeholder()) }
    set { self[ModelContextKey.self] = newValue }
  }
}

private struct ModelContextKey: EnvironmentKey {
  static var defaultValue: ModelContext? { nil }
}
