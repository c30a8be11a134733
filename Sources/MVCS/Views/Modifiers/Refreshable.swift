/// What pulling a list down to refresh it does, as SwiftUI's `RefreshAction`:
/// `@Environment(\.refresh)` reads it where `refreshable(action:)` gave one.
public struct RefreshAction: Sendable {
  let action: @Sendable () async -> Void

  /// Runs the refresh and waits for it.
  public func callAsFunction() async {
    await action()
  }
}

/// How a view is pulled to refresh: the shell's `refresh` runs it on the app's runtime, so
/// the command ends once the refresh has done what it can without time passing.
public struct PullToRefresh: ControlInput {
  /// Starts the refresh.
  public let refresh: @MainActor () -> Void

  /// A pull that starts `refresh`.
  public init(refresh: @escaping @MainActor () -> Void) {
    self.refresh = refresh
  }
}

extension ControlKind {
  /// A view pulled down to refresh, which `refresh` pulls.
  public static let refresh = ControlKind("refresh")
}

extension View {
  /// This view (a list, a scroll view) refreshed by `action` when pulled down, as SwiftUI's
  /// `refreshable(action:)`: the shell's `refresh` pulls it, and `wait` lets a refresh that
  /// sleeps on the app's clock finish.
  ///
  /// ```swift
  /// List(["apple", "pear"], id: \.self) { Text($0) }
  ///   .refreshable { await loadWords() }
  /// ```
  public func refreshable(action: @escaping @Sendable () async -> Void) -> ModifiedContent<Self, RefreshableModifier> {
    modifier(RefreshableModifier(action: RefreshAction(action: action)))
  }
}

/// Makes a view pulled to refresh; see ``View/refreshable(action:)``.
public struct RefreshableModifier: ViewModifier, PrimitiveViewModifier {
  let action: RefreshAction

  var appliesToEachView: Bool { false }

  func render(content: any View, width: Int, in context: RenderContext) -> [RenderedLine] {
    let action = action
    let runtime = context.owner.appEnvironment?.runtime
    context.register(
      Control(
        .refresh, label: "", isEnabled: context.isEnabled,
        input: PullToRefresh {
          if let runtime {
            runtime.spawn { await action() }
          } else {
            Task { await action() }
          }
        }))
    var environment = context.environment
    environment.refresh = action
    return context.withEnvironment(environment) { content.render(width: width, in: context) }
  }

  func withEffect<Result>(in context: RenderContext, _ work: () -> Result) -> Result {
    var environment = context.environment
    environment.refresh = action
    return context.withEnvironment(environment, work)
  }
}

extension EnvironmentValues {
  /// The refresh of the list or scroll view this view is in, when it has one.
  public var refresh: RefreshAction? {
    get { self[RefreshKey.self] }
    set { self[RefreshKey.self] = newValue }
  }
}

private struct RefreshKey: EnvironmentKey {
  static var defaultValue: RefreshAction? { nil }
}
