import MVCS

/// The welcome screen's logic: who to greet, from the injected ``LoginSession``, and signing
/// out, which ends the session and goes back to signing in.
final class WelcomeController: ViewLifecycleObserver, WelcomeDataSource, WelcomeDelegate {
  private weak var view: (any WelcomeView)?
  private let session: LoginSession
  /// Set by the screen that shows this one, through ``ControllerRegistry/prepare(_:for:_:)``.
  weak var router: (any LoginRouting)?

  init(view: any WelcomeView, session: LoginSession) {
    self.view = view
    self.session = session
  }

  var displayName: String { session.account?.displayName ?? "" }
  var username: String { session.account?.username ?? "" }

  func welcomeViewDidSignOut() {
    session.signOut()
    router?.showSignIn()
  }

  // MARK: The screen's lifecycle

  func viewDidLoad() { heard("viewDidLoad") }
  func viewWillAppear() { heard("viewWillAppear") }
  func viewDidAppear() { heard("viewDidAppear") }
  func viewWillDisappear() { heard("viewWillDisappear") }
  func viewDidDisappear() { heard("viewDidDisappear") }
  func viewDidUnload() { heard("viewDidUnload") }

  private func heard(_ callback: String) {
    view?.log("WelcomeController heard \(callback)")
  }
}
