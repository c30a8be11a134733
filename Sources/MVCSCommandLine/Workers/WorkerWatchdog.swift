import Foundation
import Synchronization

/// A watch on the script or the step a process runs, from a thread of its own: when one runs
/// past its time limit (an app's action in an endless loop holds the main thread for ever,
/// so nothing on it can notice), the watchdog says so as the process's last words and ends
/// the process.
///
/// The main thread arms it as each script or step starts; arming again moves the deadline.
/// What the process is running, and the last lines a script printed, are kept for the last
/// words, since the main thread can no longer be asked.
///
/// ```swift
/// let watchdog = WorkerWatchdog(seconds: 60) { expiry in
///   print("\(expiry.subject) timed out")  // on the watchdog's thread
///   exit(0)
/// }
/// watchdog.arm("a.mvcs")        // a script starts
/// watchdog.running("a.mvcs:3", "tap Spin")
/// watchdog.ran("tap ++", output: ["1"])
/// watchdog.disarm()             // it ended in time
/// ```
final class WorkerWatchdog: Sendable {
  /// What the watchdog knew when the time ran out.
  struct Expiry: Sendable {
    /// What was armed for: the script's path.
    var subject: String
    /// The place and text of the line running (`a.mvcs:3`, `tap Spin`), if told.
    var running: (place: String, text: String)?
    /// The last lines kept, oldest first: each step's line, then what it printed.
    var transcript: [String]
    /// The steps that ran before.
    var steps: Int
  }

  private struct State {
    var deadline: ContinuousClock.Instant?
    var subject = ""
    var running: (place: String, text: String)?
    var transcript: [String] = []
    /// Where the oldest line is, once the transcript is full.
    var oldest = 0
    var steps = 0
  }

  /// The most lines of what a script printed kept for its last words.
  static let transcriptLimit = 40

  /// The time limit.
  let limit: Duration
  private let state = Mutex(State())

  /// A watchdog allowing `seconds` from each ``arm()``; `expire` is called on its thread
  /// when the time runs out, and must end the process.
  init(seconds: Double, expire: @escaping @Sendable (Expiry) -> Never) {
    limit = .milliseconds(Int64((seconds * 1000).rounded(.up)))
    // The thread lives as long as the process, and so does the watchdog it holds.
    let thread = Thread { [self] in watch(expire) }
    thread.start()
  }

  private func watch(_ expire: @Sendable (Expiry) -> Never) -> Never {
    // A look every 50 ms at most: a limit is honoured within that, and the thread costs nothing.
    let tick = Duration.milliseconds(50)
    while true {
      let now = ContinuousClock.now
      // Decided under the lock: a step that ends now re-arms after this, too late to count.
      let (expired, deadline): (Expiry?, ContinuousClock.Instant?) = state.withLock { state in
        guard let deadline = state.deadline, now >= deadline else { return (nil, state.deadline) }
        let ring = state.transcript
        let transcript = Array(ring[state.oldest...] + ring[..<state.oldest])
        return (Expiry(subject: state.subject, running: state.running, transcript: transcript, steps: state.steps), nil)
      }
      if let expired { expire(expired) }
      let wait = deadline.map { min(tick, max(.zero, $0 - now)) } ?? tick
      Thread.sleep(forTimeInterval: Double(wait.components.seconds) + Double(wait.components.attoseconds) / 1e18)
    }
  }

  /// Starts the time limit again from now: a step starts, or, when `subject` is given, a
  /// script, forgetting what the last one printed.
  func arm(_ subject: String? = nil) {
    let deadline = ContinuousClock.now + limit
    state.withLock { state in
      if let subject { state = State(subject: subject) }
      state.deadline = deadline
    }
  }

  /// Stops watching until the next ``arm()``, and forgets what was kept.
  func disarm() {
    state.withLock { state in
      state = State()
    }
  }

  /// Stops watching until the next ``arm()``, keeping what was kept: a supervised shell between
  /// commands, whose last lines are the timed-out command's context.
  func pause() {
    state.withLock { $0.deadline = nil }
  }

  /// Notes the line about to run, at `place`.
  func running(_ place: String, _ text: String) {
    state.withLock { $0.running = (place, text) }
  }

  /// Notes a step that ran: its line and what it printed, of which the last
  /// ``transcriptLimit`` lines in all are kept.
  func ran(_ line: String, output: [String]) {
    state.withLock { state in
      state.steps += 1
      for line in [line] + output {
        if state.transcript.count < Self.transcriptLimit {
          state.transcript.append(line)
        } else {
          state.transcript[state.oldest] = line
          state.oldest = (state.oldest + 1) % Self.transcriptLimit
        }
      }
    }
  }
}
