/// A running Mvce loop: model, view and controller wired together by
/// ``glue(model:view:controller:)``, kept in the view's ``EventView/gluedLoop``.
///
/// Releasing it (the view went away, or was glued again) ends the loop: the dispatcher stops
/// delivering and the view's ``Disposer`` runs.
///
/// ```swift
/// view.gluedLoop = nil  // ends the loop now
/// ```
@MainActor
public final class GluedLoop {
  private let disposer: Disposer
  private let invalidate: () -> Void

  init(disposer: Disposer, invalidate: @escaping () -> Void) {
    self.disposer = disposer
    self.invalidate = invalidate
  }

  /// Stops delivering events and tears the view's bindings down; safe to call again.
  public func dispose() {
    invalidate()
    disposer.dispose()
  }

  isolated deinit {
    dispose()
  }
}
