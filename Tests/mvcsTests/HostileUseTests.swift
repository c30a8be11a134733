import Foundation
import Testing

/// The reproducers of #22 that need processes: memory and CPU limits, special files, files
/// another user owns, and two sessions on one store file.
@Suite struct HostileUseTests {
  private func shell(_ script: String, in folder: ScratchFolder) async throws -> MVCSProcess.Result {
    try await MVCSProcess.shell(script, in: folder.url)
  }

  @Test func aVariableDoubledOnEveryLineIsAnErrorUnderAMemoryLimit() async throws {
    let scratch = try ScratchFolder()
    try scratch.write("double.mvcs", "set X 0123456789\n" + String(repeating: "set X $X$X\n", count: 27))
    // Once 2 GB in 2.4 s, and "failed to allocate" under this limit.
    let result = try await shell(
      #"ulimit -v 1500000; "$MVCS" run double.mvcs; echo "status $?""#, in: scratch)
    #expect(result.stdout.hasPrefix("FAIL double.mvcs\n  double.mvcs:18:7: error: the value of 'X' would hold"))
    #expect(result.stdout.hasSuffix("0 passed, 1 failed\nstatus 3\n"), "\(result.stdout)\(result.stderr)")
  }

  @Test func aCatastrophicPatternInABlockEndsUnderACPULimit() async throws {
    let scratch = try ScratchFolder()
    let lines = (0..<12).map { String(repeating: "a", count: 28) + "c\($0)" }
    try scratch.write(
      "re.mvcs", "echo \"\(lines.joined(separator: "\\n"))\"\n" + String(repeating: "| (a+)+b (re)\n", count: 12))
    // Once more than a minute; the block's budget is about a second.
    let result = try await shell(#"ulimit -t 20; "$MVCS" run re.mvcs; echo "status $?""#, in: scratch)
    #expect(result.stdout.contains("re.mvcs:2: the block's regular expressions used their whole budget"))
    #expect(result.stdout.hasSuffix("0 passed, 1 failed\nstatus 1\n"), "\(result.stdout)\(result.stderr)")
  }

  @Test func aStoreThatIsAFIFOIsRefusedWithoutOpeningIt() async throws {
    let scratch = try ScratchFolder()
    let result = try await shell(
      #"mkfifo pipe; echo 'store ls' | timeout 20 "$MVCS" --store pipe; echo "status $?"; [ -p pipe ] && echo "still a FIFO""#,
      in: scratch)
    #expect(result.stdout == "status 2\nstill a FIFO\n", "\(result.stderr)")
    #expect(
      result.stderr
        == "mvcs: error: pipe: it is a FIFO, not a database file; it was left untouched\n  hint: pass a regular file (or a new path) with --store PATH, or :memory:\n"
    )
  }

  @Test func aStoreThatIsADeviceGetsNoJournalBesideIt() async throws {
    // A device node of our own (what /dev/null is), so nothing is written into /dev; making
    // one takes root.
    guard getuid() == 0 else { return }
    let scratch = try ScratchFolder()
    let result = try await shell(
      #"mknod null c 1 3 && echo 'call add word=x' | "$MVCS" --app favorites --store null; echo "status $?"; ls"#,
      in: scratch)
    #expect(result.stdout == "status 2\nnull\n", "\(result.stderr)")
    #expect(result.stderr.hasPrefix("mvcs: error: null: it is a device, not a database file"))
  }

  @Test func recordingOntoAFIFOIsRefusedAndTheFIFOStays() async throws {
    let scratch = try ScratchFolder()
    let result = try await shell(
      #"mkfifo f.mvcs; printf 'record f.mvcs\necho x\nrecord stop\n' | timeout 20 "$MVCS" --app counter; echo "status $?"; [ -p f.mvcs ] && echo "still a FIFO""#,
      in: scratch)
    #expect(result.stdout.hasSuffix("status 3\nstill a FIFO\n"), "\(result.stdout)")
    #expect(result.stderr.hasPrefix("<stdin>:1:8: error: cannot write f.mvcs: it is not a regular file\n"))
  }

  @Test func aReadOnlyStoreIsRefusedAndLeavesNothingBesideIt() async throws {
    let scratch = try ScratchFolder()
    // Not root: root may write a file of mode 0444, and SQLite would.
    let asUser = getuid() == 0 ? "setpriv --reuid=65534 --regid=65534 --clear-groups " : ""
    let result = try await shell(
      """
      echo 'call add word=x' | "$MVCS" --app favorites --store s.sqlite > /dev/null && chmod 777 . && chmod 444 s.sqlite
      echo 'store ls' | \(asUser)"$MVCS" --app favorites --store s.sqlite; echo "status $?"; ls
      chmod 666 s.sqlite; echo 'store ls' | \(asUser)"$MVCS" --app favorites --store s.sqlite; echo "status $?"
      """, in: scratch)
    #expect(result.stdout == "status 2\ns.sqlite\nfavorites  1\nstatus 0\n", "\(result.stderr)")
    #expect(
      result.stderr.hasPrefix("mvcs: error: s.sqlite: the file is read-only (Permission denied); it was left untouched")
    )
  }

  @Test func fileNamesThatAreNotUTF8AreRunAndRecordedByteForByte() async throws {
    let scratch = try ScratchFolder()
    // Once `run` said "No such file" and `record` wrote another name (U+FFFD for the byte).
    let result = try await shell(
      #"""
      good=$(printf 'inv\377.mvcs'); bad=$(printf 'bad\377.mvcs')
      printf 'echo hi\n| hi\n' > "$good"; printf 'echo hi\n| ho\n' > "$bad"
      "$MVCS" run "$good"; echo "status $?"
      "$MVCS" run --junit r.xml --artifacts art . | tail -1
      printf 'record rec\377.mvcs\necho x\nrecord stop\n' | "$MVCS" --app counter > /dev/null
      [ -f "$(printf 'rec\377.mvcs')" ] && echo "recorded byte for byte"
      grep -o 'testcase name="[^"]*"' r.xml; ls art
      """#, in: scratch)
    #expect(
      result.stdout == #"""
        PASS inv\xFF.mvcs
        1 passed, 0 failed
        status 0
        1 passed, 1 failed
        recorded byte for byte
        testcase name="./bad\xFF.mvcs"
        testcase name="./inv\xFF.mvcs"
        bad%FF.mvcs.artifacts

        """#, "\(result.stderr)")
  }

  @Test func twoSessionsAddingAtOnceBothKeepTheirRows() async throws {
    let scratch = try ScratchFolder()
    // Two batch sessions on one file, driven in lock step: each opens the list, adds an item,
    // goes back and adds a list. An error marker, flushed at once on standard error, says
    // when a session has done what it was given.
    try scratch.write(
      "two.py",
      #"""
      import os, subprocess
      mvcs = os.environ["MVCS"]
      subprocess.run([mvcs, "--store", "s.sqlite"], input=b"tap 'Create list'\nfill 'List Name' Groceries\ntap Create\n", check=True, stdout=subprocess.DEVNULL)
      def start():
          return subprocess.Popen([mvcs, "--store", "s.sqlite"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
      def say(session, *lines):
          session.stdin.write("".join(line + "\n" for line in lines) + "mark@@\n")
          session.stdin.flush()
          while True:
              line = session.stderr.readline()
              if not line or "mark@@" in line:
                  return
              if not line.startswith("  hint:"):
                  print("unexpected:", line, end="")
      a, b = start(), start()
      say(a, "select Groceries")
      say(b, "select Groceries")
      say(a, "tap +", "fill Title FromA", "tap Create")
      say(b, "tap +", "fill Title FromB", "tap Create")
      say(a, "back", "tap +", "fill 'List Name' ListA", "tap Create")
      say(b, "back", "tap +", "fill 'List Name' ListB", "tap Create")
      for session in (a, b):
          session.stdin.close()
          print("more errors:", "".join(line for line in session.stderr if not line.startswith("  hint:")), end="")
          session.wait()
      check = subprocess.run([mvcs, "--store", "s.sqlite"], input=b"store show lists\nstore show items\n", capture_output=True, check=True)
      print(check.stdout.decode(), end="")
      """#)
    let result = try await shell("python3 two.py", in: scratch)
    #expect(
      result.stdout == """
        more errors: more errors: list-1  {"emoji":"📝","id":"list-1","name":"Groceries"}
        list-2  {"emoji":"📝","id":"list-2","name":"ListA"}
        list-3  {"emoji":"📝","id":"list-3","name":"ListB"}
        item-1  {"creation":"2026-01-01T09:00:00Z","id":"item-1","listID":"list-1","name":"FromA"}
        item-2  {"creation":"2026-01-01T09:00:00Z","id":"item-2","listID":"list-1","name":"FromB"}

        """, "\(result.stderr)")
  }

  @Test func twoSessionsStartingAtOnceOnANewFileBothOpenItAndKeepTheirWrites() async throws {
    let scratch = try ScratchFolder()
    // Found by the fuzzer's sessions on apps with no setup (#28): both saw no file, so both
    // took the file for their own; one's switch to WAL met the other's and failed without
    // waiting, and a failed open removed the file and journals the other was using.
    let result = try await shell(
      #"""
      for round in 1 2 3 4 5 6 7 8 9 10; do
        echo "call / add word=A$round" | "$MVCS" --app favorites --store n$round.sqlite > /dev/null 2>> errors &
        echo "call / add word=B$round" | "$MVCS" --app favorites --store n$round.sqlite > /dev/null 2>> errors
        wait
        echo "store show favorites" | "$MVCS" --app favorites --store n$round.sqlite | cut -d' ' -f1 | sort | tr '\n' ' '
      done
      cat errors
      """#, in: scratch)
    let expected = (1...10).map { "A\($0) B\($0) " }.joined()
    #expect(result.stdout == expected, "\(result.stderr)")
  }

  @Test func aKeyAtTheLargestNumberWrittenWithSQLiteIsRefusedWithoutATrap() async throws {
    let scratch = try ScratchFolder()
    // Another program leaves a row whose number has nothing above it: the next add must say
    // so, not trap on `+ 1` (it ended the process with SIGILL, status 132).
    let result = try await shell(
      #"""
      printf "tap +\nfill Title Tea\nfill Amount 2\ntap Add\n" | "$MVCS" --app expenses --store e.sqlite
      sqlite3 e.sqlite "UPDATE mvcs_item SET key = 'expense-9223372036854775807', value = replace(value, '\"expense-1\"', '\"expense-9223372036854775807\"')"
      printf "tap +\nfill Title Cake\nfill Amount 3\ntap Add\nstore show expenses\n" | "$MVCS" --app expenses --store e.sqlite
      echo "expenses: $?"
      printf "tap 'Create list'\nfill 'List Name' A\ntap Create\n" | "$MVCS" --store t.sqlite > /dev/null
      sqlite3 t.sqlite "UPDATE mvcs_item SET key = 'list-9223372036854775807', value = replace(value, '\"list-1\"', '\"list-9223372036854775807\"')"
      printf "tap +\nfill 'List Name' B\ntap Create\nstore show lists\n" | "$MVCS" --store t.sqlite
      echo "todo: $?"
      """#, in: scratch)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.contains("expenses: 3") && lines.contains("todo: 3"), "\(result.stdout)\(result.stderr)")
    #expect(lines.filter { $0.hasPrefix("expense-") || $0.hasPrefix("list-") }.count == 2, "\(result.stdout)")
    for key in ["expense", "list"] {
      #expect(
        result.stderr.contains(
          "cannot choose a key for a new item: '\(key)-9223372036854775807' has the largest number a key can have"),
        "\(result.stderr)")
    }
  }

  @Test func twoProcessesAddingAThousandItemsEachAtOnceLoseNone() async throws {
    let scratch = try ScratchFolder()
    try scratch.write("setup.txt", "tap 'Create list'\nfill 'List Name' Groceries\ntap Create\n")
    for name in ["A", "B"] {
      let adds = (0..<1_000).map { "tap +\nfill Title \(name)-\($0)\ntap Create\n" }.joined()
      try scratch.write("\(name).txt", "select Groceries\n" + adds)
    }
    let result = try await shell(
      #"""
      "$MVCS" --store s.sqlite < setup.txt > /dev/null
      "$MVCS" --store s.sqlite < A.txt > /dev/null 2> A.err & "$MVCS" --store s.sqlite < B.txt > /dev/null 2> B.err; wait
      cat A.err B.err; echo 'store show items' | "$MVCS" --store s.sqlite
      """#, in: scratch)
    let names = result.stdout.split(separator: "\n").compactMap { line in
      line.range(of: #""name":""#).map { String(line[$0.upperBound...].dropLast(2)) }
    }
    let expected = ["A", "B"].flatMap { name in (0..<1_000).map { "\(name)-\($0)" } }
    let lost = Set(expected).subtracting(names).sorted()
    #expect(lost.isEmpty, "lost: \(lost.prefix(20)); \(result.stdout.prefix(1_000))\(result.stderr)")
    #expect(names.count == 2_000)
  }
}
