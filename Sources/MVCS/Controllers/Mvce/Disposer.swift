/// Tears down what a view bound in ``EventView/bind(model:dispatcher:)``; runs at most once.
///
/// ```swift
/// return Disposer { [weak self] in self?.model = nil }
/// ```
@MainActor
public final class Disposer {
  private var action: (() -> Void)?

  public init(_ action: @escaping @MainActor () -> Void) {
    self.action = action
  }

  public func dispose() {
    // Cleared before running, so a disposer that triggers its own disposal runs only once.
    let action = self.action
    self.action = nil
    action?()
  }
}
