import MVCS
import MVCSShell
import MVCSTesting
import Testing

/// An app whose root draws what a test gives it.
private struct FormApp: App {
  let name = "form"
  let summary = "A form drawn by the test"
  let content: (Screen) -> any View

  func makeRootViewController(environment: AppEnvironment) -> ViewController {
    Screen(name: "form", content: content)
  }
}

/// A text a field writes to.
@MainActor
private final class Cell<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }

  var binding: Binding<Value> { Binding(get: { self.value }, set: { self.value = $0 }) }
}

/// The verbs that act on controls find them one way: topmost layer first, in view only,
/// duplicates said with where each is.
@MainActor
@Suite struct ControlSearchTests {
  @Test func aFieldBelowTheScreenIsOutOfViewWithTheHintButtonsGet() async {
    let text = Cell("")
    let shell = TestShell(
      app: FormApp { _ in
        VStack(alignment: .leading) {
          for index in 1...8 { Text("Line \(index)") }
          TextField(label: "Name", text: text.binding)
        }
      }, width: 30, height: 5)
    let error = await shell.error("fill Name Ada")
    #expect(error?.message == "field 'Name' of / is out of view: below the screen's 5 lines")
    #expect(error?.hint == "a taller screen (--height) shows it; `show --full` draws everything")
    #expect(text.value == "")
  }

  @Test func twoFieldsWithOneLabelAreReportedWithWhereEachIs() async {
    let first = Cell("")
    let second = Cell("")
    let shell = TestShell(
      app: FormApp { _ in
        VStack(alignment: .leading) {
          TextField(label: "Name", text: first.binding)
          TextField(label: "Name", text: second.binding)
        }
      }, width: 30)
    let error = await shell.error("fill Name Ada")
    #expect(error?.message == "'Name' matches 2 fields: /, /")
    #expect(error?.hint == "name one by position: #0, #1")
    await shell.run("fill '#1' Ada")
    #expect(first.value == "" && second.value == "Ada")
  }

  @Test func aMistypedFieldSuggestsTheClosest() async {
    let shell = TestShell(app: FormApp { _ in TextField(label: "Name", text: .constant("")) }, width: 30)
    let error = await shell.error("fill Nmae Ada")
    #expect(error?.message == "no field 'Nmae' on the screen")
    #expect(error?.hint == "did you mean 'Name'? Fields on the screen: 'Name'")
  }
}
