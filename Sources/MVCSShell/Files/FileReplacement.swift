import Foundation

/// Writes a whole file the careful way, for `record`, `mvcs run --update` and `--junit`:
/// through a symbolic link rather than over it, keeping the file's owner and mode, never
/// over a read-only file, and with a check that can run before any work is done.
///
/// ```swift
/// try FileReplacement.checkWritable("out/report.xml")   // fails early: a missing folder
/// try FileReplacement.write(xml, to: "out/report.xml")  // later: the whole file, or nothing
/// ```
///
/// The new text goes to a temporary file beside the target, gets the target's mode and
/// owner, is flushed to disk, and is renamed over the target: a reader sees the old file or
/// the new one, never half of it.
public enum FileReplacement {
  /// Why a file cannot be written, in words for an error message.
  public struct Problem: Error, CustomStringConvertible {
    /// The path as given.
    public var path: String
    /// Why, as `strerror` or this type says it.
    public var reason: String
    /// `cannot write PATH: REASON`.
    public var description: String { "cannot write \(path): \(reason)" }
  }

  /// Fails when writing `path` later would fail for a reason known now: its folder is
  /// missing or not a folder, or the file is a folder, not a regular file (a FIFO, a
  /// device), or read-only.
  public static func checkWritable(_ path: String) throws(Problem) {
    let target = resolved(path)
    let folder = try openFolder(of: target, path: path)
    defer { close(folder) }
    try checkWritable(name: fileName(of: target), in: folder, path: path)
  }

  /// ``checkWritable(_:)`` for the file `name` in the open `folder`; `path` names it in
  /// messages.
  static func checkWritable(name: String, in folder: Int32, path: String) throws(Problem) {
    var info = stat()
    if FileName.withPath(name, { fstatat(folder, $0, &info, AT_SYMLINK_NOFOLLOW) }) == 0 {
      if info.st_mode & S_IFMT == S_IFDIR { throw Problem(path: path, reason: "it is a folder") }
      // A FIFO, a device or a socket would be replaced by a file: not what was named.
      if info.st_mode & S_IFMT != S_IFREG { throw Problem(path: path, reason: "it is not a regular file") }
      // Mode bits, not access(2): root may write anything, yet a read-only file is not to be
      // replaced by a test run.
      if info.st_mode & 0o222 == 0 { throw Problem(path: path, reason: "the file is read-only") }
    }
    guard faccessat(folder, ".", W_OK, 0) == 0 else {
      throw Problem(path: path, reason: "the folder \(folderName(of: path)) is not writable")
    }
  }

  /// Replaces the contents of `path` with `text` (see the type's discussion).
  ///
  /// `syncing: false` leaves flushing to the system, for files a rerun makes again (a
  /// report's pages): a reader still sees the old file or the new one, never half of it.
  public static func write(_ text: String, to path: String, syncing: Bool = true) throws(Problem) {
    let target = resolved(path)
    let folder = try openFolder(of: target, path: path)
    defer { close(folder) }
    let name = fileName(of: target)
    try checkWritable(name: name, in: folder, path: path)
    try write(text, name: name, in: folder, path: path, syncing: syncing)
  }

  /// Replaces the file `name` in the open `folder` with `text`: a temporary file beside it,
  /// given its mode and owner, flushed (unless not `syncing`) and renamed over it, all
  /// relative to `folder`, so nothing on the way to the folder is looked up again.
  static func write(_ text: String, name: String, in folder: Int32, path: String, syncing: Bool) throws(Problem) {
    var existing = stat()
    let exists = FileName.withPath(name, { fstatat(folder, $0, &existing, AT_SYMLINK_NOFOLLOW) }) == 0
    var descriptor: Int32 = -1
    var temporary = ""
    // A name no other writer holds, made with O_EXCL: the process and a try count, so
    // nothing random is needed and a clash with a leftover only moves to the next name.
    for attempt in 0..<1_000 {
      temporary = ".\(name).mvcs-\(getpid())-\(attempt)"
      descriptor = FileName.withPath(temporary) {
        openat(folder, $0, O_CREAT | O_EXCL | O_WRONLY | O_NOFOLLOW | O_CLOEXEC, 0o600)
      }
      if descriptor >= 0 || errno != EEXIST { break }
    }
    guard descriptor >= 0 else { throw Problem(path: path, reason: reason(errno)) }
    var renamed = false
    defer {
      if !renamed { FileName.withPath(temporary) { _ = unlinkat(folder, $0, 0) } }
    }
    do {
      defer { close(descriptor) }
      let mode = exists ? existing.st_mode & 0o7777 : 0o666 & ~currentUmask()
      guard fchmod(descriptor, mode) == 0 else { throw Problem(path: path, reason: reason(errno)) }
      if exists, existing.st_uid != geteuid() || existing.st_gid != getegid() {
        guard fchown(descriptor, existing.st_uid, existing.st_gid) == 0 else {
          throw Problem(path: path, reason: "cannot keep its owner: " + reason(errno))
        }
      }
      var bytes = Array(text.utf8)[...]
      while !bytes.isEmpty {
        let written = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
        if written < 0, errno == EINTR { continue }
        guard written > 0 else { throw Problem(path: path, reason: reason(errno)) }
        bytes = bytes.dropFirst(written)
      }
      guard !syncing || fsync(descriptor) == 0 else { throw Problem(path: path, reason: reason(errno)) }
    }
    let moved = FileName.withPath(temporary) { from in
      FileName.withPath(name) { to in renameat(folder, from, folder, to) }
    }
    guard moved == 0 else { throw Problem(path: path, reason: reason(errno)) }
    renamed = true
  }

  /// The folder holding `target`, opened, or why it cannot be.
  private static func openFolder(of target: String, path: String) throws(Problem) -> Int32 {
    let place = folderName(of: target)
    let folder = FileName.withPath(place) { open($0, O_DIRECTORY | O_RDONLY | O_CLOEXEC) }
    guard folder >= 0 else {
      throw Problem(
        path: path, reason: errno == ENOTDIR ? "\(place) is not a folder" : "the folder \(place) does not exist")
    }
    return folder
  }

  /// The folder `path` is in, as messages name it: `.` for a bare name.
  private static func folderName(of path: String) -> String {
    let folder = PathText.folder(of: path)
    return folder.isEmpty ? "." : folder
  }

  /// The file `path` names once every symbolic link is followed: the link's target, even
  /// when that does not exist yet.
  static func resolved(_ path: String) -> String {
    var current = path
    // A loop of links ends after as many steps as the kernel allows (ELOOP at 40).
    for _ in 0..<40 {
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = FileName.withPath(current) { readlink($0, &buffer, buffer.count - 1) }
      guard count > 0 else { return current }
      let link = FileName.decoding(buffer[..<count].map { UInt8(bitPattern: $0) })
      if link.hasPrefix("/") {
        current = link
      } else {
        let folder = PathText.folder(of: current)
        current = folder.isEmpty ? link : folder.hasSuffix("/") ? folder + link : folder + "/" + link
      }
    }
    return current
  }

  private static func fileName(of path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }

  private static func currentUmask() -> mode_t {
    let mask = umask(0o022)
    umask(mask)
    return mask
  }

  private static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}
