import MVCS
import MVCSApps
import MVCSShell
import MVCSTesting
import Testing

/// The shell's verbs for controls, driving the Settings app as a user would: `toggle`,
/// `pick`, `step`, `fill` for every text-like field, `tap` on an alert's buttons, and the
/// `expect` forms that read them.
@MainActor
@Suite struct ControlCommandTests {
  let shell = TestShell(app: SettingsApp())

  private func complete(_ line: String) -> [String] {
    Completer(session: shell.session).complete(line).candidates
  }

  @Test func toggleFlipsOrSetsAToggleAndRefusesADisabledOne() async {
    await shell.run("toggle 'Airplane Mode'")
    await shell.run("expect toggle 'Airplane Mode' on")
    await shell.run("toggle 'Airplane Mode' on")
    await shell.run("expect toggle 'Airplane Mode' on")
    #expect(await shell.error("toggle Wi-Fi")?.message == "toggle 'Wi-Fi' of /settings is disabled")
    await shell.run("expect disabled Wi-Fi")
    await shell.run("toggle 'Airplane Mode' off")
    await shell.run("toggle Wi-Fi")
    await shell.run("expect toggle Wi-Fi off")
    let wrongState = await shell.error("toggle Wi-Fi maybe")
    #expect(wrongState?.message == "a toggle is on or off, not 'maybe'")
    #expect(wrongState?.location?.column == 14)
    let failed = await shell.error("expect toggle Wi-Fi on")
    #expect(failed?.message == "expected toggle 'Wi-Fi' of /settings to be 'on', but it is 'off'")
    #expect(failed?.status == .expectationFailed)
  }

  @Test func aMistypedLabelSuggestsTheClosestOfThatKind() async {
    let error = await shell.error("toggle Bluetoth")
    #expect(error?.message == "no toggle 'Bluetoth' on the screen")
    #expect(error?.hint == "did you mean 'Bluetooth'? Toggles on the screen: 'Airplane Mode', 'Wi-Fi', 'Bluetooth'")
    #expect(await shell.error("pick Apperance Dark")?.hint?.hasPrefix("did you mean 'Appearance'?") == true)
    #expect(await shell.error("step Volum up")?.hint?.hasPrefix("did you mean 'Volume'?") == true)
  }

  @Test func pickChoosesAnOptionByTitleOrListsThemAll() async {
    await shell.expect("pick Ringtone", prints: "* Opening\n  Radar\n  Beacon")
    await shell.run("pick Ringtone Beacon")
    await shell.run("expect value Ringtone Beacon")
    await shell.expect("pick Ringtone", prints: "  Opening\n  Radar\n* Beacon")
    let wrong = await shell.error("pick Ringtone Bacon")
    #expect(wrong?.message == "picker 'Ringtone' of /settings has no option 'Bacon'")
    #expect(wrong?.hint == "did you mean 'Beacon'? Its options: 'Opening', 'Radar', 'Beacon'")
    #expect(wrong?.location?.column == 15)
  }

  @Test func stepMovesWithinTheRangeAndSaysWhenItCannot() async {
    await shell.run("step 'Text Size' up")
    await shell.run("expect value 'Text Size' 5")
    await shell.run("step 'Text Size' down 10")
    await shell.run("expect value 'Text Size' 1")
    let stuck = await shell.error("step 'Text Size' down")
    #expect(stuck?.message == "stepper 'Text Size' is at its lowest value, 1")
    #expect(stuck?.hint == "it goes from 1 to 7")
    #expect(await shell.error("step 'Text Size' sideways")?.message == "a stepper steps up or down, not 'sideways'")
    #expect(await shell.error("step 'Text Size' up 0")?.message == "N must be an integer from 1 to 10000, got '0'")
  }

  @Test func aTypedFieldRefusesTextItCannotReadWithALocatedErrorAndKeepsItsValue() async {
    await shell.run("fill 'Data Plan (GB)' 12.5")
    let error = await shell.error("fill 'Data Plan (GB)' 12abc")
    #expect(error?.message == "field 'Data Plan (GB)' cannot read '12abc' as a number: 'a' is not part of a number")
    #expect(error?.hint == "type a number as the field shows it, like '12.5', or nothing")
    #expect(error?.location?.column == 23)
    await shell.run("expect value 'Data Plan (GB)' 12.5")
    await shell.expect("store show dataPlan", prints: #"value  {"id":"value","value":12.5}"#)
  }

  /// What a person would not mean as a number is refused, saying why, and the field keeps
  /// its value (#28: `--5` read as −5, `5%` as 5, `1e-400` as 0, `١٢` as 12, `5` with an accent
  /// as 5).
  @Test(arguments: [
    ("--5", "it has two signs"), ("+-5", "it has two signs"), ("-+5", "it has two signs"),
    ("5%", "a percent sign goes with a percentage, and this field takes a plain number"),
    ("50 %", "a percent sign goes with a percentage, and this field takes a plain number"),
    ("\u{661}\u{662}", "'\u{661}' (U+0661 ARABIC-INDIC DIGIT ONE) is not one of the digits 0–9"),
    ("\u{FF11}\u{FF12}", "'\u{FF11}' (U+FF11 FULLWIDTH DIGIT ONE) is not one of the digits 0–9"),
    ("5\u{301}", "U+0301 COMBINING ACUTE ACCENT is not part of a number"),
    ("0x10", "it is written in hexadecimal (0x); type a decimal number"),
    ("0X1p3", "it is written in hexadecimal (0x); type a decimal number"),
    ("1,23,4", "its digits are grouped wrongly: ',' separates thousands, as in 1,234,567"),
    ("12abc", "'a' is not part of a number"), ("1.2.3", "it has two decimal points"),
    ("5-", "a sign goes before the number"),
  ])
  func aTypedFieldRefusesWhatAPersonWouldNotMeanAsANumber(text: String, reason: String) async {
    await shell.run("fill 'Data Plan (GB)' 12.5")
    let error = await shell.error("fill 'Data Plan (GB)' '\(text)'")
    #expect(error?.message == "field 'Data Plan (GB)' cannot read '\(text)' as a number: \(reason)")
    #expect(error?.location?.column == 23)
    await shell.run("expect value 'Data Plan (GB)' 12.5")
  }

  @Test func aNumberTooCloseToZeroToHoldIsRefusedNotReadAsZero() async {
    let error = await shell.error("fill 'Data Plan (GB)' 1e-400")
    #expect(
      error?.message == "field 'Data Plan (GB)' cannot hold '1e-400': it is too close to 0 to hold and would be 0")
    await shell.run("expect value 'Data Plan (GB)' ''")
  }

  @Test(arguments: [
    ("1,234,567.5", "1,234,567.5"), ("-5", "-5"), ("5.", "5"), (".5", "0.5"), ("  7  ", "7"), ("+3", "3"),
    ("1234567", "1,234,567"), ("1e3", "1,000"), ("0", "0"),
  ])
  func aTypedFieldReadsWhatAPersonMeans(text: String, shown: String) async {
    await shell.run("fill 'Data Plan (GB)' '\(text)'")
    await shell.run("expect value 'Data Plan (GB)' '\(shown)'")
  }

  @Test func anEmptyFieldShowsItsPlaceholderMarked() async {
    await shell.run("expect shows 'Data Plan (GB): [‹no limit›'")
    await shell.run("fill 'Data Plan (GB)' 3")
    await shell.run("expect shows 'Data Plan (GB): [3 '")
  }

  @Test func aSecureFieldsTextAppearsInNoOutput() async {
    let secret = "s3cret-2468"
    var printed: [String] = []
    func record(_ line: String) async {
      let outcome = await shell.outcome(line)
      printed += outcome.output + (outcome.error?.lines() ?? [])
    }
    // Each line's own words are the user's to see (`expect shows TEXT` quotes TEXT, `record`
    // writes the line): what must never show the secret is what the shell draws and reads.
    await record("trace on")
    await record("fill Passcode \(secret)")
    await record("trace off")
    for line in [
      "show", "show --full", "show /settings", "tree", "tree --json", "log 100", "expect value Passcode \(secret)",
      "expect value Passcode ••••", "fill Passcode", "fill Pascode \(secret)",
      "pick 'Require Passcode'", "complete 'fill '", "complete 'fill Pass'", "complete 'expect value '",
      "actions /settings", "relaunch", "show",
    ] {
      await record(line)
    }
    printed += complete("fill ") + complete("expect value P")
    #expect(printed.contains { $0.contains("Passcode: [•••••••••••") })
    #expect(printed.contains { $0.contains("fill Passcode") })
    #expect(!printed.joined(separator: "\n").contains(secret))
  }

  @Test func aLineThatTypedASecretIsShownAgainWithItAsDots() async {
    #expect(await shell.outcome("fill Passcode s3cret").shownLine == "fill Passcode ••••••")
    #expect(await shell.outcome("fill  Passcode  'two words'").shownLine == "fill  Passcode  •••••••••")
    #expect(await shell.outcome("fill Name Ada").shownLine == nil)
    // A fill that failed is dots as well (#28): a mistyped secure field's label is the case
    // this is for, and a field out of view, whose error knew it was secure.
    #expect(await shell.outcome("fill Pascode s3cret").shownLine == "fill Pascode ••••••")
    #expect(await shell.outcome("fill Name").shownLine == nil, "nothing typed")
    #expect(await shell.outcome("'fill' Passcode s3cret x").shownLine == "'fill' Passcode ••••••")
    await shell.run("set VERB fill")
    #expect(await shell.outcome("$VERB Passcode s3cret").shownLine == "$VERB Passcode ••••••")
    // A text a field refused is the field's to show: its error quotes it.
    #expect(await shell.outcome("fill 'Data Plan (GB)' 12abc").shownLine == nil)
    // A line that never ran cannot ask the screen: its fill is dots whatever the field.
    let commands = shell.session.commands
    #expect(commands.shown(LogicalLine("fill Name Ada")) == "fill Name •••")
    let continued = LogicalLine(
      file: "flow.mvcs", lines: [PhysicalLine("  fill Name \\", number: 1), PhysicalLine("  Ada", number: 2)])
    #expect(commands.shown(continued) == "  fill Name \\\n  •••")
    #expect(commands.shown(LogicalLine("tap Add")) == nil)
  }

  @Test func completionOffersLabelsOfEachKindAndAPickersOptions() {
    #expect(complete("toggle ") == ["'Airplane Mode'", "Wi-Fi", "Bluetooth"])
    #expect(complete("toggle Wi-Fi ") == ["off", "on"])
    #expect(complete("pick A") == ["Appearance", "Auto-Lock"])
    #expect(complete("pick Auto-Lock ") == ["'30 seconds'", "'1 minute'", "'2 minutes'", "'5 minutes'", "Never"])
    #expect(complete("pick Appearance D") == ["Dark"])
    #expect(complete("step ") == ["'Text Size'", "Volume"])
    #expect(complete("step Volume ") == ["up", "down"])
    #expect(complete("fill ") == ["Passcode", "Name", "'Data Plan (GB)'", "Signature"])
    #expect(complete("expect toggle W") == ["Wi-Fi"])
    // A disabled control is not offered to act on, but is to read.
    #expect(complete("pick Req").isEmpty)
    #expect(complete("expect value Req") == ["'Require Passcode'"])
  }

  @Test func aConfirmationDialogMarksItsDestructiveButtonAndIsTappedByLabel() async {
    await shell.run("pick Appearance Dark")
    await shell.run("tap 'Reset All Settings'")
    let screen = await shell.screen()
    #expect(screen.contains("│ [! Reset All Settings]"))
    #expect(screen.contains("┌─ Reset All Settings? ─"))
    await shell.run("tap Cancel")
    await shell.run("expect value Appearance Dark")
    await shell.run("tap 'Reset All Settings'")
    await shell.run("dismiss")
    await shell.run("expect missing /settings/dialog")
    await shell.run("expect value Appearance Dark")
    await shell.run("tap 'Reset All Settings'")
    await shell.run("tap 'Reset All Settings'")
    await shell.run("expect value Appearance Light")
  }

  @Test func aControlBelowTheScreenIsOutOfViewWithTheHintButtonsGet() async {
    let short = TestShell(app: SettingsApp(), height: 12)
    let error = await short.error("fill Passcode 1234")
    #expect(error?.message == "field 'Passcode' of /settings is out of view: below the screen's 12 lines")
    #expect(error?.hint == "a taller screen (--height) shows it; `show --full` draws everything")
    #expect(
      await short.error("step Volume up")?.message.hasSuffix("is out of view: below the screen's 12 lines") == true)
  }
}
