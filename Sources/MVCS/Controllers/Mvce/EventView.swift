/// A view that shows a model and turns user input into events: the "V" of Mvce.
///
/// It never changes the model itself; ``glue(model:view:controller:)`` hands it the model to
/// show and a dispatcher to send events to. A ``ViewController`` already has the
/// ``gluedLoop`` storage, so a screen only writes ``bind(model:dispatcher:)``:
///
/// ```swift
/// final class CounterScreen: ViewController, EventView {
///     private var model: CounterModel?
///     private var dispatcher: Dispatcher<CounterEvent>?
///
///     func bind(model: CounterModel, dispatcher: Dispatcher<CounterEvent>) -> Disposer {
///         self.model = model
///         self.dispatcher = dispatcher
///         return Disposer { [weak self] in self?.model = nil }
///     }
/// }
/// ```
@MainActor
public protocol EventView: AnyObject {
  associatedtype Model
  associatedtype Event
  /// Binds model → view and view → events; returns what tears the bindings down.
  func bind(model: Model, dispatcher: Dispatcher<Event>) -> Disposer
  /// Where ``glue(model:view:controller:)`` keeps the loop, so it lives as long as the view.
  var gluedLoop: GluedLoop? { get set }
  /// Provided, not implemented: connects the outbox of a view that is ``Dispatchable`` to a
  /// new loop and returns what delivers the events that waited; nil for other views.
  ///
  /// The implementation is chosen when the view's type is compiled, so
  /// ``glue(model:view:controller:)`` needs no runtime cast, a pass over every protocol
  /// conformance in the process, for a view that declares ``Dispatchable`` itself.
  func outboxConnection<LoopEvent>(to dispatcher: Dispatcher<LoopEvent>) -> (() -> Void)?
}

extension EventView {
  /// Nil: a view that is not ``Dispatchable`` has no outbox.
  public func outboxConnection<LoopEvent>(to dispatcher: Dispatcher<LoopEvent>) -> (() -> Void)? { nil }
}

extension EventView where Self: Dispatchable {
  /// Connects the outbox; returns what delivers the events that waited for the loop.
  public func outboxConnection<LoopEvent>(to dispatcher: Dispatcher<LoopEvent>) -> (() -> Void)? {
    connectOutbox(to: dispatcher)
  }
}
