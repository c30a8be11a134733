/// Someone who can sign in to the Login app: the name they type, their password, and the
/// name the welcome screen greets them by.
struct Account: Sendable, Equatable {
  let username: String
  let password: String
  let displayName: String
}
