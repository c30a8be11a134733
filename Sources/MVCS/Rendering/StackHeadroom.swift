import CStackBounds

/// Whether the stack of the thread drawing has room for drawing deeper: how a view that
/// contains itself is stopped, and named, before the stack runs out and the process with it.
///
/// ```swift
/// if StackHeadroom.isLow { print("a fault noted, and nothing drawn deeper") }
/// ```
///
/// Drawing stops when less than ``reserve`` is left, which the drawing's unwinding and the
/// shell's work after it need. The main actor's thread is not always the process's main thread
/// (a test runner drains the main queue from a worker thread), so the bounds are the calling
/// thread's, looked up once a thread (CStackBounds).
enum StackHeadroom {
  /// The stack kept free below the deepest drawing: a debug build's frames for a level of
  /// views take a few kilobytes, and reporting the fault takes some too.
  static let reserve = 512 * 1024

  /// Whether the calling thread's stack is within ``reserve`` of its end.
  static var isLow: Bool { mvcs_stack_is_low(reserve) != 0 }
}
