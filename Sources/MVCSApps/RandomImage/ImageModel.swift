import MVCS
import Observation

/// RandomImage's state; the screen reads it, only ``ImageController`` changes it.
///
/// Observable, so a change redraws the screen that shows it; ``observeState(_:)`` binds a
/// view to each change as it happens, for what drawing cannot do, such as presenting an
/// alert.
///
/// ```swift
/// let disposer = imageModel.observeState { state in print(state) }
/// ```
@MainActor
@Observable
final class ImageModel {
  /// Where the download stands.
  var state = ImageState.none {
    didSet {
      for (_, observer) in stateObservers { observer(state) }
    }
  }
  // In the order they were added, so observers hear of a change in a fixed order.
  @ObservationIgnored private var stateObservers: [(id: Int, observer: @MainActor (ImageState) -> Void)] = []
  @ObservationIgnored private var nextObserverID = 0

  /// Creates a model with no download.
  init() {}

  /// Calls `observer` with the new state after each change, until the disposer runs.
  func observeState(_ observer: @escaping @MainActor (ImageState) -> Void) -> Disposer {
    let id = nextObserverID
    nextObserverID += 1
    stateObservers.append((id, observer))
    return Disposer { [weak self] in self?.stateObservers.removeAll { $0.id == id } }
  }
}
