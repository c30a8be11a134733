import Synchronization

/// Whether a cached drawing is out of date, settable from any thread.
///
/// Observation calls a tracking's `onChange` on whichever thread changed the model, so the
/// flag is set there and then, under a lock, instead of hopping to the main actor: the next
/// render, on the main actor, must already see it. Flags of embedding view controllers are
/// set along with it, because their drawings include this one.
///
/// ```swift
/// let flag = InvalidationFlag()
/// flag.markClean()
/// withObservationTracking({ draw() }, onChange: flag.onChange)
/// ```
final class InvalidationFlag: Sendable {
  private struct State {
    var isDirty = true
    /// Dirty without the dependents told: a later ``invalidate()`` still tells them.
    var isDirtyAlone = false
    /// How many ``beginIgnoringInvalidations()`` are not ended yet: while some are, invalidating
    /// this flag does nothing.
    var holds = 0
    var dependents: [InvalidationFlag] = []
  }

  private let state = Mutex(State())

  var isDirty: Bool { state.withLock { $0.isDirty || $0.isDirtyAlone } }

  func markClean() {
    state.withLock {
      $0.isDirty = false
      $0.isDirtyAlone = false
    }
  }

  /// Marks this flag and its dependents dirty.
  ///
  /// A flag that is already dirty stops here: its dependents were marked when it was, and
  /// any that drew it since drew it anew. That also ends the walk if embedding ever loops.
  func invalidate() {
    let dependents = state.withLock { state -> [InvalidationFlag] in
      guard state.holds == 0 else { return [] }
      defer { state.isDirty = true }
      return state.isDirty ? [] : state.dependents
    }
    // Outside the lock: a dependent may depend back on this flag.
    for dependent in dependents { dependent.invalidate() }
  }

  /// Marks this flag dirty, and not its dependents.
  func invalidateAlone() {
    state.withLock { $0.isDirtyAlone = true }
  }

  /// Leaves this flag as it is, whatever is invalidated, until as many
  /// ``endIgnoringInvalidations()``: for the flag of a view controller being drawn, while its
  /// views change what it draws next (``RenderContext/changingWhatItDrawsNext(_:)``).
  ///
  /// ```swift
  /// let flag = InvalidationFlag()
  /// flag.markClean()
  /// flag.beginIgnoringInvalidations()
  /// flag.invalidate()  // does nothing: the flag stays clean
  /// flag.endIgnoringInvalidations()
  /// ```
  ///
  /// Meant for a short stretch on the main actor: a change another thread makes meanwhile is
  /// not noticed either.
  func beginIgnoringInvalidations() {
    state.withLock { $0.holds += 1 }
  }

  /// Ends one ``beginIgnoringInvalidations()``.
  func endIgnoringInvalidations() {
    state.withLock { $0.holds -= 1 }
  }

  /// Makes `dependent` dirty whenever this flag becomes dirty.
  func addDependent(_ dependent: InvalidationFlag) {
    state.withLock { state in
      if !state.dependents.contains(where: { $0 === dependent }) {
        state.dependents.append(dependent)
      }
    }
  }

  /// A closure for `withObservationTracking`'s `onChange`.
  ///
  /// Made here, outside any actor, so the closure is not isolated to the main actor and can
  /// run on any thread without tripping an isolation check.
  var onChange: @Sendable () -> Void {
    { [self] in invalidate() }
  }
}
