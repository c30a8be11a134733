/// Who is signed in, shared by the Login app's controllers: the sign-in controller starts
/// the session, the welcome controller reads it and ends it.
@MainActor
public final class LoginSession {
  public private(set) var account: Account?

  public init() {}

  public var isSignedIn: Bool { account != nil }

  public func signIn(_ account: Account) {
    self.account = account
  }

  public func signOut() {
    account = nil
  }
}
