/// A download under way, as the controller holds it: the one thing it can do is stop it.
@MainActor
final class ImageRequest {
  private var stop: (() -> Void)?

  /// `stop` makes the source forget the request; it runs at most once.
  init(stop: @escaping @MainActor () -> Void) {
    self.stop = stop
  }

  var isCancelled: Bool { stop == nil }

  func cancel() {
    let stop = self.stop
    self.stop = nil
    stop?()
  }
}
