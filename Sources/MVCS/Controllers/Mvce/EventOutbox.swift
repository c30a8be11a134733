/// The events a ``Dispatchable`` view or controller emits, on their way to the glued loop.
///
/// Until the first glue it keeps them, in order; gluing sends them through the loop's
/// dispatcher, and later events go straight through. When the loop ends, events are dropped,
/// as the loop's ``Dispatcher`` drops them; gluing again connects the outbox to the new loop.
///
/// ```swift
/// let outbox = EventOutbox<CounterEvent>()
/// ```
@MainActor
public final class EventOutbox<Event> {
  private var waiting: [Event] = []
  // The loop owns its dispatcher; holding it weakly keeps a controller from owning its loop.
  private weak var dispatcher: Dispatcher<Event>?
  private var hasBeenGlued = false

  /// An outbox with no dispatcher yet.
  public init() {}

  /// How many events wait for the first glue.
  public var waitingCount: Int { waiting.count }

  func send(_ event: Event) {
    if let dispatcher {
      dispatcher.send(event)
    } else if !hasBeenGlued {
      waiting.append(event)
    }
  }

  /// Sends later events to `dispatcher`; returns what delivers the waiting ones, in order.
  func connect(to dispatcher: Dispatcher<Event>) -> () -> Void {
    self.dispatcher = dispatcher
    hasBeenGlued = true
    let waiting = self.waiting
    self.waiting = []
    return {
      for event in waiting { dispatcher.send(event) }
    }
  }
}
