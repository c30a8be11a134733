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
    var info = stat()
    if FileName.withPath(target, { stat($0, &info) }) == 0 {
      if info.st_mode & S_IFMT == S_IFDIR { throw Problem(path: path, reason: "it is a folder") }
      // A FIFO, a device or a socket would be replaced by a file: not what was named.
      if info.st_mode & S_IFMT != S_IFREG { throw Problem(path: path, reason: "it is not a regular file") }
      // Mode bits, not access(2): root may write anything, yet a read-only file is not to be
      // replaced by a test run.
      if info.st_mode & 0o222 == 0 { throw Problem(path: path, reason: "the file is read-only") }
    }
    let folder = PathText.folder(of: target)
    let place = folder.isEmpty ? "." : folder
    var folderInfo = stat()
    guard FileName.withPath(place, { stat($0, &folderInfo) }) == 0 else {
      throw Problem(path: path, reason: "the folder \(place) does not exist")
    }
    guard folderInfo.st_mode & S_IFMT == S_IFDIR else {
      throw Problem(path: path, reason: "\(place) is not a folder")
    }
    guard FileName.withPath(place, { access($0, W_OK) }) == 0 else {
      throw Problem(path: path, reason: "the folder \(place) is not writable")
    }
  }

  /// Replaces the contents of `path` with `text` (see the type's discussion).
  ///
  /// `syncing: false` leaves flushing to the system, for files a rerun makes again (a
  /// report's pages): a reader still sees the old file or the new one, never half of it.
  public static func write(_ text: String, to path: String, syncing: Bool = true) throws(Problem) {
    try checkWritable(path)
    let target = resolved(path)
    var existing = stat()
    let exists = FileName.withPath(target, { stat($0, &existing) }) == 0
    let folder = PathText.folder(of: target)
    let prefix = (folder.isEmpty ? "" : folder.hasSuffix("/") ? folder : folder + "/") + "."
    var template = (FileName.bytes(of: prefix + fileName(of: target) + ".mvcs-XXXXXX") + [0]).map {
      CChar(bitPattern: $0)
    }
    let descriptor = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.map { mkstemp($0) } ?? -1
    }
    guard descriptor >= 0 else { throw Problem(path: path, reason: reason(errno)) }
    let temporary = FileName.decoding(template.dropLast().map { UInt8(bitPattern: $0) })
    var renamed = false
    defer {
      if !renamed { FileName.withPath(temporary) { _ = unlink($0) } }
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
    let moved = FileName.withPath(temporary) { from in FileName.withPath(target) { to in rename(from, to) } }
    guard moved == 0 else { throw Problem(path: path, reason: reason(errno)) }
    renamed = true
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
