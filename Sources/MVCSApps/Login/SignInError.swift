import MVCS

/// Why signing in did not work, each with the message the sign-in screen shows.
enum SignInError: ValidationFailure, Sendable, Equatable {
  case emptyUsername
  case emptyPassword
  case unknownUser(String)
  case wrongPassword(String)

  var message: String {
    switch self {
    case .emptyUsername: "Enter your username."
    case .emptyPassword: "Enter your password."
    case .unknownUser(let username): "There is no account named '\(username)'."
    case .wrongPassword(let username): "That is not the password for '\(username)'."
    }
  }
}
