/// Screens pushed one over another, as SwiftUI's `NavigationStack`: a
/// ``NavigationController`` in the hierarchy, its root and each pushed destination a
/// ``HostingController`` of its own, so `tree`, `cd`, `back` and paths see every screen.
///
/// ```swift
/// NavigationStack {
///   List(missions) { mission in
///     NavigationLink(mission.name, value: mission)
///   }
///   .navigationTitle("Moonshot")
///   .navigationDestination(for: Mission.self) { mission in MissionView(mission: mission) }
/// }
/// NavigationStack(path: $path) { … }     // the path follows the screens, both ways
/// ```
///
/// Tapping a link pushes its destination; `back` (or a `dismiss` from the destination's
/// views) pops it. With a `path`, appending to the path pushes and going back takes the last
/// value off it. The bar shows Back, the top screen's `navigationTitle` and its `toolbar`.
public struct NavigationStack<Data, Root: View>: View {
  let root: Root
  let path: PathBinding?

  /// A stack whose root shows `root`, keeping its own path.
  public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
    self.root = root()
    path = nil
  }

  /// A stack whose root shows `root`, its pushed screens following `path`.
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
    self.root = root()
    self.path = PathBinding(get: { path.wrappedValue.elements }, set: { path.wrappedValue = NavigationPath($0) })
  }

  /// A stack whose root shows `root`, its pushed screens following `path`, an array of values.
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, Data.Element: Hashable {
    self.root = root()
    self.path = PathBinding(
      get: { path.wrappedValue.map { AnyHashable($0) } },
      set: { values in path.wrappedValue = Data(values.compactMap { $0.base as? Data.Element }) })
  }

  /// Draws the navigation controller, its screens brought up to date with the views.
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    let model = NavigationModel.kept(at: context.node(for: Self.self), in: context)
    model.show(root: AnyView(root), path: path, in: context)
    return context.render(model.controller, width: width)
  }

  /// As wide as it is offered.
  public func layoutWidths(offered width: Int, in context: RenderContext) -> LayoutWidths {
    LayoutWidths(minimum: 1, ideal: max(1, width), maximum: nil)
  }
}

/// A navigation stack's path read and written as values, whatever the binding's type.
@MainActor
struct PathBinding {
  let get: @MainActor () -> [AnyHashable]
  let set: @MainActor ([AnyHashable]) -> Void
}

/// A list of values of any types, each naming a screen, as SwiftUI's `NavigationPath`.
///
/// ```swift
/// @State private var path = NavigationPath()
/// path.append(mission)        // pushes the destination for Mission values
/// path.removeLast()           // goes back
/// ```
public struct NavigationPath: Equatable {
  var elements: [AnyHashable]

  /// An empty path.
  public init() {
    elements = []
  }

  /// A path of `elements`.
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    self.elements = elements.map { AnyHashable($0) }
  }

  init(_ elements: [AnyHashable]) {
    self.elements = elements
  }

  /// How many values there are.
  public var count: Int { elements.count }
  /// Whether there are none.
  public var isEmpty: Bool { elements.isEmpty }

  /// Adds `value` at the end: its screen is pushed.
  public mutating func append<V: Hashable>(_ value: V) {
    elements.append(AnyHashable(value))
  }

  /// Takes `k` values off the end: their screens are popped.
  public mutating func removeLast(_ k: Int = 1) {
    elements.removeLast(min(k, elements.count))
  }
}

/// What a navigation stack keeps: its navigation controller, the destinations its views
/// declare, and the screens pushed, each with the value or view it was pushed for.
@MainActor
final class NavigationModel {
  /// One pushed screen.
  struct Entry {
    /// The value it was pushed for; nil for a link with a destination view.
    let value: AnyHashable?
    /// Makes its view again, as the stack is drawn again; nil: keep the one it has.
    let remake: (@MainActor () -> (any View)?)?
    /// Its view controller.
    let host: HostingController<AnyView>
    /// Told when the user goes back from it.
    let onPopped: (@MainActor () -> Void)?
  }

  let controller: NavigationController
  let root: HostingController<AnyView>
  private(set) var entries: [Entry] = []
  /// The views that show a value of a type, by the type: what `navigationDestination(for:)`
  /// declares.
  var destinations: [ObjectIdentifier: @MainActor (AnyHashable) -> (any View)?] = [:]
  /// The path binding, when the stack has one.
  private var path: PathBinding?
  /// The environment the screens' views read.
  private(set) var environment = EnvironmentValues()

  private init(root: HostingController<AnyView>, controller: NavigationController) {
    self.root = root
    self.controller = controller
  }

  /// The model kept by `node`, its navigation controller made and contained in the view
  /// controller being drawn the first time.
  static func kept(at node: ViewNode, in context: RenderContext) -> NavigationModel {
    node.kept {
      let owner = context.owner
      let root = HostingController(rootView: AnyView(EmptyView()), name: "root")
      let controller = NavigationController(name: "navigation", root: root)
      let model = NavigationModel(root: root, controller: controller)
      controller.onPop = { [weak model] count in model?.didPop(to: count) }
      owner.addChild(controller)
      controller.finishMove(toParent: owner)
      // A stack drawn by a screen already up (the window's root view) appears with it, as it
      // is made and before its root's views are drawn, so they are drawn in that appearance
      // (their onAppear runs once) and its pops make the screen below appear again. Made by
      // a screen still appearing (a tab's, a sheet's), it appears with that screen instead.
      // Read untracked: the drawing does not depend on it.
      if owner.untrackedIsVisible {
        controller.beginAppearance(true)
        controller.endAppearance(true)
      }
      node.teardown.append { [weak controller, weak owner] in
        guard let controller, controller.parent === owner else { return }
        owner?.unembedChild(controller)
      }
      return model
    }
  }

  /// Brings the screens up to date: the root shows `rootView`, each pushed screen its view
  /// made again, and the pushed screens follow `path` when there is one.
  func show(root rootView: AnyView, path: PathBinding?, in context: RenderContext) {
    self.path = path
    var environment = context.environment
    environment.navigation = self
    self.environment = environment
    root.inherit(environment)
    guard !context.isMeasuring else { return }
    root.takeRootView(rootView, in: context)
    for entry in entries {
      entry.host.inherit(environment)
      if let view = entry.remake?() { entry.host.takeRootView(AnyView(view), in: context) }
    }
    if let path {
      let values = path.get()
      if values != entries.compactMap(\.value) {
        context.runViewWorkWhenDrawn(by: context.origin("NavigationStack(path:)")) { [weak self] in self?.follow(values)
        }
      }
    }
  }

  /// Pushes the destination for `value`, as a link with a value does, and adds it to the path;
  /// the screen is named `name` (the link's title), or after the value.
  func push(value: AnyHashable, name: String? = nil) {
    guard let view = destination(for: value) else { return }
    push(
      Entry(
        value: value, remake: { [weak self] in self?.destination(for: value) },
        host: host(for: view, name: name ?? Self.name(for: value)), onPopped: nil))
    path?.set(entries.compactMap(\.value))
  }

  /// Pushes `view`, as a link with a destination does, named `name` (the link's title);
  /// `onPopped` hears when the user goes back from it.
  func push(
    view: any View, name: String = "destination", remake: (@MainActor () -> (any View)?)? = nil,
    onPopped: (@MainActor () -> Void)? = nil
  ) {
    push(Entry(value: nil, remake: remake, host: host(for: view, name: name), onPopped: onPopped))
  }

  /// A screen's name in paths for a value pushed without a title: the value, as text.
  private static func name(for value: AnyHashable) -> String {
    let text = "\(value.base)".dashedName
    return text.isEmpty ? "destination" : text
  }

  /// Whether `host` is one of the pushed screens.
  func isPushed(_ host: HostingController<AnyView>) -> Bool {
    entries.contains { $0.host === host }
  }

  /// Pops to just under `host`.
  func pop(from host: HostingController<AnyView>) {
    guard let index = entries.firstIndex(where: { $0.host === host }) else { return }
    controller.pop(to: index == 0 ? root : entries[index - 1].host)
  }

  /// The view that shows `value`: the destination declared for its type.
  private func destination(for value: AnyHashable) -> (any View)? {
    destinations[ObjectIdentifier(type(of: value.base))]?(value)
  }

  private func host(for view: any View, name: String) -> HostingController<AnyView> {
    let host = HostingController(
      rootView: AnyView(view), name: name.dashedName.isEmpty ? "destination" : name.dashedName)
    host.inherit(environment)
    return host
  }

  private func push(_ entry: Entry) {
    entries.append(entry)
    controller.push(entry.host)
  }

  /// The stack's screens after a pop: the entries above them are gone, and the path and the
  /// links that pushed them hear of it.
  private func didPop(to count: Int) {
    let kept = max(0, count - 1)
    guard kept < entries.count else { return }
    let popped = entries[kept...]
    entries.removeLast(entries.count - kept)
    for entry in popped.reversed() { entry.onPopped?() }
    path?.set(entries.compactMap(\.value))
  }

  /// Pushes and pops so the screens pushed for values are those of `values`, in order.
  private func follow(_ values: [AnyHashable]) {
    let current = entries.compactMap(\.value)
    var common = 0
    while common < min(current.count, values.count), current[common] == values[common] { common += 1 }
    if common < current.count {
      // Pop to the last screen kept: the one pushed for the `common`-th value, or below.
      let keepIndex = entries.indices.filter { entries[$0].value != nil }.prefix(common).last
      let host = keepIndex.map { entries[$0].host } ?? root
      let savedPath = path
      path = nil  // popping here follows the path; it must not write it back.
      controller.pop(to: host)
      path = savedPath
    }
    for value in values.dropFirst(common) {
      guard let view = destination(for: value) else { continue }
      push(
        Entry(
          value: value, remake: { [weak self] in self?.destination(for: value) },
          host: host(for: view, name: Self.name(for: value)), onPopped: nil))
    }
  }
}

extension EnvironmentValues {
  /// The navigation stack the views here are in, if any.
  var navigation: NavigationModel? {
    get { self[NavigationModelKey.self].model }
    set { self[NavigationModelKey.self] = WeakNavigationModel(model: newValue) }
  }
}

/// A navigation stack held weakly, so the environment views keep does not keep it.
private struct WeakNavigationModel {
  weak var model: NavigationModel?
}

private struct NavigationModelKey: EnvironmentKey {
  static var defaultValue: WeakNavigationModel { WeakNavigationModel(model: nil) }
}
