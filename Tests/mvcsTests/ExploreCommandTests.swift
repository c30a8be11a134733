import Foundation
import Testing

/// `explore` as a user runs it: findings written under --out that `run` fails on, the same
/// files for the same seed, coverage in a file, and an app that traps killing a worker, not
/// the exploration.
@Suite struct ExploreCommandTests {
  private func files(in folder: URL) throws -> [String: String] {
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    return try Dictionary(
      uniqueKeysWithValues: names.map {
        ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8))
      })
  }

  @Test func aTrapKillsAWorkerTheWalkGoesOnAndTheCrashIsShrunkToAScriptRunFailsOn() async throws {
    let scratch = try ScratchFolder()
    let result = try await MVCSProcess.run(
      tool: "CrashingAppHelper", ["explore", "--steps", "120", "--seed", "3", "--out", "found"], in: scratch.url)
    #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.hasPrefix("explore trap: 120 steps in "), "\(result.stdout)")
    #expect(result.stdout.contains("FOUND crash: the app ended with status "), "\(result.stdout)")
    let found = try files(in: scratch.url.appendingPathComponent("found"))
    #expect(Array(found.keys) == ["1-crash.mvcs"])
    let script = found["1-crash.mvcs"] ?? ""
    #expect(script.contains("planted trap: fired while armed"), "\(script)")
    #expect(script.hasSuffix("launch trap\ntap Arm\ntap Fire\n"), "\(script)")
    // The reproducer fails while the trap is there: its worker dies at the last step.
    let replay = try await MVCSProcess.run(tool: "CrashingAppHelper", ["run", "found/1-crash.mvcs"], in: scratch.url)
    #expect(replay.status == 3)
    #expect(replay.stdout.contains("ended with status"), "\(replay.stdout)")
  }

  @Test func reportWritesTheReproducersPagesAsRunReportDoes() async throws {
    let scratch = try ScratchFolder()
    let result = try await MVCSProcess.run(
      tool: "CrashingAppHelper",
      // A generous step limit: on a loaded machine (CI builds beside the tests) a crash's
      // backtrace can take seconds, and this story is about the report, not the limit.
      ["explore", "--steps", "120", "--seed", "3", "--timeout", "60s", "--out", "found", "--report", "report"],
      in: scratch.url)
    #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.hasSuffix("report: report/index.html\n"), "\(result.stdout)")
    let index = try String(contentsOf: scratch.url.appendingPathComponent("report/index.html"), encoding: .utf8)
    #expect(index.contains("1-crash.mvcs"), "\(index)")
    let pages = try FileManager.default.contentsOfDirectory(
      atPath: scratch.url.appendingPathComponent("report/scripts").path)
    #expect(pages.count == 1, "\(pages)")
    let page = try String(
      contentsOf: scratch.url.appendingPathComponent("report/scripts").appendingPathComponent(pages[0]),
      encoding: .utf8)
    #expect(page.contains("tap Fire") && page.contains("planted trap: fired while armed"))
  }

  @Test func aReportFolderThatCannotBeWrittenStopsExploreBeforeItWalks() async throws {
    let scratch = try ScratchFolder()
    try scratch.write("taken", "a file, not a folder\n")
    let result = try await MVCSProcess.run(
      tool: "CrashingAppHelper", ["explore", "--steps", "10", "--report", "taken"], in: scratch.url)
    #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("explore: error:"), "\(result.stderr)")
  }

  @Test func theSameSeedWritesTheSameFilesAndCoverage() async throws {
    let scratch = try ScratchFolder()
    var outputs: [String] = []
    for round in 1...2 {
      let result = try await MVCSProcess.run(
        [
          "explore", "--app", "settings", "--steps", "600", "--seed", "11", "--jobs", "2", "--out", "out\(round)",
          "--coverage", "coverage\(round).json", "--walk", "walk\(round)",
        ], in: scratch.url)
      #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
      outputs.append(result.stdout)
    }
    #expect(outputs[0] == outputs[1])
    #expect(outputs[0].hasPrefix("explore settings: 600 steps in 2 episodes, seed 11: no failure found\n"))
    #expect(outputs[0].contains("UI coverage: "))
    let first = try String(contentsOf: scratch.url.appendingPathComponent("coverage1.json"), encoding: .utf8)
    let second = try String(contentsOf: scratch.url.appendingPathComponent("coverage2.json"), encoding: .utf8)
    #expect(first == second)
    #expect(first.contains(#""screen" : "SettingsViewController""#))
    let walks = try files(in: scratch.url.appendingPathComponent("walk1"))
    #expect(walks.keys.sorted() == ["episode-0.mvcs", "episode-1.mvcs"])
    #expect(walks["episode-0.mvcs"]?.hasPrefix("launch settings\n") == true)
    let steps = walks.values.flatMap { $0.split(separator: "\n") }.filter { !$0.hasPrefix("launch ") }
    #expect(steps.count == 600)
    #expect(try files(in: scratch.url.appendingPathComponent("walk2")) == walks)
    // Each episode replays as a flow: every line as explore ran it, on fresh stores.
    let replay = try await MVCSProcess.run(["run", "walk1"], in: scratch.url)
    #expect(replay.status == 0, "\(replay.stdout)")
  }

  @Test func runCoverageWritesTheTableAndFailsBelowTheMinimum() async throws {
    let scratch = try ScratchFolder()
    try scratch.write("counter.mvcs", "launch counter\ntap ++\n")
    let result = try await MVCSProcess.run(
      ["run", "--coverage", "coverage.json", "--coverage-min", "60", "counter.mvcs"], in: scratch.url)
    #expect(result.status == 1)
    #expect(
      result.stdout.hasPrefix(
        """
        screen                 kind    control  use
        CounterViewController  button  ++       acted 1×
        CounterViewController  button  --       seen, not acted on
        UI coverage: 50.0% (1 of 2 controls and actions acted on, on 1 screen)

        """), "\(result.stdout)")
    #expect(result.stdout.hasSuffix("1 passed, 0 failed\n"))
    #expect(result.stderr.contains("UI coverage 50.0% is below --coverage-min 60.0%"))
    let json = try String(contentsOf: scratch.url.appendingPathComponent("coverage.json"), encoding: .utf8)
    #expect(json.contains(#""percent" : 50"#))
  }

  /// Runs `arguments` of `tool` (built beside the tests) under `timeout(1)`, so a walk or a
  /// run that never ends fails the test with status 124 instead of holding it for ever: a
  /// bound on a regression, not a timing.
  private func bounded(_ tool: String, _ arguments: [String], in folder: ScratchFolder) async throws
    -> MVCSProcess.Result
  {
    let executable = try BuiltProducts.executable(tool).path
    let words = ([executable] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: #"'\''"#) + "'" }
    return try await MVCSProcess.shell("timeout 600 " + words.joined(separator: " "), in: folder.url)
  }

  @Test func aWalkEndsAtItsTimeWhateverItsStepCount() async throws {
    let scratch = try ScratchFolder()
    // Counter's two buttons wore their weights out to 0 after 32,764 uses each, and the walk
    // went on for ever; --time was not given to the workers.
    let result = try await bounded(
      "mvcs", ["explore", "--app", "counter", "--steps", "100000000", "--time", "1s", "--jobs", "2"], in: scratch)
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    let walked = result.stdout.split(separator: " ").dropFirst(2).first.flatMap { Int($0) }
    #expect(walked.map { $0 > 0 && $0 < 100_000_000 } == true, "\(result.stdout)")
  }

  @Test func anEmptyWalkReachesNoCoverageAndFailsTheMinimum() async throws {
    let scratch = try ScratchFolder()
    let result = try await MVCSProcess.run(
      ["explore", "--app", "counter", "--steps", "0", "--coverage", "c.json", "--coverage-min", "10"], in: scratch.url)
    #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains("UI coverage: 0.0% (0 of 0 controls and actions acted on, on 0 screens)"))
    #expect(result.stderr.contains("UI coverage 0.0% is below --coverage-min 10.0%"), "\(result.stderr)")
  }

  /// Starts a long `explore --jobs 2` with its temporary folder in the scratch folder, waits
  /// for both workers, sends `signal` to the explorer or its process group, and prints its
  /// status, output and what is left in the temporary folder.
  private func stop(_ signal: String, group: Bool) async throws -> MVCSProcess.Result {
    let scratch = try ScratchFolder()
    try scratch.write(
      "stop.py",
      #"""
      import os, signal, subprocess, sys, time
      number = {"INT": signal.SIGINT, "TERM": signal.SIGTERM, "HUP": signal.SIGHUP}[sys.argv[1]]
      # The test runner starts children with signals blocked; a worker must get them as a user's would.
      signal.pthread_sigmask(signal.SIG_SETMASK, [])
      os.makedirs("tmp")
      explorer = subprocess.Popen(
          [os.environ["MVCS"], "explore", "--app", "todo", "--steps", "100000000", "--jobs", "2", "--out", "found"],
          stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True,
          env=dict(os.environ, TMPDIR=os.path.abspath("tmp")))
      def walking():
          # Both workers have started a walk: their jobs' journals exist.
          return sum(name.endswith(".journal") for _, _, names in os.walk("tmp") for name in names) >= 2
      deadline = time.monotonic() + 120
      while not walking() and time.monotonic() < deadline:
          time.sleep(0.02)
      time.sleep(0.3)
      if sys.argv[2] == "group":
          os.killpg(explorer.pid, number)
      else:
          os.kill(explorer.pid, number)
      out, err = explorer.communicate(timeout=300)
      status = explorer.returncode if explorer.returncode >= 0 else 128 - explorer.returncode
      print(f"status {status}, left {sorted(os.listdir('tmp'))}")
      print(out.decode(), end="")
      print(err.decode(), end="")
      """#)
    return try await MVCSProcess.shell("python3 stop.py \(signal) \(group ? "group" : "one")", in: scratch.url)
  }

  @Test func ctrlCStopsTheWalkPrintsWhatItWalkedAndLeavesNoFolder() async throws {
    for group in [true, false] {
      let result = try await stop("INT", group: group)
      #expect(result.stdout.hasPrefix("status 130, left []\nexplore todo: "), "\(result.stdout)")
      #expect(result.stdout.contains(", seed 0, interrupted: no failure found\n"), "\(result.stdout)")
      #expect(result.stdout.contains("UI coverage: "), "\(result.stdout)")
      #expect(result.stdout.contains(" of 100000000 steps walked"), "\(result.stdout)")
    }
  }

  @Test func sigtermAndSighupEndTheWalkAndLeaveNoFolder() async throws {
    for signal in ["TERM", "HUP"] {
      let result = try await stop(signal, group: signal == "HUP")
      #expect(result.stdout.hasPrefix("status \(signal == "TERM" ? 143 : 129), left []\n"), "\(result.stdout)")
    }
  }

  /// A signal the moment the workers' folder is made, before any worker starts: the folder
  /// goes with the process (CI's fuzz once found a Ctrl-C at start-up that left it, when the
  /// signals were watched only after the folder was made).
  @Test func aSignalAsTheWorkersFolderIsMadeLeavesNoFolder() async throws {
    let scratch = try ScratchFolder()
    try scratch.write(
      "early.py",
      #"""
      import ctypes, os, signal, subprocess
      signal.pthread_sigmask(signal.SIG_SETMASK, [])
      libc = ctypes.CDLL(None, use_errno=True)
      for attempt, name in enumerate(["INT", "TERM", "HUP", "INT", "TERM", "HUP"]):
          temporary = os.path.abspath(f"tmp-{attempt}")
          os.makedirs(temporary)
          # Woken by inotify as the explorer makes its folder in the temporary folder.
          watch = libc.inotify_init()
          libc.inotify_add_watch(watch, temporary.encode(), 0x100)  # IN_CREATE
          explorer = subprocess.Popen(
              [os.environ["MVCS"], "explore", "--app", "todo", "--steps", "100000000", "--jobs", "1", "--out", "found"],
              stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True,
              env=dict(os.environ, TMPDIR=temporary))
          os.read(watch, 4096)
          os.kill(explorer.pid, getattr(signal, "SIG" + name))
          explorer.communicate(timeout=300)
          os.close(watch)
          status = explorer.returncode if explorer.returncode >= 0 else 128 - explorer.returncode
          print(f"{name}: status {status}, left {sorted(os.listdir(temporary))}")
      """#)
    let result = try await MVCSProcess.shell("timeout 600 python3 early.py", in: scratch.url)
    #expect(
      result.stdout
        == """
        INT: status 130, left []
        TERM: status 143, left []
        HUP: status 129, left []
        INT: status 130, left []
        TERM: status 143, left []
        HUP: status 129, left []

        """, "\(result.stdout)\(result.stderr)")
  }

  @Test func sigtermAndCtrlCMidWalkLeaveEveryFindingSoFarOnDisk() async throws {
    let helper = try BuiltProducts.executable("CrashingAppHelper").path
    for signal in ["TERM", "INT"] {
      let scratch = try ScratchFolder()
      try scratch.write(
        "cut.py",
        #"""
        import os, signal, subprocess, sys, time
        number = {"INT": signal.SIGINT, "TERM": signal.SIGTERM}[sys.argv[2]]
        # The test runner starts children with signals blocked; a worker must get them as a user's would.
        signal.pthread_sigmask(signal.SIG_SETMASK, [])
        os.makedirs("tmp")
        explorer = subprocess.Popen(
            [sys.argv[1], "explore", "--app", "ledger", "--steps", "100000000", "--seed", "5", "--jobs", "1",
             "--out", "found"],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True,
            env=dict(os.environ, TMPDIR=os.path.abspath("tmp")))
        def noted():
            # A walking worker noted a finding of its own (the ledger's error), which its parent
            # reads only when the worker ends.
            for folder, _, names in os.walk("tmp"):
                for name in names:
                    if name.endswith(".findings"):
                        with open(os.path.join(folder, name)) as file:
                            if "command failed" in file.read():
                                return True
            return False
        deadline = time.monotonic() + 120
        while not noted() and time.monotonic() < deadline:
            time.sleep(0.02)
        os.kill(explorer.pid, number)
        out, err = explorer.communicate(timeout=300)
        status = explorer.returncode if explorer.returncode >= 0 else 128 - explorer.returncode
        print(f"status {status}, found {sorted(os.listdir('found')) if os.path.isdir('found') else []}")
        print(out.decode(), end="")
        print(err.decode(), end="")
        """#)
      let result = try await MVCSProcess.shell("timeout 600 python3 cut.py '\(helper)' \(signal)", in: scratch.url)
      #expect(result.stdout.hasPrefix("status \(signal == "TERM" ? 143 : 130), found ["), "\(result.stdout)")
      let found = try files(in: scratch.url.appendingPathComponent("found"))
      let refused = found.first { $0.key.hasSuffix("command-failed.mvcs") }?.value
      #expect(refused?.hasPrefix("# explore found: command failed: ") == true, "\(signal): \(result.stdout) \(found)")
      #expect(refused?.contains("\nlaunch ledger\n") == true, "\(signal): \(found)")
    }
  }

  @Test func aStepThatNeverEndsIsAHangShrunkToItsStepsAndRunTimesItOut() async throws {
    let scratch = try ScratchFolder()
    let result = try await bounded(
      "CrashingAppHelper",
      // Two seconds, not less: on a loaded machine (CI builds beside the tests) an ordinary
      // step can take a few hundred milliseconds, and it would be a second hang. Ten steps
      // reach the spin (after eight): each replay of a shrink that spins takes a core for the
      // whole timeout, so a longer walk only costs more (64 s at 200 steps, 19 s at 10).
      ["explore", "--app", "spin", "--timeout", "2s", "--steps", "10", "--seed", "2", "--out", "found"],
      in: scratch)
    #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains("FOUND hang: `tap Spin` did not finish within 2s (--timeout), stuck at "))
    let found = try files(in: scratch.url.appendingPathComponent("found"))
    #expect(Array(found.keys) == ["1-hang.mvcs"])
    #expect(found["1-hang.mvcs"]?.hasSuffix("launch spin\ntap Wind\ntap Spin\n") == true, "\(found)")
    let replay = try await bounded(
      "CrashingAppHelper", ["run", "--timeout", "2s", "found/1-hang.mvcs"], in: scratch)
    #expect(replay.status == 3, "\(replay.stdout)")
    #expect(replay.stdout.contains("found/1-hang.mvcs: error: timed out at found/1-hang.mvcs:7 after 2s"))
    #expect(replay.stdout.contains("did not finish, stuck at "), "\(replay.stdout)")
    #expect(replay.stdout.contains("CrashingAppHelper/main.swift"), "\(replay.stdout)")
  }

  @Test func aNewcomersAppIsNotFloodedAndItsCrashShrinksToItsSevenSteps() async throws {
    let scratch = try ScratchFolder()
    let result = try await bounded(
      "CrashingAppHelper", ["explore", "--app", "ledger", "--steps", "3000", "--seed", "5", "--out", "found"],
      in: scratch)
    #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
    let found = result.stdout.split(separator: "\n").filter { $0.hasPrefix("FOUND ") }
    // Its own errors for bad input, three messages of one type, are one finding, not three.
    #expect(found.filter { $0.hasPrefix("FOUND command failed: ") }.count == 1, "\(result.stdout)")
    #expect(found.filter { $0.hasPrefix("FOUND crash: ") }.count == 1, "\(result.stdout)")
    #expect(found.count == 2, "\(result.stdout)")
    let files = try files(in: scratch.url.appendingPathComponent("found"))
    let refused = try #require(files.first { $0.key.hasSuffix("command-failed.mvcs") }?.value)
    #expect(refused.contains("# The app threw LedgerError"), "\(refused)")
    // The division by zero, seven steps deep, shrinks to those seven, in a worker.
    let crash = try #require(files.first { $0.key.hasSuffix("crash.mvcs") }?.value)
    #expect(crash.contains("Fatal error: Division by zero"), "\(crash)")
    let steps = crash.split(separator: "\n").drop { !$0.hasPrefix("launch ") }.dropFirst()
    #expect(steps.count == 7, "\(crash)")
    #expect(
      steps.map { String($0.split(separator: " ").first ?? "") } == [
        "tap", "fill", "fill", "fill", "tap", "select", "tap",
      ], "\(crash)")
  }

  @Test func runEndsAScriptPastItsTimeoutAndGoesOn() async throws {
    let scratch = try ScratchFolder()
    try scratch.write("a-spins.mvcs", "launch spin\ntap ++\nshow\ntap Wind\ntap Spin\nshow\n")
    try scratch.write("b-counts.mvcs", "launch spin\ntap ++\n")
    for jobs in ["1", "2"] {
      let result = try await bounded(
        "CrashingAppHelper",
        [
          "run", "--timeout", "2s", "--jobs", jobs, "--junit", "j.xml", "--report", "report", "a-spins.mvcs",
          "b-counts.mvcs",
        ], in: scratch)
      #expect(result.status == 3, "\(result.stdout)\(result.stderr)")
      // The script's line, the command, and the app's line it was stuck at, as its worker's
      // backtrace says.
      let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
      let error = try #require(lines.dropFirst().first)
      #expect(
        error.hasPrefix(
          "  a-spins.mvcs: error: timed out at a-spins.mvcs:5 after 2s (--timeout): `tap Spin` did not finish, "
            + "stuck at "), "\(result.stdout)")
      #expect(error.contains("CrashingAppHelper/main.swift") && error.contains(" in SpinViewController"), "\(error)")
      #expect(
        ([lines[0]] + lines.dropFirst(2)).joined(separator: "\n").hasPrefix(
          """
          FAIL a-spins.mvcs
            the last lines it printed, as --echo shows them:
            launch spin
            tap ++
            show
            1 still
            [++] [Wind] [Spin] [Rest]
            tap Wind
          PASS b-counts.mvcs

          """), "\(result.stdout)")
      let junit = try String(contentsOf: scratch.url.appendingPathComponent("j.xml"), encoding: .utf8)
      #expect(junit.contains(#"<error message="a-spins.mvcs: error: timed out at a-spins.mvcs:5 after 2s"#))
      let index = try String(contentsOf: scratch.url.appendingPathComponent("report/index.html"), encoding: .utf8)
      #expect(index.contains("timed out at a-spins.mvcs:5 after 2s"), "\(index)")
    }
    let help = try await MVCSProcess.run(["run", "--help"])
    #expect(help.stdout.contains("--timeout <duration>"), "\(help.stdout)")
    let completion = try await MVCSProcess.run(["--generate-completion-script", "bash"])
    #expect(completion.stdout.contains("--timeout"))
  }

  @Test func badOptionsAreUsageErrors() async throws {
    let scratch = try ScratchFolder()
    let steps = try await MVCSProcess.run(["explore", "--steps", "-1"], in: scratch.url)
    #expect(steps.status == 2)
    let time = try await MVCSProcess.run(["explore", "--time", "soon"], in: scratch.url)
    #expect(time.status == 2)
    #expect(time.stderr.contains("--time: expected a duration like 30s, got 'soon'"), "\(time.stderr)")
    let store = try await MVCSProcess.run(["explore", "--store", "x.sqlite"], in: scratch.url)
    #expect(store.status == 2)
    let minimum = try await MVCSProcess.run(["run", "--coverage-min", "50", "x.mvcs"], in: scratch.url)
    #expect(minimum.status == 2)
    for command in [["run", "x.mvcs"], ["explore"]] {
      let timeout = try await MVCSProcess.run(command + ["--timeout", "0s"], in: scratch.url)
      #expect(timeout.status == 2)
      #expect(timeout.stderr.contains("--timeout must be longer than 0s, got '0s'"), "\(timeout.stderr)")
    }
  }
}
