import Foundation

/// A JUnit XML report of a run, one test case per script, as CI servers read it.
///
/// A mismatch is a `<failure>` (the script's expectation failed); a command that failed,
/// an unreadable or malformed script is an `<error>`. The message is the first report line,
/// the body the whole report, diff included.
///
/// ```swift
/// let xml = JUnitReport(suite: "mvcs run", cases: cases).xml
/// ```
public struct JUnitReport: Sendable {
  /// One script's result and how long it took: a `<testcase>`.
  public struct Case: Sendable {
    /// What replaying the script came to.
    public var result: ScriptResult
    /// How long the script ran, in seconds.
    public var seconds: Double

    /// A test case for `result`, run in `seconds`.
    public init(result: ScriptResult, seconds: Double) {
      self.result = result
      self.seconds = seconds
    }
  }

  /// The `<testsuite>` name: `mvcs run`.
  public var suite: String
  /// One case per script, in run order.
  public var cases: [Case]

  /// A report of `cases` under the suite name `suite`.
  public init(suite: String, cases: [Case]) {
    self.suite = suite
    self.cases = cases
  }

  /// The report as JUnit XML, declaration included.
  public var xml: String {
    let failures = cases.filter { $0.result.status == .expectationFailed }.count
    let errors = cases.filter { !$0.result.passed && $0.result.status != .expectationFailed }.count
    let total = cases.reduce(0) { $0 + $1.seconds }
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      #"<testsuites name="\#(escapeLine(suite))" tests="\#(cases.count)" failures="\#(failures)" errors="\#(errors)" time="\#(seconds(total))">"#,
      #"  <testsuite name="\#(escapeLine(suite))" tests="\#(cases.count)" failures="\#(failures)" errors="\#(errors)" skipped="0" time="\#(seconds(total))">"#,
    ]
    for testCase in cases {
      let result = testCase.result
      let name = escapeLine(result.file)
      let classname = escapeLine(Self.classname(for: result.file))
      let open = #"    <testcase name="\#(name)" classname="\#(classname)" time="\#(seconds(testCase.seconds))""#
      if result.passed {
        lines.append(open + "/>")
        continue
      }
      let element = result.status == .expectationFailed ? "failure" : "error"
      let message = escapeLine(result.report.first ?? "exit status \(result.status.rawValue)")
      lines.append(open + ">")
      lines.append(
        #"      <\#(element) message="\#(message)" type="exit status \#(result.status.rawValue)">"#
          + escape(result.report.joined(separator: "\n")) + "</\(element)>")
      // Jenkins and GitLab show files named this way beside the failure. The line has no
      // escapes: a path a `]` or a control character would cut or change is left out (the
      // artifacts' own names have none; see FailureArtifacts).
      let attachments = result.artifacts.map(Self.absolute).filter { !$0.contains("]") && $0 == escapeLine($0) }
      if !attachments.isEmpty {
        let text = attachments.map { "[[ATTACHMENT|\($0)]]" }.joined(separator: "\n")
        lines.append("      <system-out>" + escape(text) + "</system-out>")
      }
      lines.append("    </testcase>")
    }
    lines += ["  </testsuite>", "</testsuites>", ""]
    return lines.joined(separator: "\n")
  }

  /// `Scripts/todo/lists.mvcs` → `Scripts.todo`: CI servers group test cases by class.
  static func classname(for file: String) -> String {
    let folder = PathText.folder(of: file)
    return folder.isEmpty || folder == "/" ? "mvcs" : folder.replacingOccurrences(of: "/", with: ".")
  }

  private static func absolute(_ path: String) -> String {
    path.hasPrefix("/") ? path : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path)
  }

  private func seconds(_ value: Double) -> String { String(format: "%.3f", value) }

  /// XML text, line by line, each line made visible as the terminal shows it.
  ///
  /// `^[` for ESC, `<U+202E>` for an override (see `escapingControlCharacters`), so a CI
  /// page shows the name the file has and nothing it holds reorders or hides the text; then
  /// markup is escaped. Line breaks between lines stay, in element text; in an attribute a
  /// value has one line.
  private func escape(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { escapeLine(String($0)) }
      .joined(separator: "\n")
  }

  private func escapeLine(_ line: String) -> String {
    var result = ""
    for scalar in line.escapingControlCharacters.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
