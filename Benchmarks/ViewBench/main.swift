// Scripts/bench-views' program (not a test): a SwiftUI-shaped `List { ForEach(items) }` at
// each size given, against the view-controller list that follows a Store-like model, today's
// followed list, measured in the same run. For each: the first drawing, then a change to one
// item's data and the drawing after it, and a change to one row's own @State and the drawing
// after it; CPU time per change (best of many) and the bodies evaluated for each.
import Foundation
import MVCS
import Observation

/// Counts body evaluations, so the benchmark can say how many bodies a change evaluated.
@MainActor
final class Counter {
  var bodies = 0

  /// Counts one evaluation; returns nothing, for `let _ =` in a body.
  func evaluated() {
    bodies += 1
  }
}

/// An item of the benchmark's list.
protocol BenchItem: Identifiable<Int>, Sendable {
  init(id: Int)
  var title: String { get }
  var isDone: Bool { get set }
}

/// An item with a title of its own: each holds a string, so copying or freeing the array
/// touches every item.
struct Item: BenchItem {
  let id: Int
  var title: String
  var isDone = false
  init(id: Int) {
    self.id = id
    title = "Item \(id)"
  }
}

/// An item whose title is made from its id: the array holds no string, so copying or freeing
/// it is one block of memory, and what is left of a change is the drawing's own cost.
struct NumberedItem: BenchItem {
  let id: Int
  var isDone = false
  init(id: Int) {
    self.id = id
  }
  var title: String { "Item \(id)" }
}

@Observable
@MainActor
final class Model<Element: BenchItem> {
  var items: [Element]
  init(count: Int) {
    items = (0..<count).map { Element(id: $0) }
  }
}

struct Row<Element: BenchItem>: View {
  let item: Element
  let counter: Counter
  @State private var isExpanded = false

  var body: some View {
    let _ = counter.evaluated()
    let title = item.title
    VStack(alignment: .leading) {
      Button((item.isDone ? "✅ " : "⭕️ ") + title) { isExpanded.toggle() }
      if isExpanded { Text("Details of \(title)") }
    }
  }
}

struct ContentView<Element: BenchItem>: View {
  let model: Model<Element>
  let counter: Counter

  var body: some View {
    let _ = counter.evaluated()
    List {
      ForEach(model.items) { item in Row(item: item, counter: counter) }
    }
  }
}

/// CPU seconds this process has used.
func cpu() -> Double {
  var usage = rusage()
  getrusage(RUSAGE_SELF.rawValue, &usage)
  return Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6 + Double(usage.ru_stime.tv_sec)
    + Double(usage.ru_stime.tv_usec) / 1e6
}

/// The best CPU time of `runs` runs of `work`, in milliseconds.
@MainActor
func best(_ runs: Int, _ work: () -> Void) -> Double {
  var fastest = Double.infinity
  for _ in 0..<runs {
    let start = cpu()
    work()
    fastest = min(fastest, cpu() - start)
  }
  return fastest * 1000
}

@MainActor
func measureViews<Element: BenchItem>(_ count: Int, of type: Element.Type) -> [String] {
  let kind = type == NumberedItem.self ? "views (titles made from ids)" : "views"
  let counter = Counter()
  let model = Model<Element>(count: count)
  let host = HostingController(rootView: ContentView(model: model, counter: counter))
  let renderer = Renderer(width: 80, height: 40)
  let first = best(1) { _ = renderer.render(host) }
  let bodiesFirst = counter.bodies
  var index = 0
  // A change to one item's data: the list's body reads the items, so it is evaluated, and the
  // rows in view are given new values. Timed apart: the change itself (the array is copied
  // when one element changes, since the list drawn holds the array it was given, as SwiftUI's
  // views do), then the drawing that shows it.
  counter.bodies = 0
  var modelTimes: [Double] = []
  var drawTimes: [Double] = []
  for _ in 0..<20 {
    modelTimes.append(best(1) { model.items[index % 20].isDone.toggle() })
    index += 1
    drawTimes.append(best(1) { _ = renderer.render(host) })
  }
  let bodiesPerChange = counter.bodies / 20
  let modelAlone = modelTimes.min() ?? 0
  let change = drawTimes.min() ?? 0
  // A change to one row's own @State: only that row's body reads it.
  let screen = renderer.render(host)
  let button = screen.controls(.button)[3]
  let action = button.owner.action(named: button.input(as: ButtonPress.self)?.actionName ?? "")
  counter.bodies = 0
  let rowChange = best(20) {
    try? action?()
    _ = renderer.render(host)
  }
  let bodiesPerRowChange = counter.bodies / 20
  return [
    "\(kind),\(count),first drawing,\(first),\(bodiesFirst)",
    "\(kind),\(count),one item changed: the array's copy,\(modelAlone),",
    "\(kind),\(count),one item changed: the drawing,\(change),\(bodiesPerChange)",
    "\(kind),\(count),one row's @State changed and drawn,\(rowChange),\(bodiesPerRowChange)",
  ]
}

/// Today's followed list, as a peer: a ListViewController whose rows are made as needed from
/// the same items, one row's model replaced and drawn.
final class ItemRow: ViewController {
  var item: Item {
    didSet { setNeedsDisplay() }
  }
  init(item: Item) {
    self.item = item
    super.init(name: "row", title: item.title)
  }
  override var body: any View { Text((item.isDone ? "✅ " : "⭕️ ") + item.title) }
}

@MainActor
func measureControllers(_ count: Int) -> [String] {
  let items = (0..<count).map { Item(id: $0) }
  let list = ListViewController(name: "items")
  list.setRows(
    ListRows(
      items, id: { String($0.id) }, name: { $0.title.dashedName }, title: { $0.title },
      update: { (row: ItemRow, item) in row.item = item }, make: { ItemRow(item: $0) }))
  let renderer = Renderer(width: 80, height: 40)
  let first = best(1) { _ = renderer.render(list) }
  var index = 0
  var current = items
  var drawTimes: [Double] = []
  for _ in 0..<20 {
    let place = index % 20
    current[place].isDone.toggle()
    list.updateRow(at: place, with: current[place])
    index += 1
    drawTimes.append(best(1) { _ = renderer.render(list) })
  }
  let change = drawTimes.min() ?? 0
  return [
    "controllers,\(count),first drawing,\(first),",
    "controllers,\(count),one item changed: the drawing,\(change),",
  ]
}

/// `ViewBench --state-changes N SIZE`: one row's own @State changed N times, each drawn.
///
/// The list of SIZE items is drawn first; nothing is printed. Scripts/check-instructions runs
/// it at N = 0 and N > 0 under callgrind: the difference is what one change and its drawing
/// cost.
@MainActor
func changeRowState(_ changes: Int, in size: Int) {
  let model = Model<NumberedItem>(count: size)
  let host = HostingController(rootView: ContentView(model: model, counter: Counter()))
  let renderer = Renderer(width: 80, height: 40)
  let screen = renderer.render(host)
  let button = screen.controls(.button)[3]
  let action = button.owner.action(named: button.input(as: ButtonPress.self)?.actionName ?? "")
  for _ in 0..<changes {
    try? action?()
    _ = renderer.render(host)
  }
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--state-changes", arguments.count == 3, let changes = Int(arguments[1]),
  let size = Int(arguments[2])
{
  MainActor.assumeIsolated { changeRowState(changes, in: size) }
  exit(0)
}
let sizes = arguments.compactMap { Int($0) }
MainActor.assumeIsolated {
  print("kind,size,measure,ms,bodies")
  for size in sizes.isEmpty ? [1000, 100_000] : sizes {
    let lines =
      measureViews(size, of: Item.self) + measureViews(size, of: NumberedItem.self) + measureControllers(size)
    for line in lines { print(line) }
  }
}
