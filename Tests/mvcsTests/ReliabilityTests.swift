import Foundation
import Testing

/// The reproducers of #12 that need a process: a closed standard error, memory and CPU
/// limits, files on disk with owners, modes and links.
@Suite struct ReliabilityTests {
  /// Runs `script` with `/bin/sh` in `folder`, `$MVCS` naming the executable.
  private func shell(_ script: String, in folder: ScratchFolder) async throws -> MVCSProcess.Result {
    try await MVCSProcess.shell(script, in: folder.url)
  }

  @Test func aClosedStandardErrorIsNotACrash() async throws {
    let scratch = try ScratchFolder()
    let result = try await shell(#"echo frob | "$MVCS" 2>&-; echo "status $?""#, in: scratch)
    #expect(result.stdout == "status 3\n")
  }

  @Test func aTenMegabyteUnknownWordStaysUnder500MB() async throws {
    let scratch = try ScratchFolder()
    try scratch.write("big.txt", "tap " + String(repeating: "x", count: 10_000_000) + "\necho done\n")
    let result = try await shell(
      #"ulimit -v 500000; "$MVCS" --app counter < big.txt 2>/dev/null; echo "status $?""#, in: scratch)
    #expect(result.stdout == "done\nstatus 3\n")
  }

  @Test func aScriptThatKillsItsProcessIsOneFailureAndTheRunReports() async throws {
    let scratch = try ScratchFolder()
    try scratch.write("a-fine.mvcs", "echo fine\n| fine\n")
    // Long enough in CPU time to pass the limit below in any build.
    let slow = String(repeating: "! tap " + String(repeating: "x", count: 5_000_000) + "\n", count: 12)
    try scratch.write("b-killed.mvcs", slow)
    try scratch.write("c-fine.mvcs", "echo fine\n| fine\n")
    let result = try await shell(
      #"ulimit -t 1; "$MVCS" run --jobs 1 --junit report.xml a-fine.mvcs b-killed.mvcs c-fine.mvcs; echo "status $?""#,
      in: scratch)
    #expect(result.stdout.hasPrefix("PASS a-fine.mvcs\nFAIL b-killed.mvcs\n"))
    #expect(result.stdout.contains("the worker for b-killed.mvcs ended with status"))
    #expect(result.stdout.hasSuffix("PASS c-fine.mvcs\n2 passed, 1 failed\nstatus 3\n"))
    let xml = try String(contentsOf: scratch.url.appendingPathComponent("report.xml"), encoding: .utf8)
    #expect(xml.contains(#"tests="3" failures="0" errors="1""#))
  }

  @Test func aWorkerThatCrashesIsReportedAtTheLineItWasRunningAndItsBacktraceIsCut() async throws {
    let scratch = try ScratchFolder()
    try scratch.write("fire.inc", "echo armed\ntap Arm\ntap Fire\n")
    try scratch.write("crash.mvcs", "echo start\n| start\nsource fire.inc\necho never\n")
    let result = try await MVCSProcess.run(
      tool: "CrashingAppHelper", ["run", "--jobs", "2", "crash.mvcs"], in: scratch.url)
    #expect(result.status == 3)
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // The line that crashed it first, in the sourced file, as a failed command is reported,
    // with the runtime's message and the user's line from the backtrace.
    #expect(lines.first == "FAIL crash.mvcs", "\(result.stdout)")
    #expect(
      lines.dropFirst().first?.hasPrefix(
        "  fire.inc:3: error: the worker for crash.mvcs ended with status 132, killed by signal 4, without a "
          + "result while running `tap Fire`: Fatal error: planted trap: fired while armed, at ") == true,
      "\(result.stdout)")
    #expect(lines.dropFirst().first?.contains("CrashingAppHelper/main.swift:43 in ") == true, "\(result.stdout)")
    #expect(
      lines.dropFirst(2).first == "  CrashingAppHelper/main.swift:43: Fatal error: planted trap: fired while armed")
    // Then the backtrace, cut after forty lines.
    let report = lines.dropFirst().prefix { $0.hasPrefix("  ") }
    #expect(report.count == 42, "\(result.stdout)")
    #expect(report.last?.hasSuffix("more lines left out") == true, "\(result.stdout)")
  }

  @Test func aCrashedWorkerIsReplacedAndTheOthersGoOnTakingScripts() async throws {
    let scratch = try ScratchFolder()
    // Long enough in CPU time to pass the limit below in any build.
    let slow = String(repeating: "! tap " + String(repeating: "x", count: 5_000_000) + "\n", count: 12)
    let names = (1...9).map { "s\($0).mvcs" }
    for name in names {
      try scratch.write(name, name == "s4.mvcs" ? slow : "echo \(name)\n| \(name)\n")
    }
    let result = try await shell(
      #"ulimit -t 1; "$MVCS" run --jobs 2 --junit report.xml s*.mvcs; echo "status $?""#, in: scratch)
    let verdicts = result.stdout.split(separator: "\n").filter { $0.hasPrefix("PASS") || $0.hasPrefix("FAIL") }
      .map(String.init)
    #expect(verdicts == names.map { ($0 == "s4.mvcs" ? "FAIL " : "PASS ") + $0 })
    #expect(result.stdout.contains("the worker for s4.mvcs ended with status"))
    #expect(result.stdout.hasSuffix("8 passed, 1 failed\nstatus 3\n"))
    let xml = try String(contentsOf: scratch.url.appendingPathComponent("report.xml"), encoding: .utf8)
    #expect(xml.contains(#"tests="9" failures="0" errors="1""#))
  }

  @Test func aJUnitReportIntoAMissingFolderFailsBeforeAnyScriptRuns() async throws {
    let scratch = try ScratchFolder()
    try scratch.write("a.mvcs", "echo ran\n| ran\n")
    let result = try await MVCSProcess.run(["run", "--junit", "missing/report.xml", "a.mvcs"], in: scratch.url)
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr == "mvcs run: error: cannot write missing/report.xml: the folder missing does not exist\n")
  }

  @Test func theJUnitReportIsWrittenThroughALinkKeepingItsMode() async throws {
    let scratch = try ScratchFolder()
    try scratch.write("a", "echo ran\n| ran\n")
    let result = try await shell(
      """
      echo old > real.xml && chmod 600 real.xml && ln -s real.xml link.xml &&
      "$MVCS" run --junit link.xml a > /dev/null &&
      stat -c '%F %a' link.xml real.xml && grep -c 'classname="mvcs"' real.xml
      """, in: scratch)
    #expect(result.stdout == "symbolic link 777\nregular file 600\n1\n", "\(result.stderr)")
  }

  @Test func aReadOnlyFileIsNotReplaced() async throws {
    let scratch = try ScratchFolder()
    try scratch.write("a.mvcs", "echo ran\n| ran\n")
    let result = try await shell(
      """
      echo keep > r.xml && chmod 444 r.xml
      "$MVCS" run --junit r.xml a.mvcs; echo "status $?"; cat r.xml
      printf 'record r.xml\\n' | "$MVCS"; echo "status $?"
      """, in: scratch)
    #expect(result.stdout == "status 2\nkeep\nstatus 2\n")
    #expect(result.stderr.contains("mvcs run: error: cannot write r.xml: the file is read-only"))
    #expect(result.stderr.contains("<stdin>:1:8: error: cannot write r.xml: the file is read-only"))
  }

  @Test func recordingIntoAMissingFolderFailsAtTheStart() async throws {
    let scratch = try ScratchFolder()
    let result = try await MVCSProcess.run([], input: "record missing/x.mvcs\necho after\n", in: scratch.url)
    #expect(result.status == 2)
    #expect(result.stdout == "after\n")
    #expect(result.stderr == "<stdin>:1:8: error: cannot write missing/x.mvcs: the folder missing does not exist\n")
  }

  @Test func updateWritesThroughALinkKeepingTheMode() async throws {
    let scratch = try ScratchFolder()
    try scratch.write("real.mvcs", "echo new\n| old\n")
    let result = try await shell(
      """
      chmod 640 real.mvcs && ln -s real.mvcs link.mvcs && "$MVCS" run --update link.mvcs > /dev/null &&
      stat -c '%F %a' link.mvcs real.mvcs && cat real.mvcs
      """, in: scratch)
    #expect(result.stdout == "symbolic link 777\nregular file 640\necho new\n| new\n", "\(result.stderr)")
  }

  @Test func fileNamesPrintedByRunAreEscaped() async throws {
    let scratch = try ScratchFolder()
    try scratch.write("\u{1B}[31mred\u{202E}.mvcs", "echo ok\n| ok\n")
    let result = try await MVCSProcess.run(["run", "."], in: scratch.url)
    #expect(result.stdout == "PASS ./^[[31mred<U+202E>.mvcs\n1 passed, 0 failed\n")
  }

  @Test func argumentsEchoedInErrorsAreEscaped() async throws {
    let result = try await MVCSProcess.run([], input: "clock frob\u{1B}]0;x\u{07}\nwait --timeout \u{1B}[2J\n")
    #expect(result.stderr.contains("unknown clock command 'frob^[]0;x^G'"))
    #expect(result.stderr.contains("got '^[[2J'"))
    #expect(!result.stderr.contains("\u{1B}"))
    let run = try await MVCSProcess.run(["run", "--junit", "\u{1B}[31mmissing/r.xml", "x.mvcs"])
    #expect(run.stderr.hasPrefix("mvcs run: error: cannot write ^[[31mmissing/r.xml: the folder ^[[31mmissing"))
  }

  @Test func aScriptThatSourcesItselfTenTimesIsBoundedWork() async throws {
    let scratch = try ScratchFolder()
    try scratch.write("self.mvcs", String(repeating: "! source self.mvcs\n", count: 10))
    // Unbounded, this fan-out (ten scripts a level, sixteen levels) runs for hours; bounded, it
    // stops at 10,000 scripts, 100,000 commands: about 9 s of CPU for a debug build here, more
    // on a slower machine, so the limit leaves room for that and none for the fan-out.
    let result = try await shell(
      #"ulimit -t 40; printf 'source self.mvcs\necho after\n' | "$MVCS"; echo "status $?""#, in: scratch)
    #expect(result.stdout == "after\nstatus 1\n")
  }

  @Test func completingAPathOfAHundredThousandSlashesIsLinear() async throws {
    // Found by Scripts/fuzz: trimming slashes one `count` at a time was quadratic.
    let scratch = try ScratchFolder()
    try scratch.write("long.txt", "complete \"source " + String(repeating: "/", count: 100_000) + "\"\necho done\n")
    let result = try await shell(#"ulimit -t 10; "$MVCS" < long.txt; echo "status $?""#, in: scratch)
    #expect(result.stdout == "done\nstatus 0\n")
  }

  @Test func drawingAHundredThousandCharacterWordIsLinear() async throws {
    // Found by Scripts/fuzz: a long word was cut into lines by re-measuring what was left.
    let scratch = try ScratchFolder()
    try scratch.write("long.txt", "call add word=" + String(repeating: "X", count: 100_000) + "\nshow\necho done\n")
    let result = try await shell(
      #"ulimit -t 5; "$MVCS" --app favorites < long.txt | tail -1; echo "status $?""#, in: scratch)
    #expect(result.stdout == "done\nstatus 0\n")
  }

  @Test func aStoreWithADamagedPageIsRefusedAndLeftByteForByte() async throws {
    let scratch = try ScratchFolder()
    let result = try await shell(
      """
      sqlite3 d.sqlite "CREATE TABLE t(x); WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n \\
        WHERE i < 2000) INSERT INTO t SELECT printf('%0100d', i) FROM n;" &&
      printf 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' |
        dd of=d.sqlite bs=1 seek=8200 conv=notrunc 2> /dev/null &&
      before=$(sha1sum d.sqlite) &&
      echo 'store ls' | "$MVCS" --app favorites --store d.sqlite; echo "status $?"
      [ "$before" = "$(sha1sum d.sqlite)" ] && echo unchanged; ls d.sqlite*
      """, in: scratch)
    #expect(result.stdout == "status 2\nunchanged\nd.sqlite\n", "\(result.stderr)")
    #expect(result.stderr.hasPrefix("mvcs: error: d.sqlite: damaged ("))
    #expect(result.stderr.contains("); the file was left untouched\n"))
  }

  @Test func aStoreMvcsWroteDamagedSinceIsRefusedAtItsFirstWriteAndLeftByteForByte() async throws {
    // A file mvcs wrote is in WAL mode and opens without being written, so its check waits for
    // its first write (a sixth of a launch at 100,000 rows): the launch reads what it can, and
    // the first write is refused with the check's findings.
    let scratch = try ScratchFolder()
    let result = try await shell(
      """
      printf 'tap "Create list"\\nfill "List Name" Groceries\\ntap Create\\n' | "$MVCS" --store d.sqlite > /dev/null &&
      sqlite3 d.sqlite "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 2000) \\
        INSERT INTO mvcs_item (store, key, value, createdAt, updatedAt) \\
        SELECT 'padding', 'k' || i, printf('%0100d', i), 0, 0 FROM n;" &&
      printf 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' |
        dd of=d.sqlite bs=1 seek=40000 conv=notrunc 2> /dev/null &&
      before=$(sha1sum d.sqlite) &&
      printf 'tap +\\nfill "List Name" Bread\\ntap Create\\n' | "$MVCS" --store d.sqlite > /dev/null
      echo "status $?"
      [ "$before" = "$(sha1sum d.sqlite)" ] && echo unchanged; ls d.sqlite*
      """, in: scratch)
    #expect(result.stdout == "status 3\nunchanged\nd.sqlite\n", "\(result.stderr)")
    #expect(result.stderr.contains("d.sqlite: damaged ("), "\(result.stderr)")
    #expect(result.stderr.contains("); the file was left untouched"), "\(result.stderr)")
  }

  @Test func aStoreThatCannotBeCreatedOnAFullDiskLeavesNoEmptyFile() async throws {
    let scratch = try ScratchFolder()
    // A file size limit of 0 makes every write to a file fail, as a full disk does.
    let result = try await shell(
      #"trap '' XFSZ; ulimit -f 0; echo 'call add word=x' | "$MVCS" --app favorites --store new.sqlite 2>&1 | cat; ls"#,
      in: scratch)
    #expect(result.stdout.hasPrefix("mvcs: error: new.sqlite: cannot open"), "\(result.stdout)")
    #expect(!result.stdout.contains("new.sqlite\n"))
  }

  @Test func aWriteThatFailsIsReportedByTheCommandThatCausedIt() async throws {
    let scratch = try ScratchFolder()
    // Another program takes the store's lock once mvcs has opened it (its first command, an
    // error, is flushed at once), and holds it while `call add` writes.
    try scratch.write(
      "lock.py",
      """
      import os, sqlite3, subprocess
      mvcs = subprocess.Popen([os.environ["MVCS"], "--app", "favorites", "--store", "f.sqlite"],
          stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
      mvcs.stdin.write(b"frob\\n"); mvcs.stdin.flush()
      first = mvcs.stderr.readline()
      db = sqlite3.connect("f.sqlite", isolation_level=None, timeout=10)
      db.execute("BEGIN EXCLUSIVE")
      out, err = mvcs.communicate(b"call add word=panda\\necho after\\n")
      db.execute("ROLLBACK")
      print(mvcs.returncode)
      print(out.decode(), end="")
      print(err.decode(), end="")
      """)
    let result = try await shell(#"python3 lock.py"#, in: scratch)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first == "3", "\(result.stdout)\(result.stderr)")
    #expect(lines.dropFirst().first == "after")
    #expect(result.stdout.contains("<stdin>:2:1: error: favorites: a write failed: "))
  }

  @Test func aDiskThatFillsMidSessionFailsTheCommandAndTheStoreKeepsWhatItHad() async throws {
    let scratch = try ScratchFolder()
    let word = String(repeating: "X", count: 60_000)
    try scratch.write("open.txt", "store ls\n")
    try scratch.write("add.txt", "call add word=small\ncall add word=\(word)\necho after\nstore ls\n")
    // The file size limit lets the store open and take a small write; the large one finds
    // the "disk" full.
    let result = try await shell(
      #"""
      "$MVCS" --app favorites --store f.sqlite < open.txt > /dev/null
      trap '' XFSZ; ulimit -f 200; "$MVCS" --app favorites --store f.sqlite < add.txt 2>&1 | cut -c1-80; echo "status $?"
      """#, in: scratch)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(
      lines.first?.hasPrefix("<stdin>:2:1: error: favorites: a write failed: f.sqlite: cannot write: disk I/O") == true,
      "\(result.stdout)")
    #expect(lines.contains("after"))
    #expect(lines.contains("favorites  1"), "\(result.stdout)")
  }

  @Test func recordedAndUpdatedOutputThatReadsAsAPatternReplaysAsItself() async throws {
    let scratch = try ScratchFolder()
    try scratch.write("u.mvcs", "echo ...\n| x\necho a+ (re)\n| y\n")
    let result = try await shell(
      #"""
      printf 'record r.mvcs\necho a+ (re)\necho ...\nrecord stop\n' | "$MVCS" > /dev/null
      grep '^|' r.mvcs; "$MVCS" run r.mvcs | tail -1
      "$MVCS" run --update u.mvcs > /dev/null; grep '^|' u.mvcs; "$MVCS" run u.mvcs | tail -1
      """#, in: scratch)
    #expect(
      result.stdout == """
        | a\\+ \\(re\\) (re)
        | \\.\\.\\. (re)
        1 passed, 0 failed
        | \\.\\.\\. (re)
        | a\\+ \\(re\\) (re)
        1 passed, 0 failed

        """, "\(result.stderr)")
  }
}
