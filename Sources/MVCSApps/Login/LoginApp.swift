import MVCS

/// Swift-MVC's pattern as a sign-in flow: screens with a data source and a delegate,
/// controllers outside them that hear their lifecycle, and a registry that builds each
/// controller with the services it needs.
public struct LoginApp: App {
  /// The app's name, as `mvcs --app` and `launch` take it.
  public let name = "login"
  /// One line on what the app is, as `mvcs apps` lists it.
  public let summary = "Swift-MVC's sign-in: controllers outside the screens, services injected by a registry"

  /// Creates the app; it builds its screens when launched.
  public init() {}

  /// Builds the app's screens and the controllers and stores behind them, in
  /// `environment`.
  public func makeRootViewController(environment: AppEnvironment) -> ViewController {
    LoginFlowViewController(registry: .login(auth: AccountDirectory.builtIn(), session: LoginSession()))
  }
}
