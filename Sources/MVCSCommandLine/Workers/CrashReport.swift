import Foundation

/// What a crashed worker's output says of its crash: the Swift runtime's message, what the
/// runtime's backtracer saw, and the first frame in the user's code, read a line at a time.
///
/// The runtime prints its message first (`Swift/IntegerTypes.swift:9012: Fatal error:
/// Division by zero`, with a place only the standard library's own in a debug build, none in
/// a release build); the backtracer (`SWIFT_BACKTRACE=enable=yes`, Swift 6 on Linux) then
/// prints how the process crashed and its frames, each with a file and line where the binary
/// has debug information. A release build's trap has no message, but its first frame is the
/// check the compiler inlined, named `Swift runtime failure: Division by zero`, at the
/// user's line. A stack overflow is a bad pointer dereference next to the stack pointer.
///
/// ```swift
/// var crash = CrashReport()
/// for line in ["Swift/IntegerTypes.swift:9012: Fatal error: Division by zero"] { crash.read(line) }
/// crash.summary   // "Fatal error: Division by zero" (with ", at FILE:LINE in FUNCTION" after a backtrace)
/// ```
struct CrashReport: Sendable, Equatable {
  /// One frame of the backtrace that has a place in a source file.
  struct Frame: Sendable, Equatable {
    var function: String
    var file: String
    var line: Int
    /// `file:line`, the file relative to the current folder when it is inside it; the file
    /// alone when the line table has no line for the frame (line 0).
    var place: String { place(showing: CrashReport.shown) }

    /// `file:line`, the file as `shown` shows it.
    func place(showing shown: (String) -> String) -> String {
      line > 0 ? "\(shown(file)):\(line)" : shown(file)
    }
  }

  /// The runtime's message: `Fatal error: Division by zero`.
  var message: String?
  /// Where the runtime says the message was raised, when that is not in the standard library:
  /// `MVCSApps/FaultBodyApp.swift:32` for a `fatalError` in a debug build.
  var messagePlace: String?
  /// What the backtracer says happened: `Illegal instruction`, `Bad pointer dereference`.
  var crash: String?
  /// The signal the backtracer caught first: a crash's, when a watchdog's SIGQUIT came after.
  var signal: Int32?
  /// The first frame in the user's code (outside mvcs's libraries); else the first with a place.
  var frame: Frame?
  /// The worker's memory limit, as a report says it (`4 GiB`): an allocation that failed was
  /// the app running out of it.
  var memoryLimit: String?
  /// Whether an allocation failed though the output did not say so (``WorkerEnd`` judges it).
  var allocationFailed = false
  private var firstLocated: Frame?
  private var faultAddress: UInt64?
  private var stackPointer: UInt64?
  private var deepestFrame = 0
  /// Whether the lines read are the crashed thread's frames (or no thread was named yet):
  /// another thread's frames say nothing of the crash.
  private var inCrashedThread = true

  /// Whether the crash was the stack running out: a bad pointer dereference within 64 KiB of
  /// the stack pointer, or a backtrace ten thousand frames deep.
  var isStackOverflow: Bool {
    guard signal == SIGSEGV || signal == SIGBUS else { return false }
    if let faultAddress, let stackPointer {
      let distance = faultAddress > stackPointer ? faultAddress - stackPointer : stackPointer - faultAddress
      if distance < 1 << 16 { return true }
    }
    return deepestFrame >= 10_000
  }

  /// The frame to name: the user's first, else the first with a place.
  var place: Frame? { frame ?? firstLocated }

  /// Whether the output held anything this reads.
  var isEmpty: Bool { message == nil && crash == nil && place == nil }

  /// `Fatal error: Division by zero, at FILE:LINE in FUNCTION`; `stack overflow, at …`; nil
  /// when the output said nothing of the crash.
  var summary: String? {
    guard !isEmpty else { return nil }
    let what = cause ?? crash ?? "crash"
    if let place { return "\(what), at \(place.place) in \(place.function)" }
    if let messagePlace { return "\(what), at \(messagePlace)" }
    return what
  }

  /// What ended the app, without where: `stack overflow`, `killed: out of memory (limit 4
  /// GiB)`, or the runtime's message; nil when the output said none of these.
  var cause: String? {
    if isStackOverflow { return "stack overflow" }
    if allocationFailed || message?.contains("failed to allocate") == true {
      return "killed: out of memory (limit \(memoryLimit ?? "of the system"))"
    }
    return message
  }

  /// What `SWIFT_BACKTRACE` asks of the runtime's backtracer for a worker.
  ///
  /// Its text, without colour or prompts, the crashed thread's frames with the stack pointer
  /// (for telling a stack overflow), no list of images, unwound from the binaries' unwind
  /// tables. Fast unwinding follows frame pointers, and a hang stopped inside a runtime function that keeps
  /// none (`swift_retain`, `swift_beginAccess`) lost the app's frame that called it: 3 of 40
  /// hangs of `fault-loop` were named without their place, 50 of 50 with `unwind=precise`.
  static let backtracerSettings =
    "enable=yes,interactive=no,color=no,threads=crashed,registers=crashed,images=none,unwind=precise"

  /// How the runtime's backtracer ends a backtrace: `Backtrace took 0.98s`.
  static let backtraceEnd = "Backtrace took"

  /// Where a hang's backtrace says the app was stuck, as a hang's message ends:
  /// `, stuck at FILE:LINE in FUNCTION`, escaped as every text from the app is; nil when it
  /// names no place.
  var stuckAt: String? {
    place.map { Self.stuckAtLead + "\($0.place.escapingControlCharacters) in \($0.function.escapingControlCharacters)" }
  }

  /// How ``stuckAt`` begins.
  static let stuckAtLead = ", stuck at "

  /// Whether the runtime's backtracer answers a crash (or a watchdog's SIGQUIT) in a process
  /// with `environment`: on Linux unless `SWIFT_BACKTRACE` turns it off.
  static func backtracerIsOn(in environment: [String: String]) -> Bool {
    guard let settings = environment["SWIFT_BACKTRACE"] else { return true }
    return !settings.split(separator: ",").contains { $0.trimmingCharacters(in: .whitespaces) == "enable=no" }
  }

  /// The runtime's messages, as it starts them.
  private static let messageKinds = [
    "Fatal error", "Precondition failed", "Assertion failed", "Unexpectedly found nil",
  ]

  /// Reads one line of the worker's output.
  mutating func read(_ line: String) {
    let text = line.trimmingCharacters(in: .whitespaces)
    if message == nil, crash == nil, let kind = Self.messageKinds.first(where: { text.contains($0) }),
      let start = text.range(of: kind)
    {
      message = String(text[start.lowerBound...])
      let before = text[..<start.lowerBound].trimmingCharacters(in: CharacterSet(charactersIn: ": "))
      if !before.isEmpty, !before.hasPrefix("Swift/"), !before.contains(" ") { messagePlace = before }
    } else if text.hasPrefix("*** Signal "), let number = Int32(text.dropFirst(11).prefix { $0.isNumber }) {
      signal = signal ?? number
    } else if text.hasPrefix("*** Program crashed: "), let at = text.range(of: " at 0x", options: .backwards) {
      crash = String(text[text.index(text.startIndex, offsetBy: 21)..<at.lowerBound])
      faultAddress = UInt64(text[at.upperBound...].prefix { $0.isHexDigit }, radix: 16)
    } else if text.hasPrefix("rsp 0x") || text.hasPrefix("sp 0x") {
      stackPointer = UInt64(text.drop { $0 != "x" }.dropFirst().prefix { $0.isHexDigit }, radix: 16)
    } else if text.hasPrefix("Thread ") {
      inCrashedThread = text.hasSuffix("crashed:")
    } else if inCrashedThread, let number = Int(text.prefix { $0.isNumber }),
      text.drop(while: { $0.isNumber }).first == " "
    {
      deepestFrame = max(deepestFrame, number)
      readFrame(text)
    }
  }

  /// A frame line: `3 [ra] 0x000055ff… closure #1 in QuestionsView.body.getter + 208 in mvcs
  /// at /src/FaultIndexApp.swift:27:26`.
  private mutating func readFrame(_ text: String) {
    guard frame == nil, let address = text.range(of: " 0x"),
      let at = text.range(of: " at ", options: .backwards, range: address.upperBound..<text.endIndex)
    else { return }
    let afterAddress = text[address.upperBound...].drop { !$0.isWhitespace }.drop { $0.isWhitespace }
    guard
      let image = afterAddress.range(of: " in ", options: .backwards, range: afterAddress.startIndex..<at.lowerBound)
    else { return }
    var function = String(afterAddress[..<image.lowerBound])
    if let offset = function.range(of: " + ", options: .backwards) { function = String(function[..<offset.lowerBound]) }
    // A release build's inlined check names the failure where a debug build's message would.
    if message == nil, function.hasPrefix("Swift runtime failure: ") {
      message = "Fatal error: " + function.dropFirst("Swift runtime failure: ".count)
      return
    }
    let location = text[at.upperBound...].split(separator: ":")
    // `<stdin>` and `<compiler-generated>` (alone, or after the build's folder) are buffers
    // the compiler made (a macro's expansion, a thunk), not a file of the user's: a loop
    // stopped inside one is named by the user's frame below it.
    guard let file = location.first, !file.hasPrefix("//"),
      !(file.hasPrefix("<") || file.contains("/<"))
    else { return }
    // A return address the line table gives no line (a call the compiler made, such as a
    // retain in a loop of the user's) is still the user's function and file.
    let line = location.count >= 2 ? Int(location[1]) ?? 0 : 0
    let located = Frame(function: Self.named(function), file: String(file), line: line)
    if firstLocated == nil, line > 0 { firstLocated = located }
    if !Self.isFramework(located.file) { frame = located }
  }

  /// `closure #1 in closure #1 in SplitView.body.getter` is `SplitView.body.getter`.
  private static func named(_ function: String) -> String {
    var name = Substring(function)
    for prefix in ["partial apply for ", "specialized ", "implicit closure #", "closure #"] {
      while name.hasPrefix(prefix), let inWord = name.range(of: " in ") {
        name = name[inWord.upperBound...]
      }
    }
    return String(name)
  }

  /// The folder holding mvcs's own libraries' sources, as this file was compiled: a frame in
  /// them is not the user's (mvcs's built-in apps, `MVCSApps`, are).
  private static let frameworkSources: String = {
    let file = URL(fileURLWithPath: #filePath)
    return file.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path + "/"
  }()

  private static func isFramework(_ file: String) -> Bool {
    file.hasPrefix(frameworkSources) && !file.hasPrefix(frameworkSources + "MVCSApps/")
  }

  /// `file` relative to the current folder when it is inside it.
  static func shown(_ file: String) -> String {
    let folder = FileManager.default.currentDirectoryPath + "/"
    return file.hasPrefix(folder) ? String(file.dropFirst(folder.count)) : file
  }

  /// `file` without the folders of the machine that built it, for what travels (a
  /// reproducer's header): relative to the current folder when inside it, else from its
  /// package's `Sources/` or `Tests/`, else its name.
  ///
  /// `/home/ci/app/Sources/App/Model.swift` is `Sources/App/Model.swift`.
  static func portable(_ file: String) -> String {
    let shown = shown(file)
    guard shown.hasPrefix("/") else { return shown }
    for folder in ["/Sources/", "/Tests/"] {
      if let start = shown.range(of: folder, options: .backwards) {
        return String(shown[shown.index(after: start.lowerBound)...])
      }
    }
    return URL(fileURLWithPath: shown).lastPathComponent
  }
}
