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
///         VStack(alignment: .leading) {
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
/// The class is spread over one file per concern: this one holds its state, content and
/// layout; containment, appearance, presentation, paths and the lifecycle log each have
/// their own file beside it.
@MainActor
open class ViewController: Observable {
  // Bodies read the @Observed properties, so their changes must reach the render cache.

  /// The child's name in paths: unique among its siblings and stable from run to run.
  @Observed public internal(set) var name: String
  /// What a navigation bar shows for this view controller; the body shows it by default.
  ///
  /// Setting the title it already has changes nothing, and tells no drawing that it changed,
  /// as `@Observable` skips an equal value: an update that sets its title again while the
  /// screen is drawn leaves the drawing current.
  open var title: String? {
    get { storedTitle }
    set {
      guard newValue != _storedTitle.untrackedValue else { return }
      storedTitle = newValue
    }
  }
  /// Where ``title`` keeps the title, observed.
  @Observed private var storedTitle: String?
  /// The view controller that contains this one, if any; see ``addChild(_:)``.
  public var parent: ViewController? { parentLink.object }
  /// Set through ``link(toParent:)``, which keeps ``untrackedParent`` with it.
  @Observed private(set) var parentLink = WeakLink()
  /// The contained view controllers, in order; a modal is not among them (see ``allChildren``).
  @Observed public internal(set) var children: [ViewController] = []
  /// Whether the view controller is on screen, between `viewDidAppear` and `viewWillDisappear`.
  @Observed public internal(set) var isVisible = false
  /// Whether ``loadView()`` has run and the view is not released since.
  public internal(set) var isViewLoaded = false
  /// The names of ``allChildren``, so containment and naming cost O(1) per child.
  var childNames = ChildNames()
  /// The log set on this view controller itself; see ``lifecycleLog``.
  @exclusivity(unchecked) var ownLifecycleLog: LifecycleLog?
  /// The app environment set on this view controller itself; see ``appEnvironment``.
  @exclusivity(unchecked) var ownAppEnvironment: AppEnvironment?
  /// Its paths as last computed; see ViewController+Paths.swift.
  @exclusivity(unchecked) var pathMemos = PathMemos()
  /// ``parent`` read without telling Observation: the log's walk up, which no drawing reads.
  ///
  /// Kept beside `parentLink` rather than read through its wrapper, which copies the wrapper
  /// and checks exclusivity at every level of every walk up: a lifecycle event's walk was
  /// about 4% of a Todo UI step (#35).
  @exclusivity(unchecked) private(set) weak var untrackedParent: ViewController?
  /// ``name`` read without telling Observation, as ``untrackedParent``.
  var untrackedName: String { _name.untrackedValue }
  /// The parent a child is joining or leaving while it has none; its events still belong there.
  weak var embeddingParent: ViewController?
  /// ZeeZide's presentations by mode and `representedObject`; see ViewController+PresentationModes.swift.
  let presentations = Presentations()
  private var needsUpdate = false
  /// What this view controller follows through Observation, brought up to date before it is
  /// drawn; see ``updateWhenChanged(reading:)``.
  var updateTrackings: [UpdateTracking] = []
  /// The nodes of the views the body draws; see ViewController+Views.swift.
  var viewGraphStorage: ViewGraph?
  /// What the views that made this view controller pass down to its body's views.
  var inheritedEnvironment: EnvironmentValues?
  /// The title its views set with `navigationTitle`, which ``title`` reads when it has none
  /// of its own; not observed, since it is set while the views are drawn, before the bar is.
  var titleFromViews: String?
  /// The toolbar items its views set; see ViewController+Toolbar.swift.
  var toolbarStorage: [ToolbarEntry] = []
  /// Whether the navigation bar leaves out Back while this view controller is on top:
  /// `navigationBarBackButtonHidden(true)` in its views.
  var hidesBackButton = false
  /// Whether a user may not close this modal without choosing (`dismiss` is refused), as
  /// UIKit's `isModalInPresentation`: `interactiveDismissDisabled()` in its views.
  public internal(set) var isModalInPresentation = false
  /// Runs when this view controller, presented, is dismissed: how a sheet's binding goes back
  /// to false.
  var onDismissed: (@MainActor () -> Void)?
  /// How many times the view controller came on screen; see ``appearances``.
  var appearanceCount = 0
  /// What runs when the view controller leaves the screen: its views' `onDisappear`s.
  var screenLeavingActions: [(token: Int, action: @MainActor () -> Void)] = []
  /// The last token given out by ``onScreenLeaving(_:)``.
  var screenLeavingToken = 0
  /// The actions the buttons with closures of the last drawing offer; see ``availableActions``.
  var viewActions: [Action] = []
  /// Whether ``body`` returns the same views until told otherwise (a hosting controller's).
  var keepsBodyBetweenDrawings = false
  /// Whether the path API draws this view controller's views before it answers, when they
  /// were never drawn or changed since (a hosting controller's, whose views make view
  /// controllers as they are drawn); see ViewController+PathsDrawViews.swift.
  var drawsViewsForPaths = false
  /// How many drawings of this view controller are under way: a path read meanwhile does
  /// not draw it again.
  @exclusivity(unchecked) var drawingsUnderway = 0
  /// On a root: the renderer the app's window is drawn with, which the path API draws views
  /// with before it answers (``AppHost/window``).
  var windowRenderer: Renderer?
  /// For a body kept between drawings: whether it changed since the last one.
  var bodyChangedSinceDrawn = true
  /// Which of the shell's protocols this view controller conforms to, once asked; see
  /// ViewController+Conformances.swift.
  var knownConformances = Conformances()
  /// The Mvce event loop glued to this view controller, if any; see ``glue(model:view:controller:)``.
  public var gluedLoop: GluedLoop? {
    willSet { gluedLoop?.dispose() }
  }

  // MARK: Rendering state

  /// What the @Observed properties report their reads and writes to.
  let observationRegistrar = ObservationRegistrar()
  /// The last drawing of ``body``; see ``setNeedsDisplay()``.
  let renderCache = RenderCache()

  // MARK: Lifecycle observers

  /// Who hears this view controller's lifecycle; see ``ViewLifecycleObserver``.
  let lifecycleObservers = LifecycleObservers()
  /// What runs once this view controller is deallocated; see ``ControllerRegistry``.
  let releaseHandlers = ReleaseHandlers()

  // MARK: Hosting

  /// Whether this view controller hosts SwiftUI-shaped views (a ``HostingController``).
  ///
  /// Asked of a method, not by a cast to a protocol: a cast to an existential looks up the
  /// conformance each time, about 3,000 instructions, and coverage asks it of every control's
  /// owner after every explore step (#35).
  var hostsViews: Bool { false }

  /// For a hosting controller, the name of the type of the view it hosts and whether it is mvcs's.
  ///
  /// Nil for any other view controller. See ``kindName``.
  var hostedViewType: (name: String, isFramework: Bool)? { nil }

  // MARK: Presentation state

  /// The modal this view controller presents, at most one.
  public internal(set) var presentedViewController: ViewController?
  // Unchecked: read by every path asked for, only assigned (docs/DECISIONS.md, "Exclusivity
  // unchecked").
  /// The view controller that presents this one, when it is a modal.
  @exclusivity(unchecked) public internal(set) weak var presentingViewController: ViewController?

  /// Creates a view controller named `name` (lower-case words joined by `-`).
  public init(name: String, title: String? = nil) {
    _name = Observed(wrappedValue: name)
    _storedTitle = Observed(wrappedValue: title)
  }

  // MARK: Lifecycle, in UIKit's order

  /// Creates the view; called once, lazily, before ``viewDidLoad()``.
  open func loadView() {}
  /// Called once the view is loaded: where a subclass sets up what its body shows.
  open func viewDidLoad() {}
  /// Called before the view comes on screen.
  open func viewWillAppear() {}
  /// Called once the view is on screen.
  open func viewDidAppear() {}
  /// Called before the view leaves the screen.
  open func viewWillDisappear() {}
  /// Called once the view has left the screen.
  open func viewDidDisappear() {}
  /// Called when the view is released, after the view controller left the screen for good
  /// (``unembedChild(_:)``); the view loads again if it is shown again.
  open func viewDidUnload() {}
  /// Called before this view controller joins `parent`, or leaves its parent when nil.
  open func willMove(toParent parent: ViewController?) {}
  /// Called once this view controller has joined `parent`, or left its parent when nil.
  open func didMove(toParent parent: ViewController?) {}

  // MARK: Content

  /// The view this view controller shows.
  ///
  /// The default shows its ``ViewOwning/view`` when it has one (a view controller written as
  /// ZeeZide's, `var view: some View`), else its title, or its name.
  open var body: any View {
    if let owning = self as? any ViewOwning { return owning.ownedView }
    return Text(title ?? name)
  }

  /// The operations a user can invoke, by button or with the shell's `call`.
  open var actions: [Action] { [] }

  /// What must hold of this view controller's state after every step a user takes:
  /// `mvcs explore` checks them after each step, `expect invariants` when a script says so.
  ///
  /// ```swift
  /// override var invariants: [Invariant] {
  ///   [Invariant("the badge counts the rows") { [unowned self] in badge == rows.count }]
  /// }
  /// ```
  open var invariants: [Invariant] { [] }

  /// Buttons a navigation controller shows in its bar while this view controller is on top,
  /// like UIKit's `navigationItem.rightBarButtonItems`.
  ///
  /// They run this view controller's actions.
  open var barButtons: [Button<Text>] { [] }

  /// The children that are on screen when this view controller is: all of them, unless a
  /// container shows only some (a navigation controller shows its top one).
  open var visibleChildren: [ViewController] { children }

  // MARK: Children as paths see them

  // Open, so a container that makes its children only when they are needed (a list, whose
  // rows are made as they come into view or are named) answers for the ones not made yet.
  // Each door first brings what it answers up to date (`catchUpForPaths`): the data a list
  // follows, and the views of a hosting controller, whose containers make view controllers
  // as they are drawn.

  /// The child named `name`, if any, presented view controller included; O(1).
  ///
  /// A list makes the row of that name if it was not made yet.
  open func child(named name: String) -> ViewController? {
    catchUpForPaths()
    return childNames[name]
  }

  /// The child at `index` in ``allChildren`` (`#N` in paths), if any; O(1).
  ///
  /// A list makes the row at that place if it was not made yet.
  open func child(at index: Int) -> ViewController? {
    catchUpForPaths()
    if children.indices.contains(index) { return children[index] }
    return index == children.count ? presentedViewController : nil
  }

  /// How many children paths see: the contained ones, and the presented one, if any.
  open var allChildrenCount: Int {
    catchUpForPaths()
    return children.count + (presentedViewController == nil ? 0 : 1)
  }

  /// The names of ``allChildren``, in order, without making a child a list has not made.
  open var allChildNames: [String] {
    allChildren.map(\.name)
  }

  /// The children as paths see them: the contained ones, then the presented one, if any.
  ///
  /// A list makes every row it has not made yet, so this costs what the list holds; ``allChildNames``
  /// and ``allChildrenCount`` do not.
  open var allChildren: [ViewController] {
    catchUpForPaths()
    guard let presentedViewController else { return children }
    return children + [presentedViewController]
  }

  /// The children made so far and the presented one: every view controller below this one
  /// that exists, which is what a redraw or a walk over the live objects visits.
  public var madeChildren: [ViewController] {
    guard let presentedViewController else { return children }
    return children + [presentedViewController]
  }

  /// The action named `name`, if this view controller has one.
  public func action(named name: String) -> Action? {
    actions.first { $0.name == name } ?? viewActions.first { $0.name == name }
  }

  // MARK: Layout

  /// Asks for one ``updateView()`` at the next layout pass, however often it is asked.
  public func setNeedsUpdate() {
    needsUpdate = true
  }

  /// Runs the pending ``updateView()``, if any, and catches up with the data it follows
  /// (``updateWhenChanged(reading:)``); the renderer calls it before drawing.
  public func updateIfNeeded() {
    for tracking in updateTrackings { tracking.runIfChanged() }
    guard needsUpdate else { return }
    needsUpdate = false
    updateView()
    // An update exists to change what is shown, often through state Observation cannot see.
    setNeedsDisplay()
  }

  /// Brings the view up to date with its data; runs at most once per layout pass.
  open func updateView() {}

  /// Runs the updates asked for by data this view controller follows that changed
  /// (``updateWhenChanged(reading:)``, a list's rows), so what paths see is the data as it
  /// is, not as it was when last drawn; the path API calls it.
  func catchUpWithFollowedData() {
    guard !updateTrackings.isEmpty else { return }
    for tracking in updateTrackings { tracking.runIfChanged() }
    if needsUpdate { updateIfNeeded() }
  }
}

/// A weak reference to a view controller, so an observed property can hold one.
struct WeakLink {
  weak var object: ViewController?
}

extension ViewController {
  /// Makes `parent` this view controller's parent, or none: ``parent`` for the drawings that
  /// read it, ``untrackedParent`` for the walks that must not.
  func link(toParent parent: ViewController?) {
    parentLink = WeakLink(object: parent)
    untrackedParent = parent
  }

  /// ``isVisible`` read without telling Observation: whether a container that a drawing makes
  /// appears with it, which the drawing itself does not depend on.
  var untrackedIsVisible: Bool { _isVisible.untrackedValue }
}
