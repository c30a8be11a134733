/// The environment of the app a view controller is part of, as views drawing it need it: the
/// calendar dates are shown in, the clock's time.
///
/// ```swift
/// let calendar = viewController.appEnvironment?.calendar ?? .utc
/// ```
extension ViewController {
  /// The environment the app host launched this view controller's app with: set on the root,
  /// inherited by children and modals; nil for a view controller no app hosts.
  ///
  /// Read without telling Observation, as the log's walk is: the environment never changes
  /// while the app runs, so a drawing that reads it need not depend on the ancestors.
  public internal(set) var appEnvironment: AppEnvironment? {
    get {
      var node: ViewController? = self
      while let current = node {
        if let environment = current.ownAppEnvironment { return environment }
        node = current.untrackedParent ?? current.presentingViewController ?? current.embeddingParent
      }
      return nil
    }
    set { ownAppEnvironment = newValue }
  }
}
