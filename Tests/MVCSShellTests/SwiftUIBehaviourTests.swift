import MVCSTesting
import MVCSUI
import Testing

/// SwiftUI's rules, each a short story driven through the shell: identity, bindings, the
/// environment, builders, containers, lifecycle and modifiers.
@MainActor
@Suite struct SwiftUIBehaviourTests {
  /// A shell on `content`, drawn `width` wide.
  private func shell<Content: View>(width: Int = 40, height: Int = 20, _ content: @escaping @MainActor () -> Content)
    -> TestShell
  {
    TestShell(app: ViewApp(content: content), width: width, height: height)
  }

  // MARK: Identity

  struct Counter: View {
    var label = "Count"
    @State private var count = 0
    var body: some View {
      HStack {
        Text("\(label): \(count)")
        Button("+ \(label)") { count += 1 }
      }
    }
  }

  struct Reset: View {
    @State private var round = 0
    var body: some View {
      VStack(alignment: .leading) {
        Counter().id(round)
        Button("New round") { round += 1 }
      }
    }
  }

  @Test func aNewIDStartsTheViewAfresh() async {
    let shell = shell { Reset() }
    await shell.run("tap '+ Count'")
    await shell.run("expect shows 'Count: 1'")
    await shell.run("tap 'New round'")
    await shell.expectScreen(
      """
      Count: 0 [+ Count]
      [New round]
      """)
  }

  struct Branches: View {
    @State private var flag = true
    var body: some View {
      VStack(alignment: .leading) {
        if flag { Counter(label: "A") } else { Counter(label: "A") }
        Button("Flip") { flag.toggle() }
      }
    }
  }

  @Test func theSameViewInTheOtherBranchIsAnotherView() async {
    let shell = shell { Branches() }
    await shell.run("tap '+ A'")
    await shell.run("tap Flip")
    await shell.run("expect shows 'A: 0'")
  }

  // MARK: Bindings

  struct Child: View {
    @Binding var value: Int
    var body: some View { Button("Child adds") { value += 10 } }
  }

  @Observable final class Profile {
    var name = "Ada"
  }

  struct ProfileEditor: View {
    @Bindable var profile: Profile
    var body: some View { TextField("Name", text: $profile.name) }
  }

  struct Parent: View {
    @State private var value = 1
    @State private var profile = Profile()
    var body: some View {
      VStack(alignment: .leading) {
        Text("Value \(value), name \(profile.name)")
        Child(value: $value)
        ProfileEditor(profile: profile)
        TextField("Same name", text: $profile.name)
      }
    }
  }

  @Test func bindingsWriteWhereTheValueLives() async {
    let shell = shell { Parent() }
    await shell.run("tap 'Child adds'")
    await shell.run("fill Name Grace")
    await shell.run("expect shows 'Value 11, name Grace'")
    await shell.run("fill 'Same name' Lin")
    await shell.run("expect value Name Lin")
  }

  // MARK: Environment

  struct Accent: EnvironmentKey {
    static let defaultValue = "•"
  }

  @Observable final class Library {
    var count = 3
  }

  struct Reader: View {
    @Environment(\.accent) private var accent
    @Environment(Library.self) private var library
    @Environment(\.locale) private var locale
    var body: some View {
      Text("\(accent) \(library.count) books, \(locale.identifier)")
    }
  }

  @Test func theEnvironmentFlowsDownAndChangesWhereItIsSet() async {
    let library = Library()
    let shell = shell {
      VStack(alignment: .leading) {
        Reader()
        Reader().environment(\.accent, "★").environment(\.locale, Locale(identifier: "fr_FR"))
      }
      .environment(library)
    }
    await shell.expectScreen(
      """
      • 3 books, en_US
      ★ 3 books, fr_FR
      """)
    library.count = 4
    await shell.run("expect shows '★ 4 books, fr_FR'")
  }

  // MARK: Focus

  struct FocusForm: View {
    enum Field { case name, city }
    @FocusState private var focus: Field?
    @State private var name = ""
    @State private var city = ""
    var body: some View {
      VStack(alignment: .leading) {
        TextField("Name", text: $name).focused($focus, equals: .name)
        TextField("City", text: $city).focused($focus, equals: .city)
        Text("Focus: \(focus.map { "\($0)" } ?? "none")")
      }
    }
  }

  @Test func fillingAFieldFocusesIt() async {
    let shell = shell { FocusForm() }
    await shell.run("expect shows 'Focus: none'")
    await shell.run("fill City Paris")
    await shell.run("expect shows 'Focus: city'")
  }

  // MARK: Builders

  enum Mode: String, CaseIterable, Identifiable {
    case day, week
    var id: Self { self }
  }

  struct Builders: View {
    @State private var mode = Mode.day
    let optional: String? = "optional"
    var body: some View {
      VStack(alignment: .leading) {
        switch mode {
        case .day: Text("Day view")
        case .week: Text("Week view")
        }
        if let optional { Text(optional) }
        Group {
          ForEach(0..<2) { Text("range \($0)") }
          ForEach(["a", "b"], id: \.self) { Text("id \($0)") }
          ForEach(Mode.allCases) { Text("case \($0.rawValue)") }
        }
        EmptyView()
        AnyView(Text("any"))
        Picker("Mode", selection: $mode) {
          ForEach(Mode.allCases) { Text($0.rawValue.capitalized) }
        }
      }
    }
  }

  @Test func buildersMakeEveryViewAndPickersTakeForEachIDsAsTags() async {
    let shell = shell { Builders() }
    await shell.expectScreen(
      """
      Day view
      optional
      range 0
      range 1
      id a
      id b
      case day
      case week
      any
      Mode: [Day ▾]
      """)
    await shell.run("pick Mode Week")
    await shell.run("expect shows 'Week view'")
  }

  struct Percent: View {
    @State private var tip = 20
    var body: some View {
      Picker("Tip", selection: $tip) {
        ForEach([10, 20], id: \.self) { Text(Double($0) / 100, format: .percent) }
      }
      .pickerStyle(.segmented)
    }
  }

  @Test func optionsMadeOfFormattedTextAreTitledByWhatTheyShow() async {
    let shell = shell { Percent() }
    await shell.expectScreen("Tip: [ 10% | *20%* ]")
    await shell.run("pick Tip 10%")
    await shell.expectScreen("Tip: [ *10%* | 20% ]")
  }

  // MARK: Controls

  struct Sleep: View {
    @State private var hours = 8.0
    @State private var cups = 1
    var body: some View {
      VStack(alignment: .leading) {
        Stepper("\(hours.formatted()) hours", value: $hours, in: 4...12, step: 0.25)
        Stepper("Cups", value: $cups, in: 1...20)
      }
    }
  }

  @Test func aStepperShowsItsValueOnceAndKeepsItsNameWhenTheValueChanges() async {
    let shell = shell { Sleep() }
    await shell.expectScreen(
      """
      8 hours (-/+)
      Cups: 1 (-/+)
      """)
    await shell.run("step hours up")
    await shell.run("step hours up 3")
    await shell.expectScreen(
      """
      9 hours (-/+)
      Cups: 1 (-/+)
      """)
  }

  struct Wake: View {
    @State private var wakeUp = Date(timeIntervalSince1970: 7 * 3600)
    var body: some View {
      DatePicker("Wake up", selection: $wakeUp, displayedComponents: .hourAndMinute)
    }
  }

  @Test func aTimePickerTakesATimeAsItShowsOrOnTheTwentyFourHourClock() async {
    let shell = shell { Wake() }
    await shell.run("expect value 'Wake up' '7:00\u{202F}AM'")
    await shell.run("fill 'Wake up' '6:30 AM'")
    await shell.run("expect value 'Wake up' '6:30\u{202F}AM'")
    await shell.run("fill 'Wake up' 19:45")
    await shell.run("expect value 'Wake up' '7:45\u{202F}PM'")
    let error = await shell.error("fill 'Wake up' noon")
    #expect(error?.description.contains("cannot read 'noon'") == true)
  }

  struct Disclosure: View {
    var body: some View {
      DisclosureGroup("Advanced") {
        Text("Secret setting")
      }
    }
  }

  @Test func aDisclosureGroupOpensWhenItsTitleIsTapped() async {
    let shell = shell { Disclosure() }
    await shell.expectScreen("▶ [Advanced]")
    await shell.run("tap Advanced")
    await shell.expectScreen(
      """
      ▼ [Advanced]
        Secret setting
      """)
  }

  struct Hidden: View {
    var body: some View {
      VStack(alignment: .leading) {
        Button("Shown") {}
        Button("Hidden") {}.hidden()
        LabeledContent("Version", value: "2.1")
        Label("Favorites", systemImage: "star.fill")
      }
    }
  }

  @Test func aHiddenViewCannotBeTappedAndSymbolsAreDrawnAsText() async {
    let shell = shell(width: 30) { Hidden() }
    // Hidden, it keeps its room, as in SwiftUI: a blank line where the button was.
    await shell.expectScreen(
      """
      [Shown]

      Version                    2.1
      ★ Favorites
      """)
    let error = await shell.error("tap Hidden")
    #expect(error != nil)
  }

  // MARK: Lists

  struct Item: Identifiable {
    let id: Int
    var name: String
  }

  struct Rows: View {
    @State private var items = [Item(id: 1, name: "Milk"), Item(id: 2, name: "Bread"), Item(id: 3, name: "Tea")]
    var body: some View {
      List {
        Section("Shopping") {
          ForEach(items) { item in
            Text(item.name)
              .swipeActions {
                Button("Upper") {
                  if let index = items.firstIndex(where: { $0.id == item.id }) {
                    items[index].name = item.name.uppercased()
                  }
                }
              }
          }
          .onMove { items.move(fromOffsets: $0, toOffset: $1) }
        }
        Section {
          ForEach($items) { $item in TextField("Item \(item.id)", text: $item.name) }
            .onDelete { items.remove(atOffsets: $0) }
        } footer: {
          Text("\(items.count) items")
        }
      }
    }
  }

  @Test func listRowsSwipeAndBindingsEditTheirElement() async {
    let shell = shell(height: 20) { Rows() }
    await shell.run("swipe list/bread Upper")
    await shell.run("fill 'Item 3' Coffee")
    await shell.run("swipe list/item-1 Delete")
    await shell.expectScreen(
      """
      Shopping
        BREAD
        Coffee
        Item 2: [BREAD                       ]
        Item 3: [Coffee                      ]
        2 items
      """)
  }

  // MARK: Lifecycle

  @Observable final class Log {
    var lines: [String] = []
  }

  struct Lifecycle: View {
    let log: Log
    @State private var shows = true
    @State private var value = 0
    var body: some View {
      VStack(alignment: .leading) {
        if shows {
          Text("Shown")
            .onAppear { log.lines.append("appear") }
            .onDisappear { log.lines.append("disappear") }
        }
        Button("Toggle") { shows.toggle() }
        Button("Bump") { value += 1 }
          .onChange(of: value) { old, new in log.lines.append("changed \(old)→\(new)") }
        Text(log.lines.joined(separator: ", "))
      }
    }
  }

  @Test func onAppearOnDisappearAndOnChangeRunOnceEachAndTheScreenShowsWhatTheyDid() async {
    let log = Log()
    let shell = shell { Lifecycle(log: log) }
    await shell.run("expect shows appear")
    await shell.run("tap Toggle")
    await shell.run("tap Bump")
    await shell.run("show")
    #expect(log.lines == ["appear", "disappear", "changed 0→1"])
  }
}

extension EnvironmentValues {
  var accent: String {
    get { self[SwiftUIBehaviourTests.Accent.self] }
    set { self[SwiftUIBehaviourTests.Accent.self] = newValue }
  }
}

/// An app showing a view made by a closure, for tests.
struct ViewApp<Content: View>: MVCS.App {
  let name = "views"
  let summary = "A view under test"
  let content: @MainActor () -> Content
  func makeRootViewController(environment: AppEnvironment) -> MVCS.ViewController {
    HostingController(rootView: content(), name: "root")
  }
}
