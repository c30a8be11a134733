import MVCSShell
import MVCSTesting
import MVCSUI
import Testing

/// The screen reads as iOS draws it: a control is named by its text, a layer covers only what
/// it draws, what cannot be seen draws nothing, lists take their width, a stepper keeps its
/// name, a modal takes every touch, a section in a view of yours groups its rows.
@MainActor
@Suite struct ScreenAsIOSDrawsItTests {
  private func shell<Content: View>(width: Int = 40, height: Int = 24, _ content: @escaping @MainActor () -> Content)
    -> TestShell
  {
    TestShell(app: ViewApp(content: content), width: width, height: height)
  }

  // MARK: A control's name is its text

  struct Keypad: View {
    @State private var typed = ""
    var body: some View {
      VStack {
        Text(typed.isEmpty ? "…" : typed)
        HStack {
          ForEach(1...3, id: \.self) { digit in
            Button {
              typed += String(digit)
            } label: {
              Text("\(digit)").frame(maxWidth: .infinity).padding(.vertical, 12)
            }
          }
        }
        Button {
          typed = ""
        } label: {
          Text("Start").font(.title2).padding().frame(maxWidth: .infinity)
        }
      }
    }
  }

  @Test func aButtonIsNamedAndDrawnByItsTextNotItsPaddingOrFrame() async {
    let shell = shell(width: 30) { Keypad() }
    // Labels framed to the whole width make buttons as wide as offered, the label placed in
    // the middle, as iOS draws them; each is named by its text alone.
    await shell.expectScreen(
      """
                    …
         [1]       [2]       [3]
                 [Start]
      """)
    await shell.run("tap 1")
    await shell.run("tap 3")
    await shell.run("expect shows 13")
    await shell.run("tap Start")
    await shell.run("expect shows …")
  }

  // MARK: A layer covers only what it draws

  struct Layers: View {
    var body: some View {
      VStack(alignment: .leading) {
        ZStack {
          Text("What is 7 × 8?")
          Image(systemName: "star.fill").font(.system(size: 120)).foregroundStyle(.clear)
        }
        ZStack(alignment: .leading) {
          Text("abcdefghijklmnop")
          HStack {
            Text("XY")
            Spacer()
            Text("Z")
          }
        }
      }
    }
  }

  @Test func aZStackLayerCoversOnlyTheCellsItDraws() async {
    let shell = shell(width: 16) { Layers() }
    await shell.expectScreen(
      """
      What is 7 × 8?
      XYcdefghijklmnoZ
      """)
  }

  // MARK: What cannot be seen draws nothing

  struct Unseen: View {
    @State private var answered = false
    var body: some View {
      VStack(alignment: .leading) {
        Text("Question")
        Text("Right!").opacity(answered ? 1 : 0)
        Button("Secret") {}.opacity(0)
        Text("Invisible ink").foregroundStyle(.clear)
        Button("Answer") { answered = true }
      }
    }
  }

  @Test func aTransparentHiddenOrClearViewDrawsNothingAndKeepsItsRoom() async {
    let shell = shell(width: 20) { Unseen() }
    await shell.expectScreen(
      """
      Question



      [Answer]
      """)
    let error = await shell.error("tap Secret")
    #expect(error?.message == "no button 'Secret' on the screen")
    await shell.run("tap Answer")
    await shell.expectScreen(
      """
      Question
      Right!


      [Answer]
      """)
  }

  // MARK: Lists take the width offered

  struct TitledForm: View {
    @State private var upTo = 5
    var body: some View {
      VStack {
        Text("Times Tables").font(.largeTitle)
        Form {
          Section("Practise the tables up to") {
            Stepper(value: $upTo, in: 2...12) { Text("\(upTo)") }
          }
        }
      }
    }
  }

  @Test func aFormInAStackTakesTheWholeWidthSoItsTitleIsCentredOnTheScreen() async {
    let shell = shell(width: 40) { TitledForm() }
    await shell.expectScreen(
      """
                    Times Tables
      Practise the tables up to
        5 (-/+)
      """)
  }

  // MARK: A stepper keeps its name

  struct Steppers: View {
    @State private var upTo = 5
    @State private var countIndex = 1
    @State private var lives = 3
    private let counts = [5, 10, 20]
    var body: some View {
      VStack(alignment: .leading) {
        Stepper(value: $upTo, in: 2...12) { Text("\(upTo)") }
        Stepper("\(counts[countIndex]) questions", value: $countIndex, in: 0...2)
        Stepper(onIncrement: { lives += 1 }, onDecrement: { lives -= 1 }) {
          Text("Lives: \(lives)")
        }
      }
    }
  }

  @Test func aStepperKeepsOneNameWhateverItsLabelShows() async {
    let shell = shell(width: 30) { Steppers() }
    // Its label is its value alone: named for what it is.
    await shell.run("step stepper up 2")
    await shell.run("expect value stepper 7")
    // Its label shows a number that is not its value (an index): named without it.
    await shell.run("step questions up")
    // Closures of its own, in iOS 13's order, the label last.
    await shell.run("step Lives down")
    await shell.expectScreen(
      """
      7 (-/+)
      20 questions (-/+)
      Lives: 2 (-/+)
      """)
    let screen = shell.session.screen()
    #expect(screen.touchableLayer.controls.map(\.name) == ["stepper", "questions", "Lives"])
  }

  @Test func coverageCountsAStepperOnceWhateverItsValue() async {
    let shell = shell(width: 30) { Steppers() }
    var coverage = UICoverage()
    for _ in 0..<3 {
      coverage.see(shell.session.screen())
      await shell.run("step stepper up")
    }
    coverage.see(shell.session.screen())
    let steppers = coverage.counted.filter { $0.item.kind == "stepper" }.map(\.item.label)
    #expect(steppers == ["Lives", "questions", "stepper"])
  }

  // MARK: A modal takes every touch

  struct Presenter: View {
    @State private var showing = false
    @State private var taps = 0
    var body: some View {
      NavigationStack {
        List {
          Button("Tapped \(taps) times") { taps += 1 }
          Button("Open") { showing = true }
        }
        .navigationTitle("Home")
        .sheet(isPresented: $showing) {
          CloseSheet()
        }
      }
    }
  }

  struct CloseSheet: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
      Button("Close") { dismiss() }
    }
  }

  @Test func whatLiesUnderAModalIsSeenButCannotBeTouched() async {
    let shell = shell(width: 40) { Presenter() }
    await shell.run("tap Open")
    let tap = await shell.error("tap Open")
    #expect(tap?.message == "button 'Open' of /navigation/root/list/open is under the modal 'close-sheet'")
    #expect(tap?.hint == "a modal takes every touch until it is closed: tap one of its buttons, or `dismiss` it")
    let select = await shell.error("select 'Tapped 0 times'")
    #expect(select?.message == "row 'Tapped 0 times' of /navigation/root/list is under the modal 'close-sheet'")
    let back = await shell.error("back")
    #expect(back?.message == "nothing to go back from")
    await shell.run("tap Close")
    await shell.run("tap 'Tapped 0 times'")
    await shell.run("expect shows 'Tapped 1 times'")
  }

  // MARK: A section in a view of yours groups its rows

  struct FoodGroup: Identifiable {
    let id: String
    let items: [String]
  }

  struct GroupSection: View {
    let group: FoodGroup
    var body: some View {
      Section(group.id) {
        ForEach(group.items, id: \.self) { Text($0) }
      }
    }
  }

  struct Groups: View {
    let groups = [FoodGroup(id: "Fruit", items: ["Apple", "Pear"]), FoodGroup(id: "Vegetables", items: ["Leek"])]
    var body: some View {
      List {
        ForEach(groups) { group in
          GroupSection(group: group)
        }
      }
    }
  }

  @Test func aSectionInAViewOfYoursGroupsItsRowsAsInSwiftUI() async {
    let shell = shell(width: 30) { Groups() }
    await shell.expectScreen(
      """
      Fruit
        Apple
        Pear
      Vegetables
        Leek
      """)
    await shell.run("expect children /list 3")
    await shell.run("select Leek")
  }

  // MARK: Nothing to show

  @Test func aContentUnavailableViewIsCentredAndItsActionsAreButtons() async {
    let shell = shell(width: 40) {
      ContentUnavailableView {
        Label("No Mail", systemImage: "envelope")
      } description: {
        Text("New mail appears here.")
      } actions: {
        Button("Refresh") {}
      }
    }
    await shell.expectScreen(
      """
                         ✉
                      No Mail
               New mail appears here.
                     [Refresh]
      """)
    await shell.run("tap Refresh")
    let search = self.shell(width: 40) { ContentUnavailableView.search(text: "milk") }
    await search.run("expect shows 'No Results for “milk”'")
  }
}
