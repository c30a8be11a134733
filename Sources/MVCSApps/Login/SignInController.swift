import MVCS

/// The sign-in screen's logic, outside the screen: it keeps the form, checks it, asks the
/// injected ``AuthService``, starts the session and moves on to the welcome screen.
///
/// It hears the screen's lifecycle and starts every visit with an empty form.
final class SignInController: ViewLifecycleObserver, SignInDataSource, SignInDelegate {
  private weak var view: (any SignInView)?
  private let auth: any AuthService
  private let session: LoginSession
  /// Set by the screen that shows this one, through ``ControllerRegistry/prepare(_:for:_:)``.
  weak var router: (any LoginRouting)?

  private(set) var username = ""
  private(set) var password = ""
  private(set) var message: String?

  init(view: any SignInView, auth: any AuthService, session: LoginSession) {
    self.view = view
    self.auth = auth
    self.session = session
  }

  func signInView(didChangeUsername username: String) {
    self.username = username
    view?.notifyDataChanged()
  }

  func signInView(didChangePassword password: String) {
    self.password = password
    view?.notifyDataChanged()
  }

  func signInViewDidSubmit() {
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

  func viewDidLoad() { heard("viewDidLoad") }

  func viewWillAppear() {
    heard("viewWillAppear")
    // Whoever comes back to sign in starts afresh: signing out leaves nothing behind.
    username = ""
    password = ""
    message = nil
    view?.notifyDataChanged()
  }

  func viewDidAppear() { heard("viewDidAppear") }
  func viewWillDisappear() { heard("viewWillDisappear") }
  func viewDidDisappear() { heard("viewDidDisappear") }
  func viewDidUnload() { heard("viewDidUnload") }

  private func heard(_ callback: String) {
    view?.log("SignInController heard \(callback)")
  }
}
