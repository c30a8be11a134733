import Foundation

extension HTTPArchive {
  /// The archive in the file at `path`, or an error that names the file and where it is wrong:
  /// `menu.har:3:12: not JSON: expected a value`, `menu.har: entry 2: no request.url`.
  ///
  /// ```swift
  /// let archive = try HTTPArchive(loadingFrom: "Fixtures/menu.har")
  /// ```
  ///
  /// Errors name the file `name` when given (as a script wrote it), else `path`.
  public init(loadingFrom path: String, named name: String? = nil) throws(NetworkFixtureError) {
    let name = name ?? path
    guard let data = FileManager.default.contents(atPath: path) else {
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
        throw NetworkFixtureError("\(name): \(isFolder.boolValue ? "a folder, not a .har file" : "cannot be read")")
      }
      throw NetworkFixtureError("\(name): no such file")
    }
    try self.init(parsing: data, named: name)
  }

  /// The archive `data` holds; errors name it `name`.
  public init(parsing data: Data, named name: String) throws(NetworkFixtureError) {
    let bytes = [UInt8](data)
    if let (line, column, reason) = JSONSyntaxLocator.firstError(in: bytes) {
      throw NetworkFixtureError("\(name):\(line):\(column): not JSON: \(reason)")
    }
    do {
      self = try JSONDecoder().decode(HTTPArchive.self, from: data)
    } catch let error as DecodingError {
      throw NetworkFixtureError("\(name): not a HAR file: \(Self.describe(error))")
    } catch {
      throw NetworkFixtureError("\(name): not a HAR file: \(error)")
    }
  }

  /// The archive as the file mvcs writes: indented, keys sorted, slashes as they are.
  public var jsonText: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Every member is a string, a number or an array of them: encoding cannot fail.
    let data = (try? encoder.encode(self)) ?? Data()
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// Writes the archive to `path`, replacing it whole, so a file is never half written.
  ///
  /// Only a regular file is replaced: a device, a FIFO or a folder at `path` (or where a link
  /// there leads) is an error, since the atomic write would put a file in its place.
  public func write(to path: String) throws(NetworkFixtureError) {
    var info = stat()
    if stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
      throw NetworkFixtureError("\(path): cannot be written: it is not a regular file")
    }
    do {
      try Data(jsonText.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw NetworkFixtureError("\(path): cannot be written: \(error.localizedDescription)")
    }
  }

  /// Where in the archive a decoding error is, as `entry 2: response.status: …`.
  private static func describe(_ error: DecodingError) -> String {
    let (path, what): ([any CodingKey], String) =
      switch error {
      case .keyNotFound(let key, let context): (context.codingPath + [key], "missing")
      case .typeMismatch(let type, let context): (context.codingPath, "expected \(Self.kind(type))")
      case .valueNotFound(let type, let context): (context.codingPath, "expected \(Self.kind(type)), found null")
      case .dataCorrupted(let context): (context.codingPath, context.debugDescription)
      @unknown default: ([], "\(error)")
      }
    var words: [String] = []
    var members: [String] = []
    for key in path {
      if let index = key.intValue {
        if members == ["log", "entries"] {
          words.append("entry \(index + 1)")
          members = []
        } else {
          members.append("[\(index)]")
        }
      } else {
        members.append(key.stringValue)
      }
    }
    if !members.isEmpty { words.append(members.joined(separator: ".")) }
    return (words + [what]).joined(separator: ": ")
  }

  private static func kind(_ type: Any.Type) -> String {
    switch type {
    case is String.Type: "a string"
    case is Int.Type, is Double.Type: "a number"
    default: "\(type)"
    }
  }
}
