import MVCS

/// The sign-in screen's logic, outside the screen: it keeps the form, checks it, asks the
/// injected ``AuthService``, starts the session and moves on to the welcome screen. It hears
/// the screen's lifecycle and starts every visit with an empty form.
public final class SignInController: ViewLifecycleObserver, SignInDataSource, SignInDelegate {
  private weak var view: (any SignInView)?
  private let auth: any AuthService
  private let session: LoginSession
  /// Set by the screen that shows this one, through ``ControllerRegistry/prepare(_:for:_:)``.
  public weak var router: (any LoginRouting)?

  public private(set) var username = ""
  public private(set) var password = ""
  public private(set) var message: String?

  public init(view: any SignInView, auth: any AuthService, session: LoginSession) {
    self.view = view
    self.auth = auth
    self.session = session
  }

  public func signInView(didChangeUsername username: String) {
    self.username = username
    view?.notifyDataChanged()
  }

  public func signInView(didChangePassword password: String) {
    self.password = password
    view?.notifyDataChanged()
  }

  public func signInViewDidSubmit() {
    defer { view?.notifyDataChanged() }
    do {
      let account = try signIn()
      message = nil
      session.signIn(account)
      router?.showWelcome()
    } catch {
      message = error.message
      // A rejected password is not worth keeping; the username is, to correct it.
      if case .wrongPassword = error { password = "" }
    }
  }

  private func signIn() throws(SignInError) -> Account {
    let username = username.trimmingCharacters(in: .whitespaces)
    guard !username.isEmpty else { throw .emptyUsername }
    guard !password.isEmpty else { throw .emptyPassword }
    return try auth.authenticate(username: username, password: password)
  }

  // MARK: The screen's lifecycle

  public func viewDidLoad() { heard("viewDidLoad") }

  public func viewWillAppear() {
    heard("viewWillAppear")
    // Whoever comes back to sign in starts afresh: signing out leaves nothing behind.
    username = ""
    password = ""
    message = nil
    view?.notifyDataChanged()
  }

  public func viewDidAppear() { heard("viewDidAppear") }
  public func viewWillDisappear() { heard("viewWillDisappear") }
  public func viewDidDisappear() { heard("viewDidDisappear") }
  public func viewDidUnload() { heard("viewDidUnload") }

  private func heard(_ callback: String) {
    view?.log("SignInController heard \(callback)")
  }
}
