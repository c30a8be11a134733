import MVCS

/// Where a software update stands: checked for, downloading, done.
enum SoftwareUpdate: Equatable {
  /// Nothing asked yet.
  case idle
  /// Asking the server, for ``checkSeconds`` on the app's clock.
  case checking
  /// Downloading: the percent done, ``stepPercent`` more every ``stepSeconds``.
  case downloading(percent: Int)
  /// Installed.
  case upToDate

  /// How long the check takes.
  static let checkSeconds = 1.5
  /// How long each part of the download takes.
  static let stepSeconds = 0.5
  /// How much each part of the download adds.
  static let stepPercent = 25
  /// The version it installs.
  static let version = "iOS 26.1"
}
