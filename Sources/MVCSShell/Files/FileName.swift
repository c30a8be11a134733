import Foundation

/// File names and other text from the system that need not be UTF-8, held byte for byte in a
/// `String`: each byte that is not part of valid UTF-8 becomes one scalar of
/// U+10FE80–U+10FEFF (private use, plane 16), and goes back to that byte when the name is
/// handed to the system.
///
/// Linux names files by bytes; Swift's own decoding replaces a stray byte with U+FFFD, so
/// `run inv\xff.mvcs` looked for another file and `record rec\xff.mvcs` wrote one. Arguments,
/// lines typed on standard input and names read from folders are decoded here, and every
/// path the shell opens, stats or writes is encoded here. Printed, such a byte shows as
/// `\xFF` (see `escapingControlCharacters`).
///
/// ```swift
/// let name = FileName.decoding([0x69, 0xFF])  // "i\u{10FEFF}", shown as "i\xFF"
/// FileName.bytes(of: name)                    // [0x69, 0xFF]
/// FileName.withPath(name) { open($0, O_RDONLY) }
/// ```
///
/// A name that really holds one of those 128 private-use characters, as UTF-8, is read back
/// as the bytes they stand for: the price of a `String` for every name.
public enum FileName {
  /// The scalar a stray byte `0x80 + n` becomes is `base + 0x80 + n`.
  static let base: UInt32 = 0x10FE00

  /// `bytes` as text: valid UTF-8 as it is, each other byte as its stand-in scalar.
  public static func decoding<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String {
    // The commonest case, ASCII (every command of a replay), without the generic validation.
    let ascii = bytes.withContiguousStorageIfAvailable { buffer in
      buffer.allSatisfy { $0 < 0x80 } ? String(decoding: buffer, as: UTF8.self) : nil
    }
    if let ascii, let ascii { return ascii }
    // The common case, valid UTF-8, in one pass.
    if let valid = String(validating: bytes, as: UTF8.self) { return valid }
    var result = ""
    var rest = bytes[...]
    while !rest.isEmpty {
      var parser = Unicode.UTF8.ForwardParser()
      var iterator = rest.makeIterator()
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        result.unicodeScalars.append(Unicode.UTF8.decode(encoded))
        rest = rest.dropFirst(encoded.count)
      case .error(let length):
        for byte in rest.prefix(length) { result.unicodeScalars.append(stand(in: byte)) }
        rest = rest.dropFirst(length)
      case .emptyInput:
        return result
      }
    }
    return result
  }

  private static func stand(in byte: UInt8) -> Unicode.Scalar {
    Unicode.Scalar(base + UInt32(byte)) ?? "\u{FFFD}"
  }

  /// The byte a scalar stands in for, if it is one of the stand-ins.
  public static func byte(standingInFor scalar: Unicode.Scalar) -> UInt8? {
    scalar.value >= base + 0x80 && scalar.value <= base + 0xFF ? UInt8(scalar.value - base) : nil
  }

  /// The bytes `name` stands for: UTF-8, each stand-in as its byte.
  public static func bytes(of name: String) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(name.utf8.count)
    for scalar in name.unicodeScalars {
      if let byte = byte(standingInFor: scalar) {
        bytes.append(byte)
      } else {
        bytes += String(scalar).utf8
      }
    }
    return bytes
  }

  /// Calls `body` with `path` as the system names it: a C string of its bytes.
  public static func withPath<Result>(_ path: String, _ body: (UnsafePointer<CChar>) throws -> Result) rethrows
    -> Result
  {
    // The common case, a name with no stand-in, is Swift's own C string.
    guard path.unicodeScalars.contains(where: { byte(standingInFor: $0) != nil }) else {
      return try path.withCString(body)
    }
    let bytes = (self.bytes(of: path) + [0]).map { CChar(bitPattern: $0) }
    return try bytes.withUnsafeBufferPointer { buffer in
      guard let start = buffer.baseAddress else { preconditionFailure("an array of one byte has storage") }
      return try body(start)
    }
  }

  /// The process's arguments, after the program's name, byte for byte.
  public static var commandLineArguments: [String] {
    (1..<max(1, Int(CommandLine.argc))).compactMap { index in
      CommandLine.unsafeArgv[index].map { argument in
        decoding(UnsafeRawBufferPointer(start: argument, count: strlen(argument)))
      }
    }
  }

  /// The entries of the folder `path`, byte for byte, without `.` and `..`; nil when it
  /// cannot be read.
  public static func entries(of path: String) -> [String]? {
    guard let folder = withPath(path, { opendir($0) }) else { return nil }
    defer { closedir(folder) }
    var names: [String] = []
    while let entry = readdir(folder) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        decoding(raw.prefix { $0 != 0 })
      }
      if name != ".", name != ".." { names.append(name) }
    }
    return names
  }

  /// Whether `path` names a folder (after links).
  public static func isFolder(_ path: String) -> Bool {
    var info = stat()
    return withPath(path) { stat($0, &info) } == 0 && info.st_mode & S_IFMT == S_IFDIR
  }

  /// Creates the folder `path` and any missing folder above it, as `mkdir -p` does; false
  /// when one cannot be made.
  @discardableResult
  public static func createFolder(_ path: String) -> Bool {
    if isFolder(path) { return true }
    let parent = PathText.folder(of: path)
    if !parent.isEmpty, parent != path, !createFolder(parent) { return false }
    return withPath(path) { mkdir($0, 0o777) } == 0 || isFolder(path)
  }

  /// Whether anything exists at `path` (after links).
  public static func exists(_ path: String) -> Bool {
    var info = stat()
    return withPath(path) { stat($0, &info) } == 0
  }
}
