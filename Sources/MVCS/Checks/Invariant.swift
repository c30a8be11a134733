/// A fact about an app's state that must hold after every step a user takes: what
/// `mvcs explore` checks after each step and `expect invariants` checks in a script.
///
/// An app declares them on its ``App`` (``App/invariants(root:)``) and a view controller on
/// itself (``ViewController/invariants``), as closures over the state they compare. Each
/// answers nil when it holds, or what it found when it does not:
///
/// ```swift
/// override var invariants: [Invariant] {
///   [
///     Invariant("the count shows the items") { [unowned self] in
///       shownCount == store.items.count ? nil : "shows \(shownCount), the store holds \(store.items.count)"
///     }
///   ]
/// }
/// ```
///
/// A check runs after every step of an exploration, thousands of times a second: let it
/// cost what the screen shows (the rows made, the modal on top), not what the stores hold.
@MainActor
public struct Invariant {
  /// What must hold, as a sentence: "each list's count equals its items".
  public let name: String
  /// Nil when the invariant holds; what was found when it does not.
  public let check: @MainActor () -> String?

  /// An invariant named `name`, whose `check` answers nil when it holds and otherwise what
  /// it found.
  public init(_ name: String, check: @escaping @MainActor () -> String?) {
    self.name = name
    self.check = check
  }

  /// An invariant named `name` that holds when `holds` answers true.
  public init(_ name: String, holds: @escaping @MainActor () -> Bool) {
    self.name = name
    self.check = { holds() ? nil : "it does not hold" }
  }
}

/// An invariant that did not hold: which, declared where, and what was found.
public struct InvariantViolation: Sendable, Equatable, CustomStringConvertible {
  /// The invariant's name.
  public var name: String
  /// The path of the view controller that declared it; nil for the app's own.
  public var path: String?
  /// What the check found.
  public var found: String

  /// The violation as one line: `/lists: each list's count equals its items: Home shows 2, holds 3`.
  public var description: String {
    (path.map { "\($0): " } ?? "") + "\(name): \(found)"
  }

  /// Checks the invariants of `app` and of every view controller that exists below `root`
  /// (the children made and the modals presented, parents first), in that order; the ones
  /// that do not hold.
  @MainActor
  public static func check(app: any App, root: ViewController) -> [InvariantViolation] {
    var violations = app.invariants(root: root).compactMap { invariant in
      invariant.check().map { InvariantViolation(name: invariant.name, path: nil, found: $0) }
    }
    var pending = [root]
    while let node = pending.popLast() {
      for invariant in node.invariants {
        if let found = invariant.check() {
          violations.append(InvariantViolation(name: invariant.name, path: node.path, found: found))
        }
      }
      pending += node.madeChildren.reversed()
    }
    return violations
  }
}
