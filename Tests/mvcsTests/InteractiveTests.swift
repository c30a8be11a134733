import Foundation
import Testing

/// The interactive shell as a user meets it: the built `mvcs` in a real terminal (tmux),
/// keys sent one by one, and the screen read back.
///
/// Unit tests cover the completer and the lexer; what only a terminal shows is covered here:
/// libedit's key bindings and redisplay, the tty modes that decide whether Ctrl-C reaches the
/// editor, UTF-8 input, and the history file across runs. Serialized because each test runs
/// a tmux server and a shell, and the machine running them may be small.
@Suite(.serialized)
struct InteractiveTests {
  /// A fresh terminal with the shell waiting at its first prompt.
  private func startShell() async throws -> TmuxSession {
    let tmux = try TmuxSession()
    try await tmux.launch()
    try await tmux.waitForPrompt()
    return tmux
  }

  /// Types `command`, presses Enter and waits until `line` is printed and the prompt is back.
  @discardableResult
  private func run(_ command: String, expecting line: String, in tmux: TmuxSession) async throws -> TerminalScreen {
    try tmux.type(command)
    try tmux.press("Enter")
    return try await waitForOutput(line, in: tmux)
  }

  /// Waits until some row reads exactly `line` and the shell is back at its prompt.
  @discardableResult
  private func waitForOutput(_ line: String, in tmux: TmuxSession) async throws -> TerminalScreen {
    try await tmux.waitUntil("the output '\(line)' and the prompt") {
      $0.contains(line: line) && $0.lastLine == TmuxSession.prompt
    }
  }

  @Test func aCommandShowsItsOutput() async throws {
    let tmux = try await startShell()
    try await run("show", expecting: "[++] [--]", in: tmux)
  }

  @Test func tabCompletesACommandName() async throws {
    let tmux = try await startShell()
    try tmux.type("sh")
    try tmux.press("Tab")
    // A completed word ends in a space, ready for the next one; only the cursor shows it.
    try await tmux.waitUntil("'sh' to complete to 'show '") {
      $0.lastLine == "counter:/> show" && $0.cursorColumn == "counter:/> show ".count
    }
    try tmux.press("Enter")
    try await waitForOutput("[++] [--]", in: tmux)

    // A command name as an argument, where `help` takes one.
    try tmux.type("help ta")
    try tmux.press("Tab")
    try await tmux.waitUntil("'help ta' to complete to 'help tap '") {
      $0.lastLine == "counter:/> help tap" && $0.cursorColumn == "counter:/> help tap ".count
    }
    try tmux.press("Enter")
    try await waitForOutput("usage: tap [PATH] LABEL", in: tmux)
  }

  /// The Counter app is one view controller without children, so the only path to complete
  /// from the root is `..`.
  @Test func tabCompletesAPath() async throws {
    let tmux = try await startShell()
    try tmux.type("cd .")
    try tmux.press("Tab")
    // A folder stays open for the next name: no space after the slash.
    try await tmux.waitUntil("'cd .' to complete to 'cd ../'") {
      $0.lastLine == "counter:/> cd ../" && $0.cursorColumn == "counter:/> cd ../".count
    }
    try tmux.press("Enter")
    try await tmux.waitUntil("cd to finish") { $0.count(line: TmuxSession.prompt) == 1 }
    try await run("pwd", expecting: "/", in: tmux)
  }

  @Test func tabCompletesAButtonLabel() async throws {
    let tmux = try await startShell()
    try tmux.type("tap +")
    try tmux.press("Tab")
    try await tmux.waitUntil("'tap +' to complete to 'tap ++ '") {
      $0.lastLine == "counter:/> tap ++" && $0.cursorColumn == "counter:/> tap ++ ".count
    }
    try tmux.press("Enter")
    try await tmux.waitUntil("tap to finish") { $0.count(line: TmuxSession.prompt) == 1 }
    try await run("show", expecting: "1", in: tmux)
  }

  /// Without a UTF-8 locale libedit drops every non-ASCII key without a sound.
  @Test func nonASCIITextIsTypedAndPrinted() async throws {
    let tmux = try await startShell()
    try await run("echo héllo 📝 日本", expecting: "héllo 📝 日本", in: tmux)
  }

  @Test func ctrlCClearsTheLine() async throws {
    let tmux = try await startShell()
    try tmux.type("echo partial")
    try await tmux.waitUntil("the typed line") { $0.lastLine == "counter:/> echo partial" }
    try tmux.press("C-c")
    try await tmux.waitUntil("Ctrl-C to clear the line") {
      $0.contains(line: "counter:/> echo partial^C") && $0.lastLine == TmuxSession.prompt
    }
    let screen = try await run("echo fresh", expecting: "fresh", in: tmux)
    #expect(!screen.contains(line: "partial"), "the cleared line ran:\n\(screen.text)")
  }

  @Test func ctrlCAtAContinuationPromptAbandonsTheWholeCommand() async throws {
    let tmux = try await startShell()
    try tmux.type("echo one \\")
    try tmux.press("Enter")
    try await tmux.waitUntil("the continuation prompt") { $0.lastLine == ">" || $0.lastLine == "> " }
    try tmux.type("two")
    try tmux.press("C-c")
    try await tmux.waitUntil("the main prompt again") { $0.lastLine == TmuxSession.prompt }
    let screen = try await run("echo fresh", expecting: "fresh", in: tmux)
    #expect(!screen.contains(line: "one two"), "the abandoned command ran:\n\(screen.text)")
    #expect(!screen.contains(line: "one"), "the abandoned command ran:\n\(screen.text)")
  }

  /// Ctrl-C clears a line by the scalars libedit counts, not by Swift's Characters.
  ///
  /// A decomposed `é` or a flag is one Character but two scalars. Clearing by Characters once
  /// left the line's tail behind, glued to the next command (`nd` + `echo fresh`). And with
  /// the cursor inside the line, `^C` goes after the text rather than over it.
  @Test func ctrlCClearsALineOfMultiScalarCharactersFromTheMiddle() async throws {
    let tmux = try await startShell()
    try tmux.type("echo cafe\u{301} 🇯🇵 日本 end")
    try await tmux.waitUntil("the typed line") { $0.lastLine?.hasSuffix("end") == true }
    try tmux.press("C-a", "M-f")
    try await tmux.waitUntil("the cursor to move just after 'echo'") { $0.cursorColumn == "counter:/> echo".count }
    try tmux.press("C-c")
    try await tmux.waitUntil("Ctrl-C to clear the line") {
      $0.lines.contains { $0.hasPrefix("counter:/> echo caf") && $0.hasSuffix(" end^C") }
        && $0.lastLine == TmuxSession.prompt
    }
    let screen = try await run("echo fresh", expecting: "fresh", in: tmux)
    #expect(!screen.text.contains("unknown command"), "part of the cleared line was left:\n\(screen.text)")
  }

  @Test func ctrlDOnAnEmptyLineExits() async throws {
    let tmux = try await startShell()
    try tmux.press("C-d")
    try await tmux.waitUntil("the shell to exit with status 0") { $0.contains(line: "EXITED=0") }
  }

  @Test func aCleanExitClosesTheStoreFileLeavingNoWriteAheadLog() async throws {
    let tmux = try await startShell()
    try tmux.type("launch favorites")
    try tmux.press("Enter")
    try tmux.type("call add word=panda")
    try tmux.press("Enter")
    try tmux.type("show")
    try tmux.press("Enter")
    try await tmux.waitUntil("the saved word on the favorites screen") {
      $0.contains(line: "panda") && $0.lastLine == "favorites:/>"
    }
    let folder = tmux.home.appendingPathComponent(".local/share/mvcs")
    let file = folder.appendingPathComponent("favorites.sqlite").path
    #expect(FileManager.default.fileExists(atPath: file + "-wal"), "SQLite keeps a log while the store is open")
    try tmux.press("C-d")
    try await tmux.waitUntil("the shell to exit with status 0") { $0.contains(line: "EXITED=0") }
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(left.contains("favorites.sqlite"))
    #expect(left.filter { $0.hasSuffix("-wal") || $0.hasSuffix("-shm") }.isEmpty, "left behind: \(left)")
  }

  @Test func historyIsRecalledAfterARestart() async throws {
    let tmux = try await startShell()
    try await run("echo remembered-42", expecting: "remembered-42", in: tmux)
    try tmux.press("C-d")
    try await tmux.waitUntil("the shell to exit with status 0") { $0.contains(line: "EXITED=0") }

    let file = tmux.stateHome.appendingPathComponent("mvcs/history")
    try #require(FileManager.default.fileExists(atPath: file.path), "no history file at \(file.path)")
    let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
    // History can hold anything typed, passwords included: only its owner may read it.
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)

    try await tmux.launch()
    try await tmux.waitForPrompt()
    try tmux.press("Up")
    try await tmux.waitUntil("Up to recall the last command") { $0.lastLine == "counter:/> echo remembered-42" }
    try tmux.press("Enter")
    try await waitForOutput("remembered-42", in: tmux)
  }

  @Test func aSecretTypedIntoASecureFieldIsKeptInTheHistoryAsDots() async throws {
    let tmux = try await startShell()
    try tmux.type("launch login")
    try tmux.press("Enter")
    try await tmux.waitUntil("the login app's prompt") { $0.lastLine?.hasPrefix("login:") == true }
    try tmux.type("fill Password hunter2-xyz")
    try tmux.press("Enter")
    // The terminal shows what was typed, as any shell's does; the prompt comes back once it ran.
    try await tmux.waitUntil("the fill to run") {
      $0.contains(line: "login:/> fill Password hunter2-xyz") && $0.lastLine?.hasPrefix("login:/>") == true
        && $0.lastLine?.contains("fill") == false
    }
    try await run("launch counter", expecting: "login:/> launch counter", in: tmux)
    let screen = try await run("history", expecting: "3  launch counter", in: tmux)
    #expect(screen.contains(line: "2  fill Password •••••••••••"), "\(screen.text)")
    try tmux.press("C-d")
    try await tmux.waitUntil("the shell to exit with status 0") { $0.contains(line: "EXITED=0") }
    let file = tmux.stateHome.appendingPathComponent("mvcs/history")
    let kept = try String(contentsOf: file, encoding: .utf8)
    // libedit's file encodes a space as \040 and each byte of a dot in octal.
    let dots = String(repeating: #"\342\200\242"#, count: 11)
    #expect(kept.contains(#"fill\040Password\040"# + dots + "\n") && !kept.contains("hunter2"), "\(kept)")
  }

  @Test func aFillOfASecureFieldThatFailsIsKeptInTheHistoryAsDots() async throws {
    // Out of view on a screen 12 lines tall, the fill fails; the history kept it as typed (#28).
    let tmux = try TmuxSession()
    try await tmux.launch(["--app", "settings", "--height", "12"])
    try await tmux.waitUntil("the settings prompt") { $0.lastLine?.hasPrefix("settings:") == true }
    try tmux.type("fill Passcode 8801-out")
    try tmux.press("Enter")
    try await tmux.waitUntil("the fill to fail") {
      $0.lines.contains { $0.contains("is out of view") } && $0.lastLine?.hasPrefix("settings:/>") == true
        && $0.lastLine?.contains("fill") == false
    }
    try tmux.type("history")
    try tmux.press("Enter")
    let screen = try await tmux.waitUntil("the history") {
      $0.lines.contains { $0.hasPrefix("1  fill Passcode") } && $0.lastLine?.hasPrefix("settings:/>") == true
        && $0.lastLine?.contains("history") == false
    }
    #expect(screen.contains(line: "1  fill Passcode ••••••••"), "\(screen.text)")
    try tmux.press("C-d")
    try await tmux.waitUntil("the shell to exit with status 0") { $0.contains(line: "EXITED=0") }
    let kept = try String(contentsOf: tmux.stateHome.appendingPathComponent("mvcs/history"), encoding: .utf8)
    #expect(!kept.contains("8801"), "\(kept)")
  }

  @Test func aContinuedCommandIsOneHistoryEntry() async throws {
    let tmux = try await startShell()
    try tmux.type(#"echo one \"#)
    try tmux.press("Enter")
    try await tmux.waitForPrompt(">")
    try await run("two", expecting: "one two", in: tmux)

    // Up brings back both lines at once, and Enter runs them as one command again.
    try tmux.press("Up")
    try await tmux.waitUntil("Up to recall both lines") { screen in
      let lines = screen.lines.filter { !$0.isEmpty }
      return lines.suffix(2) == [#"counter:/> echo one \"#, "two"]
    }
    try tmux.press("Enter")
    try await tmux.waitUntil("the recalled command to run") {
      $0.count(line: "one two") == 2 && $0.lastLine == TmuxSession.prompt
    }

    // Running it again added no second copy: one entry, its later line under its first. A
    // line joins the history once it has run (as it may be shown: a secret as dots), so
    // `history` lists what ran before it.
    let screen = try await run("history", expecting: "   two", in: tmux)
    let listing = screen.lines.drop { $0 != "counter:/> history" }.dropFirst().prefix(2)
    #expect(Array(listing) == [#"1  echo one \"#, "   two"])
  }

  @Test func ctrlCStopsARunningCommandAndTheSessionGoesOn() async throws {
    // Pandas fetches from a server that takes the connection and never answers, so the
    // sourced script's last command, `wait`, runs for the request's 30 s however fast the
    // machine draws the commands before it: every Ctrl-C below lands while it runs.
    let server = try SilentServer()
    let tmux = try TmuxSession()
    try await tmux.launch(["--app", "pandas", "--set", "image-api=http://127.0.0.1:\(server.port)"])
    let prompt = "pandas:/>"
    try await tmux.waitForPrompt(prompt)
    let script = tmux.home.appendingPathComponent("long.mvcs")
    try (String(repeating: "show\ntree\n", count: 100) + "wait --timeout 1h\n")
      .write(to: script, atomically: true, encoding: .utf8)
    try tmux.type("source \(script.path)")
    try tmux.press("Enter")
    // The editor has handed the line over once the cursor is on the next, empty line.
    try await tmux.waitUntil("the command to start") { $0.lastLine == "\(prompt) source \(script.path)" }
    // A Ctrl-C that lands in the instant the editor hands the line over, before libedit has
    // put the terminal back in cooked mode, is read as a key, not a signal; a user presses
    // again, and so does this test, while the command still runs.
    var stopped = false
    for _ in 0..<5 where !stopped {
      try tmux.press("C-c")
      stopped =
        (try? await tmux.waitUntil("the command to stop", timeout: .seconds(3)) {
          $0.text.contains("long.mvcs:") && $0.text.contains("error: interrupted") && $0.lastLine == prompt
        }) != nil
    }
    #expect(stopped, "Ctrl-C never stopped the sourced script")
    try tmux.type("echo still here")
    try tmux.press("Enter")
    try await tmux.waitUntil("the shell to go on") { $0.contains(line: "still here") && $0.lastLine == prompt }
    // The server must outlive the request, or the fetch would fail at once and end the wait.
    withExtendedLifetime(server) {}
  }

  @Test func aFIFOInPlaceOfTheHistoryFileOrTheEditrcDoesNotBlockTheShell() async throws {
    // Opening either for reading or appending once waited for a writer for ever, before the
    // banner (#22).
    let tmux = try TmuxSession()
    let folder = tmux.stateHome.appendingPathComponent("mvcs")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    #expect(mkfifo(folder.appendingPathComponent("history").path, 0o600) == 0)
    #expect(mkfifo(tmux.home.appendingPathComponent(".editrc").path, 0o600) == 0)
    try await tmux.launch()
    let screen = try await tmux.waitForPrompt()
    #expect(screen.text.contains("/mvcs/history is not a regular file; history is not kept"), "\(screen.text)")
    try await run("echo still here", expecting: "still here", in: tmux)
  }

  @Test func sigtermEndsTheShellAloneAndRestoresTheTerminal() async throws {
    let tmux = try await startShell()
    // The pane's `sh -c` has no job control: the shell shares its process group, so a
    // signal sent to the group would end sh too, and `EXITED=` would never be printed.
    kill(try tmux.shellProcessID(), SIGTERM)
    let screen = try await tmux.waitUntil("sh to report the status") { $0.contains(line: "EXITED=143") }
    #expect(screen.text.contains("EXITED=143"))
  }
}

/// A TCP server on 127.0.0.1 that lets clients connect (the kernel completes the handshake)
/// and never reads or answers: a request to it waits out its own timeout.
private final class SilentServer {
  let socket: Int32
  let port: Int

  init() throws {
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let listening =
      socket >= 0
      && withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          bind(socket, $0, length) == 0 && listen(socket, 8) == 0 && getsockname(socket, $0, &length) == 0
        }
      }
    guard listening else {
      let reason = String(cString: strerror(errno))
      if socket >= 0 { close(socket) }
      throw TmuxError("cannot listen on 127.0.0.1: \(reason)")
    }
    self.socket = socket
    port = Int(UInt16(bigEndian: address.sin_port))
  }

  deinit { close(socket) }
}
