import Foundation
import Testing

/// `mvcs run` as a person at a terminal sees it, and as CI's log sees it: the live progress
/// line on a terminal (tmux), plain lines only on a pipe.
@Suite(.serialized)
struct RunnerTerminalTests {
  private func scripts() throws -> ScratchFolder {
    let scratch = try ScratchFolder()
    try scratch.write("a.mvcs", "echo a\n| a\n")
    try scratch.write("b.mvcs", "echo b\n| not b\n")
    try scratch.write("c.mvcs", "echo c\n| c\n")
    return scratch
  }

  @Test func aTerminalShowsOneLiveLineThatIsErasedBeforeTheReport() async throws {
    let scratch = try scripts()
    let log = scratch.url.appendingPathComponent("terminal.log")
    let tmux = try TmuxSession()
    try await tmux.launchRecorded(["run", "a.mvcs", "b.mvcs", "c.mvcs"], in: scratch.url, log: log)
    let screen = try await tmux.waitUntil("the run's end") { $0.contains(line: "EXITED=1") }
    #expect(screen.contains(line: "PASS a.mvcs"))
    #expect(screen.contains(line: "FAIL b.mvcs"))
    #expect(screen.contains(line: "2 passed, 1 failed"))
    // The line was erased: nothing of it is left on the screen.
    #expect(!screen.text.contains("done ·"))
    let drawn = try String(contentsOf: log, encoding: .utf8)
    let erase = "\r\u{1B}[K"
    for state in [
      "0/3 done · 0 failed · ", "1/3 done · 0 failed · ", "2/3 done · 1 failed · ", "3/3 done · 1 failed · ",
    ] {
      #expect(drawn.contains(erase + state), "the live line never read '\(state)'")
    }
    #expect(drawn.contains(" · b.mvcs"), "the live line never named the running script")
  }

  @Test func aPipeGetsPlainLinesOnly() async throws {
    let scratch = try scripts()
    let result = try await MVCSProcess.run(["run", "a.mvcs", "b.mvcs", "c.mvcs"], in: scratch.url)
    #expect(result.status == 1)
    #expect(result.stderr == "1 change to review: mvcs review\n")
    #expect(!result.stdout.contains("\r") && !result.stdout.contains("\u{1B}"))
    #expect(result.stdout.hasSuffix("PASS c.mvcs\n2 passed, 1 failed\n"))
  }
}
