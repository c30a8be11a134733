import Foundation
import MVCSShell
import Testing

@testable import MVCSCommandLine

/// A worker's journal names the line it runs, so a crash is reported at it; a line that may
/// hold a secret is shown with it as dots, as every writer shows a line that did not finish
/// (#28).
@MainActor
@Suite struct LineJournalTests {
  @Test func aCrashedLineThatMayHoldASecretIsReadBackWithItAsDots() throws {
    let path = try #require(LineJournal.make())
    defer { unlink(path) }
    let journal = try #require(LineJournal(writingTo: path))
    let commands = CommandRegistry.standard
    for (text, shown) in [
      ("  fill Passcode 4242-crash # pin", "  fill Passcode " + String(repeating: "•", count: 16)),
      ("tap Fire", "tap Fire"),
      ("fill 'Pass code' \"4 2\"", "fill 'Pass code' •••••"),
    ] {
      let line = LogicalLine(text, file: "crash.mvcs", line: 7)
      journal.note(line, secret: commands.secretWord(in: line))
      let read = try #require(LineJournal.read(path))
      #expect(read.file == "crash.mvcs" && read.line == 7)
      #expect(LineJournal.shown(text, secretColumn: read.secretColumn) == shown)
    }
  }
}
