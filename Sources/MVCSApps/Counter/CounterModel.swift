import MVCS
import Observation

/// The counter's state; the view reads it, only ``CounterController`` changes it.
/// Observable, so a change redraws the screen that shows it.
@MainActor
@Observable
public final class CounterModel {
  public internal(set) var count = 0

  public init() {}
}

/// What the user can ask of the counter.
public enum CounterEvent: Sendable, Equatable {
  case increment
  case decrement
}

/// Applies counter events to the model.
public struct CounterController: EventController {
  public init() {}

  public func update(model: CounterModel, for event: CounterEvent, dispatcher: Dispatcher<CounterEvent>) {
    switch event {
    case .increment: model.count += 1
    case .decrement: model.count -= 1
    }
  }
}
