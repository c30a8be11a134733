import MVCS
import Observation

/// The counter's state; the view reads it, only ``CounterController`` changes it.
///
/// Observable, so a change redraws the screen that shows it.
@MainActor
@Observable
final class CounterModel {
  var count = 0

  init() {}
}

/// What the user can ask of the counter.
enum CounterEvent: Sendable, Equatable {
  case increment
  case decrement
}

/// Applies counter events to the model.
struct CounterController: EventController {
  func update(model: CounterModel, for event: CounterEvent, dispatcher: Dispatcher<CounterEvent>) {
    switch event {
    case .increment: model.count += 1
    case .decrement: model.count -= 1
    }
  }
}
