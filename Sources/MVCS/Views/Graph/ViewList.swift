import Foundation

/// The views a container lays out one by one, each with where it stands: what a stack, a
/// list or a picker makes of its content, as SwiftUI's containers see through `Group`,
/// `ForEach`, `if` and the views you write down to the views they place.
///
/// A ``ForEach`` stays one entry until an element is asked for, so a list of 100,000 items
/// costs what its elements in view cost:
///
/// ```swift
/// let list = context.viewList(of: content)
/// for index in visibleRows { lines += context.render(list[index], width: width, height: nil) }
/// ```
@MainActor
public struct ViewList {
  /// One view of the list: the view, where it stands, and what it carries for its container.
  public struct Element {
    /// The view to draw.
    public var view: any View
    /// The node the view's path starts at.
    let node: ViewNode
    /// The steps from ``node`` to the view.
    let path: [ViewPathComponent]
    /// What the view carries for its container: a tag, a `ForEach` id, swipe actions.
    public var traits: ViewTraits
  }

  /// A run of elements: one, or a ``ForEach``'s, made when asked for.
  enum Segment {
    case one(Element)
    case many(count: Int, element: (Int) -> Element)

    var count: Int {
      switch self {
      case .one: 1
      case .many(let count, _): count
      }
    }
  }

  private(set) var segments: [Segment] = []
  /// Where each segment starts, for finding an element by its place in O(log segments).
  private var starts: [Int] = []
  /// How many views there are.
  public private(set) var count = 0

  /// No views.
  init() {}

  mutating func append(_ segment: Segment) {
    guard segment.count > 0 else { return }
    starts.append(count)
    segments.append(segment)
    count += segment.count
  }

  /// The view at `index`, from 0.
  public subscript(index: Int) -> Element {
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= index { low = middle } else { high = middle - 1 }
    }
    switch segments[low] {
    case .one(let element): return element
    case .many(_, let element): return element(index - starts[low])
    }
  }

  /// Every view, in order: for a container that draws them all.
  public var elements: [Element] {
    (0..<count).map { self[$0] }
  }
}

/// What a view in a container's list carries besides itself, as SwiftUI's view traits do: the
/// value a ``Picker`` option stands for, the id a ``ForEach`` gave it, the actions a list row
/// offers.
@MainActor
public struct ViewTraits {
  /// The value given with `tag(_:)`.
  public var tag: AnyHashable?
  /// The id its ``ForEach`` gave it, which a picker takes as its tag when it has none.
  public var id: AnyHashable?
  /// Its place in its ``ForEach``'s data.
  public var offset: Int?
  /// What the ``ForEach`` it came from lets a list do with it: delete it, move it.
  var editing: ForEachEditing?
  /// The buttons `swipeActions` gave it, shown when the row is swiped.
  var swipeActionsContent: (any View)?
  /// Whether `deleteDisabled(true)` was said of it.
  var isDeleteDisabled = false
  /// Its tab's label, as `tabItem` gives it.
  var tabItem: (any View)?

  /// No traits.
  public init() {}

  /// The tag, or else the ``ForEach`` id when it is a `Value`: what a picker option stands for.
  func value<Value: Hashable>(as type: Value.Type) -> Value? {
    if let tag { return tag.base as? Value }
    return id?.base as? Value
  }
}

/// What a ``ForEach`` lets a list do with its elements: `onDelete` and `onMove`.
@MainActor
struct ForEachEditing {
  var delete: ((IndexSet) -> Void)?
  var move: ((IndexSet, Int) -> Void)?
}

/// A view that stands for several in a container's list, or none: ``TupleView``, ``Group``,
/// ``ForEach``, an `if`, a modifier around one of those.
@MainActor
protocol ViewListContributor {
  /// Adds the views this one stands for to `list`, at `scope`.
  func contribute(to list: inout ViewList, at scope: ViewListScope, in context: RenderContext)
}

/// Where the views being listed stand and what applies to them: the node and steps their
/// paths start with, the traits they carry, and the modifiers said of a list of them, which
/// apply to each (`Group { … }.padding()` pads each view).
@MainActor
struct ViewListScope {
  var node: ViewNode
  var path: [ViewPathComponent]
  var traits = ViewTraits()
  /// Modifiers around the list, innermost first.
  var wrappers: [@MainActor (any View) -> any View] = []

  /// The scope one step further down.
  func appending(_ component: ViewPathComponent) -> ViewListScope {
    var scope = self
    scope.path.append(component)
    return scope
  }

  /// `view` inside the list's modifiers.
  func wrap(_ view: any View) -> any View {
    wrappers.reduce(view) { wrapped, wrapper in wrapper(wrapped) }
  }

  /// `view` as an element standing here.
  func element(_ view: any View) -> ViewList.Element {
    ViewList.Element(view: wrap(view), node: node, path: path, traits: traits)
  }
}

extension RenderContext {
  /// The views `view` stands for, as a container lays them out: through builder blocks,
  /// groups, `if`s and the views you write, each ``ForEach`` made one element at a time.
  public func viewList(of view: any View) -> ViewList {
    var list = ViewList()
    appendElements(of: view, at: ViewListScope(node: currentNode, path: path), to: &list)
    return list
  }

  /// The views `view` stands for, every one of them, a ``ForEach``'s elements seen through as
  /// the rest: what a stack lays out.
  public func flatViewList(of view: any View) -> [ViewList.Element] {
    let list = viewList(of: view)
    var elements: [ViewList.Element] = []
    elements.reserveCapacity(list.count)
    for segment in list.segments {
      switch segment {
      case .one(let element):
        elements.append(element)
      case .many(let count, let element):
        for index in 0..<count {
          let made = element(index)
          var inner = ViewList()
          appendElements(
            of: made.view, at: ViewListScope(node: made.node, path: made.path, traits: made.traits), to: &inner)
          elements += inner.elements
        }
      }
    }
    return elements
  }

  /// Adds what `view` stands for to `list`, at `scope`.
  func appendElements(of view: any View, at scope: ViewListScope, to list: inout ViewList) {
    appendOpened(view, at: scope, to: &list)
  }

  private func appendOpened<V: View>(_ view: V, at scope: ViewListScope, to list: inout ViewList) {
    if let contributor = view as? any ViewListContributor {
      contributor.contribute(to: &list, at: scope, in: self)
      return
    }
    guard V.Body.self != Never.self else {
      list.append(.one(scope.element(view)))
      return
    }
    guard !StackHeadroom.isLow else {
      noteFault(.endlessNesting(V.self))
      return
    }
    // A view you wrote stands for what its body stands for, under its own node.
    let node = resolveNode(of: view, under: scope.node, at: scope.path)
    guard let body = node.body else { return }
    var inner = scope
    inner.node = node
    inner.path = []
    appendElements(of: body, at: inner, to: &list)
  }

  /// Draws `element` where it stands, with at most `height` lines (nil: unbounded).
  public func render(_ element: ViewList.Element, width: Int, height: Int?) -> [RenderedLine] {
    // A ForEach's element: its controls are one of as many as the data has.
    let repeated = element.traits.id != nil
    if repeated { repeatedElements += 1 }
    defer { if repeated { repeatedElements -= 1 } }
    return withPlace(node: element.node, path: element.path) {
      render(element.view, width: width, height: height)
    }
  }

  /// The widths of `element`, where it stands.
  public func layoutWidths(of element: ViewList.Element, offered width: Int) -> LayoutWidths {
    withPlace(node: element.node, path: element.path) {
      element.view.layoutWidths(offered: width, in: self)
    }
  }

  /// Reaches `element` without drawing it, so what it keeps stays while a container leaves it
  /// out (below a stack's last line, or given no column in a row); nothing it draws is shown
  /// and none of its controls can be touched.
  public func keepAlive(_ element: ViewList.Element, width: Int) {
    let wasOffScreen = isOffScreen
    isOffScreen = true
    defer { isOffScreen = wasOffScreen }
    _ = render(element, width: width, height: nil)
  }
}
