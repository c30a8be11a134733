import CLineEdit
import Foundation

/// The interactive line source: libedit with emacs keys, `~/.editrc`, a history file, UTF-8,
/// Tab completion and Ctrl-C that clears the line.
///
/// `el_gets` blocks, so it runs on a thread of its own and the caller awaits the line; the
/// main actor stays free for the app's asynchronous work while the prompt waits. Tab calls
/// back into the shell on the main actor through its `complete` closure.
///
/// ```swift
/// let editor = LineEditor(historyFile: HistoryFile.defaultURL(), complete: { line in … })
/// while case .line(let text) = await editor?.readLine(prompt: "todo:/> ") { … }
/// ```
public final class LineEditor: @unchecked Sendable {
  // Touched only by the reader thread, one readLine at a time, after init.
  private let editLine: OpaquePointer
  private let history: OpaquePointer
  private let context: EditorContext
  private let historyFile: URL?
  private let queue = DispatchQueue(label: "mvcs.line-editor")

  /// - Parameters:
  ///   - historyFile: where history is loaded from and saved to (mode 0600); nil keeps none.
  ///   - complete: computes completions for the text before the cursor; called on the reader
  ///     thread, so it must hop to the main actor itself.
  public init?(historyFile: URL?, complete: @escaping @Sendable (String) -> Completion) {
    guard Self.unavailability == nil else { return nil }
    // Without a UTF-8 locale libedit silently drops non-ASCII input.
    _ = mvcs_setlocale_utf8()
    guard
      let editLine = mvcs_el_init(CommandLine.arguments.first ?? "mvcs", mvcs_stdin(), mvcs_stdout(), mvcs_stderr()),
      let history = mvcs_history_init(Int32(Self.historySize))
    else { return nil }
    self.editLine = editLine
    self.history = history
    self.historyFile = historyFile
    context = EditorContext(complete: complete, output: mvcs_stdout())
    mvcs_el_set_clientdata(editLine, Unmanaged.passUnretained(context).toOpaque())
    mvcs_el_set_editor(editLine, "emacs")
    // Not libedit's signal handling (EL_SIGNAL): it re-sends SIGTERM to the whole process
    // group, ending a parent shell that has no job control. The terminal is restored here
    // instead, and the size is read again before each line.
    mvcs_restore_terminal_on_termination(STDIN_FILENO)
    mvcs_el_set_history(editLine, history)
    mvcs_el_set_prompt(editLine, promptCallback)
    mvcs_el_bind_function(editLine, "mvcs-complete", "Complete a command, path or label", completeCallback, "^I")
    mvcs_el_bind_function(editLine, "mvcs-interrupt", "Clear the line", interruptCallback, "^C")
    mvcs_el_disable_tty_signals(editLine)
    // libedit reads $EDITRC or ~/.editrc, and would wait for ever on a FIFO there.
    if Self.editrcIsReadable { mvcs_el_source(editLine, nil) }
    if let historyFile {
      _ = mvcs_history_load(history, historyFile.path)
      compact(historyFile)
    }
  }

  /// Why no editor can start, when libedit cannot be loaded (it is loaded on the first
  /// editor, not linked): `cannot load libedit.so.2 (…)`.
  public static var unavailability: String? {
    mvcs_libedit_load().map { String(cString: $0) }
  }

  /// Whether the file libedit's `el_source` reads (`$EDITRC`, else `~/.editrc`) is absent or
  /// a regular file, so reading it cannot block.
  private static var editrcIsReadable: Bool {
    let environment = ProcessInfo.processInfo.environment
    guard let path = environment["EDITRC"] ?? environment["HOME"].map({ $0 + "/.editrc" }) else { return true }
    var info = stat()
    return stat(path, &info) != 0 || info.st_mode & S_IFMT == S_IFREG
  }

  /// Replaces a history file grown past twice the history's size with the history as
  /// loaded: written beside it, then renamed over it, never rewritten in place.
  private func compact(_ historyFile: URL) {
    guard HistoryFile.needsCompacting(historyFile, limit: 2 * Self.historySize) else { return }
    let target = FileReplacement.resolved(historyFile.path)
    let temporary = target + ".\(getpid()).compacting"
    guard mvcs_history_save(history, temporary) >= 0 else {
      unlink(temporary)
      return
    }
    chmod(temporary, 0o600)
    if rename(temporary, target) != 0 { unlink(temporary) }
  }

  deinit {
    mvcs_el_end(editLine)
    mvcs_history_end(history)
  }

  /// What one read brought.
  public enum Input: Equatable, Sendable {
    /// A line, without its newline.
    case line(String)
    /// Ctrl-C: the line was abandoned.
    case interrupted
    /// Ctrl-D on an empty line, or the end of input.
    case end
  }

  /// Reads one line with `prompt`.
  public func readLine(prompt: String) async -> Input {
    await withCheckedContinuation { continuation in
      queue.async { [self] in
        context.setPrompt(prompt)
        context.interrupted = false
        // A Ctrl-C from before this line is not meant for the command typed on it. Cleared
        // here, before editing starts, not once the line is read: while editing Ctrl-C is a
        // key, not a signal, so from the moment the line is handed over a signal is the
        // next command's, even one that comes before that command starts.
        Interrupts.clear()
        mvcs_el_resize(editLine)
        var count: Int32 = 0
        guard let raw = mvcs_el_gets(editLine, &count) else {
          continuation.resume(returning: .end)
          return
        }
        if context.interrupted {
          continuation.resume(returning: .interrupted)
          return
        }
        var line = String(cString: raw)
        if line.hasSuffix("\n") { line.removeLast() }
        continuation.resume(returning: .line(line))
      }
    }
  }

  /// How many entries the history keeps.
  static let historySize = 1000

  /// Adds a command to the history and appends it to the file at once, so a crash loses
  /// nothing (see ``HistoryFile``).
  public func addToHistory(_ entry: String) {
    queue.sync {
      guard !entry.trimmingCharacters(in: .whitespaces).isEmpty else { return }
      _ = mvcs_history_enter(history, entry)
      guard let historyFile else { return }
      HistoryFile.append(entry, to: historyFile)
    }
  }

  /// The history, oldest first.
  public var entries: [String] {
    queue.sync {
      var result: [String] = []
      var entry = mvcs_history_first(history)
      while let current = entry {
        result.append(String(cString: current))
        entry = mvcs_history_next_newer(history)
      }
      return result
    }
  }
}

/// What the C callbacks reach through `EL_CLIENTDATA`: no globals.
private final class EditorContext: @unchecked Sendable {
  let complete: @Sendable (String) -> Completion
  let output: UnsafeMutablePointer<FILE>
  private(set) var prompt: UnsafeMutablePointer<CChar>?
  /// Set by Ctrl-C, so the read that ends reports an abandoned line rather than a blank one.
  var interrupted = false

  init(complete: @escaping @Sendable (String) -> Completion, output: UnsafeMutablePointer<FILE>) {
    self.complete = complete
    self.output = output
  }

  func setPrompt(_ text: String) {
    free(prompt)
    prompt = strdup(text)
  }

  deinit { free(prompt) }

  /// The context init stored in the editor, before any callback could run.
  static func from(_ editLine: OpaquePointer) -> EditorContext? {
    guard let data = mvcs_el_get_clientdata(editLine) else { return nil }
    return Unmanaged<EditorContext>.fromOpaque(data).takeUnretainedValue()
  }
}

// libedit's return codes for bound functions (histedit.h's CC_* macros).
private let ccNewline: UInt8 = 1
private let ccRefresh: UInt8 = 4
private let ccRedisplay: UInt8 = 8
private let ccRefreshBeep: UInt8 = 9

private let promptCallback: mvcs_prompt_fn = { editLine in
  EditorContext.from(editLine)?.prompt
}

// libedit counts the line in wide characters (Unicode scalars on Linux and macOS), while
// Swift's `count` counts grapheme clusters: a flag, an accented letter typed as two scalars or
// an emoji with a skin tone is one Character but several wchar_t. Every count handed to
// `el_cursor` or `el_deletestr` must therefore be in scalars, or part of the text is left.

/// The text of the line in front of and behind the cursor.
private func lineText(_ editLine: OpaquePointer) -> (beforeCursor: String, afterCursor: String)? {
  guard let info = mvcs_el_line(editLine)?.pointee else { return nil }
  let before = UnsafeRawBufferPointer(start: info.buffer, count: info.cursor - info.buffer)
  let after = UnsafeRawBufferPointer(start: info.cursor, count: info.lastchar - info.cursor)
  return (String(decoding: before, as: UTF8.self), String(decoding: after, as: UTF8.self))
}

private let interruptCallback: mvcs_key_fn = { editLine, _ in
  guard let context = EditorContext.from(editLine), let (beforeCursor, afterCursor) = lineText(editLine) else {
    return ccRedisplay
  }
  mvcs_el_cursor(editLine, Int32(afterCursor.unicodeScalars.count))
  mvcs_el_deletestr(editLine, Int32(beforeCursor.unicodeScalars.count + afterCursor.unicodeScalars.count))
  // The screen still shows the whole line with the cursor inside it; writing the rest of the
  // line over itself puts `^C` after the text, where it does not hide what was typed. Text
  // with control characters (a recalled multi-line command) is not echoed raw: libedit draws
  // those its own way, and the terminal must never be handed control codes from the buffer.
  let isPlain = !afterCursor.unicodeScalars.contains { $0.properties.generalCategory == .control }
  fputs((isPlain ? afterCursor : "") + "^C\n", context.output)
  fflush(context.output)
  // Ending the read abandons a continued command too, not just this line. The blank keeps
  // libedit from taking an empty buffer for the end of input.
  context.interrupted = true
  mvcs_el_insertstr(editLine, " ")
  return ccNewline
}

private let completeCallback: mvcs_key_fn = { editLine, _ in
  guard let context = EditorContext.from(editLine), let (beforeCursor, _) = lineText(editLine) else {
    return ccRefreshBeep
  }
  let completion = context.complete(beforeCursor)
  // `replaceFrom` counts Characters; what libedit deletes is counted in scalars.
  let typed = String(beforeCursor.dropFirst(completion.replaceFrom))
  let typedScalars = Int32(typed.unicodeScalars.count)
  guard !completion.candidates.isEmpty else { return ccRefreshBeep }
  if completion.candidates.count == 1 {
    let candidate = completion.candidates[0]
    mvcs_el_deletestr(editLine, typedScalars)
    mvcs_el_insertstr(editLine, candidate + (candidate.hasSuffix("/") || candidate.hasSuffix("=") ? "" : " "))
    return ccRefresh
  }
  let prefix = completion.commonPrefix
  if prefix.count > typed.count {
    mvcs_el_deletestr(editLine, typedScalars)
    mvcs_el_insertstr(editLine, prefix)
    return ccRefresh
  }
  fputs(
    "\n" + CandidateList.format(completion.candidates, width: Terminal.columns ?? ShellOptions.defaultWidth) + "\n",
    context.output)
  fflush(context.output)
  return ccRedisplay
}

/// Lays out completion candidates in columns, as shells list them after a second Tab.
enum CandidateList {
  static func format(_ candidates: [String], width: Int) -> String {
    // Candidates are names from the app's data; they are shown, so they are escaped.
    let candidates = candidates.map { Terminal.printable($0, keepingStyles: false) }
    let cell = (candidates.map(\.displayWidth).max() ?? 0) + 2
    let perRow = max(1, width / max(cell, 1))
    return stride(from: 0, to: candidates.count, by: perRow).map { start in
      candidates[start..<min(start + perRow, candidates.count)].map { Columns.pad($0, to: cell) }.joined()
        .trimmingCharacters(in: .whitespaces)
    }.joined(separator: "\n")
  }
}
