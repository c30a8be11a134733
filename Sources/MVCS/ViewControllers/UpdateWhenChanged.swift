import Observation

extension ViewController {
  /// Runs ``updateView()`` before this view controller is next drawn whenever something
  /// `reading` reads changes, through Observation: how a screen follows data its body does
  /// not show itself, such as whether a list has rows, to swap in an empty state.
  ///
  /// ```swift
  /// init(list: ListViewController) {
  ///     …
  ///     updateWhenChanged(reading: { [list] in _ = list.rowCount })
  /// }
  ///
  /// override func updateView() {
  ///     container.content = list.rowCount == 0 ? empty : list
  /// }
  /// ```
  ///
  /// The update runs once before the first drawing too, and at most once per drawing however
  /// often the data changed; `reading` runs with each update, so it should be cheap.
  public func updateWhenChanged(reading: @escaping @MainActor () -> Void) {
    let tracking = UpdateTracking()
    tracking.update = { [weak self, flag = tracking.flag] in
      withObservationTracking(reading, onChange: flag.onChange)
      self?.setNeedsUpdate()
    }
    updateTrackings.append(tracking)
  }
}

/// Something a view controller follows through Observation, and what it does when that
/// changes: ``ViewController/updateWhenChanged(reading:)``'s reads, or a list's data.
///
/// The flag is set where the data changes, on any thread; the work waits for the main actor
/// and the next ``ViewController/updateIfNeeded()``, so a view controller catches up once per
/// drawing, however many changes came in between.
@MainActor
final class UpdateTracking {
  /// Set when what was read changes; set from the start, so the first drawing catches up.
  let flag = InvalidationFlag()
  /// Reads the data again, inside `withObservationTracking` with ``flag``'s `onChange`, and
  /// does what catching up means.
  var update: @MainActor () -> Void = {}

  /// Runs ``update`` if the data changed since it last ran.
  func runIfChanged() {
    guard flag.isDirty else { return }
    // Clean first: a change made while updating leaves it set for the next time.
    flag.markClean()
    update()
  }
}
