import Foundation

/// The folders files may be written in (an agent's: the server's working folder, or the
/// folders the user named with `--allow-write`), judged where each file is written.
///
/// A path is walked a component at a time from `/` with `openat` and `O_NOFOLLOW`, each
/// folder opened relative to the one before, a symbolic link read and its target walked in
/// its place (a link that stays inside is written through, as the shell writes through links);
/// the file is then written relative to the folder it was found in, which must lie inside one
/// of the folders. So a folder on the path swapped for a link to elsewhere between the check
/// and the write (`record` starts, `sub` becomes a link outside, `record stop` writes) is
/// judged as it is when written, not as it was when recording started.
///
/// ```swift
/// let confinement = WriteConfinement(folders: ["."])
/// confinement.problem(with: "Scripts/new.mvcs")         // nil
/// confinement.problem(with: "../elsewhere.mvcs")        // "cannot write …: agents may write only inside …"
/// try confinement.write(text, to: "Scripts/new.mvcs")  // keeping its owner and mode, if it exists
/// ```
public struct WriteConfinement: Sendable {
  /// The folders, each as its real path.
  let folders: [String]
  /// How the folders are named in messages and in the tools' descriptions.
  public let description: String

  /// Confines writes to `folders` (relative ones from the working folder); a folder that
  /// does not exist confines to nothing.
  public init(folders: [String]) {
    self.folders = folders.compactMap(Self.realPath)
    description = folders == ["."] ? "the server's working folder" : folders.joined(separator: ", ")
  }

  /// Why `path` may not be written now, or nil when it may: outside the folders, its folder
  /// missing, or not a regular file (``FileReplacement/checkWritable(_:)``'s reasons).
  public func problem(with path: String) -> String? {
    do {
      let place = try locate(path)
      defer { close(place.folder) }
      try FileReplacement.checkWritable(name: place.name, in: place.folder, path: path)
      return nil
    } catch {
      return error.description
    }
  }

  /// Writes `text` to `path` as ``FileReplacement/write(_:to:syncing:)`` does, in the folder
  /// the walk finds it in, after checking that folder is inside.
  public func write(_ text: String, to path: String) throws(FileReplacement.Problem) {
    let place = try locate(path)
    defer { close(place.folder) }
    try FileReplacement.checkWritable(name: place.name, in: place.folder, path: path)
    try FileReplacement.write(text, name: place.name, in: place.folder, path: path, syncing: true)
  }

  /// The folder (open) and the name of the file `path` leads to once every link is followed,
  /// or why it cannot be written.
  private func locate(_ path: String) throws(FileReplacement.Problem) -> (folder: Int32, name: String) {
    var pending = Self.components(of: path, from: Self.workingFolder())
    // The real path of the folder `folder` is open on, and the descriptor.
    var walked: [String] = []
    var folder = FileName.withPath("/") { open($0, O_DIRECTORY | O_RDONLY | O_CLOEXEC) }
    guard folder >= 0 else { throw FileReplacement.Problem(path: path, reason: Self.reason(errno)) }
    var links = 0
    var finished = false
    defer { if !finished { close(folder) } }
    while let component = pending.first {
      pending.removeFirst()
      if component == ".." {
        _ = walked.popLast()
        let parent = openat(folder, "..", O_DIRECTORY | O_RDONLY | O_CLOEXEC)
        guard parent >= 0 else { throw FileReplacement.Problem(path: path, reason: Self.reason(errno)) }
        close(folder)
        folder = parent
        continue
      }
      var info = stat()
      let found = FileName.withPath(component) { fstatat(folder, $0, &info, AT_SYMLINK_NOFOLLOW) } == 0
      if found, info.st_mode & S_IFMT == S_IFLNK {
        // A link is read and its target walked in its place, from here or from `/`.
        links += 1
        guard links <= 40 else { throw FileReplacement.Problem(path: path, reason: Self.reason(ELOOP)) }
        let target = try Self.link(named: component, in: folder, path: path)
        if target.hasPrefix("/") {
          let root = FileName.withPath("/") { open($0, O_DIRECTORY | O_RDONLY | O_CLOEXEC) }
          guard root >= 0 else { throw FileReplacement.Problem(path: path, reason: Self.reason(errno)) }
          close(folder)
          folder = root
          walked = []
        }
        pending = Self.components(of: target, from: nil) + pending
        continue
      }
      guard !pending.isEmpty else {
        // The file itself: written in this folder, which must be inside.
        let real = "/" + walked.joined(separator: "/")
        guard folders.contains(where: { real == $0 || real.hasPrefix($0 == "/" ? "/" : $0 + "/") }) else {
          let target = real == "/" ? "/" + component : real + "/" + component
          throw FileReplacement.Problem(
            path: path, reason: "agents may write only inside \(description), and it is \(target)")
        }
        finished = true
        return (folder, component)
      }
      let next = FileName.withPath(component) { openat(folder, $0, O_DIRECTORY | O_NOFOLLOW | O_RDONLY | O_CLOEXEC) }
      guard next >= 0 else {
        throw FileReplacement.Problem(path: path, reason: "its folder does not exist or cannot be read")
      }
      close(folder)
      folder = next
      walked.append(component)
    }
    throw FileReplacement.Problem(path: path, reason: "it names a folder, not a file")
  }

  /// The components of `path`, after `base`'s when `path` is relative; `.` and empty ones left out.
  private static func components(of path: String, from base: String?) -> [String] {
    let absolute = if let base, !path.hasPrefix("/") { base + "/" + path } else { path }
    return absolute.split(separator: "/", omittingEmptySubsequences: true).map(String.init).filter { $0 != "." }
  }

  /// What the link `name` in `folder` holds.
  private static func link(named name: String, in folder: Int32, path: String) throws(FileReplacement.Problem)
    -> String
  {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = FileName.withPath(name) { readlinkat(folder, $0, &buffer, buffer.count - 1) }
    guard count > 0 else { throw FileReplacement.Problem(path: path, reason: reason(errno)) }
    return FileName.decoding(buffer[..<count].map { UInt8(bitPattern: $0) })
  }

  /// The working folder's real path, as the kernel has it.
  private static func workingFolder() -> String {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    guard getcwd(&buffer, buffer.count) != nil else { return "." }
    return FileName.decoding(buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) })
  }

  private static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  private static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}
