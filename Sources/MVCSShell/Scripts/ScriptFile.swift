import Foundation

/// Reading a script from disk, with a reason a person understands when it cannot be read.
///
/// Only regular files of at most ``maximumSize`` bytes are read, so `source /dev/zero` or a
/// runaway generated file is an error, not a process that fills memory.
package enum ScriptFile {
  struct Problem: Error {
    var reason: String
  }

  /// The largest script read: 64 MiB, a million lines of commands and output and more.
  static let maximumSize = 64 << 20

  static func read(_ path: String) -> Result<String, Problem> {
    let descriptor = FileName.withPath(path) { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
    guard descriptor >= 0 else { return .failure(Problem(reason: String(cString: strerror(errno)))) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return .failure(Problem(reason: String(cString: strerror(errno)))) }
    switch info.st_mode & S_IFMT {
    case S_IFDIR: return .failure(Problem(reason: "it is a folder"))
    case S_IFREG: break
    default: return .failure(Problem(reason: "it is not a regular file"))
    }
    guard info.st_size <= maximumSize else {
      return .failure(Problem(reason: "it is larger than the most a script may be, \(maximumSize >> 20) MiB"))
    }
    var data = [UInt8](repeating: 0, count: Int(info.st_size))
    var filled = 0
    while filled < data.count {
      let count = data.withUnsafeMutableBytes {
        Foundation.read(descriptor, $0.baseAddress.map { $0 + filled }, $0.count - filled)
      }
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else { return .failure(Problem(reason: String(cString: strerror(errno)))) }
      if count == 0 { break }
      filled += count
    }
    guard let text = String(validating: data[..<filled], as: UTF8.self) else {
      return .failure(Problem(reason: "it is not UTF-8 text"))
    }
    return .success(text)
  }
}

extension ScriptFile {
  /// The text of line `number` (from 1) of the script at `path`, as a report quotes it; nil
  /// when the file cannot be read or is shorter.
  package static func line(_ number: Int, of path: String) -> String? {
    guard number >= 1, case .success(let text) = read(path) else { return nil }
    var remaining = number
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      remaining -= 1
      if remaining == 0 { return String(line.hasSuffix("\r") ? line.dropLast() : line) }
    }
    return nil
  }
}
