/// What the sign-in screen shows, pulled from its controller.
@MainActor
protocol SignInDataSource: AnyObject {
  var username: String { get }
  var password: String { get }
  /// Why the last attempt failed, if it did.
  var message: String? { get }
}

/// What the user did on the sign-in screen, told to its controller.
@MainActor
protocol SignInDelegate: AnyObject {
  func signInView(didChangeUsername username: String)
  func signInView(didChangePassword password: String)
  func signInViewDidSubmit()
}

/// The sign-in screen as its controller sees it, so the controller can be tested with a
/// stand-in screen: a data source, a delegate, a way to ask for a redraw, and the app log.
@MainActor
protocol SignInView: AnyObject {
  var dataSource: (any SignInDataSource)? { get set }
  var delegate: (any SignInDelegate)? { get set }
  func notifyDataChanged()
  func log(_ note: String)
}
