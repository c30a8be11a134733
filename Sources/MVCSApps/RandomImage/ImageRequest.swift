/// A download under way, as the controller holds it: the one thing it can do is stop it.
@MainActor
public final class ImageRequest {
  private var stop: (() -> Void)?

  /// `stop` makes the source forget the request; it runs at most once.
  public init(stop: @escaping @MainActor () -> Void) {
    self.stop = stop
  }

  public var isCancelled: Bool { stop == nil }

  public func cancel() {
    let stop = self.stop
    self.stop = nil
    stop?()
  }
}
