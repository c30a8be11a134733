import Foundation
import MVCSApps
import Testing

@testable import MVCSTesting

/// `MVCS_UPDATE=1` rewrites a test's expected screens in its own source, as `mvcs run
/// --update` rewrites a script's blocks: the story of a label that changed on purpose.
@MainActor
@Suite struct ExpectedOutputUpdateTests {
  /// A test file as a user writes it, in a folder of its own; the calls are on lines 4 and 11.
  private let source = """
    @Test func counting() async {
      let shell = TestShell(app: CounterApp(), width: 20)
      await shell.run("tap ++")
      await shell.expectScreen(
        \"""
        Counter
        0
        \""")
      await shell.run("tap ++")
      // expectScreen( in a comment is not the call
      await shell.expectScreen("Counter")
    }

    """

  private func scratchFile() throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mvcs-update-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("CountingTests.swift").path
    try source.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test func screensThatDifferAreRewrittenInTheTestAndTheTestFailsOnce() async throws {
    let path = try scratchFile()
    let shell = TestShell(app: CounterApp(), width: 20)
    shell.updatesExpectedOutput = true
    await shell.run("tap ++")
    await withKnownIssue {
      await shell.expectScreen("Counter\n0", at: place(path, line: 4))
    } matching: { issue in
      issue.description.contains("rewrote the expected output")
    }
    await shell.run("tap ++")
    // Line 11 as compiled; the first rewrite moved it by two lines.
    await withKnownIssue {
      await shell.expectScreen("Counter", at: place(path, line: 11))
    } matching: { issue in
      issue.description.contains("rewrote the expected output")
    }
    let rewritten = try String(contentsOfFile: path, encoding: .utf8)
    #expect(
      rewritten == """
        @Test func counting() async {
          let shell = TestShell(app: CounterApp(), width: 20)
          await shell.run("tap ++")
          await shell.expectScreen(
            \"""
            Counter
            ────────────────────
            1
            [++] [--]
            \""")
          await shell.run("tap ++")
          // expectScreen( in a comment is not the call
          await shell.expectScreen(\"""
            Counter
            ────────────────────
            2
            [++] [--]
            \""")
        }

        """)
  }

  @Test func withoutUpdatingADifferenceOnlyFails() async throws {
    let path = try scratchFile()
    let shell = TestShell(app: CounterApp(), width: 20)
    shell.updatesExpectedOutput = false
    await withKnownIssue {
      await shell.expectScreen("Counter", at: place(path, line: 11))
    } matching: { issue in
      issue.description.contains("(−: expected, +: printed)")
    }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == source)
  }

  /// Where a test at `path` calls at `line`, as `#filePath` and `#line` give it.
  private func place(_ path: String, line: Int) -> Testing.SourceLocation {
    Testing.SourceLocation(fileID: "Tests/CountingTests.swift", filePath: path, line: line, column: 5)
  }

  @Test func theLabelledArgumentIsTheOneRewritten() throws {
    let source = """
      await shell.expect("echo \\"(a)\\", b", prints: "old")
      """
    let literal = try ExpectedLiteral.find(in: source, line: 1, call: "expect", argument: "prints")
    #expect(
      literal.replaced(with: "new", in: source).text == """
        await shell.expect("echo \\"(a)\\", b", prints: \"""
          new
          \""")
        """)
  }

  @Test func whatALiteralCannotHoldAsIsIsEscaped() throws {
    let source = "shell.expectScreen(\"x\")"
    let literal = try ExpectedLiteral.find(in: source, line: 1, call: "expectScreen", argument: nil)
    let value = #"a\b"# + "\n" + #"say """hi""""# + "\n" + "trailing " + "\n" + "\n" + "end"
    let (text, delta) = literal.replaced(with: value, in: source)
    #expect(
      text == #"""
        shell.expectScreen("""
          a\\b
          say ""\"hi""\"
          trailing\u{20}

          end
          """)
        """#)
    #expect(delta == 6)
  }

  @Test func anInterpolatedExpectationIsNotRewritten() {
    let source = #"await shell.expectScreen("Count: \(count)")"#
    #expect(throws: ExpectedLiteral.Problem.self) {
      try ExpectedLiteral.find(in: source, line: 1, call: "expectScreen", argument: nil)
    }
  }

  @Test func rawLiteralsAndNestedCommentsAreReadThrough() throws {
    let source = """
      /* expectScreen( /* nested */ */ shell.expectScreen(#"a "quoted" \\(not interpolated)"#)
      """
    let literal = try ExpectedLiteral.find(in: source, line: 1, call: "expectScreen", argument: nil)
    #expect(literal.replaced(with: "b", in: source).text.hasSuffix("shell.expectScreen(\"\"\"\n  b\n  \"\"\")"))
  }
}
