/// Containment, as UIKit does it: ``ViewController/addChild(_:)`` calls
/// `willMove(toParent:)` on the child and the caller calls
/// ``ViewController/finishMove(toParent:)`` when the transition is done; before
/// ``ViewController/removeFromParent()`` the caller calls
/// ``ViewController/willRemoveFromParent()``, and removal calls `didMove(toParent: nil)`.
/// ``ViewController/embedChild(_:)`` does the whole dance, appearance included.
///
/// ```swift
/// list.embedChild(RowViewController(name: "row"))  // named row, row-2, … among siblings
/// list.child(named: "row-2")                        // O(1)
/// ```
extension ViewController {
  /// Adds `child` as the last child and calls `child.willMove(toParent: self)`.
  ///
  /// A child that already has a parent is removed from it first. A name already used by a
  /// sibling gets a numeric suffix (`row`, `row-2`, …), so paths stay unambiguous.
  public func addChild(_ child: ViewController) {
    precondition(child !== self, "a view controller cannot be its own child")
    if child.parent === self { return }
    if child.parent != nil {
      child.willRemoveFromParent()
      child.removeFromParent()
    }
    child.name = childNames.unique(for: child.name)
    child.perform(.willMove(to: untrackedPath), at: pathOfChild(named: child.name), log: lifecycleLog) {
      child.willMove(toParent: self)
    }
    childNames.insert(child.name, for: child)
    children.append(child)
    child.link(toParent: self)
  }

  /// Calls `willMove(toParent: nil)` and logs it: what a container calls before
  /// ``removeFromParent()``, as UIKit asks.
  public func willRemoveFromParent() {
    perform(.willMove(to: nil)) { willMove(toParent: nil) }
  }

  /// Detaches from the parent and calls `didMove(toParent: nil)`.
  public func removeFromParent() {
    detachFromParent(removingFromChildren: true)
  }

  /// Detaches as ``removeFromParent()`` does; the caller that passes false takes the child
  /// out of the parent's ``children`` itself, once for many, so removing k of n costs O(n).
  func detachFromParent(removingFromChildren: Bool) {
    guard let parent else { return }
    let oldPath = untrackedPath
    if removingFromChildren { parent.children.removeAll { $0 === self } }
    parent.childNames.remove(name)
    link(toParent: nil)
    perform(.didMove(to: nil), at: oldPath, log: parent.lifecycleLog) { didMove(toParent: nil) }
  }

  /// Calls `didMove(toParent:)` and logs it; for callers of ``addChild(_:)``.
  public func finishMove(toParent parent: ViewController) {
    perform(.didMove(to: parent.untrackedPath)) { didMove(toParent: parent) }
  }

  /// Adds `child` with the full containment and appearance sequence: the child loads its
  /// view, then `willAppear`, `willMove(toParent:)`, added, `didMove(toParent:)`,
  /// `didAppear`.
  ///
  /// Embedding a child that is already embedded here does nothing.
  public func embedChild(_ child: ViewController) {
    if child.parent === self { return }
    if let oldParent = child.parent {
      oldParent.unembedChild(child)
    }
    child.name = childNames.unique(for: child.name)
    // Until addChild the child has no parent; its events still belong to this hierarchy.
    child.embeddingParent = self
    defer { child.embeddingParent = nil }
    child.loadViewIfNeeded()
    let appears = isVisible
    if appears { child.beginAppearance(true) }
    addChild(child)
    child.finishMove(toParent: self)
    if appears { child.endAppearance(true) }
  }

  /// Removes `child` with the full sequence: `willDisappear`, `willMove(toParent: nil)`,
  /// removed, `didMove(toParent: nil)`, `didDisappear`.
  public func unembedChild(_ child: ViewController) {
    unembed(child, removingFromChildren: true)
  }

  /// Removes `leaving` as ``unembedChild(_:)`` removes each, in order, with the same
  /// callbacks, but takes them out of ``children`` in one pass: O(children) for all of them.
  ///
  /// ```swift
  /// list.unembedChildren(rowsNoLongerShown)
  /// ```
  public func unembedChildren(_ leaving: [ViewController]) {
    let mine = leaving.filter { $0.parent === self }
    guard !mine.isEmpty else { return }
    let gone = Set(mine.map(ObjectIdentifier.init))
    for child in mine { unembed(child, removingFromChildren: false) }
    children.removeAll { gone.contains(ObjectIdentifier($0)) }
  }

  private func unembed(_ child: ViewController, removingFromChildren: Bool) {
    guard child.parent === self else { return }
    // After removal the child has no parent; its last events still belong to this hierarchy.
    child.embeddingParent = self
    defer { child.embeddingParent = nil }
    let disappears = child.isVisible
    if disappears { child.beginAppearance(false) }
    child.perform(.willMove(to: nil)) { child.willMove(toParent: nil) }
    child.detachFromParent(removingFromChildren: removingFromChildren)
    if disappears { child.endAppearance(false) }
    child.unloadViewIfLoaded()
  }

  /// Puts the children in the order of `order`, as a list puts its rows in the order of
  /// its content; children `order` leaves out follow, in their present order.
  ///
  /// Only the order changes, so no containment or appearance callback runs.
  ///
  /// ```swift
  /// list.arrangeChildren(in: [second, first])
  /// ```
  public func arrangeChildren(in order: [ViewController]) {
    let current = children
    // Linear: the children in `order` in its order, then the others in theirs.
    var placed = Set<ObjectIdentifier>()
    placed.reserveCapacity(order.count)
    var arranged: [ViewController] = []
    arranged.reserveCapacity(current.count)
    for child in order where child.parent === self && placed.insert(ObjectIdentifier(child)).inserted {
      arranged.append(child)
    }
    for child in current where !placed.contains(ObjectIdentifier(child)) { arranged.append(child) }
    // Assigning notifies observers, so only a real change redraws.
    guard !arranged.elementsEqual(current, by: ===) else { return }
    children = arranged
  }
}
