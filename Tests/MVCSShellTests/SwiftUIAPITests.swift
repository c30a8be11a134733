import Foundation
import MVCSShell
import MVCSTesting
import MVCSUI
import Testing

@testable import MVCS

/// SwiftUI's API that a real app reaches for, each a short story: it compiles with Apple's
/// signature, and draws or is driven as docs/FRAMEWORK.md says.
@MainActor
@Suite struct SwiftUIAPITests {
  private func shell<Content: View>(width: Int = 40, height: Int = 24, _ content: @escaping @MainActor () -> Content)
    -> TestShell
  {
    TestShell(app: ViewApp(content: content), width: width, height: height)
  }

  // MARK: Time

  struct Clock: View {
    var body: some View {
      TimelineView(.periodic(from: Date(timeIntervalSince1970: 0), by: 60)) { context in
        Text(context.date, format: .dateTime.hour().minute())
      }
    }
  }

  @Test func aTimelineFollowsTheAppsClockAndClockAdvanceMovesIt() async {
    let shell = shell { Clock() }
    // ICU writes a narrow no-break space before AM.
    await shell.expectScreen("9:00\u{202F}AM")
    await shell.run("clock advance 59s")
    await shell.expectScreen("9:00\u{202F}AM")
    await shell.run("clock advance 1s")
    await shell.expectScreen("9:01\u{202F}AM")
    await shell.run("clock advance 2m")
    await shell.expectScreen("9:03\u{202F}AM")
  }

  @Test func schedulesGiveTheirLatestEntry() {
    let start = Date(timeIntervalSince1970: 100)
    #expect(PeriodicTimelineSchedule(from: start, by: 10).entry(at: start.addingTimeInterval(25)) == start + 20)
    #expect(PeriodicTimelineSchedule(from: start, by: 10).entry(at: start.addingTimeInterval(-5)) == start)
    #expect(
      EveryMinuteTimelineSchedule().entry(at: Date(timeIntervalSinceReferenceDate: 125)).timeIntervalSinceReferenceDate
        == 120)
    #expect(ExplicitTimelineSchedule([start, start + 50]).entry(at: start + 60) == start + 50)
  }

  struct Pulse: View {
    @State private var big = false
    @Namespace private var space
    var body: some View {
      VStack {
        if big {
          Text("Big").transition(.asymmetric(insertion: .scale, removal: .identity))
        }
        Text("Dot").matchedGeometryEffect(id: "dot", in: space).scrollBounceBehavior(.basedOnSize)
        Button("Grow") {
          withAnimation(.easeInOut(duration: 2).repeatForever(autoreverses: true).delay(1)) { big.toggle() }
        }
      }
    }
  }

  @Test func anAnimationIsDrawnAtItsEnd() async {
    let shell = shell(width: 10) { Pulse() }
    await shell.run("tap Grow")
    await shell.expectScreen(
      """
       Big
       Dot
      [Grow]
      """)
  }

  struct Counter: View {
    @State private var count = 0

    var body: some View {
      Button("\(count)") { withAnimation { count += 1 } }
        .contentTransition(.numericText(countsDown: false))
    }
  }

  @Test func aNumberThatRollsIsDrawnAtItsNewValue() async {
    let shell = shell(width: 10) { Counter() }
    await shell.run("tap 0")
    await shell.expectScreen("[1]")
    #expect(ContentTransition.numericText() != .numericText(countsDown: true))
  }

  // MARK: Shapes

  struct Triangle: Shape {
    var inset: Double = 0
    var animatableData: Double {
      get { inset }
      set { inset = newValue }
    }
    func path(in rect: CGRect) -> Path {
      var path = Path()
      path.move(to: CGPoint(x: rect.midX, y: rect.minY))
      path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
      path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
      path.closeSubpath()
      return path
    }
  }

  @Test func aShapeOfYourOwnIsItsPathAndDrawsNothing() async {
    let path = Triangle().path(in: CGRect(x: 0, y: 0, width: 10, height: 20))
    #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 10, height: 20))
    #expect(path.elements.count == 4)
    var arc = Path()
    arc.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
    #expect(abs((arc.currentPoint?.y ?? 0) - 10) < 0.001)
    let shell = shell(width: 20) {
      VStack {
        Text("Above")
        Triangle().stroke(style: StrokeStyle(lineWidth: 2, lineCap: .round)).frame(width: 80, height: 32)
        Text("Below")
      }
    }
    await shell.expectScreen(
      """
        Above


        Below
      """)
  }

  // MARK: Gauge and Grid

  @Test func aGaugeIsABarReadByItsCurrentValue() async {
    let shell = shell(width: 40) {
      Gauge(value: 7.0, in: 0...10) {
        Text("Score")
      } currentValueLabel: {
        Text("7")
      } minimumValueLabel: {
        Text("0")
      } maximumValueLabel: {
        Text("10")
      }
    }
    await shell.expectScreen("Score 0 [##############------] 10 7")
    await shell.run("expect value Score 7")
  }

  @Test func aGridLinesItsColumnsUpAcrossRows() async {
    let shell = shell(width: 30) {
      Grid(alignment: .leading) {
        GridRow {
          Text("Player")
          Text("Score")
        }
        Divider()
        GridRow {
          Text("Ada")
          Text("12")
        }
        GridRow {
          Text("Grace")
          Text("9")
        }
      }
    }
    await shell.expectScreen(
      """
      Player Score
      ────────────
      Ada    12
      Grace  9
      """)
  }

  // MARK: Navigation and selection

  struct Library: View {
    let books = ["Dune", "Emma"]
    @State private var selection: String?
    var body: some View {
      NavigationSplitView {
        List(books, id: \.self, selection: $selection) { Text($0) }
          .navigationTitle("Books")
      } detail: {
        Text(selection.map { "Reading \($0)" } ?? "Pick a book")
      }
    }
  }

  @Test func aSplitViewCollapsesAndItsSidebarSelectionPushesTheDetail() async {
    let shell = shell(width: 30) { Library() }
    await shell.expectScreen(
      """
      Books
      ──────────────────────────────
        Dune
        Emma
      """)
    await shell.run("select Emma")
    await shell.expectScreen(
      """
      [Back]
      ──────────────────────────────
      Reading Emma
      """)
    await shell.run("back")
    await shell.run("expect shows Books")
  }

  struct Chores: View {
    @State private var chores = ["Dishes", "Laundry", "Trash"]
    @State private var done = Set<String>()
    var body: some View {
      VStack(alignment: .leading) {
        EditButton()
        List(chores, id: \.self, selection: $done) { Text($0) }
        Text("\(done.count) selected")
      }
    }
  }

  @Test func aListOfASetSelectionSelectsWhileEditing() async {
    let shell = shell(width: 30) { Chores() }
    // Not editing: selecting a row takes nothing.
    await shell.run("select Dishes")
    await shell.run("expect shows '0 selected'")
    await shell.run("tap Edit")
    await shell.run("select Dishes")
    await shell.run("select Trash")
    await shell.expectScreen(
      """
      [Done]
        ◉ Dishes
        ○ Laundry
        ◉ Trash
      2 selected
      """)
    await shell.run("select Dishes")
    await shell.run("expect shows '1 selected'")
  }

  // MARK: Commands a finger gives

  struct Notes: View {
    @State private var notes = ["Milk", "Eggs"]
    @State private var draft = ""
    @State private var refreshed = 0
    var body: some View {
      VStack(alignment: .leading) {
        TextField("Note", text: $draft)
          .onSubmit {
            notes.append(draft)
            draft = ""
          }
        List(notes, id: \.self) { note in
          Text(note).contextMenu {
            Button("Delete", role: .destructive) { notes.removeAll { $0 == note } }
          }
        }
        .refreshable { refreshed += 1 }
        Text("Refreshed \(refreshed) times")
      }
    }
  }

  @Test func submitPressesReturnPressOpensAContextMenuRefreshPullsTheList() async {
    let shell = shell(width: 30) { Notes() }
    await shell.run("fill Note Bread")
    await shell.run("expect hides '  Bread'")
    await shell.run("submit Note")
    await shell.run("expect shows '  Bread'")
    await shell.run("press Eggs")
    await shell.run("tap Delete")
    await shell.run("expect hides Eggs")
    await shell.run("refresh")
    await shell.run("expect shows 'Refreshed 1 times'")
    let error = await shell.error("press Nope")
    #expect(error?.message == "no pressable view 'Nope' on the screen")
  }

  /// A game cell that shows it is pressed, written as iOS 13 wrote it.
  struct PressedCell: View {
    @State private var isPressed = false
    @State private var pressings: [Bool] = []
    @State private var marks = 0
    var body: some View {
      VStack(alignment: .leading) {
        Text(isPressed ? "Cell (pressed)" : "Cell")
          .onLongPressGesture(
            minimumDuration: 0, maximumDistance: .infinity,
            pressing: { pressing in
              isPressed = pressing
              pressings.append(pressing)
            }, perform: { marks += 1 })
        Text("Marks \(marks), pressings \(pressings.map { $0 ? "down" : "up" }.joined(separator: " "))")
        Text("Held").onLongPressGesture { marks += 10 }
      }
    }
  }

  @Test func aLongPressTellsItsPressingBeginAndEndAroundTheAction() async {
    let shell = shell(width: 40) { PressedCell() }
    await shell.run("press Cell")
    await shell.run("expect shows 'Marks 1, pressings down up'")
    await shell.run("expect shows Cell")
    await shell.run("expect hides pressed")
    await shell.run("press Held")
    await shell.run("expect shows 'Marks 11, pressings down up'")
  }

  struct OldField: View {
    @State private var text = ""
    @State private var committed = "nothing"
    var body: some View {
      VStack(alignment: .leading) {
        TextField("Answer", text: $text, onCommit: { committed = text })
        Text("Committed \(committed)")
      }
    }
  }

  @Test func iOS13sOnCommitRunsOnSubmit() async {
    let shell = shell(width: 30) { OldField() }
    await shell.run("fill Answer 42")
    await shell.run("submit Answer")
    await shell.run("expect shows 'Committed 42'")
  }

  // MARK: Styles

  struct Pill: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
      configuration.label.padding(.horizontal, 16).background(Capsule().fill(.blue))
    }
  }

  struct TrailingIcon: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
      HStack {
        configuration.title
        configuration.icon
      }
    }
  }

  @Test func stylesOfYourOwnMakeTheViewsButNotTheirNames() async {
    let shell = shell(width: 30) {
      VStack(alignment: .leading) {
        Button("Start") {}.buttonStyle(Pill())
        Button("Plain") {}.buttonStyle(PlainButtonStyle())
        Label("Favorites", systemImage: "star.fill").labelStyle(TrailingIcon())
      }
    }
    await shell.expectScreen(
      """
      [Start]
      [Plain]
      Favorites ★
      """)
    await shell.run("tap Start")
  }

  // MARK: Builders

  @Test func aListOfTwentyLinksCompilesAndShowsEveryOne() async {
    let shell = shell(width: 20, height: 40) {
      NavigationStack {
        List {
          NavigationLink("1", destination: Text("One"))
          NavigationLink("2", destination: Text("Two"))
          NavigationLink("3", destination: Text("Three"))
          NavigationLink("4", destination: Text("Four"))
          NavigationLink("5", destination: Text("Five"))
          NavigationLink("6", destination: Text("Six"))
          NavigationLink("7", destination: Text("Seven"))
          NavigationLink("8", destination: Text("Eight"))
          NavigationLink("9", destination: Text("Nine"))
          NavigationLink("10", destination: Text("Ten"))
          NavigationLink("11", destination: Text("Eleven"))
          NavigationLink("12", destination: Text("Twelve"))
          NavigationLink("13", destination: Text("Thirteen"))
          NavigationLink("14", destination: Text("Fourteen"))
          NavigationLink("15", destination: Text("Fifteen"))
          NavigationLink("16", destination: Text("Sixteen"))
          NavigationLink("17", destination: Text("Seventeen"))
          NavigationLink("18", destination: Text("Eighteen"))
          NavigationLink("19", destination: Text("Nineteen"))
          NavigationLink("20", destination: Text("Twenty"))
        }
      }
    }
    await shell.run("expect children /navigation/root/list 20")
    await shell.run("tap 20")
    await shell.run("expect shows Twenty")
  }

  // MARK: Previews

  @Test func aPreviewBodyMayDeclareValuesAndReturnItsView() {
    // What `#Preview { let round = 3; return Text(…) }` expands to, Xcode 15's form.
    let preview = Preview("Round") {
      let round = 3
      return Text("Round \(round)")
    }
    #expect(preview.name == "Round")
  }
}
