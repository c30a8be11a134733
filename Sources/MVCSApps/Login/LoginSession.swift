/// Who is signed in, shared by the Login app's controllers: the sign-in controller starts
/// the session, the welcome controller reads it and ends it.
@MainActor
final class LoginSession {
  private(set) var account: Account?

  init() {}

  var isSignedIn: Bool { account != nil }

  func signIn(_ account: Account) {
    self.account = account
  }

  func signOut() {
    account = nil
  }
}
