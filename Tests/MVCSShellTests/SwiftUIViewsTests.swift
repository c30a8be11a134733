import Foundation
import MVCS
import MVCSTesting
import Testing

/// SwiftUI-shaped views in a hosting controller, driven through the shell as a user would.
@MainActor
@Suite struct SwiftUIViewsTests {
  struct TipView: View {
    @State private var amount = 0.0
    @State private var people = 2
    @State private var tip = 20
    private let tips = [10, 15, 20, 25, 0]

    var body: some View {
      Form {
        Section {
          TextField("Amount", value: $amount, format: .currency(code: "USD"))
          Picker("Number of people", selection: $people) {
            ForEach(2..<100) { Text("\($0) people") }
          }
        }
        Section("How much tip do you want to leave?") {
          Picker("Tip percentage", selection: $tip) {
            ForEach(tips, id: \.self) { Text($0, format: .percent) }
          }
          .pickerStyle(.segmented)
        }
        Section("Amount per person") {
          Text(amount * (1 + Double(tip) / 100) / Double(people), format: .currency(code: "USD"))
        }
      }
    }
  }

  struct ViewApp<Content: View>: App {
    let name: String
    let summary = "A view"
    let content: @MainActor () -> Content
    func makeRootViewController(environment: AppEnvironment) -> ViewController {
      HostingController(rootView: content())
    }
  }

  @Test func aFormIsFilledAndPickedByItsLabels() async {
    let shell = TestShell(app: ViewApp(name: "tips") { TipView() }, width: 50)
    await shell.run("fill Amount 100")
    await shell.run("pick 'Number of people' '4 people'")
    await shell.run("pick 'Tip percentage' 25%")
    await shell.expectScreen(
      """
        Amount: [$100.00                               ]
        Number of people: [4 people ▾]
      How much tip do you want to leave?
        Tip percentage: [ 10% | 15% | 20% | *25%* | 0% ]
      Amount per person
        $31.25
      """)
    await shell.run("expect value Amount $100.00")
  }

  struct Item: Identifiable {
    let id: Int
    var name: String
  }

  struct ItemsView: View {
    @State var items = (1...30).map { Item(id: $0, name: "Item \($0)") }
    var body: some View {
      List {
        ForEach(items) { item in Text(item.name) }
          .onDelete { items.remove(atOffsets: $0) }
      }
    }
  }

  @Test func aListDeletesItsRowBySwiping() async {
    let shell = TestShell(app: ViewApp(name: "items") { ItemsView() }, width: 40, height: 12)
    await shell.run("swipe list/item-2 Delete")
    await shell.expectScreen(
      """
        Item 1
        Item 3
        Item 4
        Item 5
        Item 6
        Item 7
        Item 8
        Item 9
        Item 10
        Item 11
        Item 12
      rows 1–11 of 29
      """)
    await shell.run("expect children list 29")
  }
}

extension SwiftUIViewsTests {
  struct Expense: Identifiable {
    let id: Int
    var name: String
  }

  struct AddView: View {
    @Environment(\.dismiss) var dismiss
    @Binding var expenses: [Expense]
    @State private var name = ""
    var body: some View {
      NavigationStack {
        Form {
          TextField("Name", text: $name)
        }
        .navigationTitle("Add expense")
        .toolbar {
          ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
          ToolbarItem(placement: .confirmationAction) {
            Button("Save") {
              expenses.append(Expense(id: expenses.count + 1, name: name))
              dismiss()
            }
          }
        }
      }
    }
  }

  struct ExpensesView: View {
    @State private var expenses = [Expense(id: 1, name: "Lunch")]
    @State private var showingAdd = false
    @State private var showingAlert = false
    var body: some View {
      NavigationStack {
        List {
          ForEach(expenses) { expense in
            NavigationLink(expense.name, value: expense.id)
          }
          .onDelete { expenses.remove(atOffsets: $0) }
        }
        .navigationTitle("Expenses")
        .navigationDestination(for: Int.self) { id in
          Text("Expense \(id)").navigationTitle("Detail")
        }
        .toolbar {
          Button("Add") { showingAdd = true }
          Button("Count") { showingAlert = true }
        }
        .sheet(isPresented: $showingAdd) { AddView(expenses: $expenses) }
        .alert("Count", isPresented: $showingAlert) {
          Button("OK") {}
        } message: {
          Text("\(expenses.count) expenses")
        }
      }
    }
  }

  @Test func aNavigationStackPushesPresentsAndDismisses() async {
    let shell = TestShell(app: ViewApp(name: "expenses") { ExpensesView() }, width: 40, height: 16)
    await shell.run("tap Add")
    await shell.expectScreen(
      """
      Expenses                   [Add] [Count]
      ────────────────────────────────────────
        ┌─ Add expense ────────────────────┐
        │ [Cancel] Add expense      [Save] │
        │ ──────────────────────────────── │
        │   Name: [                      ] │
        └──────────────────────────────────┘
      """)
    await shell.run("fill Name Taxi")
    await shell.run("tap Save")
    await shell.expectScreen(
      """
      Expenses                   [Add] [Count]
      ────────────────────────────────────────
        Lunch ›
        Taxi ›
      """)
    await shell.run("tap Taxi")
    await shell.expectScreen(
      """
      [Back] Detail
      ────────────────────────────────────────
      Expense 2
      """)
    await shell.run("back")
    await shell.run("tap Count")
    await shell.expectScreen(
      """
      Expenses                   [Add] [Count]
      ────────────────────────────────────────
        ┌─ Count ──────────────────────────┐
        │ 2 expenses                       │
        │ [OK]                             │
        └──────────────────────────────────┘
      """)
    await shell.run("tap OK")
    await shell.run("expect hides '2 expenses'")
  }

  @Test func aRelaunchStartsAgainAtTheStacksRoot() async {
    let shell = TestShell(app: ViewApp(name: "expenses") { ExpensesView() }, width: 40, height: 16)
    await shell.run("tap Lunch")
    await shell.run("expect shows 'Expense 1'")
    await shell.run("relaunch")
    await shell.expectScreen(
      """
      Expenses                   [Add] [Count]
      ────────────────────────────────────────
        Lunch ›
      """)
    await shell.run("tap Lunch")
    await shell.run("expect shows 'Expense 1'")
  }

}
