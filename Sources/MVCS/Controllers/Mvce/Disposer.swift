/// Tears down what a view bound in ``EventView/bind(model:dispatcher:)``; runs at most once.
///
/// ```swift
/// let disposer = Disposer { print("unbound") }
/// disposer.dispose()  // prints "unbound"
/// disposer.dispose()  // does nothing: it has run
/// ```
@MainActor
public final class Disposer {
  private var action: (() -> Void)?

  /// A disposer that runs `action` when disposed.
  public init(_ action: @escaping @MainActor () -> Void) {
    self.action = action
  }

  /// Runs the teardown, the first time only.
  public func dispose() {
    // Cleared before running, so a disposer that triggers its own disposal runs only once.
    let action = self.action
    self.action = nil
    action?()
  }
}
