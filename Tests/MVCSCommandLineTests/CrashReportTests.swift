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
}
