import Observation

/// A step down the view tree that a primitive view of your own takes to a view it draws, so
/// each of its views keeps its own state: a place among several, or an id.
///
/// ```swift
/// for (index, page) in pages.enumerated() {
///   lines += context.withStep(.index(index)) { context.render(page, width: width, height: nil) }
/// }
/// ```
public struct ViewIdentityStep {
  let component: ViewPathComponent

  /// The view at `place` among several drawn side by side or one under another.
  public static func index(_ place: Int) -> ViewIdentityStep { ViewIdentityStep(component: .index(place)) }

  /// The view identified by `id`, wherever it is drawn among its siblings.
  public static func id(_ id: some Hashable) -> ViewIdentityStep {
    ViewIdentityStep(component: .explicit(AnyHashable(id)))
  }
}

extension RenderContext {
  /// Draws `view`'s body where `view` stands, evaluating it again only when something it read
  /// changed or the view is a new value.
  func drawBody<V: View>(of view: V, width: Int) -> [RenderedLine] {
    guard !StackHeadroom.isLow else {
      noteFault(.endlessNesting(V.self))
      return []
    }
    let node = resolveNode(of: view, under: currentNode, at: path)
    guard let body = node.body else { return [] }
    return withPlace(node: node, path: []) { body.render(width: width, in: self) }
  }

  /// The widths of `view`'s body, where `view` stands.
  func bodyWidths<V: View>(of view: V, offered width: Int) -> LayoutWidths {
    guard !StackHeadroom.isLow else {
      noteFault(.endlessNesting(V.self))
      return LayoutWidths(fixed: 0)
    }
    let node = resolveNode(of: view, under: currentNode, at: path)
    guard let body = node.body else { return LayoutWidths(fixed: 0) }
    return withPlace(node: node, path: []) { body.layoutWidths(offered: width, in: self) }
  }

  /// The node of `view`, standing at `path` under `parent`, with its body up to date.
  ///
  /// The body is evaluated when there is none yet, when something it read changed (its state,
  /// a model it observed), or when `view` is a new value: its parent's body was evaluated
  /// again since, and `view` is not equal to the one before (when it is `Equatable`).
  func resolveNode<V: View>(of view: V, under parent: ViewNode, at path: [ViewPathComponent]) -> ViewNode {
    let node = keptNode(for: V.self, under: parent, at: path)
    let isNewValue = node.parentEvaluationSeen != parent.evaluation
    if node.body == nil || node.flag.isDirty || (isNewValue && !Self.isEqual(view, node.view)) {
      evaluateBody(of: view, in: node)
    }
    node.parentEvaluationSeen = parent.evaluation
    return node
  }

  /// The node a view of type `type` keeps at `path` under `parent`, made if there is none.
  ///
  /// A context that only measures makes one it does not keep.
  func keptNode<T>(for type: T.Type, under parent: ViewNode, at path: [ViewPathComponent]) -> ViewNode {
    let key = ViewNodeKey(path: path, type: ObjectIdentifier(type))
    let node = parent.children[key] ?? ViewNode()
    guard !isMeasuring else { return node }
    if parent.children[key] == nil { parent.add(node, at: key) }
    let graph = owner.viewGraph
    node.visitedPass = graph.pass
    // Both are reached: the parent's children not drawn this pass leave, and so do the node's.
    graph.reach(parent)
    graph.reach(node)
    return node
  }

  /// The node the primitive drawn now keeps at its place, made the first time it is drawn
  /// there: where a view keeps what outlives one drawing (a task, a view controller).
  ///
  /// ```swift
  /// let node = context.node(for: Self.self)
  /// ```
  func node<T>(for type: T.Type) -> ViewNode {
    keptNode(for: type, under: currentNode, at: path)
  }

  /// Installs `view`'s state and environment from `node` and evaluates its body, noting what
  /// the body read so a change to it evaluates the body again.
  private func evaluateBody<V: View>(of view: V, in node: ViewNode) {
    DynamicPropertyInstaller.install(view, in: node, context: self)
    node.flag.markClean()
    // The owner's drawing holds this body's; a change the body read must reach it even when a
    // later drawing reuses the body without reading anything.
    node.flag.addDependent(owner.renderCache.invalidationFlag)
    let watch = node.slots.isEmpty ? nil : BodyStateWatch(node)
    let body = withObservationTracking({ view.body }, onChange: node.flag.onChange)
    if let faults = watch?.end(view: view), !faults.isEmpty { faults.forEach(noteFault) }
    node.view = view
    node.body = body
    node.didEvaluate()
  }

  /// Whether `view` equals `previous`, for views that say what equal means.
  private static func isEqual<V: View>(_ view: V, _ previous: (any View)?) -> Bool {
    guard let equatable = view as? any Equatable, let previous else { return false }
    return equatable.isEqual(to: previous)
  }
}

extension Equatable {
  /// Whether `other` is a `Self` equal to this value.
  fileprivate func isEqual(to other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
