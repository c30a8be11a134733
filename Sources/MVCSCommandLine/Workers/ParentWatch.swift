import Foundation
import MVCSShell

/// A worker's watch on the runner that started it: when the runner is gone, whatever ended
/// it (SIGKILL included, which it cannot catch), the worker ends too instead of running on,
/// re-parented to init.
///
/// The runner holds the only writing end of the worker's standard input, so the kernel
/// closes it when the runner dies, and `poll` reports the hang-up at once, even while the
/// worker is busy with a script. The runner also closes it when the queue is empty, after
/// the last answer: then there is nothing left to do either.
///
/// ```swift
/// ParentWatch.start()  // first thing in `--worker-serve`
/// ```
enum ParentWatch {
  /// Starts watching standard input on a thread of its own.
  static func start() {
    let thread = Thread {
      // No events asked: poll reports only a hang-up or an error, never data to read.
      var input = pollfd(fd: STDIN_FILENO, events: 0, revents: 0)
      while poll(&input, 1, -1) < 0, errno == EINTR {}
      Terminal.flush()
      _exit(0)
    }
    thread.start()
  }

  /// Starts watching for the supervisor's end, for a worker whose standard input is the
  /// terminal rather than a pipe from it: a look at the parent every quarter second, from a
  /// thread of its own; re-parented, the worker ends.
  static func startBySupervisor() {
    let parent = getppid()
    let thread = Thread {
      while getppid() == parent { Thread.sleep(forTimeInterval: 0.25) }
      _exit(0)
    }
    thread.start()
  }
}
