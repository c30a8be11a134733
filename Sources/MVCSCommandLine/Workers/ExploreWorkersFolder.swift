import Foundation
import MVCSShell
import Synchronization

/// The temporary folder `explore` shares with its workers (their jobs, journals and results),
/// made and removed so that no signal leaves it behind.
///
/// The signals are watched before the folder is made: a Ctrl-C that lands while the process
/// starts would otherwise kill it between the two, leaving the folder. Making the folder and
/// ending the process by a signal take one lock, so a SIGTERM's thread cannot look for the
/// folder, find none, and end the process while the main thread makes it.
///
/// ```swift
/// let folder = ExploreWorkersFolder(path: "/tmp/mvcs-explore-42")
/// TerminationSignals.watch([SIGTERM]) { folder.end(by: $0) }
/// try folder.make()
/// defer { folder.remove() }
/// ```
final class ExploreWorkersFolder: Sendable {
  let path: String
  /// Held while the folder is made, removed, or removed for good as the process ends.
  private let lock = Mutex(())

  init(path: String) {
    self.path = path
  }

  /// Makes the folder (and any missing folder above it).
  func make() throws {
    try lock.withLock { _ in
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
  }

  /// Removes the folder and everything in it, if it is there.
  func remove() {
    lock.withLock { _ in Self.removeAll(path) }
  }

  /// Removes the folder and ends this process by `signal`, as the signal would have.
  ///
  /// The lock is never given back: a `make()` waiting for it ends with the process.
  func end(by signal: Int32) -> Never {
    lock.withLock { _ -> Never in
      Self.removeAll(path)
      TerminationSignals.end(by: signal)
    }
  }

  /// Removes `path`, trying again while it is still there: a worker may still be writing a
  /// file into it as it goes.
  private static func removeAll(_ path: String) {
    for _ in 0..<10 where FileManager.default.fileExists(atPath: path) {
      try? FileManager.default.removeItem(atPath: path)
    }
  }
}
