import Foundation
import Testing

@testable import MVCSShell

/// JSON read into the one value type and written back by the encoder.
@Suite struct JSONValueTests {
  @Test func everyKindOfValueReadsAsItsCase() throws {
    let value = try JSONValue(
      parsing: Array(#"[true,false,1,0,-3,1.5,1e3,"x\u00e9\n",null,12345678901234567890,{"a":[]},[]]"#.utf8))
    #expect(
      value == [
        true, false, 1, 0, -3, 1.5, 1000.0, "xé\n", nil, .double(12_345_678_901_234_567_168), ["a": []], [],
      ])
  }

  @Test func aBareValueIsJSONToo() throws {
    #expect(try JSONValue(parsing: Array("42".utf8)) == 42)
    #expect(try JSONValue(parsing: Array(#""hi""#.utf8)) == "hi")
  }

  @Test func whatIsNotJSONSaysWhere() {
    #expect(throws: JSONValue.ParseError(description: "Invalid value around character 7")) {
      try JSONValue(parsing: Array(#"{"a":1}}"#.utf8))
    }
    #expect(throws: JSONValue.ParseError.self) { try JSONValue(parsing: [0xFF]) }
  }

  @Test func aValueWrittenAndReadBackIsTheSame() throws {
    let value: JSONValue = [
      "text": "a\"b\\c\u{1B}\u{2028}", "n": 7, "x": 0.5, "ok": false, "none": nil, "list": [1, "2"],
    ]
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    #expect(try JSONValue(parsing: Array(encoder.encode(value))) == value)
  }

  @Test func theShellPrintsJSONIndentedWithSortedKeys() {
    let items: JSONValue = [["word": "bamboo", "n": 2, "url": "a/b"]]
    #expect(
      items.prettyLines == [
        "[", "  {", #"    "n" : 2,"#, #"    "url" : "a/b","#, #"    "word" : "bamboo""#, "  }", "]",
      ])
    #expect(JSONValue.string("x").prettyLines == [#""x""#])
  }

  @Test func anEncodableValueIsTheJSONItEncodesTo() {
    struct Greeting: Encodable {
      let who: String
      let nickname: String?
    }
    #expect(JSONValue(encoding: Greeting(who: "Ada", nickname: nil)) == ["who": "Ada"])
    #expect(JSONValue(encoding: Double.infinity) == nil)
  }
}
