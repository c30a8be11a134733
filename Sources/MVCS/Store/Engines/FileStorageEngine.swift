import Foundation

/// A storage engine that keeps each item in a file of its own, written atomically.
///
/// ```swift
/// let engine = try FileStorageEngine(directory: URL(filePath: "/tmp/notes"))
/// try await engine.write(Data("{}".utf8), key: "n1")  // /tmp/notes/n1.item
/// ```
///
/// A file holds a small header (insertion order, createdAt, updatedAt) and then the item's
/// bytes; it is written to a temporary file and renamed over the old one, so a reader or a
/// crash sees the old item or the new one, never half of one. Keys are percent-encoded into
/// file names. `apply` is atomic per item, not across items: a crash part-way through a
/// batch leaves the items written so far.
public actor FileStorageEngine: StorageEngine {
  /// The folder holding one file per item.
  public nonisolated let directory: URL
  private let clock: any AppClock
  private static let suffix = ".item"
  private static let headerSize = 24

  /// An engine over the folder `directory`, created if needed; dates come from `clock`.
  public init(directory: URL, clock: any AppClock = SystemClock()) throws(StorageError) {
    self.directory = directory
    self.clock = clock
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw StorageError(
        .cannotOpen, "cannot create the folder: \(error.localizedDescription)", location: directory.path,
        hint: "check that the parent folder exists and is writable")
    }
  }

  private struct Header {
    var order: Int64
    var createdAt: Double
    var updatedAt: Double
  }

  private func url(for key: String) -> URL {
    let name = key.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? key
    return directory.appendingPathComponent(name + Self.suffix)
  }

  private func key(for url: URL) -> String? {
    let name = url.lastPathComponent
    guard name.hasSuffix(Self.suffix) else { return nil }
    return String(name.dropLast(Self.suffix.count)).removingPercentEncoding
  }

  private func load(_ url: URL) -> (Header, Data)? {
    guard let bytes = try? Data(contentsOf: url), bytes.count >= Self.headerSize else { return nil }
    func number(at offset: Int) -> UInt64 {
      bytes[bytes.startIndex + offset..<bytes.startIndex + offset + 8].reduce(0) { $0 << 8 | UInt64($1) }
    }
    let header = Header(
      order: Int64(bitPattern: number(at: 0)), createdAt: Double(bitPattern: number(at: 8)),
      updatedAt: Double(bitPattern: number(at: 16)))
    return (header, bytes.dropFirst(Self.headerSize))
  }

  private func save(_ data: Data, header: Header, to url: URL) throws(StorageError) {
    var bytes = Data(capacity: Self.headerSize + data.count)
    for value in [UInt64(bitPattern: header.order), header.createdAt.bitPattern, header.updatedAt.bitPattern] {
      for shift in stride(from: 56, through: 0, by: -8) { bytes.append(UInt8(truncatingIfNeeded: value >> shift)) }
    }
    bytes.append(data)
    do {
      try bytes.write(to: url, options: .atomic)
    } catch {
      throw StorageError(
        .readOnly, "cannot write: \(error.localizedDescription)", location: url.path,
        hint: "make the folder writable, or choose another folder")
    }
  }

  private func entries() -> [(key: String, header: Header, data: Data)] {
    let urls = (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)) ?? []
    return urls.compactMap { url in
      guard let key = key(for: url), let (header, data) = load(url) else { return nil }
      return (key, header, data)
    }.sorted { $0.header.order < $1.header.order }
  }

  /// Applies `changes` in order, each item's file replaced atomically.
  public func apply(_ changes: [StorageChange]) async throws {
    let now = clock.now.timeIntervalSince1970
    for change in changes {
      switch change {
      case .add(let records):
        // Every key is checked before any file is written.
        var keys: Set<String> = []
        for record in records {
          guard keys.insert(record.key).inserted, load(url(for: record.key)) == nil else {
            throw StorageError.keyExists(record.key, location: directory.path)
          }
        }
        try await apply([.write(records)])
      case .write(let records):
        try write(records, now: now)
      case .remove(let keys):
        for key in keys { try? FileManager.default.removeItem(at: url(for: key)) }
      case .removeAll:
        for entry in entries() { try? FileManager.default.removeItem(at: url(for: entry.key)) }
      case .setSchemaVersion(let version):
        try? Data(String(version).utf8).write(to: directory.appendingPathComponent("schema-version"), options: .atomic)
      }
    }
  }

  /// Upserts `records`: an existing key keeps its order and `createdAt`.
  private func write(_ records: [StoredRecord], now: Double) throws(StorageError) {
    var nextOrder = (entries().map(\.header.order).max() ?? -1) + 1
    for record in records {
      let url = url(for: record.key)
      let header: Header
      if let (old, _) = load(url) {
        header = Header(order: old.order, createdAt: old.createdAt, updatedAt: now)
      } else {
        header = Header(order: nextOrder, createdAt: now, updatedAt: now)
        nextOrder += 1
      }
      try save(record.data, header: header, to: url)
    }
  }

  /// Reads `key`'s file and writes what `change` makes of it with no suspension between: no
  /// other call on this engine runs in between (another process on the folder may).
  public func update<Value: Sendable>(
    key: String, _ change: @escaping @Sendable (_ stored: Data?) throws -> (Data, Value)
  ) async throws -> Value {
    let (data, value) = try change(load(url(for: key))?.1)
    try write([StoredRecord(key: key, data: data)], now: clock.now.timeIntervalSince1970)
    return value
  }

  /// The data of the keys that exist, in insertion order.
  public func read(keys: [String]) async throws -> [Data] {
    let wanted = Set(keys)
    return entries().filter { wanted.contains($0.key) }.map(\.data)
  }

  /// Every key with its data, in insertion order.
  public func readAllRecords() async throws -> [StoredRecord] {
    entries().map { StoredRecord(key: $0.key, data: $0.data) }
  }

  /// Every key, in insertion order.
  public func allKeys() async throws -> [String] { entries().map(\.key) }

  /// Whether an item is stored under `key`.
  public func keyExists(_ key: String) async throws -> Bool {
    FileManager.default.fileExists(atPath: url(for: key).path)
  }

  /// When `key` was first written, if it exists.
  public func createdAt(key: String) async throws -> Date? {
    load(url(for: key)).map { Date(timeIntervalSince1970: $0.0.createdAt) }
  }

  /// When `key` was last written, if it exists.
  public func updatedAt(key: String) async throws -> Date? {
    load(url(for: key)).map { Date(timeIntervalSince1970: $0.0.updatedAt) }
  }

  /// The schema version last recorded; 0 at first.
  public func schemaVersion() async throws -> Int {
    let url = directory.appendingPathComponent("schema-version")
    return (try? String(contentsOf: url, encoding: .utf8)).flatMap { Int($0) } ?? 0
  }
}
