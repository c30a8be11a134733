extension ViewController {
  /// Redraws this view controller whenever something `reading` reads changes, as ZeeZide's
  /// `willChange(with:)` re-renders a view controller when another observable object changes.
  ///
  /// The body's own reads are tracked already; this is for state the body does not read but
  /// whose change must still redraw it, such as a shared model a header summarises elsewhere:
  ///
  /// ```swift
  /// override func viewDidLoad() {
  ///     willChange(with: { [store] in _ = store.items })
  /// }
  /// ```
  ///
  /// The read runs with every drawing, so it must be cheap and free of side effects.
  public func willChange(with reading: @escaping @MainActor () -> Void) {
    renderCache.addDependency(reading)
  }
}
