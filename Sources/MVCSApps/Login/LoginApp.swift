import MVCS

/// Swift-MVC's pattern as a sign-in flow: screens with a data source and a delegate,
/// controllers outside them that hear their lifecycle, and a registry that builds each
/// controller with the services it needs.
public struct LoginApp: App {
  public let name = "login"
  public let summary = "Swift-MVC's sign-in: controllers outside the screens, services injected by a registry"

  public init() {}

  public func makeRootViewController(environment: AppEnvironment) -> ViewController {
    LoginFlowViewController(registry: .login(auth: AccountDirectory.builtIn(), session: LoginSession()))
  }
}
