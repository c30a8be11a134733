import MVCS
import Testing

@MainActor
@Suite struct MessageViewControllerTests {
  @Test func theImageSitsAboveTheMessageAndTheButtonBelow() {
    let message = MessageViewController(
      message: "Tap the button to create your first list", image: "📝", button: .init("Create list") {})
    let screen = Renderer(width: 50).render(message)
    #expect(screen.text(color: false) == ["📝", "Tap the button to create your first list", "[Create list]"])
    #expect(screen.controls(.button).map { $0.input(as: ButtonPress.self)?.actionName } == ["create-list"])
  }

  @Test func theButtonRunsItsClosureAsAnAction() throws {
    var presses = 0
    let message = MessageViewController(message: "Empty", button: .init("Create item") { presses += 1 })
    let button = try #require(Renderer(width: 30).render(message).controls(.button).first)
    let press = try #require(button.input(as: ButtonPress.self))
    let action = try #require(button.owner.action(named: press.actionName))
    try action()
    try message.action(named: "create-item")?()
    #expect(presses == 2)
    #expect(message.actions.map(\.summary) == ["Presses the \"Create item\" button"])
  }

  @Test func withoutAButtonThereIsNothingToPress() {
    let message = MessageViewController(message: "Nothing to see")
    let screen = Renderer(width: 30).render(message)
    #expect(screen.text(color: false) == ["Nothing to see"])
    #expect(screen.controls(.button).isEmpty && message.actions.isEmpty)
    #expect(message.name == "message")
  }

  @Test func changingTheMessageRedrawsIt() {
    let message = MessageViewController(message: "Loading")
    #expect(Renderer(width: 30).render(message).text(color: false) == ["Loading"])
    message.message = "Done"
    message.image = "✅"
    #expect(Renderer(width: 30).render(message).text(color: false) == ["✅", "Done"])
  }
}
