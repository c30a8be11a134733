import MVCS
import MVCSUI

extension View {
  /// This view with `container`'s main context in its environment, as `\.modelContext`; the
  /// view keeps the container.
  public func modelContainer(_ container: ModelContainer) -> some View {
    ContainerKeeper(content: environment(\.modelContext, container.mainContext), container: container)
  }

  /// This view with `context` in its environment, as `\.modelContext`.
  public func modelContext(_ context: ModelContext) -> some View {
    environment(\.modelContext, context)
  }

  /// This view with a container of `modelType` (and the types its relationships reach), made
  /// the first time the view is drawn and kept while it stays, its main context in the
  /// environment.
  ///
  /// <!-- sample: not compiled, needs the package trait Macros; Examples/Bookshelf compiles its models -->
  /// ```swift
  /// ContentView().modelContainer(for: Book.self)
  /// ```
  ///
  /// The models are kept in the session's storage (in memory for a script unless `--store`),
  /// or in memory of their own with `inMemory: true`. `onSetup` hears the container, or why
  /// it could not be made; `isUndoEnabled` is accepted.
  public func modelContainer(
    for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
    isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
  ) -> some View {
    modelContainer(
      for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled,
      onSetup: onSetup)
  }

  /// This view with a container of `modelTypes`, made the first time the view is drawn.
  public func modelContainer(
    for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
    isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
  ) -> some View {
    ModelContainerHost(
      content: self,
      slot: ContainerSlot(
        request: ContainerRequest(
          types: modelTypes, inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, onSetup: onSetup)))
  }
}

extension Scene {
  /// This scene with `container`'s main context in its window's environment.
  public func modelContainer(_ container: ModelContainer) -> some Scene {
    ModelContainerScene(base: self) { AnyView($0.modelContainer(container)) }
  }

  /// This scene with a container of `modelType`, its main context in the window's
  /// environment, as SwiftData's.
  ///
  /// <!-- sample: not compiled, needs the package trait Macros; Examples/Bookshelf compiles its models -->
  /// ```swift
  /// WindowGroup { ContentView() }
  ///   .modelContainer(for: Book.self)
  /// ```
  public func modelContainer(
    for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
    isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
  ) -> some Scene {
    modelContainer(
      for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled,
      onSetup: onSetup)
  }

  /// This scene with a container of `modelTypes`.
  public func modelContainer(
    for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
    isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
  ) -> some Scene {
    ModelContainerScene(base: self) {
      AnyView(
        $0.modelContainer(
          for: modelTypes, inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled,
          onSetup: onSetup))
    }
  }

  /// This scene with `context` in its window's environment.
  public func modelContext(_ context: ModelContext) -> some Scene {
    ModelContainerScene(base: self) { AnyView($0.modelContext(context)) }
  }
}

/// A scene whose window's view has a model container: what `.modelContainer` on a scene is.
struct ModelContainerScene<Base: Scene>: RootViewModifyingScene {
  let base: Base
  let change: @MainActor (AnyView) -> AnyView

  var modifiedScene: any Scene { base }
  func modify(_ root: AnyView) -> AnyView { change(root) }
}

/// A view that keeps the container whose context its content reads, and has the session of
/// the app it is drawn in save its main context and hear its failures, as a container made as
/// the app launches does (one made before, or in a test, has storage of its own).
struct ContainerKeeper<Content: View>: View {
  let content: Content
  let attachment: ContainerAttachment

  init(content: Content, container: ModelContainer) {
    self.content = content
    attachment = ContainerAttachment(container: container)
  }

  var body: some View { content }
}

/// Ties a container to the session of the app whose views use it.
@MainActor
struct ContainerAttachment: @MainActor DynamicProperty {
  let container: ModelContainer
  @Environment(\.appEnvironment) private var appEnvironment

  func update() {
    if let storage = appEnvironment?.storage { container.settle(with: storage) }
  }
}

/// What `.modelContainer(for:)` asks for.
struct ContainerRequest {
  let types: [any PersistentModel.Type]
  let inMemory: Bool
  let isAutosaveEnabled: Bool
  let onSetup: (Result<ModelContainer, any Error>) -> Void
}

/// A view with the container its modifier asked for in its environment.
struct ModelContainerHost<Content: View>: View {
  let content: Content
  let slot: ContainerSlot

  var body: some View {
    content.environment(\.modelContext, slot.context)
  }
}

/// Where a view's container is kept: made before the view's body first runs, from the
/// storage of the app the view is drawn in, out of the body's tracking (opening the stores
/// reads them).
@MainActor
struct ContainerSlot: @MainActor DynamicProperty {
  let request: ContainerRequest
  @Environment(\.appEnvironment) private var appEnvironment
  @State private var box = ContainerBox()

  /// The container's main context, or a context of none when it could not be made.
  var context: ModelContext {
    box.container?.mainContext ?? ModelContext(ModelContainer.placeholder())
  }

  func update() {
    guard !box.isMade else { return }
    box.isMade = true
    do {
      let container = try ModelContainer(
        schema: Schema(request.types),
        configurations: [ModelConfiguration(isStoredInMemoryOnly: request.inMemory)],
        environment: appEnvironment)
      container.mainContext.autosaveEnabled = request.isAutosaveEnabled
      box.container = container
      request.onSetup(.success(container))
    } catch {
      request.onSetup(.failure(error))
    }
  }
}

/// A view's container, once made.
@MainActor
final class ContainerBox {
  var container: ModelContainer?
  var isMade = false
}
