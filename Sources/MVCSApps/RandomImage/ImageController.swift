import MVCS

/// RandomImage's controller: turns the button into a request or a cancellation, runs the
/// request on an ``ImageSource``, and emits the source's progress and outcome as events, so
/// every change of the model goes through the Mvce loop.
@MainActor
final class ImageController: EventController, Dispatchable {
  let outbox = EventOutbox<ImageEvent>()
  private let source: any ImageSource
  private var request: ImageRequest?

  init(source: any ImageSource) {
    self.source = source
  }

  /// Whether a request is under way at the source.
  var isRequesting: Bool { request != nil }

  func update(model: ImageModel, for event: ImageEvent, dispatcher: Dispatcher<ImageEvent>) {
    switch event {
    case .handleDownload:
      dispatcher.send(model.state.isDownloading ? .cancelRequest : .requestImage)
    case .requestImage:
      request?.cancel()
      // How much will arrive is unknown until the source first says: a spinner, not 0 %.
      model.state = .downloading(progress: nil)
      request = source.requestImage(
        progress: { [weak self] percent in self?.emit(.progress(percent)) },
        completion: { [weak self] result in
          switch result {
          case .success(let image): self?.emit(.downloaded(image))
          case .failure(let error): self?.emit(.failed(error))
          }
        })
    case .cancelRequest:
      request?.cancel()
      request = nil
      model.state = .none
    case .progress(let percent):
      // A report can only follow a request still under way; anything else is stale.
      guard model.state.isDownloading else { return }
      model.state = .downloading(progress: percent)
    case .downloaded(let image):
      guard model.state.isDownloading else { return }
      request = nil
      model.state = .finished(image)
    case .failed(let error):
      guard model.state.isDownloading else { return }
      request = nil
      model.state = .error(error.message)
    }
  }
}
