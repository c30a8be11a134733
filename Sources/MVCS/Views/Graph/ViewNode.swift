import Observation

/// One step from a view that keeps something (a ``ViewNode``) down to a view inside what it
/// draws: how a view's identity is spelled, as SwiftUI's structural identity is.
///
/// A view is the same view from one drawing to the next when the steps from its nearest
/// keeping ancestor are the same and so is its type.
enum ViewPathComponent: Hashable {
  /// The place in a ``TupleView``: the n-th view of a builder block.
  case index(Int)
  /// The branch of an `if`/`else` or `switch` taken: true for the first.
  case branch(Bool)
  /// A ``ForEach`` element's id.
  case id(AnyHashable)
  /// An id given with ``View/id(_:)``.
  case explicit(AnyHashable)
  /// The type an ``AnyView`` holds, so a different type is a different view.
  case type(ObjectIdentifier)
  /// Inside a modifier: each modifier of a chain keeps what it keeps apart from the others
  /// (a sheet and an alert said of one view), as each is a level of SwiftUI's view type.
  case modified
}

/// Where a view stands below a node, and its type: the key of the node it gets.
struct ViewNodeKey: Hashable {
  let path: [ViewPathComponent]
  let type: ObjectIdentifier
}

/// What a view keeps from one drawing to the next at its place in the tree: its state, its
/// body as last evaluated, the nodes of the views inside it, and what it must undo when it
/// leaves (a task to cancel, an `onDisappear` to run).
///
/// Nodes are made for views with a body and for primitives that keep something (a list's
/// view controller, a task); a plain ``Text`` has none. A node lives as long as its view is
/// drawn at its place: one not drawn in a pass of its view controller is let go at the end
/// of the pass, with everything below it, as SwiftUI drops a view's state when the view
/// leaves the tree.
@MainActor
final class ViewNode {
  /// The nodes of the views drawn inside this one, by where they stand and their type.
  private(set) var children: [ViewNodeKey: ViewNode] = [:]
  /// The keys of ``children`` in the order the nodes were made, so what leaves together
  /// leaves in the same order on every run.
  private var childOrder: [ViewNodeKey] = []
  /// Made dirty when something the body read changes; the body is then evaluated again.
  let flag = InvalidationFlag()
  /// The view as last given, with its state installed.
  var view: (any View)?
  /// Its body as last evaluated; nil before the first evaluation.
  var body: (any View)?
  /// Counts the evaluations of the body: a child whose count of its parent's differs from
  /// it was given a new view and must evaluate its own body again.
  private(set) var evaluation = 0
  /// The parent's ``evaluation`` when this node's view was last given.
  var parentEvaluationSeen = -1
  /// The drawing pass that last reached this node; see ``ViewGraph/pass``.
  var visitedPass = -1
  /// Whether the view has dynamic properties to bind (nil: not looked at yet).
  var hasDynamicProperties: Bool?
  /// The values of the view's `@State` and `@FocusState` properties, in their order.
  var slots: [AnyObject] = []
  /// What a primitive keeps here: a list's view controller, the last value `onChange` saw.
  var storage: [ObjectIdentifier: AnyObject] = [:]
  /// Runs when the node is let go: `onDisappear`, a task's cancellation, a child view
  /// controller's removal.
  var teardown: [@MainActor () -> Void] = []

  /// The slot at `index`, made from `initial` the first time.
  func slot<Slot: AnyObject>(at index: Int, make: () -> Slot) -> Slot {
    if index < slots.count, let slot = slots[index] as? Slot { return slot }
    let slot = make()
    if index < slots.count {
      slots[index] = slot
    } else {
      while slots.count < index { slots.append(EmptySlot()) }
      slots.append(slot)
    }
    return slot
  }

  /// What a primitive keeps of type `Kept`, made by `make` the first time.
  func kept<Kept: AnyObject>(_ type: Kept.Type = Kept.self, make: () -> Kept) -> Kept {
    if let kept = storage[ObjectIdentifier(Kept.self)] as? Kept { return kept }
    let kept = make()
    storage[ObjectIdentifier(Kept.self)] = kept
    return kept
  }

  /// Whether the view this node keeps was given anew since it last asked, because `parent`'s
  /// body was evaluated again: how a primitive that keeps something (a list's view
  /// controller) knows it must bring it up to date, and when it need not.
  func takesNewValue(from parent: ViewNode) -> Bool {
    defer { parentEvaluationSeen = parent.evaluation }
    return parentEvaluationSeen != parent.evaluation
  }

  /// Marks the body evaluated anew: the views inside it are new values.
  func didEvaluate() {
    evaluation &+= 1
  }

  /// Adds `child` under `key`.
  func add(_ child: ViewNode, at key: ViewNodeKey) {
    if children.updateValue(child, forKey: key) == nil { childOrder.append(key) }
  }

  /// Removes the children `pass` did not reach, in the order they were made, and returns them.
  func removeChildren(notVisitedIn pass: Int) -> [ViewNode] {
    var leaving: [ViewNode] = []
    childOrder.removeAll { key in
      guard let child = children[key], child.visitedPass != pass else { return false }
      children[key] = nil
      leaving.append(child)
      return true
    }
    return leaving
  }

  /// Lets go of this node and every node below it, undoing what they started, innermost first.
  func tearDown() {
    let order = childOrder
    let nodes = children
    childOrder = []
    children = [:]
    for key in order { nodes[key]?.tearDown() }
    let work = teardown
    teardown = []
    for item in work.reversed() { item() }
  }
}

/// A slot not filled yet, holding a place among a node's slots.
private final class EmptySlot {}

/// The nodes of the views one view controller draws, rooted at its body.
///
/// ```swift
/// let graph = viewController.viewGraph   // made on the first composite view drawn
/// ```
@MainActor
final class ViewGraph {
  /// The node the view controller's body stands under.
  let root = ViewNode()
  /// Counts the drawing passes over the view controller's body: the nodes not reached in a
  /// pass are let go at its end.
  private(set) var pass = 1
  /// The nodes whose children were looked up in the current pass, in the order reached.
  private var reached: [ViewNode] = []
  private var reachedIDs: Set<ObjectIdentifier> = []

  /// Starts a pass: the view controller's body is drawn anew.
  func beginPass(bodyIsNew: Bool) {
    pass &+= 1
    reached = []
    reachedIDs = []
    if bodyIsNew { root.didEvaluate() }
    root.visitedPass = pass
  }

  /// Notes that `node`'s children are being looked up in this pass.
  func reach(_ node: ViewNode) {
    if reachedIDs.insert(ObjectIdentifier(node)).inserted { reached.append(node) }
  }

  /// Ends a pass: the children of the nodes reached that this pass did not reach leave.
  func endPass() {
    let nodes = reached
    reached = []
    reachedIDs = []
    let leaving = nodes.flatMap { $0.removeChildren(notVisitedIn: pass) }
    for node in leaving { node.tearDown() }
  }
}
