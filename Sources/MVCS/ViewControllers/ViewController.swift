import Foundation
import Observation

/// The unit of UI in MVCS: owns a text view (its ``body``), its child view controllers, and
/// the actions a user or the shell can invoke on it.
///
/// Subclass it the way you would subclass `UIViewController`:
///
/// ```swift
/// final class GreetingViewController: ViewController {
///     var greeting = "Hello" { didSet { setNeedsDisplay() } }
///
///     override var body: any View {
///         VStack {
///             Text(greeting)
///             Button("Wave", action: "wave")
///         }
///     }
///
///     override var actions: [Action] {
///         [Action("wave", summary: "Waves back") { [unowned self] _ in greeting = "👋" }]
///     }
/// }
/// ```
///
/// Containment follows UIKit: ``addChild(_:)`` calls ``willMove(toParent:)`` on the child,
/// the caller calls ``didMove(toParent:)`` when the transition is done; before
/// ``removeFromParent()`` the caller calls `willMove(toParent: nil)`, and removal calls
/// `didMove(toParent: nil)`. ``embedChild(_:)`` does the whole dance, appearance included.
@MainActor
open class ViewController: Observable {
  // Bodies read these, so their changes must reach the render cache. Observed by hand
  // rather than with the @Observable macro, so subclasses stay free to adopt it themselves.

  // Settable inside MVCS so a container names an incoming child before it logs, as
  // `embedChild` does.
  /// The child's name in paths: unique among its siblings and stable from run to run.
  public internal(set) var name: String {
    get {
      observationRegistrar.access(self, keyPath: \.name)
      return _name
    }
    set { observationRegistrar.withMutation(of: self, keyPath: \.name) { _name = newValue } }
  }
  private var _name: String
  open var title: String? {
    get {
      observationRegistrar.access(self, keyPath: \.title)
      return _title
    }
    set { observationRegistrar.withMutation(of: self, keyPath: \.title) { _title = newValue } }
  }
  private var _title: String?
  public private(set) var parent: ViewController? {
    get {
      observationRegistrar.access(self, keyPath: \.parent)
      return _parent
    }
    set { observationRegistrar.withMutation(of: self, keyPath: \.parent) { _parent = newValue } }
  }
  private weak var _parent: ViewController?
  public private(set) var children: [ViewController] {
    get {
      observationRegistrar.access(self, keyPath: \.children)
      return _children
    }
    set { observationRegistrar.withMutation(of: self, keyPath: \.children) { _children = newValue } }
  }
  private var _children: [ViewController] = []
  public private(set) var isViewLoaded = false
  /// Whether the view controller is on screen, between `viewDidAppear` and `viewWillDisappear`.
  public private(set) var isVisible: Bool {
    get {
      observationRegistrar.access(self, keyPath: \.isVisible)
      return _isVisible
    }
    set { observationRegistrar.withMutation(of: self, keyPath: \.isVisible) { _isVisible = newValue } }
  }
  private var _isVisible = false
  /// Where lifecycle events go; the app host sets it on the root and children inherit it.
  public var lifecycleLog: LifecycleLog? {
    // Through the embedding parent too, so a child's children log while it moves.
    get { _lifecycleLog ?? (pathParent ?? embeddingParent)?.lifecycleLog }
    set { _lifecycleLog = newValue }
  }
  private var _lifecycleLog: LifecycleLog?
  /// The parent a child is joining or leaving while it has none; its events still belong there.
  weak var embeddingParent: ViewController?
  private var needsUpdate = false
  /// The Mvce event loop glued to this view controller, if any; see ``glue(model:view:controller:)``.
  public var gluedLoop: GluedLoop? {
    willSet { gluedLoop?.dispose() }
  }

  // MARK: Rendering state

  private let observationRegistrar = ObservationRegistrar()
  /// The last drawing of ``body``; see ``setNeedsDisplay()``.
  let renderCache = RenderCache()

  // MARK: Lifecycle observers

  /// Who hears this view controller's lifecycle; see ``ViewLifecycleObserver``.
  let lifecycleObservers = LifecycleObservers()
  /// What runs once this view controller is deallocated; see ``ControllerRegistry``.
  let releaseHandlers = ReleaseHandlers()

  // MARK: Presentation state

  /// The modal this view controller presents, at most one.
  public private(set) var presentedViewController: ViewController?
  /// The view controller that presents this one, when it is a modal.
  public private(set) weak var presentingViewController: ViewController?
  /// Whether this view controller is presented modally.
  public var isModal: Bool { presentingViewController != nil }
  /// ZeeZide's presentations by mode and `representedObject`; see PresentationMode.swift.
  let presentations = Presentations()

  /// Creates a view controller named `name` (lower-case words joined by `-`).
  public init(name: String, title: String? = nil) {
    _name = name
    _title = title
  }

  // MARK: Lifecycle, in UIKit's order

  /// Creates the view; called once, lazily, before ``viewDidLoad()``.
  open func loadView() {}
  open func viewDidLoad() {}
  open func viewWillAppear() {}
  open func viewDidAppear() {}
  open func viewWillDisappear() {}
  open func viewDidDisappear() {}
  /// Called when the view is released, after the view controller left the screen for good
  /// (``unembedChild(_:)``); the view loads again if it is shown again.
  open func viewDidUnload() {}
  open func willMove(toParent parent: ViewController?) {}
  open func didMove(toParent parent: ViewController?) {}

  /// Loads the view if it has not been loaded: ``loadView()`` then ``viewDidLoad()``.
  public func loadViewIfNeeded() {
    guard !isViewLoaded else { return }
    isViewLoaded = true
    perform(.loadView) { loadView() }
    perform(.viewDidLoad) { viewDidLoad() }
  }

  /// Releases the view of a view controller that is off screen: `viewDidUnload`.
  public func unloadViewIfLoaded() {
    guard isViewLoaded, !isVisible else { return }
    isViewLoaded = false
    perform(.viewDidUnload) { viewDidUnload() }
  }

  // MARK: Content

  /// The text view this view controller shows. The default shows the title, or the name.
  open var body: any View { Text(title ?? name) }

  /// The operations a user can invoke, by button or with the shell's `call`.
  open var actions: [Action] { [] }

  /// Buttons a navigation controller shows in its bar while this view controller is on top,
  /// like UIKit's `navigationItem.rightBarButtonItems`. They run this view controller's actions.
  open var barButtons: [Button] { [] }

  /// The children that are on screen when this view controller is: all of them, unless a
  /// container shows only some (a navigation controller shows its top one).
  open var visibleChildren: [ViewController] { children }

  /// The action named `name`, if this view controller has one.
  public func action(named name: String) -> Action? {
    actions.first { $0.name == name }
  }

  // MARK: Layout

  /// Asks for one ``updateView()`` at the next layout pass, however often it is asked.
  public func setNeedsUpdate() {
    needsUpdate = true
  }

  /// Runs the pending ``updateView()``, if any; the renderer calls it before drawing.
  public func updateIfNeeded() {
    guard needsUpdate else { return }
    needsUpdate = false
    updateView()
    // An update exists to change what is shown, often through state Observation cannot see.
    setNeedsDisplay()
  }

  /// Brings the view up to date with its data; runs at most once per layout pass.
  open func updateView() {}

  // MARK: Containment

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
    child.name = uniqueChildName(for: child.name)
    child.perform(.willMove(to: path), at: pathOfChild(named: child.name), log: lifecycleLog) {
      child.willMove(toParent: self)
    }
    children.append(child)
    child.parent = self
  }

  /// Calls `willMove(toParent: nil)` and logs it: what a container calls before
  /// ``removeFromParent()``, as UIKit asks.
  public func willRemoveFromParent() {
    perform(.willMove(to: nil)) { willMove(toParent: nil) }
  }

  /// Detaches from the parent and calls `didMove(toParent: nil)`.
  public func removeFromParent() {
    guard let parent else { return }
    let oldPath = path
    parent.children.removeAll { $0 === self }
    self.parent = nil
    perform(.didMove(to: nil), at: oldPath, log: parent.lifecycleLog) { didMove(toParent: nil) }
  }

  /// Adds `child` with the full containment and appearance sequence: the child loads its
  /// view, then `willAppear`, `willMove(toParent:)`, added, `didMove(toParent:)`,
  /// `didAppear`. Embedding a child that is already embedded here does nothing.
  public func embedChild(_ child: ViewController) {
    if child.parent === self { return }
    if let oldParent = child.parent {
      oldParent.unembedChild(child)
    }
    child.name = uniqueChildName(for: child.name)
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
    guard child.parent === self else { return }
    // After removal the child has no parent; its last events still belong to this hierarchy.
    child.embeddingParent = self
    defer { child.embeddingParent = nil }
    let disappears = child.isVisible
    if disappears { child.beginAppearance(false) }
    child.perform(.willMove(to: nil)) { child.willMove(toParent: nil) }
    child.removeFromParent()
    if disappears { child.endAppearance(false) }
    child.unloadViewIfLoaded()
  }

  /// Puts the children in the order of `order`, as a list puts its rows in the order of
  /// its content; children `order` leaves out follow, in their present order. Only the
  /// order changes, so no containment or appearance callback runs.
  ///
  /// ```swift
  /// list.arrangeChildren(in: [second, first])
  /// ```
  public func arrangeChildren(in order: [ViewController]) {
    var rank: [ObjectIdentifier: Int] = [:]
    for (index, child) in order.enumerated() where rank[ObjectIdentifier(child)] == nil {
      rank[ObjectIdentifier(child)] = index
    }
    let arranged = _children.enumerated().sorted { left, right in
      let leftRank = rank[ObjectIdentifier(left.element)] ?? order.count + left.offset
      let rightRank = rank[ObjectIdentifier(right.element)] ?? order.count + right.offset
      return leftRank < rightRank
    }.map(\.element)
    // Assigning notifies observers, so only a real change redraws.
    guard !arranged.elementsEqual(_children, by: ===) else { return }
    children = arranged
  }

  /// Calls `didMove(toParent:)` and logs it; for callers of ``addChild(_:)``.
  public func finishMove(toParent parent: ViewController) {
    perform(.didMove(to: parent.path)) { didMove(toParent: parent) }
  }

  /// The absolute path of this view controller: `/`, `/lists`, `/lists/groceries`.
  public var path: String {
    var names: [String] = []
    var node: ViewController? = self
    while let current = node, let parent = current.pathParent {
      names.append(current.name)
      node = parent
    }
    return "/" + names.reversed().joined(separator: "/")
  }

  /// The top of this view controller's hierarchy.
  public var root: ViewController {
    var node = self
    while let parent = node.pathParent { node = parent }
    return node
  }

  /// The child named `name`, if any, presented view controller included.
  public func child(named name: String) -> ViewController? {
    allChildren.first { $0.name == name }
  }

  /// The children as paths see them: the contained ones, then the presented one, if any.
  public var allChildren: [ViewController] {
    guard let presentedViewController else { return children }
    return children + [presentedViewController]
  }

  /// The view controller above this one in paths: the parent, or the presenter of a modal.
  public var pathParent: ViewController? { parent ?? presentingViewController }

  // MARK: Presentation

  /// Presents `viewController` modally: it loads, appears, and is listed as this view
  /// controller's last child, marked modal. A presenter holds one modal at a time, so
  /// presenting while a modal is up presents from the topmost modal instead.
  ///
  /// ```swift
  /// present(PromptViewController(title: "Create List", …))
  /// ```
  public func present(_ viewController: ViewController) {
    if let presentedViewController {
      presentedViewController.present(viewController)
      return
    }
    precondition(viewController.parent == nil && !viewController.isModal, "present a view controller that is not shown")
    viewController.name = uniqueChildName(for: viewController.name)
    viewController.presentingViewController = self
    presentedViewController = viewController
    record(.presented(viewController.name), at: nil, log: nil)
    viewController.beginAppearance(true)
    viewController.endAppearance(true)
  }

  /// Dismisses the modal this view controller presents or, on a modal, the modal itself,
  /// together with any modal above it; on a view controller presented in navigation or
  /// custom mode (``present(_:mode:)``), ends that presentation.
  public func dismiss() {
    guard let presented = presentedViewController else {
      // Presented by `present(_:mode:)` on a navigation stack or as a child: that ends.
      if dismissNonModalPresentation() { return }
      presentingViewController?.dismiss()
      return
    }
    if presented.presentedViewController != nil { presented.dismiss() }
    presented.beginAppearance(false)
    presented.endAppearance(false)
    presented.unloadViewIfLoaded()
    presentedViewController = nil
    presented.presentingViewController = nil
    record(.dismissed(presented.name), at: nil, log: nil)
  }

  /// Writes a line about this view controller to the app's log, which `log` prints.
  public func log(_ note: String) {
    record(.note(note), at: nil, log: nil)
  }

  /// Writes to the log that `action` ran on this view controller.
  public func logAction(_ action: String) {
    record(.action(action), at: nil, log: nil)
  }

  /// The topmost modal in the presentation chain that starts here, or nil.
  public var topmostPresentedViewController: ViewController? {
    var top = presentedViewController
    while let next = top?.presentedViewController { top = next }
    return top
  }

  // MARK: Appearance

  /// Starts an appearance transition for this view controller and its children, parents first.
  public func beginAppearance(_ appearing: Bool) {
    loadViewIfNeeded()
    if appearing {
      perform(.viewWillAppear) { viewWillAppear() }
    } else {
      isVisible = false
      perform(.viewWillDisappear) { viewWillDisappear() }
    }
    for child in visibleChildren { child.beginAppearance(appearing) }
  }

  /// Ends an appearance transition for this view controller and its children, parents first,
  /// as UIKit forwards appearance to children.
  public func endAppearance(_ appearing: Bool) {
    if appearing {
      isVisible = true
      perform(.viewDidAppear) { viewDidAppear() }
    } else {
      perform(.viewDidDisappear) { viewDidDisappear() }
    }
    for child in visibleChildren { child.endAppearance(appearing) }
  }

  // MARK: Private

  private func pathOfChild(named childName: String) -> String {
    pathParent == nil ? "/\(childName)" : "\(path)/\(childName)"
  }

  /// `base`, or `base-2`, `base-3`…: a name no child has; internal for containers.
  func uniqueChildName(for base: String) -> String {
    let taken = Set(allChildren.map(\.name))
    guard taken.contains(base) else { return base }
    var suffix = 2
    while taken.contains("\(base)-\(suffix)") { suffix += 1 }
    return "\(base)-\(suffix)"
  }

  /// Runs one lifecycle callback: logs it, calls it, then tells the observers.
  private func perform(
    _ event: LifecycleEvent.Kind, at path: String? = nil, log: LifecycleLog? = nil, _ callback: () -> Void
  ) {
    record(event, at: path, log: log)
    callback()
    lifecycleEventDidHappen(event)
  }

  /// The hook for lifecycle observers, after the view controller's own callback.
  private func lifecycleEventDidHappen(_ event: LifecycleEvent.Kind) {
    lifecycleObservers.notify(event)
  }

  private func record(_ event: LifecycleEvent.Kind, at path: String?, log: LifecycleLog?) {
    guard let log = log ?? lifecycleLog else { return }
    log.append(LifecycleEvent(path: path ?? loggedPath, kind: event))
  }

  /// The path events are logged under: ``path``, except that a view controller on its way
  /// into or out of a parent, and everything below it, is placed under that parent.
  private var loggedPath: String {
    var names: [String] = []
    var node = self
    while let parent = node.pathParent ?? node.embeddingParent {
      names.append(node.name)
      node = parent
    }
    return "/" + names.reversed().joined(separator: "/")
  }
}
