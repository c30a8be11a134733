import Foundation
import MVCS
import Testing

/// Values written by Foundation's format styles in the app's locale, calendar and clock,
/// never the machine's.
@MainActor
@Suite struct FormattedTextTests {
  /// An app whose root shows `content`, launched in `environment`.
  private struct ShowingApp: App {
    let name = "showing"
    let summary = "Shows one view"
    let content: @MainActor () -> any View
    func makeRootViewController(environment: AppEnvironment) -> ViewController {
      StubViewController("root", content: content)
    }
  }

  private func screen(
    locale: Locale = AppEnvironment.defaultLocale, calendar: Calendar? = nil, clock: VirtualClock = VirtualClock(),
    _ content: @escaping @MainActor () -> any View
  ) -> [String] {
    let host = AppHost(
      app: ShowingApp(content: content), environment: AppEnvironment(clock: clock, calendar: calendar, locale: locale))
    return Renderer(width: 40).render(host.root).text(color: false)
  }

  // Foundation (ICU) writes no-break spaces where a locale wants them: U+00A0, U+202F.

  @Test func numbersAndCurrenciesFollowTheAppsLocale() {
    let total: @MainActor () -> any View = { Text(1234.5, format: .currency(code: "USD")) }
    #expect(screen(total) == ["$1,234.50"])
    #expect(screen(locale: Locale(identifier: "de_DE"), total) == ["1.234,50\u{A0}$"])
    #expect(screen(locale: Locale(identifier: "fr_FR"), { Text(0.256, format: .percent) }) == ["25,6\u{A0}%"])
    #expect(screen { Text(1_234_567, format: .number) } == ["1,234,567"])
  }

  @Test func datesFollowTheAppsCalendarAndTimeZoneNotTheMachines() throws {
    var tokyo = Calendar(identifier: .gregorian)
    tokyo.timeZone = try #require(TimeZone(identifier: "Asia/Tokyo"))
    let start = VirtualClock.batchStart
    let time: @MainActor () -> any View = { Text(start, format: .dateTime.hour().minute()) }
    #expect(screen(time) == ["9:00\u{202F}AM"])
    #expect(screen(calendar: tokyo, time) == ["6:00\u{202F}PM"])
    #expect(screen { Text(start, format: .dateTime.year().month().day()) } == ["Jan 1, 2026"])
  }

  @Test func relativeDatesAreRelativeToTheAppsClock() {
    let clock = VirtualClock()
    let start = VirtualClock.batchStart
    let ago: @MainActor () -> any View = { Text(start, format: .relative(presentation: .numeric, unitsStyle: .wide)) }
    #expect(screen(clock: clock, ago) == ["in 0 seconds"])
    clock.advance(by: 2 * 86_400)
    #expect(screen(clock: clock, ago) == ["2 days ago"])
    #expect(screen(clock: clock, { Text(start, format: .relative(presentation: .named)) }) == ["2 days ago"])
    #expect(
      screen(clock: clock, { Text(start.addingTimeInterval(86_400), format: .relative(presentation: .named)) })
        == ["yesterday"])
  }

  @Test func aViewControllerOutsideAnAppUsesTheFixedLocaleAndTheBatchStart() {
    let lines = Renderer(width: 40).render(
      StubViewController("alone") {
        VStack(alignment: .leading) {
          Text(1234.5, format: .currency(code: "EUR"))
          Text(VirtualClock.batchStart, format: .dateTime.hour().minute())
        }
      }
    ).text(color: false)
    #expect(lines == ["€1,234.50", "9:00\u{202F}AM"])
  }

  @Test func aFormattedValueInARowIsMeasuredByItsText() {
    let lines = screen {
      HStack(alignment: .top) {
        Text("Groceries for the week and the weekend after it too")
        Spacer()
        Text(1234.5, format: .currency(code: "USD"))
      }
    }
    #expect(lines == ["Groceries for the week and t…  $1,234.50"])
  }
}
