/// Delivers events to a glued controller, one at a time, in the order they were sent.
///
/// Events sent while another is being handled (chaining) are queued and handled right after
/// it, so a controller never sees a half-applied event. Once its loop ends (the view went
/// away, or was glued again) the dispatcher drops whatever it is sent.
///
/// ```swift
/// dispatcher.send(.increment)
/// ```
@MainActor
public final class Dispatcher<Event> {
  private var deliver: ((Event, Dispatcher<Event>) -> Void)?
  private var pending: [Event] = []
  private var isDelivering = false

  /// `deliver` gets the dispatcher itself, so the controller can chain without a cycle.
  init(deliver: @escaping @MainActor (Event, Dispatcher<Event>) -> Void) {
    self.deliver = deliver
  }

  /// Whether events still reach a controller.
  public var isActive: Bool { deliver != nil }

  /// Delivers `event` to the controller, after any event still being delivered.
  public func send(_ event: Event) {
    pending.append(event)
    guard !isDelivering else { return }
    isDelivering = true
    defer { isDelivering = false }
    while !pending.isEmpty, let deliver {
      deliver(pending.removeFirst(), self)
    }
    pending.removeAll()
  }

  func invalidate() {
    deliver = nil
  }
}
