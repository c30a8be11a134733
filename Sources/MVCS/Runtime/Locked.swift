import Foundation

/// A value shared between tasks, read and changed only under a lock.
///
/// ```swift
/// let count = Locked(0)
/// count.withValue { $0 += 1 }
/// ```
final class Locked<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  // Guarded by `lock`.
  private var value: Value

  init(_ value: Value) {
    self.value = value
  }

  @discardableResult
  func withValue<T>(_ body: (inout Value) throws -> T) rethrows -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
