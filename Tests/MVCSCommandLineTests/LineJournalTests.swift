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

  /// A shorter record over a longer one reads as itself, and a cleared journal as no line:
  /// what the runner reads from the file is what the worker stored in its mapped page.
  @Test func aShorterRecordAndAClearedJournalReadBackAsWritten() throws {
    let path = try #require(LineJournal.make())
    defer { unlink(path) }
    let journal = try #require(LineJournal(writingTo: path))
    journal.note(LogicalLine("tap Fire", file: "a/long/folder/flow.mvcs", line: 1234), secret: nil)
    journal.note(LogicalLine("tap Fire", file: "b.mvcs", line: 5), secret: nil)
    let read = try #require(LineJournal.read(path))
    #expect(read.file == "b.mvcs" && read.line == 5 && read.secretColumn == 0)
    journal.clear()
    #expect(LineJournal.read(path) == nil)
  }
}
