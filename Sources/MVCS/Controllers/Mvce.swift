/// Changes a model in response to events: the "C" of Mvce's event-driven MVC.
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
}

/// A view that shows a model and turns user input into events.
@MainActor
public protocol EventView: AnyObject {
  associatedtype Model
  associatedtype Event
  /// Binds model → view and view → events; returns what tears the bindings down.
  func bind(model: Model, dispatcher: Dispatcher<Event>) -> Disposer
  /// Where ``glue(model:view:controller:)`` keeps the loop, so it lives as long as the view.
  var gluedLoop: GluedLoop? { get set }
}

/// Tears down bindings; runs at most once.
@MainActor
public final class Disposer {
  private var action: (() -> Void)?

  public init(_ action: @escaping @MainActor () -> Void) {
    self.action = action
  }

  public func dispose() {
    let action = self.action
    self.action = nil
    action?()
  }
}

/// Delivers events to a controller, one at a time, in the order they were sent.
///
/// Events sent while another is being handled (chaining) are queued and handled right after
/// it, so a controller never sees a half-applied event.
@MainActor
public final class Dispatcher<Event> {
  private var handler: ((Event) -> Void)?
  private var pending: [Event] = []
  private var isDelivering = false

  init(handler: @escaping (Event) -> Void) {
    self.handler = handler
  }

  public func send(_ event: Event) {
    pending.append(event)
    guard !isDelivering else { return }
    isDelivering = true
    defer { isDelivering = false }
    while !pending.isEmpty, let handler {
      handler(pending.removeFirst())
    }
    pending.removeAll()
  }

  func invalidate() {
    handler = nil
  }
}

/// A running Mvce loop: model, view and controller wired together.
@MainActor
public final class GluedLoop {
  private let disposer: Disposer
  private let invalidate: () -> Void

  init(disposer: Disposer, invalidate: @escaping () -> Void) {
    self.disposer = disposer
    self.invalidate = invalidate
  }

  /// Stops delivering events and tears the view's bindings down.
  public func dispose() {
    invalidate()
    disposer.dispose()
  }

  isolated deinit {
    dispose()
  }
}

/// Wires `model`, `view` and `controller` into an event loop that lives as long as `view`;
/// gluing the same view again replaces its loop.
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
  var dispatcherRef: Dispatcher<View.Event>?
  weak let logger = view as? ViewController
  let dispatcher = Dispatcher<View.Event> { event in
    guard let dispatcherRef else { return }
    logger?.log("event \(event)")
    controller.update(model: model, for: event, dispatcher: dispatcherRef)
  }
  dispatcherRef = dispatcher
  view.gluedLoop = nil
  let disposer = view.bind(model: model, dispatcher: dispatcher)
  view.gluedLoop = GluedLoop(disposer: disposer) {
    dispatcher.invalidate()
    dispatcherRef = nil
  }
}
