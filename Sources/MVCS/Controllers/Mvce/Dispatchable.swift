/// A view or a controller that sends events on its own, with ``emit(_:)``, instead of only
/// through the dispatcher `bind` hands the view: a button handler, a timer, a network reply.
///
/// Conform by keeping an ``EventOutbox``. Events emitted before
/// ``glue(model:view:controller:)`` wait in it and reach the controller in the order they
/// were emitted once the loop is glued; after the loop ends they are dropped.
///
/// Glue finds the outbox through the conformance chosen when the type is compiled; a
/// subclass that adds `Dispatchable` to a superclass's ``EventView`` conformance is found too,
/// by a runtime check made for classes only.
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
