import Foundation
import MVCS
import MVCSTesting
import Testing

/// A string literal's interpolations as SwiftUI's `LocalizedStringKey` takes them: formatted
/// values written in the app's locale and time zone, `printf` specifiers as C writes them,
/// dates by style, texts and images.
@MainActor
@Suite struct LocalizedStringKeyTests {
  struct Receipt: View {
    @State private var total = 1234.5
    @State private var hours = 8.25
    let due = Date(timeIntervalSince1970: 1_767_258_000)  // 2026-01-01 09:00 UTC

    var body: some View {
      VStack(alignment: .leading) {
        Text("Total: \(total, format: .currency(code: "USD"))")
        Text("Share: \(0.25, format: .percent) of \(total, specifier: "%.1f")")
        Text("Due at \(due, style: .time)")
        Text("Tap \(Image(systemName: "plus")) to add \(Text("one").bold())")
        Text("\(3) items, \(true)")
        Stepper("\(hours, format: .number) hours", value: $hours, in: 4...12, step: 0.25)
        Picker("Tip of \(total, format: .currency(code: "USD"))", selection: $total) {
          Text("None").tag(1234.5)
        }
      }
    }
  }

  @Test func formattedValuesAreWrittenInTheSessionsLocale() async {
    let shell = TestShell(app: HostedApp("receipt") { Receipt() }, width: 60)
    await shell.expectScreen(
      """
      Total: $1,234.50
      Share: 25% of 1234.5
      Due at 9:00\u{202F}AM
      Tap + to add one
      3 items, true
      8.25 hours (-/+)
      Tip of $1,234.50: [None ▾]
      """)
    // The stepper's label shows its value through a format, and is found without it.
    await shell.run("step hours up")
    await shell.run("expect shows '8.5 hours (-/+)'")

    var german = AppEnvironment.batch
    german.locale = Locale(identifier: "de_DE")
    let inGerman = TestShell(app: HostedApp("receipt") { Receipt() }, width: 60, environment: german)
    let screen = await inGerman.screen()
    #expect(screen.contains("Total: 1.234,50\u{00A0}$"), "\(screen)")
    #expect(screen.contains("Share: 25\u{00A0}% of 1234.5"), "\(screen)")
    #expect(screen.contains("Due at 09:00"), "\(screen)")
    #expect(screen.contains("Tip of 1.234,50\u{00A0}$"), "\(screen)")
  }

  @Test func keysWithTheSameLiteralAndValuesInTheSamePlacesAreEqual() {
    let one: LocalizedStringKey = "Total: \(12.5, format: .number)"
    let other: LocalizedStringKey = "Total: \(99.0, format: .number)"
    let plain: LocalizedStringKey = "Total: 12.5"
    #expect(one == other)
    #expect(one != plain)
    #expect(LocalizedStringKey("a") == "a")
  }
}
