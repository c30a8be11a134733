import Foundation

/// One view per element of a collection, each identified by its element's id so it keeps its
/// state when the collection changes around it, as SwiftUI's `ForEach` is.
///
/// ```swift
/// List {
///   ForEach(expenses) { expense in ExpenseRow(expense: expense) }
///     .onDelete { expenses.remove(atOffsets: $0) }
/// }
/// ForEach(0..<5) { Text("Row \($0)") }
/// ForEach(names, id: \.self) { Text($0) }
/// ForEach($tasks) { $task in Toggle(task.title, isOn: $task.isDone) }
/// ```
///
/// In a ``List`` each element is a row, made only when it comes into view, so a list of
/// 100,000 elements costs what its rows in view cost; in a stack every element is drawn.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, DynamicViewContent {
  /// The collection, one view per element.
  public var data: Data
  /// Makes the view for an element.
  public var content: (Data.Element) -> Content
  /// The id of the element at an offset.
  private let elementID: (Int, Data.Element) -> ID
  /// What `onDelete` and `onMove` let a list do with the elements.
  var editing = ForEachEditing()

  /// One view per element of `data`, identified by `id`.
  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
    elementID = { _, element in element[keyPath: id] }
  }

  /// One view per element, identified by its place: a `for` loop in a builder.
  init(_ data: Data, offsets: Void) where ID == Int, Data.Element == Content {
    self.data = data
    self.content = { $0 }
    elementID = { offset, _ in offset }
  }

  /// The element at `offset` from the start and its id.
  private func element(at offset: Int) -> (element: Data.Element, id: ID) {
    let element = data[data.index(data.startIndex, offsetBy: offset)]
    return (element, elementID(offset, element))
  }

  /// Draws the views one under another.
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    StackedViews(content: self).render(width: width, in: context)
  }

  /// The widths of the views one under another.
  public func layoutWidths(offered width: Int, in context: RenderContext) -> LayoutWidths {
    StackedViews(content: self).layoutWidths(offered: width, in: context)
  }

  /// These views, deleting an element by `action` when a list row is deleted (`swipe ROW
  /// Delete`): `action` gets the offsets of the elements to remove.
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach {
    var copy = self
    copy.editing.delete = action
    return copy
  }

  /// These views, moving elements by `action` when a list row is moved (`move ROW to N`):
  /// `action` gets the offsets moved and the offset to move them before.
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach {
    var copy = self
    copy.editing.move = action
    return copy
  }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
  /// One view per element of `data`, identified by the elements' ids.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, id: \.id, content: content)
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// One view per number of `data`, identified by the number.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(data, id: \.self, content: content)
  }
}

extension ForEach {
  /// One view per element of a bound collection, each given a binding to its element, so a
  /// row can change it: `ForEach($tasks) { $task in Toggle(task.title, isOn: $task.isDone) }`.
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  )
  where
    Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID, C.Element: Identifiable, C.Index: Hashable
  {
    self.init(data, id: \.id, content: content)
  }

  /// One view per element of a bound collection, identified by `id`, each given a binding to
  /// its element.
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C.Index: Hashable {
    let collection = data.wrappedValue
    let pairs = collection.indices.lazy.map { index in (index, collection[index][keyPath: id]) }
    self.init(pairs, id: \.1) { pair in
      content(Binding<C.Element>(get: { data.wrappedValue[pair.0] }, set: { data.wrappedValue[pair.0] = $0 }))
    }
  }
}

extension ForEach: ViewListContributor {
  func contribute(to list: inout ViewList, at scope: ViewListScope, in context: RenderContext) {
    let editing = editing
    list.append(
      .many(count: data.count) { offset in
        let (element, id) = self.element(at: offset)
        var itemScope = scope.appending(.id(AnyHashable(id)))
        itemScope.traits.id = AnyHashable(id)
        itemScope.traits.offset = offset
        itemScope.traits.editing = editing
        // The row's own traits (swipe actions, a tag) are said outside its view: taken off it.
        let view = ViewTraits.peel(self.content(element), into: &itemScope.traits)
        return itemScope.element(view)
      })
  }
}

/// A view whose elements come from a collection, which a list can delete and move: what
/// `onDelete(perform:)` and `onMove(perform:)` are said of, as in SwiftUI.
public protocol DynamicViewContent: View {
  /// The type of the collection.
  associatedtype Data: Collection
  /// The collection the views come from.
  var data: Data { get }
}

extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes the elements at `offsets`, as a list's `onDelete` gives them.
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.reversed() {
      remove(at: index(startIndex, offsetBy: offset))
    }
  }
}

extension MutableCollection where Self: RangeReplaceableCollection {
  /// Moves the elements at `source` to before `destination`, as a list's `onMove` gives them.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let moving = source.map { self[index(startIndex, offsetBy: $0)] }
    let before = source.count { $0 < destination }
    remove(atOffsets: source)
    let place = index(startIndex, offsetBy: destination - before)
    insert(contentsOf: moving, at: place)
  }
}
