// A user's executable over an app that traps behind two steps (Arm, then Fire), for explore's
// crash isolation (the worker dies, the walk goes on, the crash shrinks to a script `run` fails
// on), and one looping for ever behind two (Wind, Spin), for `run --timeout` and hangs.
import MVCS
import MVCSCommandLine

struct TrapApp: App {
  let name = "trap"
  let summary = "Arm, then Fire: a trap"

  func makeRootViewController(environment: AppEnvironment) -> ViewController {
    TrapViewController(name: "trap")
  }
}

@MainActor
final class TrapViewController: ViewController {
  private var armed = false

  override var body: any View {
    VStack(alignment: .leading) {
      Text(armed ? "armed" : "safe")
      HStack(alignment: .top) {
        Button("Arm", action: "arm")
        Button("Disarm", action: "disarm")
        Button("Fire", action: "fire")
        Button("Wave", action: "wave")
      }
    }
  }

  override var actions: [Action] {
    [
      Action("arm", summary: "Arm") { [unowned self] _ in
        armed = true
        setNeedsDisplay()
      },
      Action("disarm", summary: "Disarm") { [unowned self] _ in
        armed = false
        setNeedsDisplay()
      },
      Action("fire", summary: "Fire") { [unowned self] _ in
        if armed { fatalError("planted trap: fired while armed") }
      },
      Action("wave", summary: "Nothing") { _ in },
    ]
  }
}

struct SpinApp: App {
  let name = "spin"
  let summary = "Wind, then Spin: an endless loop"

  func makeRootViewController(environment: AppEnvironment) -> ViewController {
    SpinViewController(name: "spin")
  }
}

@MainActor
final class SpinViewController: ViewController {
  private var count = 0
  private var wound = false

  override var body: any View {
    VStack(alignment: .leading) {
      Text("\(count) \(wound ? "wound" : "still")")
      HStack {
        Button("++", action: "increment")
        Button("Wind", action: "wind")
        Button("Spin", action: "spin")
        Button("Rest", action: "rest")
      }
    }
  }

  override var actions: [Action] {
    [
      Action("increment", summary: "Count one") { [unowned self] _ in
        count += 1
        setNeedsDisplay()
      },
      Action("wind", summary: "Wind") { [unowned self] _ in
        wound = true
        setNeedsDisplay()
      },
      Action("spin", summary: "Spin: for ever once wound") { [unowned self] _ in
        // A synchronous loop that never ends, writing a property so no optimizer drops it.
        while wound { count &+= 1 }
      },
      Action("rest", summary: "Unwind") { [unowned self] _ in
        wound = false
        setNeedsDisplay()
      },
    ]
  }
}

/// A newcomer's ledger: expenses added through a form, refused with the app's own plain Swift
/// errors (its author never heard of `ValidationFailure`), and a division by zero seven steps
/// deep: deleting the last expense from its own screen takes the average of none.
struct LedgerApp: App {
  let name = "ledger"
  let summary = "A newcomer's ledger: its own errors, and a crash seven steps deep"

  func makeRootViewController(environment: AppEnvironment) -> ViewController {
    NavigationController(root: LedgerViewController())
  }
}

/// What the newcomer's form throws: plain errors, messages to the user all the same.
enum LedgerError: Error, CustomStringConvertible {
  case noTitle
  case notAnAmount(String)
  case noCategory

  var description: String {
    switch self {
    case .noTitle: "an expense needs a title"
    case .notAnAmount(let text): "'\(text)' is not an amount"
    case .noCategory: "an expense needs a category"
    }
  }
}

@MainActor
final class LedgerViewController: ViewController, ListViewControllerDelegate {
  private let list = ListViewController(name: "expenses")
  private(set) var expenses: [(title: String, cents: Int)] = []

  init() {
    super.init(name: "ledger", title: "Ledger")
    addChild(list)
    list.delegate = self
  }

  override var barButtons: [Button<Text>] { [Button("+", action: "add")] }

  override var body: any View {
    VStack(alignment: .leading) {
      Text("\(expenses.count) expenses")
      Embed(list)
    }
  }

  override var actions: [Action] {
    [
      Action("add", summary: "Asks for an expense") { [unowned self] _ in
        present(
          PromptViewController(
            title: "New Expense",
            fields: [PromptField(label: "Title"), PromptField(label: "Amount"), PromptField(label: "Category")],
            buttons: [
              PromptButton("Cancel", role: .cancel),
              PromptButton("Add") { [unowned self] values in try add(values[0], values[1], values[2]) },
            ]))
      }
    ]
  }

  private func add(_ title: String, _ amount: String, _ category: String) throws {
    guard !title.isEmpty else { throw LedgerError.noTitle }
    guard let value = Double(amount), value.isFinite, abs(value) < 1e12 else { throw LedgerError.notAnAmount(amount) }
    guard !category.isEmpty else { throw LedgerError.noCategory }
    expenses.append((title, Int(value * 100)))
    showExpenses()
  }

  private func showExpenses() {
    list.content = expenses.enumerated().map { ViewController(name: "expense-\($0.offset)", title: $0.element.title) }
    setNeedsDisplay()
  }

  func delete(at index: Int) {
    expenses.remove(at: index)
    // The newcomer's bug: the average of what is left, with nothing left.
    let average = expenses.map(\.cents).reduce(0, +) / expenses.count
    _ = average
    showExpenses()
  }

  func listViewController(_ list: ListViewController, didSelect row: ViewController) -> ListSelectionResponse {
    if let index = list.index(of: row) { show(LedgerDetailViewController(index: index, ledger: self)) }
    return .deselect
  }

  func listViewController(_ list: ListViewController, swipeActionsFor row: ViewController) -> [SwipeAction] { [] }
}

@MainActor
final class LedgerDetailViewController: ViewController {
  private let index: Int
  private unowned let ledger: LedgerViewController

  init(index: Int, ledger: LedgerViewController) {
    self.index = index
    self.ledger = ledger
    super.init(name: "expense", title: "Expense")
  }

  override var body: any View { Button("Delete", action: "delete") }

  override var actions: [Action] {
    [
      Action("delete", summary: "Deletes the expense") { [unowned self] _ in
        _ = navigationController?.pop()
        ledger.delete(at: index)
      }
    ]
  }
}

// The supervised shell and `mcp` must outlive the first two, and keep what the stored app wrote.
await MVCSCommandLine.main(apps: [TrapApp(), SpinApp(), LedgerApp(), storedApp()], name: "trap")
