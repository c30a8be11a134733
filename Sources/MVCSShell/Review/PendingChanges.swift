import Foundation

/// Where `mvcs run` keeps the expected blocks it found out of date, for `mvcs review`:
/// `.mvcs-cache/pending/` under the folder the run ran in, one JSON file per script.
///
/// Each run replaces the entry of every script it ran: a script with mismatches gets its
/// changes, one without loses its entry, so what is pending is always what the script's last
/// run saw. A file's name is the script's path with `%` and `/` written as `%25` and `%2F`
/// (so no path leaves the folder), a leading `.` as `%2E`, cut and fingerprinted when it would be too long; the
/// path itself is inside.
///
/// ```swift
/// let store = PendingChanges()
/// try store.replace(changes, of: "Scripts/todo/milk.mvcs")
/// let (scripts, problems) = store.load()  // every script with changes, sorted by path
/// ```
public struct PendingChanges: Sendable {
  /// Where a run keeps its pending changes, relative to the current folder.
  public static let defaultFolder = ".mvcs-cache/pending"

  /// The folder the entries are in.
  public let folder: String

  /// The store in `folder`.
  public init(folder: String = PendingChanges.defaultFolder) {
    self.folder = folder
  }

  /// One script's pending changes, as one file holds them.
  public struct Entry: Codable, Sendable, Equatable {
    /// The script's path, as the run named it.
    public var file: String
    /// Its changes, in the order of the file.
    public var changes: [PendingChange]
  }

  /// An entry that cannot be read: the file and why.
  public struct Problem: Error, Sendable, CustomStringConvertible {
    /// The entry's path.
    public var path: String
    /// Why it cannot be read.
    public var reason: String
    /// `cannot read PATH: REASON`.
    public var description: String { "cannot read the pending changes in \(path): \(reason)" }
  }

  /// Makes `changes` the pending changes of the script `file`; none removes its entry.
  public func replace(_ changes: [PendingChange], of file: String) throws(FileReplacement.Problem) {
    let path = entryPath(for: file)
    guard !changes.isEmpty else {
      if unlink(path) != 0, errno != ENOENT {
        throw FileReplacement.Problem(path: path, reason: String(cString: strerror(errno)))
      }
      return
    }
    try FileReplacement.writeJSON(Entry(file: file, changes: changes), to: path)
  }

  /// Every script's pending changes, sorted by path, and the entries that could not be read.
  public func load() -> (entries: [Entry], problems: [Problem]) {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder)
    } catch {
      // No folder is no pending changes; a folder that cannot be listed is a problem.
      var info = stat()
      guard stat(folder, &info) == 0 else { return ([], []) }
      return ([], [Problem(path: folder, reason: "the folder cannot be listed")])
    }
    var entries: [Entry] = []
    var problems: [Problem] = []
    for name in names.sorted() where name.hasSuffix(".json") && !name.hasPrefix(".") {
      let path = (folder as NSString).appendingPathComponent(name)
      switch ScriptFile.read(path) {
      case .failure(let problem):
        problems.append(Problem(path: path, reason: problem.reason))
      case .success(let text):
        do {
          let entry = try JSONDecoder().decode(Entry.self, from: Data(text.utf8))
          if !entry.changes.isEmpty { entries.append(entry) }
        } catch {
          problems.append(Problem(path: path, reason: "it is not a list of pending changes"))
        }
      }
    }
    return (entries.sorted { $0.file < $1.file }, problems)
  }

  /// The file that holds the entry of the script `file`.
  public func entryPath(for file: String) -> String {
    var name = ""
    for character in file.unicodeScalars {
      switch character {
      case "%": name += "%25"
      case "/": name += "%2F"
      // A byte of a name that is not UTF-8 (see FileName), so the entry's name is UTF-8.
      case _ where FileName.byte(standingInFor: character) != nil:
        name += String(format: "%%%02X", FileName.byte(standingInFor: character) ?? 0)
      default: name.unicodeScalars.append(character)
      }
    }
    // A leading dot would hide the entry among the temporary files writes leave behind.
    if name.hasPrefix(".") { name = "%2E" + name.dropFirst() }
    // A file name may hold 255 bytes: a longer one keeps its start and a fingerprint of all.
    if name.utf8.count > 200 {
      var cut = ""
      for character in name {
        guard cut.utf8.count + character.utf8.count <= 160 else { break }
        cut.append(character)
      }
      name = cut + "-" + LineDigests([file]).above(2)
    }
    return (folder as NSString).appendingPathComponent(name + ".json")
  }
}
