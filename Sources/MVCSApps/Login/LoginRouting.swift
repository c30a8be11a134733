/// Moves between the Login app's two screens; the controllers decide when, the root view
/// controller knows how.
@MainActor
public protocol LoginRouting: AnyObject {
  func showWelcome()
  func showSignIn()
}
