import MVCS
import Testing

@MainActor
@Suite struct PromptViewControllerTests {
  /// A screen on display, the log set; what `present` is called on.
  private func visibleScreen() -> ViewController {
    let screen = ViewController(name: "lists", title: "Lists")
    screen.lifecycleLog = LifecycleLog()
    screen.beginAppearance(true)
    screen.endAppearance(true)
    return screen
  }

  private func createList(_ handler: @escaping @MainActor ([String]) -> Void) -> PromptViewController {
    PromptViewController(
      title: "Create List", message: "Enter the name of the list",
      fields: [PromptField(label: "List Name", placeholder: "Groceries")],
      buttons: [PromptButton("Cancel", role: .cancel), PromptButton("Create", handler: handler)])
  }

  /// Presses the button labelled `label` on `screen`, as the shell's `tap` does.
  private func tap(_ label: String, on screen: ViewController) throws {
    let button = try #require(Renderer(width: 40).render(screen).controls(.button).first { $0.label == label })
    let press = try #require(button.input(as: ButtonPress.self))
    let action = try #require(button.owner.action(named: press.actionName))
    try action()
  }

  /// Types `text` into the field labelled `label`, as the shell's `fill` does.
  private func fill(_ label: String, with text: String, on screen: ViewController) throws {
    let field = try #require(Renderer(width: 40).render(screen).controls(.textField).first { $0.label == label })
    try #require(field.input(as: TextEntry.self)).enter(text)
  }

  @Test func thePromptDrawsItsMessageFieldsAndButtonsButNoBoxOrTitle() {
    let prompt = createList { _ in }
    #expect(
      Renderer(width: 34).render(prompt).text(color: false) == [
        "Enter the name of the list", "List Name: [‹Groceries›          ]", "[Cancel] [Create]",
      ])
    #expect(prompt.name == "prompt")
    #expect(prompt.title == "Create List")
    #expect(prompt.actions.map(\.name) == ["cancel", "create"])
  }

  @Test func pressingAButtonDismissesThePromptThenPassesTheFieldsText() throws {
    let screen = visibleScreen()
    var received: [[String]] = []
    var wasDismissedFirst = false
    let prompt = createList { values in
      wasDismissedFirst = screen.presentedViewController == nil
      received.append(values)
    }
    screen.present(prompt)
    try fill("List Name", with: "Groceries", on: prompt)
    #expect(Renderer(width: 34).render(prompt).text(color: false)[1] == "List Name: [Groceries            ]")
    #expect(prompt.values == ["Groceries"])
    try tap("Create", on: prompt)
    #expect(received == [["Groceries"]])
    #expect(wasDismissedFirst)
    #expect(screen.presentedViewController == nil)
    #expect(!prompt.isVisible)
  }

  @Test func cancelDismissesWithoutTheOtherHandlers() throws {
    let screen = visibleScreen()
    var created = false
    var cancelled: [String]?
    let prompt = PromptViewController(
      title: "Edit List", fields: [PromptField(label: "List Name", text: "Groceries")],
      buttons: [
        PromptButton("Cancel", role: .cancel) { cancelled = $0 },
        PromptButton("Save") { _ in created = true },
      ])
    screen.present(prompt)
    try prompt.cancel()
    #expect(cancelled == ["Groceries"])
    #expect(!created)
    #expect(screen.presentedViewController == nil)
  }

  @Test func fieldsStartPrefilledAndCanBeSetByLabel() throws {
    let prompt = PromptViewController(
      title: "Add To Do", fields: [PromptField(label: "Title", text: "Milk"), PromptField(label: "Due")],
      buttons: [PromptButton("Create")])
    #expect(prompt.value(ofField: "Title") == "Milk")
    #expect(
      Renderer(width: 20).render(prompt).text(color: false) == [
        "Title: [Milk       ]", "Due: [             ]", "[Create]",
      ])
    try prompt.setValue("2026-01-02", ofField: "Due")
    #expect(prompt.values == ["Milk", "2026-01-02"])
    #expect(Renderer(width: 20).render(prompt).text(color: false)[1] == "Due: [2026-01-02   ]")
    #expect(throws: PromptViewController.NoSuchField.self) { try prompt.setValue("x", ofField: "Notes") }
  }

  @Test func buttonsWithTheSameTitleRunDifferentActions() throws {
    var pressed: [String] = []
    let prompt = PromptViewController(
      title: "Twice",
      buttons: [
        PromptButton("OK") { _ in pressed.append("first") }, PromptButton("OK") { _ in pressed.append("second") },
      ])
    #expect(prompt.actions.map(\.name) == ["ok", "ok-2"])
    try prompt.action(named: "ok-2")?()
    #expect(pressed == ["second"])
  }
}
