extension View {
  /// This view, running `action` once it first appears: when it is first drawn at its place,
  /// and again each time its screen comes back (a pushed screen popped, a sheet dismissed).
  ///
  /// ```swift
  /// List(notes) { note in Text(note.title) }.onAppear { notes = store.items }
  /// ```
  ///
  /// The action runs once the screen is drawn, and the screen is drawn again if it changed
  /// what the views show, so what the shell prints is the screen after it.
  public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> ModifiedContent<Self, OnAppearModifier> {
    modifier(OnAppearModifier(action: action))
  }

  /// This view, running `action` when it leaves: it is no longer drawn at its place, or its
  /// screen goes (popped, dismissed, covered by a pushed screen).
  public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> ModifiedContent<
    Self, OnDisappearModifier
  > {
    modifier(OnDisappearModifier(action: action))
  }

  /// This view, starting `action` when it appears and cancelling it when it leaves, as
  /// SwiftUI's `task`: on the app's runtime, so the shell's `wait` waits for it, and its
  /// sleeps on the app's clock when it sleeps with the runtime.
  ///
  /// ```swift
  /// Text(summary).task { summary = await loader.load() }
  /// ```
  public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor () async -> Void)
    -> ModifiedContent<Self, TaskModifier<Int>>
  {
    modifier(TaskModifier(id: 0, action: action))
  }

  /// This view, starting `action` when it appears and again, cancelling the one before,
  /// whenever `value` changes.
  public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor () async -> Void
  ) -> ModifiedContent<Self, TaskModifier<T>> {
    modifier(TaskModifier(id: value, action: action))
  }

  /// This view, running `action` with the old and new value when `value` changes between
  /// drawings (and at once with the value twice when `initial`).
  ///
  /// ```swift
  /// TextField("Name", text: $name).onChange(of: name) { old, new in isDirty = true }
  /// ```
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping @MainActor (_ oldValue: V, _ newValue: V) -> Void
  ) -> ModifiedContent<Self, OnChangeModifier<V>> {
    modifier(OnChangeModifier(value: value, initial: initial, action: action))
  }

  /// This view, running `action` when `value` changes between drawings (and at once when
  /// `initial`).
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping @MainActor () -> Void
  ) -> ModifiedContent<Self, OnChangeModifier<V>> {
    modifier(OnChangeModifier(value: value, initial: initial) { _, _ in action() })
  }

  /// This view, running `action` with the new value when `value` changes: SwiftUI's earlier
  /// form.
  public func onChange<V: Equatable>(of value: V, perform action: @escaping @MainActor (_ newValue: V) -> Void)
    -> ModifiedContent<Self, OnChangeModifier<V>>
  {
    modifier(OnChangeModifier(value: value, initial: false) { _, new in action(new) })
  }
}

/// What a view keeps of one of its lifecycle modifiers: the latest action, and whether it
/// ran for the current appearance.
@MainActor
final class LifecycleBox<Value> {
  var value: Value
  init(_ value: Value) {
    self.value = value
  }
}

/// Runs an action when its view appears; see ``View/onAppear(perform:)``.
public struct OnAppearModifier: ViewModifier, PrimitiveViewModifier {
  let action: (@MainActor () -> Void)?

  func render(content: any View, width: Int, in context: RenderContext) -> [RenderedLine] {
    if !context.isMeasuring, let action {
      let node = context.node(for: Self.self)
      let appearance = context.owner.appearances
      let seen = node.kept { LifecycleBox(-1) }
      if seen.value != appearance {
        seen.value = appearance
        context.runViewWorkWhenDrawn(by: context.origin("onAppear"), action)
      }
    }
    return content.render(width: width, in: context)
  }
}

/// Runs an action when its view leaves; see ``View/onDisappear(perform:)``.
public struct OnDisappearModifier: ViewModifier, PrimitiveViewModifier {
  let action: (@MainActor () -> Void)?

  func render(content: any View, width: Int, in context: RenderContext) -> [RenderedLine] {
    if !context.isMeasuring, let action {
      let node = context.node(for: Self.self)
      let latest = node.kept { () -> LifecycleBox<(action: @MainActor () -> Void, leftIn: Int?)> in
        let box = LifecycleBox<(action: @MainActor () -> Void, leftIn: Int?)>((action, nil))
        let owner = context.owner
        // Once for each time on screen: a screen popped leaves, then its views go; the view
        // left with its screen, and does not leave again.
        let leave = { @MainActor [weak owner] in
          let appearance = owner?.appearances
          guard appearance == nil || box.value.leftIn != appearance else { return }
          box.value.leftIn = appearance
          box.value.action()
        }
        let token = owner.onScreenLeaving(leave)
        node.teardown.append { [weak owner] in
          owner?.stopHearingScreenLeaving(token)
          leave()
        }
        return box
      }
      latest.value.action = action
    }
    return content.render(width: width, in: context)
  }
}

/// Runs an async action while its view is there; see ``View/task(priority:_:)``.
public struct TaskModifier<ID: Equatable>: ViewModifier, PrimitiveViewModifier {
  let id: ID
  let action: @MainActor () async -> Void

  func render(content: any View, width: Int, in context: RenderContext) -> [RenderedLine] {
    if !context.isMeasuring {
      let node = context.node(for: Self.self)
      let running = node.kept { () -> LifecycleBox<(id: ID, appearance: Int, task: Task<Void, Never>?)?> in
        let box = LifecycleBox<(id: ID, appearance: Int, task: Task<Void, Never>?)?>(nil)
        node.teardown.append { box.value?.task?.cancel() }
        return box
      }
      let appearance = context.owner.appearances
      if running.value == nil || running.value?.id != id || running.value?.appearance != appearance {
        running.value?.task?.cancel()
        let action = action
        let owner = context.owner
        running.value = (id, appearance, nil)
        let origin = context.origin("task")
        context.runViewWorkWhenDrawn(by: origin) { [weak owner] in
          guard let owner else { return }
          let task: Task<Void, Never>
          if let runtime = owner.appEnvironment?.runtime {
            // Named by its view while it runs, for a script that ends before it does.
            let number = runtime.viewTasks.start(origin.description)
            task = runtime.spawn {
              await action()
              runtime.viewTasks.end(number)
            }
          } else {
            task = Task { @MainActor in await action() }
          }
          running.value?.task = task
        }
      }
    }
    return content.render(width: width, in: context)
  }
}

/// Runs an action when a value changes between drawings; see `onChange(of:initial:_:)`.
public struct OnChangeModifier<V: Equatable>: ViewModifier, PrimitiveViewModifier {
  let value: V
  let initial: Bool
  let action: @MainActor (V, V) -> Void

  func render(content: any View, width: Int, in context: RenderContext) -> [RenderedLine] {
    if !context.isMeasuring {
      let node = context.node(for: Self.self)
      let seen = node.kept { LifecycleBox<V?>(nil) }
      let value = value
      let action = action
      if let old = seen.value {
        if old != value { context.runViewWorkWhenDrawn(by: context.origin("onChange(of:)")) { action(old, value) } }
      } else if initial {
        context.runViewWorkWhenDrawn(by: context.origin("onChange(of:)")) { action(value, value) }
      }
      seen.value = value
    }
    return content.render(width: width, in: context)
  }
}
