import Foundation
import Testing

/// Formatted values through the built `mvcs`: the same screen whatever locale and time zone
/// the machine has, the locale `--locale` names when given, and rows that hold at every width.
@Suite struct FormattedValuesTests {
  private let addRent = """
    tap +
    fill Title Rent
    fill Category Home
    fill Amount 1234.5
    tap Add
    show
    tap Table
    show

    """

  @Test func aCurrencyTotalIsTheSameUnderTwoMachineLocalesAndTimeZones() async throws {
    let machines = [
      ["LANG": "de_DE.UTF-8", "LC_ALL": "de_DE.UTF-8", "TZ": "Asia/Tokyo"],
      ["LANG": "en_US.UTF-8", "LC_ALL": "en_US.UTF-8", "TZ": "America/Los_Angeles"],
    ]
    var outputs: [String] = []
    for environment in machines {
      let result = try await MVCSProcess.run(["--app", "expenses"], input: addRent, environment: environment)
      #expect(result.status == 0, "\(result.stderr)")
      outputs.append(result.stdout)
    }
    #expect(outputs[0] == outputs[1])
    #expect(outputs[0].contains("Total                                                                  $1,234.50"))
    #expect(outputs[0].contains("Jan 1"), "dates in the session's time zone, UTC: \(outputs[0])")
  }

  @Test func localeNamesTheLocaleValuesAreWrittenIn() async throws {
    let result = try await MVCSProcess.run(
      ["--app", "expenses", "--locale", "de-DE"], input: addRent, environment: ["LANG": "en_US.UTF-8"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("1.234,50\u{A0}$"), "\(result.stdout)")
    let unknown = try await MVCSProcess.run(["--locale", "xx_YY"], input: "")
    #expect(unknown.status == 2)
    #expect(unknown.stderr.contains("--locale: no locale 'xx_YY' is known"), "\(unknown.stderr)")
  }

  @Test func aHugeLocaleIsQuotedAsEveryErrorQuotesInputAtMost2000Characters() async throws {
    // A 100,000-character identifier was echoed whole: 100 KB on standard error (#28).
    let huge = String(repeating: "x", count: 100_000)
    for arguments in [["--locale", huge], ["run", "--locale", huge, "nothing.mvcs"], ["--app", huge]] {
      let result = try await MVCSProcess.run(arguments, input: "")
      // Booleans, not the text: a failing check prints what it compared.
      let (size, cut) = (result.stderr.utf8.count, result.stderr.contains("x… (98"))
      #expect(result.status == 2)
      #expect(size < 4_000, "\(result.stderr.prefix(300))…")
      #expect(cut, "\(result.stderr.prefix(300))…")
    }
  }

  @Test(arguments: [20, 40, 80, 200])
  func theLongTitleRowHoldsAtEveryWidth(width: Int) async throws {
    let title =
      "Quarterly 📦 shipping and 日本語 handling for the warehouse on the other side of town, "
      + String(repeating: "with every pallet counted twice 🧾 ", count: 8)
    let result = try await MVCSProcess.run(
      ["--app", "expenses", "--width", String(width)],
      input: "tap +\nfill Title '\(title)'\nfill Amount 123.45\ntap Add\nshow\n")
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let index = try #require(lines.firstIndex { $0.hasPrefix("  Quarter") }, "\(result.stdout)")
    #expect(lines[index].hasSuffix(" $123.45") && lines[index].contains("…"), "\(result.stdout)")
    #expect(lines[index + 1] == "  now", "\(result.stdout)")
  }
}
