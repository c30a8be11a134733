import MVCSShell
import Testing

@Suite struct LexerTests {
  private func words(_ text: String, _ variables: [String: String] = [:]) throws -> [String] {
    try Lexer(variables: variables).words(in: LogicalLine(text)).map(\.text)
  }

  private func failure(_ text: String, _ variables: [String: String] = [:]) -> ShellError? {
    do {
      _ = try Lexer(variables: variables).words(in: LogicalLine(text, file: "s.mvcs", line: 7))
      return nil
    } catch {
      return error
    }
  }

  @Test func blanksSeparateWords() async throws {
    #expect(try words("  tap   ++\tnow ") == ["tap", "++", "now"])
    #expect(try words("") == [])
  }

  @Test func doubleQuotesHonourEscapesAndSingleQuotesAreLiteral() async throws {
    #expect(try words(#"echo "a \"b\" \\ c\td\ne""#) == ["echo", "a \"b\" \\ c\td\ne"])
    #expect(try words(#"echo 'a \n $X "b"'"#) == ["echo", #"a \n $X "b""#])
    #expect(try words(#"echo "Create list"x'y z'"#) == ["echo", "Create listxy z"])
    #expect(try words(#"fill Title """#) == ["fill", "Title", ""])
  }

  @Test func backslashOutsideQuotesTakesTheNextCharacter() async throws {
    #expect(try words(##"echo a\ b \#c \$d"##) == ["echo", "a b", "#c", "$d"])
  }

  @Test func commentsStartAtAWordButNotBeforeADigit() async throws {
    #expect(try words("show # the screen") == ["show"])
    #expect(try words("# only a comment") == [])
    #expect(try words("cd /lists/#0") == ["cd", "/lists/#0"])
    #expect(try words("cd #1 # second child") == ["cd", "#1"])
    #expect(try words("echo a#b '#quoted'") == ["echo", "a#b", "#quoted"])
  }

  @Test func variablesExpandOutsideSingleQuotes() async throws {
    let vars = ["NAME": "Milk", "N": "2"]
    #expect(
      try words(#"echo $NAME ${NAME}s "$N x" '$NAME' $"#, vars) == ["echo", "Milk", "Milks", "2 x", "$NAME", "$"])
  }

  @Test func undefinedVariableIsALocatedErrorWithAHint() async {
    let error = failure("echo ok $NAMR", ["NAME": "x"])
    #expect(error?.message == "undefined variable '$NAMR'")
    #expect(error?.location?.description == "s.mvcs:7:9")
    #expect(error?.hint == "did you mean 'NAME'? Or define it first with `set NAMR VALUE`")
  }

  @Test func unterminatedQuotesPointAtTheOpeningQuote() async {
    let error = failure(#"echo "abc"#)
    #expect(error?.message == "unterminated double quote")
    #expect(error?.location?.column == 6)
    #expect(failure("echo 'abc")?.message == "unterminated single quote")
    #expect(failure("echo ${X")?.message == "unterminated '${X'")
  }

  @Test func continuationJoinsLinesAndKeepsTheirNumbers() async throws {
    let line = LogicalLine(
      file: "s.mvcs",
      lines: [
        PhysicalLine(#"call rename \"#, number: 3), PhysicalLine(#"  name="New \"#, number: 4),
        PhysicalLine(#"Name""#, number: 5),
      ])
    let result = try Lexer().words(in: line)
    #expect(result.map(\.text) == ["call", "rename", "name=New Name"])
    #expect(result[2].location.description == "s.mvcs:4:3")
  }

  @Test func wordsKnowTheirColumns() async throws {
    let result = try Lexer().words(in: LogicalLine("tap  'Create list'", file: "f", line: 2))
    #expect(result.map(\.location.column) == [1, 6])
    #expect(result[1].isQuoted)
  }

  @Test func physicalLineContinuesOnlyOnAnOddTrailingBackslash() async {
    #expect(PhysicalLine(#"a \"#, number: 1).continues)
    #expect(!PhysicalLine(#"a \\"#, number: 1).continues)
    #expect(!PhysicalLine("a", number: 1).continues)
  }
}
