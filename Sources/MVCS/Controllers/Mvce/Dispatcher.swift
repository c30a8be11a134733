/// Delivers events to a glued controller, each as it is sent.
///
/// As Mvce's dispatcher does, an event sent while another is being handled (chaining) is
/// handled at once, nested inside the one that sent it, which carries on afterwards. Chains
/// are bounded: an event sent ``maximumDepth`` events deep is dropped and reported rather
/// than let a loop of events exhaust the stack. Once its loop ends (the view went away, or
/// was glued again) the dispatcher drops whatever it is sent.
///
/// ```swift
/// dispatcher.send(.increment)
/// ```
@MainActor
public final class Dispatcher<Event> {
  /// How deep events may nest, one sent while handling another, before one is dropped.
  public static var maximumDepth: Int { 200 }

  private var deliver: ((Event, Dispatcher<Event>) -> Void)?
  private let dropped: (Event) -> Void
  private var depth = 0

  /// `deliver` gets the dispatcher itself, so the controller can chain without a cycle;
  /// `dropped` hears of an event dropped for nesting too deep.
  init(
    deliver: @escaping @MainActor (Event, Dispatcher<Event>) -> Void,
    dropped: @escaping @MainActor (Event) -> Void = { _ in }
  ) {
    self.deliver = deliver
    self.dropped = dropped
  }

  /// Whether events still reach a controller.
  public var isActive: Bool { deliver != nil }

  /// Handles `event` now, before returning, even when sent from inside another event's
  /// handling.
  public func send(_ event: Event) {
    guard let deliver else { return }
    guard depth < Self.maximumDepth else {
      dropped(event)
      return
    }
    depth += 1
    defer { depth -= 1 }
    deliver(event, self)
  }

  func invalidate() {
    deliver = nil
  }
}
