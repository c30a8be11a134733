import CCrashResume
import CLineEdit
import Foundation
import MVCSShell
import Subprocess

#if canImport(System)
  import System
#else
  import SystemPackage
#endif

/// How the batch shell (`mvcs < flow.mvcs`) outlives a crash in its app.
///
/// The app runs in the shell's own process, as fast as a replay can be (a few stores a command
/// are all this adds), and a crash handler starts the process again where the input was.
///
/// When the app crashes, the handler (C, ``CCrashResume``) has the runtime's backtracer write
/// into a memory file, keeps what the shell had read of standard input and not run, the line
/// that crashed and the session (``SessionSnapshot``), and executes `mvcs` again with the same
/// arguments. The new process says how the app ended at that line, relaunches it, and reads
/// on from the line after it, numbering lines as the input does. A crash before the first
/// command is the app failing to launch: it ends the process as before, since a new one would
/// only repeat it.
///
/// <!-- sample: not compiled, a batch session's own process -->
/// ```swift
/// let crashed = BatchResume.take()   // nil unless a crashed process started this one
/// BatchResume.arm(shell, status: 0, timeout: 60, resumed: crashed != nil)  // before it runs
/// ```
@MainActor
enum BatchResume {
  /// The environment variable that hands the new process the two memory files: `STATE,BACKTRACE`.
  static let variable = "MVCS_BATCH_RESUME"

  /// What the process that crashed left for this one.
  struct Crashed {
    /// The line that was running.
    var line: Int
    /// The worst exit status of the lines before it.
    var status: Int32
    /// The signal that ended it; 0 when it ran past `--timeout`.
    var signal: Int32
    /// The session it would carry on, if it had changed since its launch.
    var snapshot: SessionSnapshot?
    /// The lines since its launch, `launch APP` first, then its input as it was read up to
    /// the crashed line (comments and blank lines included); nil when there were more than the
    /// handler keeps.
    var steps: [String]?
    /// What it had read of standard input and not run.
    var unread: [UInt8]
    /// What the runtime's backtracer wrote.
    var backtrace: [String]

    /// Whether the crash was a stack overflow the backtrace names no place for: the handler's
    /// own account of it, which a replay of the steps can complete.
    var isStackOverflowWithoutPlace: Bool {
      var report = CrashReport()
      report.signal = signal
      for line in backtrace { report.read(line) }
      return report.isStackOverflow && report.place == nil
    }

    /// The located error that says how the app ended: `<stdin>:12:1: error: the app crashed …`.
    func report(storageKept: Bool, timeout: Double, memoryLimit: UInt64?, cpuLimit: Double?) -> String {
      // Signal 0: the watchdog ended the command, after a backtrace of where it was stuck.
      let end = WorkerEnd(
        status: .signaled(signal), crashOutput: backtrace, timedOut: signal == 0 ? "" : nil, timeout: timeout,
        memoryLimit: memoryLimit, cpuLimit: cpuLimit)
      let relaunched =
        storageKept
        ? "relaunched on the same storage; variables kept; reading on from line \(line + 1)"
        : "relaunched; its storage was in memory and starts empty (--store FILE keeps it); variables kept;"
          + " reading on from line \(line + 1)"
      var lines = ["<stdin>:\(line):1: error: \(end.summary)"]
      if let steps, let reproducer = ShellSupervisor.keepReproducer(steps, end: end) {
        lines.append("  reproducer: \(reproducer) (the \(steps.count - 1) lines since the launch)")
      } else if steps != nil {
        lines.append("  reproducer: none kept (the temporary folder refused the file)")
      } else {
        lines.append(
          "  reproducer: none kept (over 64 KiB of input since the launch); the input's lines up to \(line) replay it")
      }
      lines.append("  " + relaunched)
      return lines.joined(separator: "\n")
    }
  }

  /// The value of ``variable`` that runs a batch session without the handler: the replay of a
  /// stack overflow, which must end as the runtime ends it.
  static let off = "off"

  /// Whether this process was asked to run without the handler.
  static var isOff: Bool { getenv(variable).map { String(cString: $0) } == off }

  /// What a crashed process left, when this process is the one it started; the variable and
  /// the files are taken, so nothing this process starts sees them.
  static func take() -> Crashed? {
    guard let value = getenv(variable).map({ String(cString: $0) }), value != off else { return nil }
    unsetenv(variable)
    // Not read: said, never passed over, since the lines the crashed process read ahead are lost.
    func unreadable() -> Crashed? {
      Terminal.writeError("error: the app crashed, and what it left could not be read; reading on from standard input")
      return nil
    }
    let descriptors = value.split(separator: ",").compactMap { Int32($0) }
    guard descriptors.count == 2 else { return unreadable() }
    defer { for descriptor in descriptors { close(descriptor) } }
    let state = contents(of: descriptors[0])
    let header = MemoryLayout<StateHeader>.size
    guard state.count >= header else { return unreadable() }
    let fields = state.withUnsafeBytes { $0.loadUnaligned(as: StateHeader.self) }
    guard withUnsafeBytes(of: fields.magic, { Array($0) }) == Array("MVCSRS1\0".utf8),
      state.count == header + fields.snapshotLength + fields.stepsLength + fields.inputLength
    else { return unreadable() }
    let snapshot = state[header..<(header + fields.snapshotLength)]
    let stepsEnd = header + fields.snapshotLength + fields.stepsLength
    let steps = String(decoding: state[(header + fields.snapshotLength)..<stepsEnd], as: UTF8.self)
    return Crashed(
      line: fields.line, status: Int32(clamping: fields.status), signal: Int32(clamping: fields.signal),
      snapshot: snapshot.isEmpty ? nil : try? JSONDecoder().decode(SessionSnapshot.self, from: Data(snapshot)),
      steps: fields.stepsCut != 0 ? nil : lines(of: steps),
      unread: Array(state[stepsEnd...]),
      backtrace: String(decoding: contents(of: descriptors[1]), as: UTF8.self).split(separator: "\n").map(String.init))
  }

  /// The runtime's backtrace of `steps` replayed in a batch process of their own.
  ///
  /// The process has the session's `arguments` (their stores in memory) and no handler: it
  /// gives the place of a stack overflow, which the handler cannot ask the runtime's
  /// backtracer for. Empty when the replay does not crash, or cannot run, within `seconds` of
  /// processor time.
  static func replayedBacktrace(of steps: [String], arguments: [String], seconds: Double) async -> [String] {
    guard let folder = SupervisorFolder.make() else { return [] }
    defer { folder.remove() }
    let environment = Environment.inherit.updating([
      Environment.Key(stringLiteral: variable): off,
      "SWIFT_BACKTRACE": CrashReport.backtracerSettings + ",output-to=\(folder.backtraces)/",
    ])
    let limit = ["--cpu-limit", "\(Int(seconds.rounded(.up)))s"]
    _ = try? await Subprocess.run(
      .path(FilePath(WorkerPool.currentExecutable.path)), arguments: Arguments(arguments + limit),
      environment: environment, input: .string(steps.joined(separator: "\n") + "\n"), output: .discarded,
      error: .discarded)
    guard let name = try? FileManager.default.contentsOfDirectory(atPath: folder.backtraces).sorted().first,
      let data = FileManager.default.contents(atPath: folder.backtraces + "/" + name)
    else { return [] }
    return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
  }

  /// The lines of `text`, each without its line feed; a last one without a line feed too.
  private static func lines(of text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if text.hasSuffix("\n") { lines.removeLast() }
    return lines
  }

  /// The state file's header as the C side writes it.
  private struct StateHeader {
    var magic: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8)
    var line: Int
    var status: Int
    var signal: Int
    var snapshotLength: Int
    var stepsLength: Int
    var stepsCut: Int
    var inputLength: Int
  }

  /// Everything in the file `descriptor` is open on, read from its start.
  private static func contents(of descriptor: Int32) -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    var offset: off_t = 0
    while true {
      let count = chunk.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, offset) }
      guard count > 0 else { return bytes }
      bytes += chunk[..<count]
      offset += off_t(count)
    }
  }

  /// Arms the crash handler for `shell`'s batch session, and a watchdog for its commands.
  ///
  /// The watchdog ends a command past `timeout` seconds the same way as a crash. The session
  /// tells them each line it starts and ends, its worst status, and the session when it
  /// changes (at once when `resumed`: taken up from a crashed process, it differs from the
  /// launch's). Nothing when the handler cannot be armed: the shell runs as it did, and a
  /// crash ends it.
  static func arm(_ shell: Shell, status: Int32, timeout: Double, resumed: Bool) {
    guard mvcs_resume_arm(CommandLine.unsafeArgv, variable, mvcs_stdin(), mvcs_stdout()) == 0 else { return }
    _ = mvcs_resume_watch(timeout)
    let progress = mvcs_resume_progress_record()
    progress.pointee.status = status
    let session = shell.session
    // The snapshot is kept only once it differs from the launch's: a new process started with
    // the same arguments has that one already.
    var published = session.snapshotChanges
    var buffer: UnsafeMutableRawBufferPointer?
    if resumed { publish(session.snapshot, into: &buffer, progress: progress) }
    mvcs_resume_begin_steps("launch \(session.host.app.name)")
    shell.willExecute = { line in
      // A sourced script's line runs within the line of standard input that sourced it.
      if line.file == PlainLineReader.standardInputName { progress.pointee.line = line.location.line }
      progress.pointee.started = 1
      progress.pointee.commands &+= 1
      progress.pointee.running = 1
    }
    shell.didRun = { _, outcome in
      progress.pointee.running = 0
      if let error = outcome.error { progress.pointee.status = max(progress.pointee.status, error.status.rawValue) }
      guard session.snapshotChanges != published else { return }
      published = session.snapshotChanges
      publish(session.snapshot, into: &buffer, progress: progress)
    }
  }

  /// Writes `snapshot` where the handler reads it: a new buffer, published by one store,
  /// then the old one freed, so the handler never reads a buffer being written.
  private static func publish(
    _ snapshot: SessionSnapshot, into buffer: inout UnsafeMutableRawBufferPointer?,
    progress: UnsafeMutablePointer<mvcs_resume_progress>
  ) {
    guard let data = try? JSONEncoder().encode(snapshot) else { return }
    let lengthSize = MemoryLayout<Int>.size
    let new = UnsafeMutableRawBufferPointer.allocate(byteCount: lengthSize + data.count, alignment: lengthSize)
    new.storeBytes(of: data.count, as: Int.self)
    UnsafeMutableRawBufferPointer(rebasing: new[lengthSize...]).copyBytes(from: data)
    progress.pointee.snapshot = UnsafeRawPointer(new.baseAddress)
    buffer?.deallocate()
    buffer = new
  }
}
