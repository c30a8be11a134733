import Foundation
import Testing

@testable import MVCSCommandLine

/// The thread a worker's watchdog stops: the one that ran the current line, never one that
/// has ended since (dispatch ends idle threads under `mcp`'s `dispatchMain`).
@Suite struct WatchedThreadTests {
  /// What the adopting thread saw, written on it and read after it is joined.
  private final class Seen: @unchecked Sendable {
    let watched = WatchedThread()
    var signalled = false
    var watching = false
  }

  @Test func aThreadIsSignalledWhileItRunsAndForgottenOnceItHasEnded() throws {
    let seen = Seen()
    #expect(!seen.watched.isWatching)
    #expect(!seen.watched.signal(0))
    var thread = pthread_t()
    let context = Unmanaged.passRetained(seen).toOpaque()
    let created = pthread_create(
      &thread, nil,
      { context in
        let seen = Unmanaged<Seen>.fromOpaque(context!).takeRetainedValue()
        seen.watched.adoptCurrent()
        seen.watching = seen.watched.isWatching
        // Signal 0 asks whether the thread can be signalled, and sends nothing.
        seen.signalled = seen.watched.signal(0)
        return nil
      }, context)
    try #require(created == 0)
    pthread_join(thread, nil)
    #expect(seen.watching && seen.signalled)
    // Its destructor forgot it as it ended: the watchdog signals nothing rather than a
    // thread that is gone.
    #expect(!seen.watched.isWatching)
    #expect(!seen.watched.signal(0))
  }
}
