import Foundation

/// The result of one queued piece of store work, which a task fills in and the main actor
/// either awaits or, from synchronous code such as the shell, waits for.
final class PendingWrite<Item: Sendable>: Sendable {
  struct Done: Sendable {
    var items: [Item]
    var events: [StoreEvent<Item>]
    var problems: [StoreProblem]
  }

  private let condition = NSCondition()
  // Guarded by `condition`.
  nonisolated(unsafe) private var result: Result<Done, StorageError>?

  func fulfil(_ result: Result<Done, StorageError>) {
    condition.lock()
    self.result = result
    condition.broadcast()
    condition.unlock()
  }

  /// Blocks the calling thread until the work is done. The work runs on other threads and
  /// never needs the caller's, so this cannot deadlock.
  func wait() -> Result<Done, StorageError> {
    condition.lock()
    defer { condition.unlock() }
    while result == nil { condition.wait() }
    return result!
  }
}
