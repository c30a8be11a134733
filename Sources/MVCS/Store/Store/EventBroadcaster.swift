/// Sends events to any number of async streams; a new stream starts with the latest event.
///
/// ```swift
/// let broadcaster = EventBroadcaster<Int>()
/// broadcaster.send(1)
/// for await value in broadcaster.subscribe() { print(value) }  // 1, then what follows
/// ```
@MainActor
final class EventBroadcaster<Event: Sendable> {
  /// The event a new subscriber starts with.
  private var latest: (@MainActor () -> Event)?
  private var subscribers: [Int: AsyncStream<Event>.Continuation] = [:]
  private var nextID = 0

  func send(_ event: Event) {
    send(event) { event }
  }

  /// Sends `event`; a later subscriber starts with what `replay` makes then, for an event
  /// that would otherwise keep alive a copy of what the sender holds anyway.
  func send(_ event: Event, replay: @escaping @MainActor () -> Event) {
    latest = replay
    for continuation in subscribers.values { continuation.yield(event) }
  }

  func subscribe() -> AsyncStream<Event> {
    let (stream, continuation) = AsyncStream.makeStream(of: Event.self)
    if let latest { continuation.yield(latest()) }
    let id = nextID
    nextID += 1
    subscribers[id] = continuation
    continuation.onTermination = { [weak self] _ in
      Task { @MainActor in self?.subscribers[id] = nil }
    }
    return stream
  }

  deinit {
    for continuation in subscribers.values { continuation.finish() }
  }
}
