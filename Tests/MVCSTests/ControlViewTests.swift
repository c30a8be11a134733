import Foundation
import MVCS
import Testing

/// A value a control's binding reads and writes.
@MainActor
private final class Cell<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }

  var binding: Binding<Value> { Binding(get: { self.value }, set: { self.value = $0 }) }
}

private enum Sort: Hashable { case name, date, size }

/// The controls draw their state as text a user can read without colour, register one
/// control each, and are driven through their inputs.
@MainActor
@Suite struct ControlViewTests {
  private func screen(width: Int = 30, _ content: @escaping () -> any View) -> RenderedScreen {
    Renderer(width: width).render(StubViewController("form", content: content))
  }

  private func lines(width: Int = 30, _ content: @escaping () -> any View) -> [String] {
    screen(width: width, content).text(color: false)
  }

  @Test func aToggleShowsItsStateAndIsSwitchedThroughItsInput() throws {
    let wifi = Cell(true)
    #expect(lines { Toggle("Wi-Fi", isOn: wifi.binding) } == ["[x] Wi-Fi"])
    let toggle = try #require(screen { Toggle("Wi-Fi", isOn: wifi.binding) }.controls(.toggle).first)
    #expect(toggle.label == "Wi-Fi" && toggle.value == "on")
    try #require(toggle.input(as: ToggleSwitch.self)).set(false)
    #expect(!wifi.value)
    #expect(lines { Toggle("Wi-Fi", isOn: wifi.binding) } == ["[ ] Wi-Fi"])
    #expect(lines(width: 12) { Toggle("Airplane Mode", isOn: wifi.binding) } == ["[ ] Airplane", "    Mode"])
  }

  @Test func aPickerDrawsEachStyleAndChoosesByPlace() throws {
    let sort = Cell(Sort.date)
    func picker() -> Picker<Sort> {
      Picker("Sort", selection: sort.binding) {
        Text("Name").tag(Sort.name)
        Text("Date").tag(Sort.date)
        Label("Size", icon: "📏").tag(Sort.size)
      }
    }
    #expect(lines { picker() } == ["Sort: [Date ▾]"])
    #expect(lines { picker().pickerStyle(.inline) } == ["Sort:", "( ) Name", "(•) Date", "( ) Size"])
    #expect(lines { picker().pickerStyle(.menu) } == ["Sort: [Date ▾]"])
    #expect(lines { picker().pickerStyle(.segmented) } == ["Sort: [ Name | *Date* | Size ]"])
    // Too wide for its line, a segmented picker is drawn as a menu.
    #expect(lines(width: 20) { picker().pickerStyle(.segmented) } == ["Sort: [Date ▾]"])
    let control = try #require(screen { picker().pickerStyle(.inline) }.controls(.picker).first)
    #expect(control.value == "Date" && control.choices == ["Name", "Date", "Size"])
    try #require(control.input(as: PickerChoice.self)).choose(2)
    #expect(sort.value == .size)
  }

  @Test func aStepperMovesWithinItsRangeAndSaysWhichEndStopsIt() throws {
    let guests = Cell(2)
    #expect(lines { Stepper("Guests", value: guests.binding, in: 1...4) } == ["Guests: 2 (-/+)"])
    func step(_ count: Int) throws(ControlInputError) {
      let control = screen { Stepper("Guests", value: guests.binding, in: 1...4) }.controls(.stepper).first
      try control?.input(as: StepperStep.self)?.step(count)
    }
    try step(1)
    #expect(guests.value == 3)
    try step(5)
    #expect(guests.value == 4)
    #expect(throws: ControlInputError("stepper 'Guests' is at its highest value, 4", hint: "it goes from 1 to 4")) {
      try step(1)
    }
    try step(-10)
    #expect(guests.value == 1)
    let volume = Cell(0.5)
    #expect(
      lines { Stepper("Volume", value: volume.binding, in: 0...1, step: 0.25, format: .percent) }
        == ["Volume: 50% (-/+)"])
  }

  @Test func aTypedFieldShowsItsValueFormattedAndRefusesTextItCannotRead() throws {
    let amount = Cell(12.5)
    func field() -> TextField { TextField("Amount", value: amount.binding, format: .currency(code: "USD")) }
    #expect(lines { field() } == ["Amount: [$12.50              ]"])
    func enter(_ text: String) throws(ControlInputError) {
      try screen { field() }.controls(.textField).first?.input(as: TextEntry.self)?.enter(text)
    }
    #expect(
      throws: ControlInputError(
        "field 'Amount' cannot read '12abc' as a number: 'a' is not part of a number",
        hint: "type a number as the field shows it, like '$12.50'")
    ) { try enter("12abc") }
    #expect(amount.value == 12.5)
    try enter("$1,234.50")
    #expect(amount.value == 1234.5)
    try enter("7")
    #expect(amount.value == 7)
    #expect(throws: ControlInputError.self) { try enter("") }
    #expect(amount.value == 7)
  }

  @Test func numbersAreReadWholeInTheFixedLocale() throws {
    let guests = Cell(3)
    let share = Cell(0.25)
    func enter(_ text: String, _ content: @escaping () -> any View) throws(ControlInputError) {
      try screen(content).controls(.textField).first?.input(as: TextEntry.self)?.enter(text)
    }
    let integer = { TextField("Guests", value: guests.binding, format: .number) }
    #expect(throws: ControlInputError.self) { try enter("4.2", integer) }
    #expect(throws: ControlInputError.self) { try enter("42x", integer) }
    try enter("1,000", integer)
    #expect(guests.value == 1000)
    #expect(lines(integer) == ["Guests: [1,000               ]"])
    let percent = { TextField("Share", value: share.binding, format: .percent) }
    #expect(lines(percent) == ["Share: [25%                  ]"])
    try enter("40%", percent)
    #expect(share.value == 0.4)
    #expect(throws: ControlInputError.self) { try enter("40%x", percent) }
  }

  @Test func aDateFieldReadsInItsCalendarAndRefusesDatesThatDoNotExist() throws {
    let due = Cell<Date?>(nil)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: "Pacific/Auckland"))
    let root = StubViewController("form") {
      TextField("Due", value: due.binding, format: Date.FormatStyle(date: .numeric, time: .omitted), prompt: "m/d/yyyy")
    }
    let host = AppHost(
      app: HostedApp(root: root), environment: AppEnvironment(clock: VirtualClock(), calendar: calendar))
    func enter(_ text: String) throws(ControlInputError) {
      try Renderer(width: 30).render(host.root).controls(.textField).first?.input(as: TextEntry.self)?.enter(text)
    }
    #expect(Renderer(width: 30).render(host.root).text(color: false) == ["Due: [‹m/d/yyyy›             ]"])
    try enter("3/1/2026")
    root.setNeedsDisplay()
    // Midnight in Auckland, not in the machine's time zone.
    #expect(due.value == ISO8601DateFormatter().date(from: "2026-02-28T11:00:00Z"))
    #expect(Renderer(width: 30).render(host.root).text(color: false) == ["Due: [3/1/2026               ]"])
    #expect(throws: ControlInputError.self) { try enter("13/45/2026") }
    #expect(throws: ControlInputError.self) { try enter("3/1/2026x") }
    try enter("")
    #expect(due.value == nil)
  }

  @Test func aValidatedFieldRefusesWhatItsCheckThrowsForAndKeepsItsText() throws {
    struct TooLong: Error, CustomStringConvertible {
      var description: String { "a code is 4 characters at most" }
    }
    let code = Cell("12")
    func enter(_ text: String) throws(ControlInputError) {
      let field = TextField("Code", text: code.binding).validate { if $0.count > 4 { throw TooLong() } }
      try screen { field }.controls(.textField).first?.input(as: TextEntry.self)?.enter(text)
    }
    #expect(throws: ControlInputError("a code is 4 characters at most")) { try enter("12345") }
    #expect(code.value == "12")
    try enter("1234")
    #expect(code.value == "1234")
  }

  @Test func aSecureFieldShowsADotForEachCharacterAndNeverTheText() throws {
    let passcode = Cell("")
    func field() -> SecureField { SecureField("Passcode", text: passcode.binding, prompt: "4 digits") }
    #expect(lines { field() } == ["Passcode: [‹4 digits›        ]"])
    try screen { field() }.controls(.secureField).first?.input(as: TextEntry.self)?.enter("2468")
    #expect(passcode.value == "2468")
    let drawn = screen { field() }
    #expect(drawn.text(color: false) == ["Passcode: [••••              ]"])
    #expect(drawn.controls(.secureField).first?.value == "••••")
  }

  @Test func aPlaceholderIsMarkedSoItNeverReadsAsText() {
    #expect(lines { TextField("Title", text: .constant(""), prompt: "Coffee") } == ["Title: [‹Coffee›             ]"])
    #expect(
      lines { TextField("Title", text: .constant("Coffee"), prompt: "Coffee") } == ["Title: [Coffee               ]"])
  }

  @Test func aTextEditorDrawsItsLinesInABoxTitledWithItsLabel() throws {
    let notes = Cell("")
    #expect(
      lines(width: 20) { TextEditor("Notes", text: notes.binding, prompt: "Anything") }
        == ["┌─ Notes ──────────┐", "│ ‹Anything›       │", "└──────────────────┘"])
    try screen { TextEditor("Notes", text: notes.binding) }.controls(.textEditor).first?.input(as: TextEntry.self)?
      .enter("Milk, the organic one\nEggs")
    #expect(
      lines(width: 20) { TextEditor("Notes", text: notes.binding) }
        == [
          "┌─ Notes ──────────┐", "│ Milk, the        │", "│ organic one      │", "│ Eggs             │",
          "└──────────────────┘",
        ])
  }

  @Test func aProgressViewShowsABarOrAnIndicatorThatMovesWithTheAppsClock() throws {
    #expect(lines(width: 40) { ProgressView("Downloading", value: 0.5) } == ["Downloading [##########----------] 50%"])
    #expect(lines(width: 40) { ProgressView("Copying", value: 3, total: 12) } == ["Copying [#####---------------] 25%"])
    #expect(screen { ProgressView("Copying", value: 3, total: 12) }.controls(.progressView).first?.value == "25%")
    let clock = VirtualClock()
    let root = StubViewController("form") { ProgressView("Loading") }
    let host = AppHost(app: HostedApp(root: root), environment: AppEnvironment(clock: clock))
    func drawn() -> [String] {
      root.setNeedsDisplay()
      return Renderer(width: 40).render(host.root).text(color: false)
    }
    let first = drawn()
    #expect(first == drawn())
    clock.advance(by: 0.25)
    #expect(drawn() != first)
    #expect(drawn().first?.hasPrefix("Loading [") == true)
  }

  @Test func aLabelShowsItsIconBeforeItsTitle() {
    #expect(lines(width: 12) { Label("Low Power Mode", icon: "🔋") } == ["🔋 Low Power", "   Mode"])
  }

  @Test func disabledControlsAreDrawnDimAndRegisteredDisabled() {
    let wifi = Cell(true)
    let drawn = screen {
      VStack(alignment: .leading) {
        Toggle("Wi-Fi", isOn: wifi.binding)
        VStack(alignment: .leading) {
          Toggle("Bluetooth", isOn: wifi.binding)
          Button("Save", action: "save")
        }
        .disabled(true)
      }
    }
    #expect(drawn.controls.map(\.isEnabled) == [true, false, false])
    #expect(drawn.text(color: true)[1].contains("\u{1B}[2m"))
  }

  @Test func aDestructiveButtonIsMarkedWithoutColour() {
    let buttons = lines {
      HStack(alignment: .top) {
        Button("Cancel", role: .cancel, action: "cancel")
        Button("Delete", role: .destructive, action: "delete")
      }
    }
    #expect(buttons == ["[Cancel] [! Delete]"])
  }
}

/// An app whose root is given.
private struct HostedApp: App {
  let name = "hosted"
  let summary = "A root given by the test"
  let root: ViewController

  func makeRootViewController(environment: AppEnvironment) -> ViewController { root }
}
