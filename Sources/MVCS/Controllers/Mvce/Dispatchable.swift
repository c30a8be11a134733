/// A view or a controller that sends events on its own, with ``emit(_:)``, instead of only
/// through the dispatcher `bind` hands the view: a button handler, a timer, a network reply.
///
/// Conform by keeping an ``EventOutbox``. Events emitted before
/// ``glue(model:view:controller:)`` wait in it and reach the controller in the order they
/// were emitted once the loop is glued; after the loop ends they are dropped.
///
/// Declare `Dispatchable` on the type that declares ``EventView`` or ``EventController``:
/// glue finds the outbox through that conformance, chosen when the type is compiled, not by a
/// runtime cast. A subclass that adds `Dispatchable` to a superclass's conformance is found
/// when it is glued as the superclass (`glue(model:view: self as Base, ...)`, or from the
/// superclass's own methods), not when glued as itself.
///
/// ```swift
/// final class ClockController: EventController, Dispatchable {
///     let outbox = EventOutbox<ClockEvent>()
///
///     func timerFired() { emit(.tick) }
///
///     func update(model: Clock, for event: ClockEvent, dispatcher: Dispatcher<ClockEvent>) {
///         model.ticks += 1
///     }
/// }
/// ```
@MainActor
public protocol Dispatchable {
  associatedtype Event
  /// Where emitted events wait until the loop is glued; declare it as a stored `let`.
  var outbox: EventOutbox<Event> { get }
}

extension Dispatchable {
  /// Sends `event` to the glued controller, or keeps it until the loop is glued.
  public func emit(_ event: Event) {
    outbox.send(event)
  }

  /// Connects the outbox to a new loop's dispatcher; returns what delivers the events
  /// that waited for it.
  func connectOutbox<LoopEvent>(to dispatcher: Dispatcher<LoopEvent>) -> () -> Void {
    // Cannot fail from glue: a type has one `Event`, shared with EventView or EventController.
    guard let dispatcher = dispatcher as? Dispatcher<Event> else { return {} }
    return outbox.connect(to: dispatcher)
  }
}
