import CLineEdit
import Foundation

/// Signals that would end the process, caught and handed to Swift code on a thread of its
/// own, so the process ends what it started before it goes: `mvcs run` ends its workers.
///
/// ```swift
/// TerminationSignals.watch([SIGINT, SIGTERM, SIGHUP]) { signal in
///   cancellation.cancel(by: signal)                   // ends the workers
///   if signal != SIGINT { TerminationSignals.end(by: signal) }
/// }
/// ```
///
/// The handler in C only writes the signal's number to a pipe; a thread reads it and calls
/// `handler`. SIGINT also sets ``Interrupts/isPending``, so a script running in this process
/// stops between its commands.
public enum TerminationSignals {
  /// Catches `signals` from now on and calls `handler` with each, on a thread of its own.
  public static func watch(_ signals: [Int32], handler: @escaping @Sendable (Int32) -> Void) {
    let descriptor = signals.withUnsafeBufferPointer { buffer in
      buffer.baseAddress.map { mvcs_forward_signals($0, Int32(buffer.count)) } ?? -1
    }
    guard descriptor >= 0 else { return }
    let thread = Thread {
      var byte: UInt8 = 0
      while true {
        let count = read(descriptor, &byte, 1)
        if count == 1 {
          handler(Int32(byte))
        } else if count < 0, errno == EINTR {
          continue
        } else {
          return
        }
      }
    }
    thread.start()
  }

  /// Ends this process by `signal`, as it would have ended had the signal not been caught,
  /// so its parent sees how it ended (status 128 + the signal in a shell).
  public static func end(by signal: Int32) -> Never {
    Terminal.flush()
    Foundation.signal(signal, SIG_DFL)
    // Raised in this thread, unblocked, it is delivered before `raise` returns.
    var only = sigset_t()
    sigemptyset(&only)
    sigaddset(&only, signal)
    pthread_sigmask(SIG_UNBLOCK, &only, nil)
    raise(signal)
    _exit(128 + signal)
  }
}
