/// Someone who can sign in to the Login app: the name they type, their password, and the
/// name the welcome screen greets them by.
public struct Account: Sendable, Equatable {
  public let username: String
  public let password: String
  public let displayName: String

  public init(username: String, password: String, displayName: String) {
    self.username = username
    self.password = password
    self.displayName = displayName
  }
}
