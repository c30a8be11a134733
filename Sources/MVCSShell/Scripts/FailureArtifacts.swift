import Foundation
import MVCS

/// What `mvcs run --artifacts DIR` leaves for a script that failed, so a person can see the
/// failure without running it again: the screen at the failure as text (`screen.txt`) and as
/// a page with its styles (`screen.html`), the tail of the lifecycle log (`lifecycle.log`),
/// and the report with its diff (`report.txt`).
///
/// Each failing script gets a folder of its own in DIR, named after its path with `/` as
/// `__` and `.artifacts` added (`Scripts/todo/items.mvcs` → `Scripts__todo__items.mvcs.artifacts`),
/// so no path leaves DIR, and no folder is named like a script that `run DIR` would pick up;
/// `%`, `]` and characters a terminal would act on are written `%XX` (`a]]b` → `a%5D%5Db`),
/// so the name is one plain word in a JUnit attachment line.
///
/// ```swift
/// let files = try FailureArtifacts(folder: "artifacts").write(result, session: session)
/// // ["artifacts/Scripts__todo__items.mvcs.artifacts/screen.txt", …]
/// ```
@MainActor
struct FailureArtifacts {
  /// The folder every failing script's folder goes in.
  let folder: String
  /// What a script's folder's name ends in: never `.mvcs`, so a run of DIR finds no script there.
  static let folderSuffix = ".artifacts"
  /// How many lifecycle events `lifecycle.log` keeps.
  static let logTail = 100

  /// Writes the artifacts of `result`, whose script ran in `session`; returns their paths.
  func write(_ result: ScriptResult, session: Session) throws(FileReplacement.Problem) -> [String] {
    var name = result.file
    while name.hasPrefix("./") { name.removeFirst(2) }
    let place = (folder as NSString).appendingPathComponent(Self.folderName(for: name))
    guard FileName.createFolder(place) else {
      throw FileReplacement.Problem(path: place, reason: "cannot create the folder")
    }
    let screen = session.screen()
    let files: [(String, String)] = [
      ("screen.txt", screen.text(color: false).joined(separator: "\n") + "\n"),
      ("screen.html", Self.html(screen.lines, title: result.file)),
      (
        "lifecycle.log",
        session.host.lifecycleLog.events.suffix(Self.logTail).map { $0.description.escapingControlCharacters + "\n" }
          .joined()
      ),
      ("report.txt", result.report.joined(separator: "\n") + "\n"),
    ]
    var written: [String] = []
    for (file, text) in files {
      let path = (place as NSString).appendingPathComponent(file)
      try FileReplacement.write(text, to: path)
      written.append(path)
    }
    return written
  }

  /// The name of the folder for the script `file`, `.artifacts` added: see the type's
  /// discussion.
  static func folderName(for file: String) -> String {
    var name = ""
    for scalar in file.unicodeScalars {
      if scalar == "/" {
        name += "__"
      } else if let byte = FileName.byte(standingInFor: scalar) {
        name += String(format: "%%%02X", byte)
      } else if scalar == "%" || scalar == "]" || String(scalar).escapingControlCharacters != String(scalar) {
        name += String(scalar).utf8.map { String(format: "%%%02X", $0) }.joined()
      } else {
        name.unicodeScalars.append(scalar)
      }
    }
    return name + folderSuffix
  }

  /// The screen as a page a browser opens: monospaced, each styled run in a styled span.
  static func html(_ lines: [RenderedLine], title: String) -> String {
    let body = ScreenHTML.body(lines)
    return """
      <!DOCTYPE html>
      <html><head><meta charset="utf-8"><title>\(escape(title.escapingControlCharacters))</title>
      <style>body { background: #1e1e1e; color: #d4d4d4; } pre { font: 14px/1.25 monospace; }</style>
      </head><body><pre>
      \(body)</pre></body></html>

      """
  }

  private static func escape(_ text: String) -> String { HTMLText.escape(text) }
}
