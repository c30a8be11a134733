import CustomDump
import MVCS
import MVCSShell
import Testing

/// An app launched in a shell session for a Swift Testing test: run lines as a user would
/// type them and assert what the screen shows, with a readable diff.
///
/// Every step that fails unexpectedly fails the test at the line of the test that ran it,
/// so no error goes unnoticed: ``run(_:fileID:filePath:line:column:)`` expects success,
/// ``error(_:fileID:filePath:line:column:)`` expects failure, and ``outcome(_:)`` is for
/// the rare step whose result the test inspects itself.
///
/// ```swift
/// import MVCSTesting
/// import Testing
///
/// @MainActor @Test func addingANote() async {
///     let shell = TestShell(app: NotesApp(), width: 40)
///     await shell.run("tap +")
///     await shell.run("fill Text Milk")
///     await shell.run("tap Add")
///     await shell.expectScreen("""
///         Notes                                [+]
///         ────────────────────────────────────────
///         Milk
///         """)
///     #expect(await shell.error("tap Nope")?.message == "no button 'Nope' on the screen")
/// }
/// ```
///
/// A session runs in batch mode: the virtual clock at 2026-01-01T09:00:00Z in UTC and
/// in-memory stores, so a test reads the same on every machine.
@MainActor
public final class TestShell {
  /// The session the lines run in: the app, the current path, the variables.
  public let session: Session
  /// The interpreter the lines run through, for a test that drives it directly (its
  /// `run(_:handle:)` loop over a line source).
  public let interpreter: Interpreter
  /// The file name errors are located in, `test.mvcs` unless given; each line is located
  /// as line 1 of it, a one-line script of its own.
  private let file: String

  /// Launches `app` in a fresh batch session.
  ///
  /// - Parameters:
  ///   - app: The app to launch.
  ///   - apps: The apps `launch` may start; `app` alone by default.
  ///   - width: The columns views are laid out in (80, as `run` uses).
  ///   - height: The lines the screen shows (40, as `run` uses, whatever the terminal the
  ///     tests run in): lists draw the rows in view, and only what shows can be touched.
  ///   - settings: Values for the apps' declared settings, as `--set` gives them.
  ///   - environment: The app's environment; batch (virtual clock, in memory) by default.
  ///   - commands: Commands of your own, understood beside the shell's.
  ///   - file: The name errors are located in.
  public init(
    app: any App, apps: [any App]? = nil, width: Int = 80, height: Int = ShellOptions.defaultHeight,
    settings: [String: String] = [:], environment: AppEnvironment = .batch, commands: [any Command.Type] = [],
    file: String = "test.mvcs"
  ) {
    var options = ShellOptions(width: width, height: height, environment: environment)
    options.environment.settings.merge(settings) { $1 }
    if !commands.isEmpty { options.commands = CommandRegistry(CommandRegistry.standard.commands + commands) }
    session = Session(app: app, apps: apps, options: options)
    interpreter = Interpreter(session: session)
    self.file = file
  }

  /// Runs `line` whatever happens and returns its outcome; nothing is checked.
  public func outcome(_ line: String) async -> Outcome {
    await interpreter.execute(LogicalLine(line, file: file, line: 1))
  }

  /// Runs `line`, which must succeed, and returns its output; an error fails the test at the
  /// caller's line.
  @discardableResult
  public func run(
    _ line: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line number: UInt = #line,
    column: UInt = #column
  ) async -> [String] {
    let outcome = await outcome(line)
    if let error = outcome.error {
      Issue.record(
        "'\(line)' failed: \(error.lines(withLocation: false, color: false).joined(separator: "\n"))",
        sourceLocation: location(fileID, filePath, number, column))
    }
    return outcome.output
  }

  /// Runs `line`, which must fail, and returns its error; success fails the test at the
  /// caller's line and returns nil.
  @discardableResult
  public func error(
    _ line: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line number: UInt = #line,
    column: UInt = #column
  ) async -> ShellError? {
    let outcome = await outcome(line)
    if outcome.error == nil {
      let printed = outcome.output.isEmpty ? "nothing" : "\n" + outcome.output.joined(separator: "\n")
      Issue.record(
        "'\(line)' succeeded, but it was expected to fail; it printed \(printed)",
        sourceLocation: location(fileID, filePath, number, column))
    }
    return outcome.error
  }

  /// Runs `line`, which must succeed, and checks that it prints `expected` (lines joined by
  /// newlines); a difference fails the test with a diff, `−` expected and `+` printed.
  public func expect(
    _ line: String, prints expected: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line number: UInt = #line, column: UInt = #column
  ) async {
    let printed = await run(line, fileID: fileID, filePath: filePath, line: number, column: column)
      .joined(separator: "\n")
    check(
      printed, against: expected, what: "'\(line)' printed", call: ("expect", "prints"),
      at: location(fileID, filePath, number, column))
  }

  /// Checks that the whole screen, as `show` prints it, is `expected`.
  ///
  /// When the screen changed on purpose, run the tests once with `MVCS_UPDATE=1`: each
  /// expected screen that differs is rewritten in the test's source with what was shown
  /// (the test still fails that once, naming what it rewrote), as `mvcs run --update`
  /// rewrites a script's blocks. Updating is refused when `CI` is set.
  public func expectScreen(
    _ expected: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line number: UInt = #line,
    column: UInt = #column
  ) async {
    await expectScreen(expected, at: location(fileID, filePath, number, column))
  }

  /// ``expectScreen(_:fileID:filePath:line:column:)`` at `place`.
  func expectScreen(_ expected: String, at place: Testing.SourceLocation) async {
    let outcome = await outcome("show")
    if let error = outcome.error {
      Issue.record(
        "'show' failed: \(error.lines(withLocation: false, color: false).joined(separator: "\n"))",
        sourceLocation: place)
    }
    check(
      outcome.output.joined(separator: "\n"), against: expected, what: "the screen shows", call: ("expectScreen", nil),
      at: place)
  }

  /// Whether a difference rewrites the expected literal in the test's source instead of only
  /// failing: `MVCS_UPDATE=1` in the environment, unless `CI` is set.
  public var updatesExpectedOutput = ExpectedOutputUpdates.isRequested

  /// Records an issue when `printed` is not `expected`: a diff, or, when updating, which
  /// literal was rewritten.
  private func check(
    _ printed: String, against expected: String, what: String, call: (name: String, argument: String?),
    at place: Testing.SourceLocation
  ) {
    // swift-custom-dump draws the diff; the issue is recorded here rather than through its
    // expectNoDifference, which stays silent in a test target that lacks its
    // IssueReportingTestSupport.
    guard var difference = diff(expected, printed) else { return }
    // A line that reads as the expected one and is not is said so, as `mvcs run` says it.
    let split = { (text: String) in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
    for line in UnifiedDiff(expected: split(expected), actual: split(printed)).lookAlikes {
      difference += """

        line \(line.expectedIndex + 1) differs only in invisible or look-alike characters (shown as ⟨U+…⟩): \
        \(line.difference)
          expected: \(line.expected)
          printed:  \(line.actual)
        """
    }
    guard updatesExpectedOutput else {
      Issue.record("\(what) something else (−: expected, +: printed)\n\(difference)", sourceLocation: place)
      return
    }
    do {
      try ExpectedOutputUpdates.rewrite(
        place.filePath, line: place.line, call: call.name, argument: call.argument, with: printed)
      let rewrote =
        "rewrote the expected output with what \(what) (\(ExpectedOutputUpdates.variable)=1); run the test again "
        + "without it to check it\n\(difference)"
      Issue.record(Comment(rawValue: rewrote), sourceLocation: place)
    } catch {
      let failed =
        "\(what) something else (−: expected, +: printed), and the expected output could not be rewritten: "
        + "\(error.description)\n\(difference)"
      Issue.record(Comment(rawValue: failed), sourceLocation: place)
    }
  }

  /// The whole screen as `show` prints it, lines joined by newlines.
  public func screen(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line number: UInt = #line,
    column: UInt = #column
  ) async -> String {
    await run("show", fileID: fileID, filePath: filePath, line: number, column: column).joined(separator: "\n")
  }

  private func location(_ fileID: StaticString, _ filePath: StaticString, _ line: UInt, _ column: UInt)
    -> Testing.SourceLocation
  {
    Testing.SourceLocation(
      fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
  }
}
