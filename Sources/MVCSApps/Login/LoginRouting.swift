/// Moves between the Login app's two screens; the controllers decide when, the root view
/// controller knows how.
@MainActor
protocol LoginRouting: AnyObject {
  func showWelcome()
  func showSignIn()
}
