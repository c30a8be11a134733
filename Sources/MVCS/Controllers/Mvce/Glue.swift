/// Wires `model`, `view` and `controller` into an event loop that lives as long as `view`;
/// gluing the same view again replaces its loop.
///
/// The old loop ends first (its disposer runs), then the view binds to the new one. A view or
/// controller that is ``Dispatchable`` is connected last, and the events it emitted before
/// gluing are delivered then, each source's in order, the view's before the controller's.
///
/// ```swift
/// override func viewDidLoad() {
///     glue(model: CounterModel(), view: self, controller: CounterController())
/// }
/// ```
@MainActor
public func glue<View: EventView, Controller: EventController>(
  model: View.Model, view: View, controller: Controller
) where Controller.Model == View.Model, Controller.Event == View.Event {
  view.gluedLoop = nil
  weak let logger = view as? ViewController
  let dispatcher = Dispatcher<View.Event>(
    deliver: { event, dispatcher in
      logger?.log("event \(event)")
      controller.update(model: model, for: event, dispatcher: dispatcher)
    },
    dropped: { event in
      logger?.log("event \(event) dropped: sent \(Dispatcher<View.Event>.maximumDepth) events deep, a loop of events?")
    })
  let disposer = view.bind(model: model, dispatcher: dispatcher)
  view.gluedLoop = GluedLoop(disposer: disposer) { dispatcher.invalidate() }
  // Both outboxes are connected before either delivers, so what the controller emits while
  // handling a waiting event is handled within it, not queued behind the others.
  let deliverWaiting = [
    view.outboxConnection(to: dispatcher) ?? inheritedOutboxConnection(of: view, to: dispatcher),
    controller.outboxConnection(to: dispatcher) ?? inheritedOutboxConnection(of: controller, to: dispatcher),
  ]
  for deliver in deliverWaiting { deliver?() }
}

/// The outbox connection of a class instance that gained ``Dispatchable`` in a subclass.
///
/// A subclass can add the conformance after the class that declared the loop's protocol, and
/// the compile-time choice of ``EventView/outboxConnection(to:)`` cannot see it. Only classes
/// can gain it that way, so only they pay for the runtime cast (a pass over every conformance
/// record, once per type); a value type's compile-time answer is already the whole answer.
@MainActor
private func inheritedOutboxConnection<Source, LoopEvent>(
  of source: Source, to dispatcher: Dispatcher<LoopEvent>
) -> (() -> Void)? {
  guard type(of: source) is AnyClass else { return nil }
  return (source as? any Dispatchable)?.connectOutbox(to: dispatcher)
}
