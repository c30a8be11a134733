import MVCS

extension ControllerRegistry {
  /// The Login app's registry: which controller each screen gets, with the services it
  /// needs injected; the one place that knows both the screens and the services.
  static func login(auth: any AuthService, session: LoginSession) -> ControllerRegistry {
    let registry = ControllerRegistry()
    registry.register(SignInViewController.self) { screen in
      SignInController(view: screen, auth: auth, session: session)
    }
    registry.register(WelcomeViewController.self) { screen in
      WelcomeController(view: screen, session: session)
    }
    return registry
  }
}
