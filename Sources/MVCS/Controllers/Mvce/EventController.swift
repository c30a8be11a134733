/// Changes a model in response to events: the "C" of Mvce's event-driven MVC.
///
/// The controller is the only place the model changes, so the view can be swapped or tested
/// without it; it may send follow-up events through the dispatcher (chaining).
///
/// ```swift
/// struct CounterController: EventController {
///     func update(model: CounterModel, for event: CounterEvent, dispatcher: Dispatcher<CounterEvent>) {
///         switch event {
///         case .increment: model.count += 1
///         case .decrement: model.count -= 1
///         }
///     }
/// }
/// ```
@MainActor
public protocol EventController<Model, Event> {
  associatedtype Model
  associatedtype Event
  /// Applies `event` to `model`; may send follow-up events through `dispatcher`.
  func update(model: Model, for event: Event, dispatcher: Dispatcher<Event>)
  /// Provided, not implemented: connects the outbox of a controller that is ``Dispatchable``
  /// to a new loop and returns what delivers the events that waited; nil for other controllers.
  ///
  /// Chosen when the controller's type is compiled, as ``EventView/outboxConnection(to:)`` is.
  func outboxConnection<LoopEvent>(to dispatcher: Dispatcher<LoopEvent>) -> (() -> Void)?
}

extension EventController {
  /// Nil: a controller that is not ``Dispatchable`` has no outbox.
  public func outboxConnection<LoopEvent>(to dispatcher: Dispatcher<LoopEvent>) -> (() -> Void)? { nil }
}

extension EventController where Self: Dispatchable {
  /// Connects the outbox; returns what delivers the events that waited for the loop.
  public func outboxConnection<LoopEvent>(to dispatcher: Dispatcher<LoopEvent>) -> (() -> Void)? {
    connectOutbox(to: dispatcher)
  }
}
