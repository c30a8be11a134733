import Foundation
import Testing

@testable import MVCSCommandLine

/// How a worker's backtrace is read for the place to name: the user's first frame, past the
/// buffers the compiler made.
@Suite struct CrashReportTests {
  /// A loop stopped by the timeout's SIGQUIT inside a getter the compiler expanded (its
  /// file `<stdin>`) is named by the user's frame below it, as CI once showed it was not.
  @Test func aFrameInABufferTheCompilerMadeIsNotTheUsersLine() {
    var report = CrashReport()
    for line in [
      "*** Signal 3: Backtracing from 0x7fb99807e8db... done ***",
      "Thread 0 crashed:",
      "0 0x00007fb99807e8db StateLocation.value.getter + 27 in mvcs at <stdin>",
      "1 0x00007fb99807e8ff LoopView.payment.getter + 12 in mvcs at /work/main/<stdin>",
      "2 [ra] 0x00005555deadbeef closure #1 in LoopView.body.getter + 80 in mvcs at /src/Sources/App/LoopView.swift:28:9",
    ] {
      report.read(line)
    }
    #expect(report.place?.file == "/src/Sources/App/LoopView.swift")
    #expect(report.place?.line == 28)
    #expect(report.place?.function == "LoopView.body.getter")
  }

  /// One sample of a hung thread may stop in a stub the unwinder cannot step out of, so its
  /// frames skip the app's loop and name only mvcs's `Action`; a worker's watchdog takes two,
  /// and the report reads both, in the order written, for the app's frame of either.
  @Test(arguments: [false, true])
  func aHangsOtherSampleNamesTheAppWhenOneNamesOnlyMvcs(appFirst: Bool) throws {
    let folder = try #require(SupervisorFolder.make())
    defer { folder.remove() }
    let mvcs = Self.repository + "/Sources/MVCS/Actions/Action.swift"
    let action = "1 [ra] 0x0000555e3441cdbc Action.callAsFunction(_:) + 63 in CrashingAppHelper at \(mvcs):32:9"
    let lost = [
      "*** Signal 3: Backtracing from 0x555e3441b000... done ***", "Thread 0 \"spin\" crashed:",
      "0 0x0000555e3441b000 swift_beginAccess@plt in CrashingAppHelper", action,
    ]
    let found = [
      "*** Signal 3: Backtracing from 0x55ab677b3710... done ***", "Thread 0 \"spin\" crashed:",
      "0 0x000055ab677b3710 closure #3 in SpinViewController.actions.getter + 96 in CrashingAppHelper"
        + " at /src/Tests/Helpers/CrashingAppHelper/main.swift:88:15",
      action,
    ]
    // The runtime's names for one process's first and second backtrace.
    let samples = appFirst ? [found, lost] : [lost, found]
    for (name, lines) in zip(["CrashingAppHelper-7-0.0.log", "CrashingAppHelper-7-0.0-2.log"], samples) {
      let written = FileManager.default.createFile(
        atPath: folder.backtraces + "/" + name, contents: Data(lines.joined(separator: "\n").utf8))
      #expect(written)
    }
    let end = WorkerEnd(status: .signaled(SIGKILL), folder: folder, output: [], timeout: 3, memoryLimit: nil)
    #expect(
      end.summary.hasPrefix(
        "the app crashed at /src/Tests/Helpers/CrashingAppHelper/main.swift:88 in SpinViewController.actions.getter"),
      "\(end.summary)")

    // The lost sample alone names mvcs's frame: what the other is for.
    var alone = CrashReport()
    for line in lost { alone.read(line) }
    #expect(alone.place?.function == "Action.callAsFunction(_:)")
  }

  /// The batch shell's watchdog takes two samples too (`resume.c`).
  ///
  /// CI once saw a hang in `mvcs < flow` reported as `timed out after 5s` with no place, its
  /// one sample stopped in a stub the unwinder could not step out of. The report reads the
  /// app's frame from the other.
  @MainActor @Test func theBatchShellsHangIsNamedFromTheSampleThatHasTheApp() {
    let lost = [
      "*** Signal 3: Backtracing from 0x555e3441b000... done ***", "Thread 0 \"mvcs\" crashed:",
      "0 0x0000555e3441b000 swift_beginAccess@plt in mvcs", "Backtrace took 0.91s",
    ]
    let found = [
      "*** Signal 3: Backtracing from 0x55ab677b3710... done ***", "Thread 0 \"mvcs\" crashed:",
      "0 [ra] 0x000055ab677b3710 closure #1 in PlanView.body.getter + 96 in mvcs at /src/Sources/App/Plan.swift:28:15",
      "Backtrace took 0.88s",
    ]
    for (backtrace, named) in [(lost + found, true), (lost, false)] {
      let crashed = BatchResume.Crashed(
        line: 21, status: 0, signal: 0, snapshot: nil, steps: nil, unread: [], backtrace: backtrace)
      let report = crashed.report(storageKept: false, timeout: 5, memoryLimit: nil, cpuLimit: nil)
      let first = report.split(separator: "\n").first.map(String.init) ?? ""
      #expect(
        first
          == (named
            ? "<stdin>:21:1: error: timed out at /src/Sources/App/Plan.swift:28 in PlanView.body.getter after 5s (--timeout)"
            : "<stdin>:21:1: error: timed out after 5s (--timeout)"),
        "\(report)")
    }
  }

  /// A crash the watchdog raced (a loaded machine, the command near `--timeout` as it
  /// crashed) is reported as the crash it was: the runtime's message came before the
  /// watchdog's note, as CI once showed a division by zero reported as a hang at its line.
  @Test func aCrashTheWatchdogRacedIsReportedAsTheCrash() {
    let frame =
      "1 0x00005632741c6dde closure #1 in SplitView.body.getter + 94 in mvcs at /src/Sources/App/Split.swift:25:21"
    let crashed = [
      "Swift/IntegerTypes.swift:9012: Fatal error: Division by zero",
      "*** Signal 4: Backtracing from 0x7f74b4d6df7f... done ***", "Thread 0 crashed:", frame,
    ]
    let noted = "tap 'Split 120'\nlaunch split\nstep people down 2"
    let raced = WorkerEnd(
      status: .exited(ExploreWorkers.timedOutStatus), crashOutput: crashed + ["*** Signal 3: Backtracing…"],
      timedOut: noted, timeout: 5, memoryLimit: nil)
    #expect(!raced.timedOut)
    #expect(
      raced.summary
        == "the app crashed at /src/Sources/App/Split.swift:25 in SplitView.body.getter"
        + " (killed by signal 4, Illegal instruction): Fatal error: Division by zero", "\(raced.summary)")

    // A hang sampled by the watchdog: no message of the runtime's, so a timeout still.
    let sampled = ["*** Signal 3: Backtracing from 0x7f74b4d6df7f... done ***", "Thread 0 crashed:", frame]
    let hang = WorkerEnd(
      status: .exited(ExploreWorkers.timedOutStatus), crashOutput: sampled, timedOut: noted, timeout: 5,
      memoryLimit: nil)
    #expect(hang.timedOut)
    #expect(hang.summary.hasPrefix("timed out at /src/Sources/App/Split.swift:25 in SplitView.body.getter after 5s"))
  }

  /// The repository's folder, as this file was compiled: mvcs's own sources are under it.
  private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path
}
