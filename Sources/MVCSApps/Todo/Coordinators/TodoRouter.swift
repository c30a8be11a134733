import MVCS

/// Moves between screens for the coordinators: pushes screens on the navigation stack,
/// presents prompts modally, and hides a screen by popping back to just before it.
@MainActor
final class TodoRouter {
  // Weak: the navigation controller keeps the app coordinator, which keeps this router.
  private weak var navigation: NavigationController?

  func install(_ navigation: NavigationController) {
    self.navigation = navigation
  }

  func show(_ screen: ViewController) {
    navigation?.push(screen)
  }

  func present(_ prompt: PromptViewController) {
    navigation?.present(prompt)
  }

  /// Pops `screen` and everything above it; nothing when it is not on the stack.
  func hide(_ screen: ViewController) {
    guard let navigation, let index = navigation.viewControllers.firstIndex(where: { $0 === screen }), index > 0
    else { return }
    navigation.pop(to: navigation.viewControllers[index - 1])
  }
}
