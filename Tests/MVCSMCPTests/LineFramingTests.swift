import Testing

@testable import MVCSMCP

/// Input cut into MCP's stdio messages: one a line, however the bytes arrive.
@Suite struct LineFramingTests {
  private func message(_ text: String) -> Frame { .message(Array(text.utf8)) }

  @Test func linesAreCutAtLineBreaksWhateverTheChunks() {
    var framing = LineFraming(limit: 100)
    #expect(framing.append(Array(#"{"id":"#.utf8)).isEmpty)
    #expect(framing.append(Array("1}\n{\"id\":2}\r\n{\"i".utf8)) == [message(#"{"id":1}"#), message(#"{"id":2}"#)])
    #expect(framing.append(Array("d\":3}\n".utf8)) == [message(#"{"id":3}"#)])
    #expect(framing.finish() == nil)
  }

  @Test func blankLinesCarryNoMessage() {
    var framing = LineFraming(limit: 100)
    #expect(framing.append(Array("\n\r\n  \t\n1\n".utf8)) == [message("1")])
  }

  @Test func theLastLineNeedsNoLineBreak() {
    var framing = LineFraming(limit: 100)
    #expect(framing.append(Array("1\n2".utf8)) == [message("1")])
    #expect(framing.finish() == message("2"))
    #expect(framing.finish() == nil)
  }

  @Test func aLineOverTheLimitIsSkippedAndMeasuredNotHeld() {
    var framing = LineFraming(limit: 10)
    #expect(framing.append(Array("0123456789".utf8)) == [])
    #expect(framing.append(Array("abc".utf8)) == [])
    #expect(framing.append([UInt8](repeating: 65, count: 100_000)) == [])
    #expect(framing.append(Array("\nok\n".utf8)) == [.tooLong(byteCount: 100_013, limit: 10), message("ok")])
    #expect(framing.append([UInt8](repeating: 65, count: 11)) == [])
    #expect(framing.finish() == .tooLong(byteCount: 11, limit: 10))
  }

  @Test func aLineAtTheLimitIsRead() {
    var framing = LineFraming(limit: 3)
    #expect(framing.append(Array("abc\nabcd\n".utf8)) == [message("abc"), .tooLong(byteCount: 4, limit: 3)])
  }
}
