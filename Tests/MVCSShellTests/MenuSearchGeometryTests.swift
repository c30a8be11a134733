import MVCS
import MVCSTesting
import Testing

/// A `Menu` opened by a tap and closed by its action, a `searchable` list filtered as the
/// user types, and a `GeometryReader` that lays out by the room it is offered.
@MainActor
@Suite struct MenuSearchGeometryTests {
  struct Habits: View {
    @State private var habits = ["Read", "Run", "Write", "Rest"]
    @State private var query = ""
    @State private var sortedDescending = false

    var shown: [String] {
      let found = query.isEmpty ? habits : habits.filter { $0.localizedCaseInsensitiveContains(query) }
      return found.sorted { sortedDescending ? $0 > $1 : $0 < $1 }
    }

    var body: some View {
      NavigationStack {
        List(shown, id: \.self) { Text($0) }
          .navigationTitle("Habits")
          .searchable(text: $query, prompt: "Find a habit")
          .toolbar {
            Menu("Sort", systemImage: "arrow.up.arrow.down") {
              Button("A to Z") { sortedDescending = false }
              Button("Z to A") { sortedDescending = true }
            }
          }
      }
    }
  }

  @Test func aMenuOpensItsActionsAndTheOneTappedRuns() async {
    let shell = TestShell(app: HostedApp("habits") { Habits() }, width: 40, height: 12)
    await shell.run("tap Sort")
    await shell.expectScreen(
      """
      Habits                               [⇅]
      ────────────────────────────────────────
      Se┌─ Sort ───────────────────────────┐ ]
        │ [A to Z]                         │
        │ [Z to A]                         │
        │                                  │
        │ [Cancel]                         │
        └──────────────────────────────────┘
      """)
    await shell.run("tap 'Z to A'")
    await shell.expectScreen(
      """
      Habits                               [⇅]
      ────────────────────────────────────────
      Search: [‹Find a habit›                ]
        Write
        Run
        Rest
        Read
      """)
    // Cancel closes it and changes nothing: still Z to A.
    await shell.run("tap Sort")
    await shell.run("tap Cancel")
    #expect(await shell.run("show").dropFirst(3).first == "  Write")
  }

  struct SortMenu: View {
    enum Order: Hashable { case name, newest }
    @State private var order = Order.name

    var body: some View {
      NavigationStack {
        Text(order == .name ? "by name" : "newest first")
          .navigationTitle("Books")
          .toolbar {
            Menu("Sort") {
              Picker("Sort by", selection: $order) {
                Text("Name").tag(Order.name)
                Text("Newest").tag(Order.newest)
              }
              Button("Shuffle") {}
            }
          }
      }
    }
  }

  @Test func aPickerInAMenuIsOneActionAnOptionTheChosenOneMarked() async {
    let shell = TestShell(app: HostedApp("books") { SortMenu() }, width: 30, height: 10)
    await shell.run("tap Sort")
    await shell.expectScreen(
      """
      Books                   [Sort]
      ──────────────────────────────
      by┌─ Sort ─────────────────┐
        │ [Name ✓]               │
        │ [Newest]               │
        │ [Shuffle]              │
        │                        │
        │ [Cancel]               │
        └────────────────────────┘
      """)
    await shell.run("tap Newest")
    await shell.expectScreen(
      """
      Books                   [Sort]
      ──────────────────────────────
      newest first
      """)
    await shell.run("tap Sort")
    await shell.run("expect shows 'Newest ✓'")
  }

  @Test func aSearchFieldFiltersWhatTheListShows() async {
    let shell = TestShell(app: HostedApp("habits") { Habits() }, width: 40, height: 12)
    await shell.run("fill Search re")
    await shell.expectScreen(
      """
      Habits                               [⇅]
      ────────────────────────────────────────
      Search: [re                            ]
        Read
        Rest
      """)
    await shell.run("fill Search ''")
    #expect(await shell.run("show").dropFirst(3) == ["  Read", "  Rest", "  Run", "  Write"])
  }

  struct Adaptive: View {
    var body: some View {
      GeometryReader { proxy in
        Text(proxy.size.width >= 320 ? "Wide: \(Int(proxy.size.width)) points" : "Narrow: \(Int(proxy.size.width))")
      }
    }
  }

  @Test func aGeometryReaderIsOfferedTheColumnsInPoints() async {
    let wide = TestShell(app: HostedApp("adaptive") { Adaptive() }, width: 40, height: 5)
    await wide.expectScreen(
      """
      Wide: 320 points
      """)
    let narrow = TestShell(app: HostedApp("adaptive") { Adaptive() }, width: 30, height: 5)
    await narrow.expectScreen(
      """
      Narrow: 240
      """)
  }
}

/// iOS 18's tabs: `Tab(…, value: .case)` reads its value as the tab view's selection type.
@MainActor
@Suite struct TabContentTests {
  enum Screen: Hashable { case inbox, settings }

  struct Tabs: View {
    @State private var selection = Screen.settings
    var body: some View {
      TabView(selection: $selection) {
        Tab("Inbox", systemImage: "envelope", value: .inbox) { Text("No mail") }
        Tab("Settings", systemImage: "gear", value: .settings) {
          Text(selection == .settings ? "On settings" : "Elsewhere")
        }
      }
    }
  }

  /// Values written with their type, and tabs made with `.tabItem`, compile beside them.
  struct Spelled: View {
    @State private var selection = Screen.inbox
    var body: some View {
      TabView(selection: $selection) {
        Tab("Inbox", systemImage: "envelope", value: Screen.inbox) { Text("No mail") }
        Tab("Settings", systemImage: "gear", value: Screen.settings) { Text("Settings") }
      }
      TabView(selection: $selection) {
        Text("No mail").tabItem { Label("Inbox", systemImage: "envelope") }.tag(Screen.inbox)
      }
    }
  }

  @Test func aTabsValueIsACaseOfTheSelectionAndSelectsIt() async {
    let shell = TestShell(app: HostedApp("tabs") { Tabs() }, width: 40, height: 6)
    await shell.expectScreen(
      """
       [Inbox] ›[Settings]
      ────────────────────────────────────────
      On settings
      """)
    await shell.run("tap Inbox")
    await shell.expectScreen(
      """
      ›[Inbox]  [Settings]
      ────────────────────────────────────────
      No mail
      """)
  }
}
