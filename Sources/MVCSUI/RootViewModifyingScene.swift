/// A scene that shows another scene's window with its view changed: what a modifier of a scene
/// that reaches its views is (SwiftData's `.modelContainer(for:)` on a `WindowGroup`).
///
/// <!-- sample: not compiled, a framework's own scene modifier; SwiftData's ModelContainerScene is one -->
/// ```swift
/// struct Tinted<Base: Scene>: RootViewModifyingScene {
///   let base: Base
///   var body: Never { fatalError() }
///   var modifiedScene: any Scene { base }
///   func modify(_ root: AnyView) -> AnyView { AnyView(root.environment(\.locale, Locale(identifier: "fr"))) }
/// }
/// ```
@MainActor
package protocol RootViewModifyingScene: Scene where Body == Never {
  /// The scene whose window this one shows.
  var modifiedScene: any Scene { get }
  /// The window's view, changed.
  func modify(_ root: AnyView) -> AnyView
}
