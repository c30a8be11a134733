import Foundation

/// Where interactive history lives, and how it grows: `$XDG_STATE_HOME/mvcs/history`, else
/// `~/.local/state/mvcs/history`, in libedit's own format, mode 0600.
///
/// Each command is appended as one `write(2)` to a file opened for appending, so two sessions
/// at once keep both their lines and a full disk loses at most the entry being written,
/// never what was there. The file is compacted, by a new file renamed over the old, only
/// when it has grown to twice the history's size.
///
/// ```swift
/// if let file = HistoryFile.defaultURL() { HistoryFile.append("tap ++", to: file) }
/// ```
public enum HistoryFile {
  /// The first line libedit writes and expects.
  static let cookie = "_HiStOrY_V2_\n"

  /// The history file for `environment`; nil when neither variable says where home is.
  public static func defaultURL(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      return URL(fileURLWithPath: state).appendingPathComponent("mvcs/history")
    }
    guard let home = environment["HOME"], !home.isEmpty else { return nil }
    return URL(fileURLWithPath: home).appendingPathComponent(".local/state/mvcs/history")
  }

  /// Why `file` cannot be the history file; nil when it can, absent or a regular file.
  ///
  /// Anything else (a FIFO, a device, a folder) would block the shell at its first
  /// read or write, or take its lines.
  public static func problem(with file: URL) -> String? {
    var info = stat()
    guard stat(file.path, &info) == 0, info.st_mode & S_IFMT != S_IFREG else { return nil }
    return "\(file.path) is not a regular file; history is not kept"
  }

  /// Creates the folder of `file`, mode 0700, if it is missing.
  static func prepareDirectory(for file: URL) {
    try? FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
  }

  /// Appends `entry` to `file`, creating it (mode 0600) with libedit's header if needed.
  ///
  /// Returns whether the whole entry was written.
  @discardableResult
  public static func append(_ entry: String, to file: URL) -> Bool {
    prepareDirectory(for: file)
    // Not blocking, and only a regular file: a FIFO put in its place must not hang the shell.
    let descriptor = open(file.path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC | O_NONBLOCK | O_NOCTTY, 0o600)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    // Two sessions starting a new file at once must not both write the header.
    flock(descriptor, LOCK_EX)
    defer { flock(descriptor, LOCK_UN) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return false }
    let bytes = Array(((info.st_size == 0 ? cookie : "") + encoded(entry) + "\n").utf8)
    // One call, so the line lands whole next to another session's lines; a short write
    // (a full disk) is cut back, so the file never holds half an entry.
    let written = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
    if written >= 0, written < bytes.count { ftruncate(descriptor, off_t(info.st_size)) }
    return written == bytes.count
  }

  /// `entry` as one line of libedit's file: what `strunvis` reads back, with every byte
  /// outside printable ASCII, and the backslash, written as a `\ooo` octal escape.
  static func encoded(_ entry: String) -> String {
    var result = ""
    for byte in entry.utf8 {
      if byte > 0x20, byte < 0x7F, byte != UInt8(ascii: "\\") {
        result.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        let octal = String(byte, radix: 8)
        result += "\\" + String(repeating: "0", count: 3 - octal.count) + octal
      }
    }
    return result
  }

  /// Whether `file` holds more than `limit` lines, so that it is worth compacting.
  static func needsCompacting(_ file: URL, limit: Int) -> Bool {
    guard problem(with: file) == nil, let handle = try? FileHandle(forReadingFrom: file) else { return false }
    defer { try? handle.close() }
    var lines = 0
    while let chunk = try? handle.read(upToCount: 1 << 16), !chunk.isEmpty {
      lines += chunk.count(where: { $0 == UInt8(ascii: "\n") })
      if lines > limit { return true }
    }
    return false
  }
}
