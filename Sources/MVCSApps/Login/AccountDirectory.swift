/// An ``AuthService`` over a fixed list of accounts kept in code, so signing in needs no
/// server and gives the same answer on every run.
///
/// Usernames match ignoring case.
@MainActor
final class AccountDirectory: AuthService {
  let accounts: [Account]

  init(accounts: [Account]) {
    self.accounts = accounts
  }

  /// The accounts the Login app ships with.
  static func builtIn() -> AccountDirectory {
    AccountDirectory(accounts: [
      Account(username: "ada", password: "analytical", displayName: "Ada Lovelace"),
      Account(username: "grace", password: "cobol", displayName: "Grace Hopper"),
      Account(username: "alan", password: "enigma", displayName: "Alan Turing"),
    ])
  }

  func authenticate(username: String, password: String) throws(SignInError) -> Account {
    guard let account = accounts.first(where: { $0.username.lowercased() == username.lowercased() }) else {
      throw .unknownUser(username)
    }
    guard account.password == password else { throw .wrongPassword(account.username) }
    return account
  }
}
