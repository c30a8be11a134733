/// Rows a user scrolls, selects and swipes, as SwiftUI's `List` shows them: each view of its
/// content a row, ``Section``s under their headers, a ``ForEach``'s elements made only as
/// they come into view.
///
/// ```swift
/// List {
///   ForEach(expenses) { expense in
///     ExpenseRow(expense: expense)
///   }
///   .onDelete { expenses.remove(atOffsets: $0) }
/// }
/// List(people) { person in Text(person.name) }
/// ```
///
/// It is a ``ListViewController`` in the view-controller hierarchy, its rows view controllers
/// of their own, so the shell reaches them as any list's: `ls`, `cd`, paths by the rows'
/// titles, `select ROW` (a row that is a ``Button`` is pressed), `swipe ROW Delete` (what
/// `onDelete` offers, or the row's `swipeActions`), `scroll`, and `rows 1–20 of 100,000`
/// under a list taller than the screen. A row keeps its state while its id stays.
public struct List<SelectionValue: Hashable, Content: View>: View {
  let content: Content
  let selection: Binding<SelectionValue?>?
  let style: ViewListStyle
  /// The rows selected, for a list that selects several (while its screen is editing).
  var multipleSelection: Binding<Set<SelectionValue>>? = nil

  /// Draws the list's view controller, its rows brought up to date with the content.
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    let parent = context.currentNode
    let node = context.node(for: Self.self)
    let controller = ViewListController.kept(at: node, in: context, style: style)
    // Brought up to date when the list is a new value; reused, its rows keep their views.
    if !context.isMeasuring, node.takesNewValue(from: parent) {
      context.changingWhatItDrawsNext { controller.show(content, in: context) }
    }
    if !context.isMeasuring { controller.selection = listSelection(in: context) }
    var lines = context.render(controller, width: width)
    // A list is as wide as it is offered, whatever its rows draw: a stack that holds it is
    // that wide too, so a title above it is centred on the screen, not on its rows, and the
    // list is not centred in the stack.
    if let first = lines.first, first.width < width { lines[0] = first.padded(to: width) }
    return lines
  }

  /// How selecting a row sets the selection, when the list has one: a single selection is
  /// set to the row's tag (or `ForEach` id) and, in a split view's column, shows the next
  /// column; a set selection takes or drops the row while the screen is editing, each row
  /// marked `◉` or `○`.
  private func listSelection(in context: RenderContext) -> ListSelection? {
    if let selection {
      let showNext = context.environment.showNextSplitColumn
      return ListSelection(
        select: { element in
          guard let value = element.traits.value(as: SelectionValue.self) else { return false }
          selection.wrappedValue = value
          showNext?()
          return true
        }, mark: { _ in nil })
    }
    guard let multiple = multipleSelection else { return nil }
    let editing = context.environment.editMode
    return ListSelection(
      select: { element in
        guard editing?.wrappedValue.isEditing == true, let value = element.traits.value(as: SelectionValue.self)
        else { return false }
        if multiple.wrappedValue.contains(value) {
          multiple.wrappedValue.remove(value)
        } else {
          multiple.wrappedValue.insert(value)
        }
        return true
      },
      mark: { element in
        guard editing?.wrappedValue.isEditing == true, let value = element.traits.value(as: SelectionValue.self)
        else { return nil }
        return multiple.wrappedValue.contains(value) ? "◉" : "○"
      })
  }

  /// As wide as it is offered: a list fills its width.
  public func layoutWidths(offered width: Int, in context: RenderContext) -> LayoutWidths {
    LayoutWidths(minimum: 1, ideal: max(1, width), maximum: nil)
  }
}

extension List where SelectionValue == Never {
  /// A list of `content`'s views.
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content(), selection: nil, style: .plain)
  }

  /// A row for each element of `data`, identified by its id.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(content: ForEach(data, content: rowContent), selection: nil, style: .plain)
  }

  /// A row for each element of `data`, identified by `id`.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(content: ForEach(data, id: id, content: rowContent), selection: nil, style: .plain)
  }

  /// A row for each number of `data`.
  public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
  where Content == ForEach<Range<Int>, Int, RowContent> {
    self.init(content: ForEach(data, content: rowContent), selection: nil, style: .plain)
  }

  /// A row for each element of a bound collection, given a binding to its element.
  public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>,
    Data.Element: Identifiable, Data.Index: Hashable
  {
    self.init(content: ForEach(data, content: rowContent), selection: nil, style: .plain)
  }
}

extension List {
  /// A list of `content`'s views in which selecting a row sets `selection` to its tag (or
  /// its `ForEach` id): `select ROW`.
  public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
    self.init(content: content(), selection: selection, style: .plain)
  }

  /// A list of `content`'s views of which several may be selected while the screen is
  /// editing (``EditButton``): `select ROW` takes a row or drops it, marked `◉` or `○`.
  public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
    self.init(content: content(), selection: nil, style: .plain, multipleSelection: selection)
  }

  /// A row for each element of `data`, selecting sets `selection` to its id.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(content: ForEach(data, content: rowContent), selection: selection, style: .plain)
  }

  /// A row for each element of `data`, several selected by their ids while editing.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(content: ForEach(data, content: rowContent), selection: nil, style: .plain, multipleSelection: selection)
  }

  /// A row for each element of `data` identified by `id`, selecting sets `selection` to it.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(content: ForEach(data, id: id, content: rowContent), selection: selection, style: .plain)
  }

  /// A row for each element of `data` identified by `id`, several selected while editing.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(
      content: ForEach(data, id: id, content: rowContent), selection: nil, style: .plain, multipleSelection: selection)
  }
}

/// How a list of views takes a selected row, made by the ``List`` with its selection.
@MainActor
struct ListSelection {
  /// Sets the selection from the row; false when it does not take the row (a set selection
  /// while not editing), which is then pressed as a row is.
  let select: (ViewList.Element) -> Bool
  /// The mark drawn before the row: `◉` or `○` while a set selection is edited.
  let mark: (ViewList.Element) -> String?
}

/// How a list of views is drawn: plain, or as a form's grouped rows.
enum ViewListStyle {
  case plain
  case form
}

/// How SwiftUI styles a list; accepted, and drawn the same in text.
public enum ListStyleKind: Sendable, Hashable {
  case automatic
  case plain
  case grouped
  case insetGrouped
  case inset
  case sidebar
}

extension View {
  /// This list drawn in `style`; every style is drawn the same in text.
  public func listStyle(_ style: ListStyleKind) -> Self { self }
}
