import MVCS

/// The welcome screen's logic: who to greet, from the injected ``LoginSession``, and signing
/// out, which ends the session and goes back to signing in.
public final class WelcomeController: ViewLifecycleObserver, WelcomeDataSource, WelcomeDelegate {
  private weak var view: (any WelcomeView)?
  private let session: LoginSession
  /// Set by the screen that shows this one, through ``ControllerRegistry/prepare(_:for:_:)``.
  public weak var router: (any LoginRouting)?

  public init(view: any WelcomeView, session: LoginSession) {
    self.view = view
    self.session = session
  }

  public var displayName: String { session.account?.displayName ?? "" }
  public var username: String { session.account?.username ?? "" }

  public func welcomeViewDidSignOut() {
    session.signOut()
    router?.showSignIn()
  }

  // MARK: The screen's lifecycle

  public func viewDidLoad() { heard("viewDidLoad") }
  public func viewWillAppear() { heard("viewWillAppear") }
  public func viewDidAppear() { heard("viewDidAppear") }
  public func viewWillDisappear() { heard("viewWillDisappear") }
  public func viewDidDisappear() { heard("viewDidDisappear") }
  public func viewDidUnload() { heard("viewDidUnload") }

  private func heard(_ callback: String) {
    view?.log("WelcomeController heard \(callback)")
  }
}
