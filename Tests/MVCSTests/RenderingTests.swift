import MVCS
import Testing

/// A view controller whose body is given by the test.
@MainActor
final class StubViewController: ViewController {
  var content: () -> any View = { Text("") }
  var stubActions: [Action] = []

  init(_ name: String, title: String? = nil, content: @escaping () -> any View = { Text("") }) {
    self.content = content
    super.init(name: name, title: title)
  }

  override var body: any View { content() }
  override var actions: [Action] { stubActions }
}

@MainActor
@Suite struct RenderingTests {
  private func render(width: Int, _ content: @escaping () -> any View) -> [String] {
    Renderer(width: width).render(StubViewController("stub", content: content)).text(color: false)
  }

  @Test func textWrapsAtWordsAndBreaksLongWords() {
    #expect(render(width: 10) { Text("Tap the button to create") } == ["Tap the", "button to", "create"])
    #expect(render(width: 8) { Text("abcdefghijkl") } == ["abcdefgh", "ijkl"])
  }

  @Test func wideCharactersWrapByColumnsNotCharacters() {
    #expect(render(width: 8) { Text("日本語日本語") } == ["日本語日", "本語"])
  }

  @Test func stacksLayOutVerticallyAndSideBySide() {
    let lines = render(width: 20) {
      VStack(alignment: .leading) {
        Text("Title")
        Divider()
        HStack(alignment: .top) {
          Text("a\nbb")
          Button("OK", action: "ok")
        }
      }
    }
    #expect(lines == ["Title", String(repeating: "─", count: 20), "a  [OK]", "bb"])
  }

  @Test func vStackSpacingAddsBlankLines() {
    #expect(
      render(width: 20) {
        VStack(alignment: .leading, spacing: 16) {
          Text("a")
          Text("b")
        }
      } == ["a", "", "b"])
  }

  @Test func embedDrawsTheChildInlineAndOwnsItsButtons() {
    let child = StubViewController("child") { Button("Go", action: "go") }
    let parent = StubViewController("parent") {
      VStack(alignment: .leading) {
        Text("Parent")
        Embed(child)
      }
    }
    parent.addChild(child)
    let screen = Renderer(width: 20).render(parent)
    #expect(screen.text(color: false) == ["Parent", "[Go]"])
    #expect(screen.controls(.button).count == 1)
    #expect(screen.controls(.button).first?.owner === child)
    #expect(child.isViewLoaded)
  }

  @Test func colorOnlyWhenAsked() {
    let screen = Renderer(width: 20).render(StubViewController("s") { Button("OK", action: "ok") })
    #expect(screen.text(color: false) == ["[OK]"])
    #expect(screen.text(color: true) == ["\u{1B}[1m[OK]\u{1B}[0m"])
  }

  @Test func modelTextCannotMoveTheCursor() {
    #expect(render(width: 40) { Text("evil\u{1B}[2Jname") } == ["evil^[[2Jname"])
  }
}
