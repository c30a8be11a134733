/// Checks who is signing in: the service the ``ControllerRegistry`` injects into the sign-in
/// controller, so a test or another app can hand it a different one.
@MainActor
protocol AuthService: AnyObject {
  /// The account `username` names, if `password` is its password.
  func authenticate(username: String, password: String) throws(SignInError) -> Account
}
