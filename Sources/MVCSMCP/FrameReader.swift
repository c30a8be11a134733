import Foundation
import Synchronization

/// Reads the lines of a file descriptor (standard input for `mvcs mcp`) as ``Frame``s, one
/// each time it is asked, on a thread of its own.
///
/// A blocking `read` on the main thread would hold the main actor while the client thinks,
/// and an app's timers and tasks need it then (with `--system-clock` they fire in real time).
/// The thread reads only when asked for the next frame, so nothing is read ahead beyond one
/// chunk and memory stays bounded however fast the client writes. One caller at a time:
///
/// ```swift
/// let input = FrameReader(fileDescriptor: STDIN_FILENO, limit: 1 << 20)
/// while let frame = try await input.next() { … }
/// ```
package final class FrameReader: Sendable {
  /// A read that failed: `errno`'s description.
  package struct ReadError: Error, CustomStringConvertible {
    package var description: String
  }

  typealias Outcome = Result<Frame?, ReadError>

  /// What the caller and the thread share.
  private final class Channel: Sendable {
    struct State {
      /// The caller waiting for the next frame.
      var waiting: CheckedContinuation<Outcome, Never>?
      /// Set once the input ended or failed: the thread is gone, and every later call answers this.
      var ended: Outcome?
      /// Set when the reader is gone: the thread stops at its next turn.
      var closed = false
    }
    let state = Mutex(State())
    /// Signalled once for each frame asked for, and when the reader is gone.
    let asked = DispatchSemaphore(value: 0)
  }

  private let channel = Channel()

  /// A reader of `fileDescriptor`, which it does not close, holding at most `limit` bytes of a line.
  package init(fileDescriptor: Int32, limit: Int) {
    let channel = channel
    let thread = Thread {
      var source = ChunkedFrames(fileDescriptor: fileDescriptor, framing: LineFraming(limit: limit))
      while true {
        channel.asked.wait()
        if channel.state.withLock({ $0.closed }) { return }
        let outcome = source.next()
        let isLast = ChunkedFrames.isLast(outcome)
        let waiting = channel.state.withLock { state in
          if isLast { state.ended = outcome }
          defer { state.waiting = nil }
          return state.waiting
        }
        waiting?.resume(returning: outcome)
        if isLast { return }
      }
    }
    thread.name = "mvcs.mcp.input"
    thread.start()
  }

  deinit {
    channel.state.withLock { $0.closed = true }
    channel.asked.signal()
  }

  /// The next line, or nil once the input ended and every line was read.
  package func next() async throws(ReadError) -> Frame? {
    let outcome = await withCheckedContinuation { continuation in
      let ended = channel.state.withLock { state in
        if state.ended == nil { state.waiting = continuation }
        return state.ended
      }
      if let ended { continuation.resume(returning: ended) } else { channel.asked.signal() }
    }
    return try outcome.get()
  }
}

/// The frames of a file descriptor, read in chunks; only ``FrameReader``'s thread touches it.
private struct ChunkedFrames {
  let fileDescriptor: Int32
  var framing: LineFraming
  /// Frames read and not yet asked for, the next last.
  var pending: [Frame] = []
  var atEnd = false

  /// Whether `outcome` is the reader's last: the end of the input or a failure.
  static func isLast(_ outcome: FrameReader.Outcome) -> Bool {
    if case .success(.some) = outcome { false } else { true }
  }

  mutating func next() -> FrameReader.Outcome {
    var chunk = [UInt8](repeating: 0, count: 65536)
    while pending.isEmpty && !atEnd {
      let count = chunk.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(FrameReader.ReadError(description: String(cString: strerror(errno))))
      }
      if count == 0 {
        atEnd = true
        pending = framing.finish().map { [$0] } ?? []
      } else {
        pending = framing.append(chunk[..<count]).reversed()
      }
    }
    return .success(pending.popLast())
  }
}
