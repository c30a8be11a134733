import MVCS
import MVCSApps
import MVCSShell
import MVCSTesting
import Testing

/// MVCSTesting's ``TestShell`` fails a test for every step that does not go as expected.
@MainActor
@Suite struct TestShellTests {
  let shell = TestShell(app: CounterApp(), width: 20)

  @Test func aStepThatFailsFailsTheTest() async {
    await withKnownIssue {
      await shell.run("tap +++")
    } matching: { issue in
      issue.description.contains("'tap +++' failed: error: no button '+++' on the screen")
    }
  }

  @Test func aStepExpectedToFailThatSucceedsFailsTheTest() async {
    await withKnownIssue {
      #expect(await shell.error("tap ++") == nil)
    } matching: { issue in
      issue.description.contains("'tap ++' succeeded, but it was expected to fail")
    }
  }

  @Test func aScreenThatDiffersFailsWithADiff() async {
    await shell.run("tap ++")
    await withKnownIssue {
      await shell.expectScreen("Counter\n────────────────────\n2\n[++] [--]")
    } matching: { issue in
      issue.description.contains("- 2\n") && issue.description.contains("+ 1\n")
        && issue.description.contains("(−: expected, +: printed)")
    }
  }

  @Test func aScreenThatDiffersOnlyInALookAlikeCharacterSaysWhichAndShowsIt() async {
    await withKnownIssue {
      await shell.expect("echo '9:00\u{202F}AM'", prints: "9:00 AM")
    } matching: { issue in
      issue.description.contains(
        "line 1 differs only in invisible or look-alike characters (shown as ⟨U+…⟩): "
          + "the output has ⟨U+202F⟩ NARROW NO-BREAK SPACE")
        && issue.description.contains("printed:  9:00⟨U+202F⟩AM")
    }
  }

  @Test func aScreenThatMatchesPasses() async {
    await shell.run("tap ++")
    await shell.expectScreen("Counter\n────────────────────\n1\n[++] [--]")
    #expect(await shell.error("tap +++")?.message == "no button '+++' on the screen")
  }

  @Test func settingsReachTheApp() async {
    let pandas = TestShell(app: PandasApp(), settings: ["image-api": "http://127.0.0.1:9/"])
    #expect(pandas.session.host.environment.value(of: PandasApp.imageAPI) == "http://127.0.0.1:9/")
  }
}
