import Foundation

/// Where interactive history lives: `$XDG_STATE_HOME/mvcs/history`, else
/// `~/.local/state/mvcs/history`, in libedit's own format, mode 0600.
public enum HistoryFile {
  /// The history file for `environment`; nil when neither variable says where home is.
  public static func defaultURL(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      return URL(fileURLWithPath: state).appendingPathComponent("mvcs/history")
    }
    guard let home = environment["HOME"], !home.isEmpty else { return nil }
    return URL(fileURLWithPath: home).appendingPathComponent(".local/state/mvcs/history")
  }

  /// Creates the folder of `file`, mode 0700, if it is missing.
  static func prepareDirectory(for file: URL) {
    try? FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
  }
}
