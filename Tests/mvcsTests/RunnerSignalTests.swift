import Foundation
import Testing

/// `mvcs run` told to stop, as a terminal or a supervisor would tell it (#22).
///
/// Ctrl-C cancels the run whichever process it reaches first, ends the workers and reports
/// what ran with status 130; SIGTERM, SIGHUP and SIGKILL end the workers with the runner.
@Suite(.serialized) struct RunnerSignalTests {
  /// Python's `children(pid)`: the live processes whose parent is `pid`, read from /proc,
  /// for the scripts below that wait for a runner's workers.
  private static let children = #"""
    def children(pid):
        found = []
        for entry in os.listdir("/proc"):
            if entry.isdigit():
                try:
                    with open(f"/proc/{entry}/stat") as stat:
                        fields = stat.read().rsplit(")", 1)[1].split()
                except OSError:
                    continue
                if int(fields[1]) == pid and fields[0] != "Z":
                    found.append(entry)
        return found
    """#

  /// Runs `mvcs run --jobs 2` over twenty scripts that each take seconds of CPU, waits for
  /// both workers, signals as `how` says, and prints the runner's status, its output, and
  /// how many workers are still alive once it has ended.
  private func interrupt(_ how: String, echo: Bool = false) async throws -> MVCSProcess.Result {
    let scratch = try ScratchFolder()
    // Each block's catastrophic patterns use their whole budget: about a second each.
    let lines = (0..<12).map { String(repeating: "a", count: 28) + "c\($0)" }
    let block = "echo \"\(lines.joined(separator: "\\n"))\"\n" + String(repeating: "| (a+)+b (re)\n", count: 12)
    for index in 1...20 {
      try scratch.write(String(format: "s%02d.mvcs", index), "echo start\n| start\n" + block)
    }
    try scratch.write(
      "interrupt.py",
      #"""
      import os, signal, subprocess, sys, time
      how, echo = sys.argv[1], sys.argv[2] == "echo"
      command = [os.environ["MVCS"], "run"] + (["--echo"] if echo else ["--jobs", "2"]) + ["--keep-going", "."]
      runner = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True)
      def alive(pid):
          try:
              with open(f"/proc/{pid}/stat") as stat:
                  return stat.read().rsplit(")", 1)[1].split()[0] != "Z"
          except FileNotFoundError:
              return False
      \#(Self.children)
      def workers():
          return [int(pid) for pid in children(runner.pid)]
      deadline = time.monotonic() + 60
      while not echo and len(workers()) < 2 and time.monotonic() < deadline:
          time.sleep(0.02)
      started = workers()
      # In flight: a worker has its first script, or a run with --echo its handlers.
      time.sleep(2 if echo else 0.5)
      number = {"INT": signal.SIGINT, "TERM": signal.SIGTERM, "HUP": signal.SIGHUP, "KILL": signal.SIGKILL}
      if how == "INT-group":
          os.killpg(runner.pid, signal.SIGINT)
      elif how == "INT-worker":
          os.kill(started[0], signal.SIGINT)
      else:
          os.kill(runner.pid, number[how])
      out, err = runner.communicate(timeout=120)
      deadline = time.monotonic() + 20
      while any(alive(pid) for pid in started) and time.monotonic() < deadline:
          time.sleep(0.02)
      status = runner.returncode if runner.returncode >= 0 else 128 - runner.returncode
      print(f"status {status}, {len(started)} workers, {sum(alive(pid) for pid in started)} alive")
      print(out.decode(), end="")
      print(err.decode(), end="")
      """#)
    return try await MVCSProcess.shell("python3 interrupt.py \(how) \(echo ? "echo" : "workers")", in: scratch.url)
  }

  /// The summary line and the note of a cancelled run: `N passed, M failed`, then how many
  /// of the twenty scripts ran.
  private func expectCancelled(_ result: MVCSProcess.Result, sourceLocation: SourceLocation = #_sourceLocation) {
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first == "status 130, 2 workers, 0 alive", "\(result.stdout)", sourceLocation: sourceLocation)
    let summary = lines.first { $0.contains(" passed, ") }
    let note = lines.first { $0.hasPrefix("mvcs run: interrupted: ") }
    #expect(summary != nil && note != nil, "\(result.stdout)", sourceLocation: sourceLocation)
    #expect(note?.hasSuffix(" of 20 scripts ran") == true, sourceLocation: sourceLocation)
    // The scripts in flight are reported as interrupted, not as crashes.
    #expect(!result.stdout.contains("killed by signal"), "\(result.stdout)", sourceLocation: sourceLocation)
    #expect(result.stdout.contains("error: interrupted: the run was cancelled"), sourceLocation: sourceLocation)
  }

  @Test func ctrlCToTheProcessGroupCancelsTheRun() async throws {
    expectCancelled(try await interrupt("INT-group"))
  }

  @Test func ctrlCAsTheFirstWorkerStartsStillEndsWithTheReport() async throws {
    // Found by Scripts/fuzz: a worker that Ctrl-C ended before it read its first request
    // made the runner's write of it end the runner by SIGPIPE (status 141), half the time.
    let scratch = try ScratchFolder()
    for index in 1...400 { try scratch.write(String(format: "s%03d.mvcs", index), "echo \(index)\n| \(index)\n") }
    try scratch.write(
      "early.py",
      #"""
      import os, signal, subprocess
      \#(Self.children)
      statuses = []
      # A run that ends before its workers are seen (a loaded machine can be slower to read
      # /proc than the run is to finish) was never interrupted: it is tried again, not counted.
      for _ in range(60):
          if len(statuses) == 12:
              break
          runner = subprocess.Popen([os.environ["MVCS"], "run", "--jobs", "2", "."], stdout=subprocess.PIPE,
                                    stderr=subprocess.DEVNULL, start_new_session=True)
          while not children(runner.pid) and runner.poll() is None:
              pass
          if runner.poll() is not None:
              runner.communicate()
              continue
          os.killpg(runner.pid, signal.SIGINT)
          out, _ = runner.communicate()
          statuses.append(runner.returncode if b" passed, " in out else f"{runner.returncode} without a summary")
      print(len(statuses), sorted(set(map(str, statuses))))
      """#)
    let result = try await MVCSProcess.shell("python3 early.py", in: scratch.url)
    #expect(result.stdout == "12 ['130']\n", "\(result.stderr)")
  }

  @Test func sigintToTheRunnerAloneCancelsTheRun() async throws {
    expectCancelled(try await interrupt("INT"))
  }

  @Test func aWorkerEndedByCtrlCFirstCancelsTheRunInsteadOfBeingReplaced() async throws {
    let result = try await interrupt("INT-worker")
    expectCancelled(result)
    #expect(!result.stdout.contains("PASS"))
  }

  @Test func sigtermEndsTheWorkersWithTheRunner() async throws {
    let result = try await interrupt("TERM")
    #expect(result.stdout.hasPrefix("status 143, 2 workers, 0 alive\n"), "\(result.stdout)")
  }

  @Test func sighupEndsTheWorkersWithTheRunner() async throws {
    let result = try await interrupt("HUP")
    #expect(result.stdout.hasPrefix("status 129, 2 workers, 0 alive\n"), "\(result.stdout)")
  }

  @Test func workersNoticeTheirRunnerKilledOutright() async throws {
    let result = try await interrupt("KILL")
    #expect(result.stdout.hasPrefix("status 137, 2 workers, 0 alive\n"), "\(result.stdout)")
  }

  @Test func ctrlCStopsARunWithEchoBetweenCommands() async throws {
    let result = try await interrupt("INT", echo: true)
    #expect(result.stdout.hasPrefix("status 130, 0 workers, 0 alive\n"), "\(result.stdout)")
    let note = result.stdout.split(separator: "\n").first { $0.hasPrefix("mvcs run: interrupted: ") }
    #expect(note?.hasSuffix(" of 20 scripts ran") == true, "\(result.stdout.suffix(300))")
  }

  /// A worker stopped outright (SIGSTOP: its watchdog thread stops with it) is ended by the
  /// runner's backstop once `--timeout` and its grace have passed, through the worker's process
  /// descriptor, and its script is reported as timed out; the run goes on to the next script.
  @Test func aStoppedWorkerIsKilledByTheBackstopAndItsScriptTimesOut() async throws {
    let scratch = try ScratchFolder()
    try scratch.write("a-stuck.mvcs", "launch spin\ntap Wind\ntap Spin\n")
    try scratch.write("b-counts.mvcs", "launch spin\ntap ++\n")
    try scratch.write(
      "stop.py",
      #"""
      import os, signal, subprocess, sys, time
      signal.pthread_sigmask(signal.SIG_SETMASK, [])
      runner = subprocess.Popen([sys.argv[1], "run", "--timeout", "3s", "--jobs", "1", "a-stuck.mvcs", "b-counts.mvcs"],
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True)
      \#(Self.children)
      deadline = time.monotonic() + 60
      while not children(runner.pid) and time.monotonic() < deadline:
          time.sleep(0.02)
      worker = int(children(runner.pid)[0])
      # Its script was sent as it started; stopped before its watchdog's 3 seconds are up, the
      # worker cannot answer, whichever line it had reached.
      time.sleep(1)
      os.kill(worker, signal.SIGSTOP)
      try:
          out, err = runner.communicate(timeout=120)
      except subprocess.TimeoutExpired:
          # No backstop: nothing stopped is left behind for the test's sake.
          os.kill(worker, signal.SIGKILL)
          os.killpg(runner.pid, signal.SIGKILL)
          out, err = runner.communicate()
          print("the runner did not end: killed")
      print(f"status {runner.returncode}")
      print(out.decode(), end="")
      print(err.decode(), end="")
      """#)
    let helper = try BuiltProducts.executable("CrashingAppHelper").path
    let result = try await MVCSProcess.shell("timeout 300 python3 stop.py '\(helper)'", in: scratch.url)
    #expect(result.stdout.hasPrefix("status 3\nFAIL a-stuck.mvcs\n"), "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains("a-stuck.mvcs: error: timed out"), "\(result.stdout)")
    #expect(
      result.stdout.contains(" after 3s (--timeout): the worker did not answer within 10s more, and was killed"),
      "\(result.stdout)")
    #expect(result.stdout.contains("PASS b-counts.mvcs\n"), "\(result.stdout)")
  }
}
