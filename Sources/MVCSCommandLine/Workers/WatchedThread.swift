import CCrashResume
import Foundation
import Synchronization

/// The thread a worker's watchdog stops with SIGQUIT, so the runtime's backtrace says where
/// the app is stuck: the one running the current line, forgotten as it ends.
///
/// ```swift
/// let watched = WatchedThread()
/// watched.adoptCurrent()          // before each line, on the thread that runs it
/// _ = watched.signal(SIGQUIT)     // on the watchdog's thread: false when it has ended
/// _ = watched.sampleBacktraces(within: 30)   // or: where it is stuck, in two backtraces
/// ```
///
/// Under `dispatchMain` (`mcp`'s) the main actor's work runs on whichever dispatch thread takes
/// the main queue's next job, and dispatch ends threads that idle: the thread a line started
/// on may be gone when the watchdog fires, and `pthread_kill` on a thread that has ended is
/// undefined (glibc may reuse its descriptor for a new thread).
///
/// A thread is adopted by the first `WatchedThread` that adopts it: a worker process has one.
final class WatchedThread: Sendable {
  private let thread = Mutex<pthread_t?>(nil)
  /// Whether SIGQUIT's handler can take a second backtrace (`mvcs_quit_samples_arm`).
  private let resamples: Bool

  /// A watcher of no thread yet, in a process whose SIGQUIT handler can answer twice.
  init() {
    resamples = mvcs_quit_samples_arm() == 0
  }

  /// Makes the thread running now the one ``signal(_:)`` stops.
  ///
  /// A thread met for the first time gets SIGQUIT unblocked (a dispatch thread blocks most
  /// signals: the watchdog's would never arrive), a stack for signal handlers, and a
  /// destructor that forgets it as it ends.
  func adoptCurrent() {
    let current = pthread_self()
    let known = thread.withLock { thread in
      defer { thread = current }
      return thread.map { pthread_equal($0, current) != 0 } ?? false
    }
    guard !known else { return }
    var quit = sigset_t()
    sigemptyset(&quit)
    sigaddset(&quit, SIGQUIT)
    pthread_sigmask(SIG_UNBLOCK, &quit, nil)
    Self.giveSignalStack()
    if pthread_getspecific(Self.forgetKey) == nil {
      pthread_setspecific(Self.forgetKey, Unmanaged.passRetained(self).toOpaque())
    }
  }

  /// Whether a thread is adopted and has not ended.
  var isWatching: Bool { thread.withLock { $0 != nil } }

  /// Sends `signal` to the thread running the current line; false when there is none (it
  /// ended) or the signal could not be sent.
  ///
  /// The lock is held while sending: a thread that is ending waits for it in its destructor,
  /// so the signal never goes to a thread that is gone.
  func signal(_ number: Int32) -> Bool {
    thread.withLock { thread in
      guard let thread else { return false }
      return pthread_kill(thread, number) == 0
    }
  }

  /// Has the runtime's backtracer write `count` backtraces of the thread running the current
  /// line, one after the other, each once the last is written, all within `seconds`; how many
  /// were written.
  ///
  /// One backtrace is one sample of where a stuck thread is, and may name no frame of the app:
  /// stopped in a call the line table gives no line, or in a stub the unwinder cannot step
  /// out of, it names the frame below (mvcs's `Action`) and no more. A reader names the first
  /// frame of the app the backtraces hold. Without a handler that answers twice, one SIGQUIT,
  /// which ends the process once answered.
  func sampleBacktraces(_ count: Int = WatchedThread.hangSamples, within seconds: Double) -> Int {
    guard resamples else { return signal(SIGQUIT) ? 1 : 0 }
    let deadline = Date(timeIntervalSinceNow: seconds)
    var written = 0
    while written < count, Date() < deadline {
      // A moment between two: the thread goes on from where the first stopped it, and a
      // signal sent at once would find it in the same stub.
      if written > 0 { Thread.sleep(forTimeInterval: 0.01) }
      let before = mvcs_quit_samples_taken()
      mvcs_quit_sample_request()
      guard signal(SIGQUIT) else { break }
      while mvcs_quit_samples_taken() == before, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
      guard mvcs_quit_samples_taken() > before else { break }
      written += 1
    }
    return written
  }

  /// How many backtraces a watchdog takes of a stuck thread: a reader of them stops after as
  /// many, even while the process's output stays open.
  static let hangSamples = 2

  /// Forgets `ending`, if it is the thread adopted last.
  private func forget(_ ending: pthread_t) {
    thread.withLock { thread in
      if let known = thread, pthread_equal(known, ending) != 0 { thread = nil }
    }
  }

  /// The key whose destructor, run on each adopted thread as it ends, forgets it.
  private static let forgetKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key) { context in
      guard let context else { return }
      Unmanaged<WatchedThread>.fromOpaque(context).takeRetainedValue().forget(pthread_self())
    }
    return key
  }()

  /// Gives the thread running now a stack of its own for signal handlers.
  ///
  /// A dispatch thread has none, so a stack overflow there left the runtime's backtracer no
  /// stack to run on, and the worker died unnamed. Kept for the thread's life and freed as it
  /// ends (``signalStackKey``): dispatch ends idle threads and starts new ones, so a long
  /// `mcp` session meets many.
  private static func giveSignalStack() {
    var current = stack_t()
    guard sigaltstack(nil, &current) == 0, current.ss_flags & Int32(SS_DISABLE) != 0,
      let memory = malloc(signalStackSize)
    else { return }
    var stack = stack_t(ss_sp: memory, ss_flags: 0, ss_size: signalStackSize)
    guard sigaltstack(&stack, nil) == 0 else { return free(memory) }
    pthread_setspecific(signalStackKey, memory)
  }

  /// The thread's signal stack, which the key's destructor takes down and frees as the
  /// thread ends.
  private static let signalStackKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key) { memory in
      var off = stack_t()
      off.ss_flags = Int32(SS_DISABLE)
      sigaltstack(&off, nil)
      free(memory)
    }
    return key
  }()

  /// 256 KiB: what the backtracer's handler takes before it starts its own process, with room.
  private static let signalStackSize = 256 << 10
}
