import MVCS
import MVCSShell
import MVCSTesting
import MVCSUI
import Testing

/// What an app prints goes to its console, as Xcode's: apart from the screen and the shell's
/// output, read with `console`, shown after each command, kept out of what a script compares.
@MainActor
@Suite struct ConsoleTests {
  struct Talker: View {
    @State private var count = 0
    var body: some View {
      VStack {
        Text("Count: \(count)")
        Button("Add") {
          count += 1
          print("added, now \(count)")
        }
        Button("Whisper") { print("no line break", terminator: "") }
      }
      .task { print("appeared") }
    }
  }

  private func shell() -> TestShell {
    TestShell(app: ViewApp { Talker() }, width: 30)
  }

  @Test func whatTheAppPrintsIsItsConsoleNotTheOutput() async {
    let shell = shell()
    // The views' task prints once they appear, after the first drawing.
    #expect(await shell.outcome("show").console == ["appeared"])
    let tap = await shell.outcome("tap Add")
    #expect(tap.output.isEmpty)
    #expect(tap.console == ["added, now 1"])
    #expect(tap.consoleShown == ["console: added, now 1"])
    await shell.run("tap Add")
    // What the views printed as they appeared is there too, before the taps.
    await shell.expect("console", prints: "appeared\nadded, now 1\nadded, now 2")
    await shell.expect("console 1", prints: "added, now 2")
    await shell.expect("console --json", prints: "[\n  \"appeared\",\n  \"added, now 1\",\n  \"added, now 2\"\n]")
  }

  @Test func aPrintWithoutALineBreakIsALineOnceTheCommandEnds() async {
    let shell = shell()
    await shell.run("show")
    let whisper = await shell.outcome("tap Whisper")
    #expect(whisper.console == ["no line break"])
  }

  @Test func aScriptComparesTheOutputAloneUnlessItAsksForTheConsole() async {
    let app = ViewApp { Talker() }
    var runner = ScriptRunner(app: app, apps: [app], options: ShellOptions(width: 30))
    runner.recordsTimeline = true
    let result = await runner.run(
      text: """
        tap Add
        expect shows 'Count: 1'
        echo done
        | done
        console 2
        | added, now 1
        | appeared
        """, file: "console.mvcs")
    // What the app printed is not among the lines a step's block is compared with.
    #expect(result.status == .success, "\(result.report)")
    // The report shows what each step printed beside it.
    #expect(result.timeline?.steps.map(\.console) == [["added, now 1", "appeared"], [], [], []])
  }

  @Test func theConsoleKeepsItsLastLinesAndSaysHowManyItLetGo() {
    let console = AppConsole()
    console.capturing {
      for line in 0..<(AppConsole.maximumLines + 5) { print("line \(line)") }
    }
    #expect(console.lines.count == AppConsole.maximumLines)
    #expect(console.lines.first == "line 5")
    let since = console.lines(since: 0)
    #expect(since.lines.count == AppConsole.maximumLines)
    #expect(since.leftOut == 5)
    // A line longer than a console keeps is cut, and says so.
    console.capturing { print(String(repeating: "x", count: AppConsole.maximumLineLength + 10)) }
    #expect(console.lines.last?.hasSuffix("… (10 more bytes not kept)") == true)
  }

  @Test func whatIsPrintedOutsideACaptureIsNotAConsolesLine() {
    let console = AppConsole()
    console.capturing { print("kept") }
    print("not kept: printed by the test itself")
    console.endLine()
    #expect(console.lines == ["kept"])
  }
}
