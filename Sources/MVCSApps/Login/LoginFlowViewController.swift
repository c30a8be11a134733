import MVCS

/// The Login app's root: shows the sign-in screen or the welcome screen, swapping one for
/// the other.
///
/// Screens are made through the ``ControllerRegistry``, so each gets its controller the
/// moment it exists, and this view controller hands each controller itself as the router
/// before the screen appears.
final class LoginFlowViewController: ContainerViewController, LoginRouting {
  private let registry: ControllerRegistry
  // Kept while the welcome screen shows, so its controller, and the registry pair, live on.
  private let signIn: SignInViewController

  init(registry: ControllerRegistry) {
    let signIn = registry.make { SignInViewController() }
    self.registry = registry
    self.signIn = signIn
    super.init(name: "login", content: signIn)
    registry.prepare(SignInController.self, for: signIn) { $0.router = self }
  }

  func showWelcome() {
    let welcome = registry.make { WelcomeViewController() }
    registry.prepare(WelcomeController.self, for: welcome) { $0.router = self }
    content = welcome
  }

  func showSignIn() {
    content = signIn
  }
}
