import Foundation
import MVCS
import Testing

@MainActor
@Suite struct ActionTests {
  private let now = VirtualClock.batchStart
  private let rename = Action(
    "rename", summary: "Renames",
    parameters: [
      Parameter("name", .text), Parameter("count", .integer, isOptional: true),
      Parameter("due", .date, isOptional: true), Parameter("done", .boolean, isOptional: true),
      Parameter("size", .choice(["small", "large"]), isOptional: true),
    ]
  ) { _ in }

  @Test func positionalAndNamedArgumentsAreTyped() throws {
    let arguments = try rename.bind(["Milk", "done=yes", "3"], now: now)
    #expect(try arguments.text("name") == "Milk")
    #expect(try arguments.integer("count") == 3)
    #expect(try arguments.boolean("done"))
  }

  @Test func datesReadISO8601AndRelativeWordsAgainstTheClock() throws {
    let today = try rename.bind(["x", "due=today"], now: now).date("due")
    let tomorrow = try rename.bind(["x", "due=tomorrow"], now: now).date("due")
    let fixed = try rename.bind(["x", "due=2026-03-01"], now: now).date("due")
    #expect(today?.formatted(.iso8601) == "2026-01-01T00:00:00Z")
    #expect(tomorrow?.formatted(.iso8601) == "2026-01-02T00:00:00Z")
    #expect(fixed?.formatted(.iso8601) == "2026-03-01T00:00:00Z")
    let offset = try rename.bind(["x", "due=2026-03-01T01:00:00+02:00"], now: now).date("due")
    #expect(offset?.formatted(.iso8601) == "2026-02-28T23:00:00Z")
  }

  /// An action's numbers are typed numbers, read as a field reads them (#28): `Double` took
  /// `0x10` as 16 and `1e-400` as 0.
  @Test func numbersAreReadAsEveryTypedNumberIs() throws {
    let weigh = Action(
      "weigh", summary: "Weighs",
      parameters: [Parameter("kilos", .decimal), Parameter("count", .integer, isOptional: true)]
    ) { _ in }
    for (text, reason) in [
      ("0x10", "it is written in hexadecimal (0x); type a decimal number"), ("--5", "it has two signs"),
      ("1e-400", "it is too close to 0 to hold and would be 0"), ("1e309", "it is beyond the largest number"),
      ("\u{661}", "'\u{661}' (U+0661 ARABIC-INDIC DIGIT ONE) is not one of the digits 0–9"),
    ] {
      #expect(
        throws: ArgumentError(
          message: "'kilos' expects a decimal number, got '\(text)': \(reason)", parameter: "kilos", argumentIndex: 0)
      ) { try weigh.bind([text], now: now) }
    }
    #expect(try weigh.bind(["1,234.5", "count=+7"], now: now).decimal("kilos") == 1234.5)
    #expect(try weigh.bind(["1", "count=+7"], now: now).integer("count") == 7)
    #expect(
      throws: ArgumentError(
        message: "'count' expects an integer, got '1.5': a whole number has no decimal point", parameter: "count",
        argumentIndex: 1)
    ) { try weigh.bind(["1", "1.5"], now: now) }
  }

  @Test func badArgumentsNameTheParameterAndTheWord() {
    #expect(
      throws: ArgumentError(
        message: "'count' expects an integer, got 'lots': 'l' is not part of a number", parameter: "count",
        argumentIndex: 1)
    ) {
      try rename.bind(["x", "lots"], now: now)
    }
    #expect(throws: ArgumentError(message: "missing argument 'name' (text)", parameter: "name")) {
      try rename.bind([], now: now)
    }
    #expect(throws: ArgumentError.self) { try rename.bind(["x", "size=medium"], now: now) }
    #expect(throws: ArgumentError.self) { try rename.bind(["x", "name=y"], now: now) }
    #expect(throws: ArgumentError(message: "'noop' takes no arguments", argumentIndex: 0)) {
      try Action("noop", summary: "") { _ in }.bind(["extra"], now: now)
    }
  }

  @Test func synopsisShowsTypesAndOptionality() {
    #expect(rename.synopsis == "rename name:text [count:integer] [due:date] [done:boolean] [size:small|large]")
  }
}

@Suite struct ISO8601TextTests {
  @Test func readsDaysAndInstantsAndRefusesImpossibleDays() {
    #expect(ISO8601Text.date(from: "2026-02-28")?.formatted(.iso8601) == "2026-02-28T00:00:00Z")
    #expect(ISO8601Text.date(from: "2026-03-01T10:00:00Z")?.formatted(.iso8601) == "2026-03-01T10:00:00Z")
    #expect(ISO8601Text.date(from: "2026-02-30") == nil)
    #expect(ISO8601Text.date(from: "2026-02-30T10:00:00Z") == nil)
    #expect(ISO8601Text.date(from: "2026-13-01") == nil)
    #expect(ISO8601Text.date(from: "soon") == nil)
  }

  /// `text` read as a date, printed back at UTC with milliseconds.
  private func utc(_ text: String, calendar: Calendar = .utc) -> String? {
    let style = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
    return ISO8601Text.date(from: text, calendar: calendar)?.formatted(style)
  }

  @Test func everyValidTimeIsReadWhateverItsOffset() {
    // Just after midnight at +02:00 is still the day before at UTC: the day is checked as written.
    #expect(utc("2026-03-01T01:00:00+02:00") == "2026-02-28T23:00:00.000Z")
    #expect(utc("2026-02-28T23:30:00-05:00") == "2026-03-01T04:30:00.000Z")
    #expect(utc("2026-03-01T01:00+0530") == "2026-02-28T19:30:00.000Z")
    #expect(utc("2026-03-01T01:00:00+02") == "2026-02-28T23:00:00.000Z")
    #expect(utc("2026-03-01T10:00:00.25Z") == "2026-03-01T10:00:00.250Z")
    #expect(utc("2026-03-01T10:00:00,5Z") == "2026-03-01T10:00:00.500Z")
    #expect(utc("2026-03-01 10:00Z") == "2026-03-01T10:00:00.000Z")
    #expect(utc("20260301T100000Z") == "2026-03-01T10:00:00.000Z")
    #expect(utc("2026-03-01T24:00:00Z") == "2026-03-02T00:00:00.000Z")
    #expect(utc("2024-02-29T12:00:00Z") == "2024-02-29T12:00:00.000Z")
    // No zone: the calendar's.
    var paris = Calendar(identifier: .gregorian)
    paris.timeZone = TimeZone(identifier: "Europe/Paris")!
    #expect(utc("2026-07-01T12:00:00", calendar: paris) == "2026-07-01T10:00:00.000Z")
    #expect(utc("2026-07-01T12:00:00") == "2026-07-01T12:00:00.000Z")
  }

  @Test func impossibleOrMalformedTimesAreRefused() {
    for text in [
      "2025-02-29T12:00:00Z", "2026-03-01T25:00:00Z", "2026-03-01T10:60:00Z", "2026-03-01T10:00:60Z",
      "2026-03-01T24:00:01Z", "2026-03-01T10:00:00+19:00", "2026-03-01T10:00:00+02:60", "2026-03-01T10",
      "2026-03-01T10:00:00Zjunk", "2026-03-01X10:00Z", "2026-0301", "2026-03-01T1000Z", "202603-01",
      "2026-03-01T10:00:00.Z", String(repeating: "2026-03-01", count: 100),
    ] {
      #expect(ISO8601Text.date(from: text) == nil, "\(text)")
    }
  }
}
