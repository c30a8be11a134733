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
    let dependents = state.withLock { state in
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
