import MVCS
import MVCSShell
import MVCSTesting
import Testing

/// A screen that presents a prompt whose button fails, as a prompt that rejects what was typed does.
private struct RejectingPromptApp: App {
  let name = "rejecting"
  let summary = "A prompt whose button throws"

  struct Rejected: Error, CustomStringConvertible {
    var description: String { "not accepted" }
  }

  func makeRootViewController(environment: AppEnvironment) -> ViewController {
    let root = ViewController(name: "root")
    root.present(
      PromptViewController(
        name: "ask", title: "Ask", fields: [PromptField(label: "Text")],
        buttons: [PromptButton("OK") { _ in throw Rejected() }]))
    return root
  }
}

@MainActor
@Suite struct FailingPromptTests {
  @Test func aFailingPromptButtonIsReportedAtThePromptItWasPressedOn() async {
    let shell = TestShell.fixture(app: RejectingPromptApp())
    #expect(
      await shell.error("tap OK")?.description == "test.mvcs:1:5: error: action 'ok' of /ask failed: not accepted")
  }
}
