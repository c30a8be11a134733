import Foundation
import GRDB
import Synchronization

/// One SQLite database holding any number of stores, opened through GRDB.
///
/// Every store's items live in one table, `mvcs_item`, told apart by a `store` column;
/// `id` is the insertion order, and an upsert keeps it, so a replaced item keeps its place;
/// the index `mvcs_item_order` on `(store, id)` lets a load read a store's rows in that order
/// as they lie, rather than sorting them first (a file made before it gets it when opened).
/// `mvcs_store` records each store's schema version. One table rather than one per store
/// keeps table names out of the SQL (no quoting of user names) and makes `store ls` one
/// `GROUP BY`.
///
/// ```swift
/// let database = try SQLiteDatabase(path: "/tmp/app.sqlite")  // or SQLiteDatabase.inMemory()
/// let notes = SQLiteStorageEngine(database: database, store: "notes", clock: SystemClock())
/// ```
///
/// Files are opened in WAL mode with `synchronous = FULL`, so a transaction is on disk when
/// it is acknowledged. A busy file is retried for ``busyTimeout`` before failing. A file that
/// is not SQLite is refused before SQLite touches it, so it stays byte for byte as it was.
public final class SQLiteDatabase: Sendable {
  /// The file, or `:memory:`.
  public let path: String
  let queue: DatabaseQueue
  /// Whether SQLite's check of the file is still owed before the first write; see
  /// ``checkIsIntactBeforeWriting()``.
  private let integrity: Mutex<Integrity>
  /// How long a write waits for another connection's lock before failing, in seconds.
  public static let busyTimeout: TimeInterval = 2

  /// Opens (creating if needed) the database file at `path`; `:memory:` opens a private
  /// in-memory database.
  public init(path: String, busyTimeout: TimeInterval = SQLiteDatabase.busyTimeout) throws(StorageError) {
    self.path = path
    var configuration = Configuration()
    configuration.busyMode = .timeout(busyTimeout)
    var createdHere = false
    var integrity = Integrity.checked
    if path == ":memory:" {
      do {
        queue = try DatabaseQueue(configuration: configuration)
      } catch {
        throw Self.storageError(error, location: path, doing: "cannot open")
      }
    } else {
      try Self.checkIsRegularFile(path)
      try Self.checkIsWritable(path)
      try Self.checkIsSQLite(path)
      // A file this open cannot write before a write is asked for is checked then (the
      // check reads every page: a sixth of a launch at 100,000 rows, #35); any other now.
      if Self.opensWithoutWriting(path) {
        integrity = .owed
      } else {
        try Self.checkIsIntact(path, busyTimeout: busyTimeout)
        // Switches the file to WAL; GRDB also writes a table and drops it, so that the log
        // exists (for its pools' readers, which this single connection does not have). A file
        // in WAL mode stays in it, so one that is already is opened as it is, unwritten.
        configuration.journalMode = .wal
      }
      configuration.prepareDatabase { db in
        // FULL: a commit waits for the WAL to reach the disk, so an acknowledged write
        // survives a crash of the process or the machine.
        try db.execute(sql: "PRAGMA synchronous = FULL")
      }
      // Whether this open creates the file, so that a failure to set it up removes it: made
      // here, exclusively, since two sessions started at once both see no file.
      createdHere = Self.createExclusively(path)
      do {
        queue = try Self.openWaiting(path: path, configuration: configuration, busyTimeout: busyTimeout)
      } catch {
        if createdHere { Self.removeIfNothingWritten(path) }
        throw Self.storageError(error, location: path, doing: "cannot open")
      }
    }
    self.integrity = Mutex(integrity)
    do {
      try createSchema()
    } catch {
      // A file this open created and could not finish (a full disk) is not left behind
      // empty, to be mistaken later for a store.
      if createdHere {
        try? queue.close()
        Self.removeIfNothingWritten(path)
      }
      throw error
    }
  }

  /// Creates an empty file at `path` when there is none; whether this call made it.
  private static func createExclusively(_ path: String) -> Bool {
    let descriptor = open(path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else { return false }
    Foundation.close(descriptor)
    return true
  }

  /// Opens `path`, trying again while another connection holds the lock, for up to
  /// `busyTimeout`: switching a new file to WAL needs the file to itself, and SQLite
  /// answers that switch busy at once, without its busy handler, when another session
  /// opens the same new file at the same moment.
  private static func openWaiting(
    path: String, configuration: Configuration, busyTimeout: TimeInterval
  ) throws -> DatabaseQueue {
    let deadline = ContinuousClock.now + .milliseconds(Int(busyTimeout * 1000))
    while true {
      do {
        return try DatabaseQueue(path: path, configuration: configuration)
      } catch let error as DatabaseError where [.SQLITE_BUSY, .SQLITE_LOCKED].contains(error.resultCode) {
        guard ContinuousClock.now < deadline else { throw error }
        usleep(5_000)
      }
    }
  }

  /// Removes a database file this process created and the journal files SQLite keeps beside
  /// it, while nothing is written in them: another session may have opened the new file
  /// since, and what it wrote (in the write-ahead log, first) is not this open's to remove.
  private static func removeIfNothingWritten(_ path: String) {
    for suffix in ["", "-wal", "-journal"] {
      var info = stat()
      if stat(path + suffix, &info) == 0, info.st_size > 0 { return }
    }
    for suffix in ["", "-wal", "-shm", "-journal"] { unlink(path + suffix) }
  }

  /// Closes the connection, leaving the database as one file.
  ///
  /// SQLite checkpoints the write-ahead log into the file and deletes it. Using the database
  /// after this fails with a located error.
  public func close() throws(StorageError) {
    do {
      try queue.close()
    } catch {
      throw Self.storageError(error, location: path, doing: "cannot close")
    }
  }

  /// Whether the database lives in memory, where no statement waits for a disk.
  var isInMemory: Bool { path == ":memory:" }

  /// A private database that lives as long as this object.
  ///
  /// Opening memory fails only when SQLite cannot allocate its first page, which leaves
  /// nothing sensible to do, so that stops the program with SQLite's reason.
  public static func inMemory() -> SQLiteDatabase {
    do {
      return try SQLiteDatabase(path: ":memory:")
    } catch {
      preconditionFailure("cannot open an in-memory SQLite database: \(error)")
    }
  }

  private func createSchema() throws(StorageError) {
    // A file that has them is not written to: its check can wait for its first write.
    let existing = try read(doing: "cannot read the store tables") { db in
      try String.fetchAll(
        db, sql: "SELECT name FROM sqlite_master WHERE name IN ('mvcs_item', 'mvcs_item_order', 'mvcs_store')")
    }
    guard existing.count < 3 else { return }
    try write(doing: "cannot create the store tables") { db in
      try db.execute(
        sql: """
          CREATE TABLE IF NOT EXISTS mvcs_item (
            id INTEGER PRIMARY KEY,
            store TEXT NOT NULL,
            key TEXT NOT NULL,
            value BLOB NOT NULL,
            createdAt DOUBLE NOT NULL,
            updatedAt DOUBLE NOT NULL,
            UNIQUE (store, key));
          CREATE INDEX IF NOT EXISTS mvcs_item_order ON mvcs_item (store, id);
          CREATE TABLE IF NOT EXISTS mvcs_store (
            name TEXT PRIMARY KEY,
            schemaVersion INTEGER NOT NULL);
          """)
    }
  }

  /// Runs `body` in one write transaction, turning failures into located errors.
  func write<T>(store: String? = nil, doing what: String, _ body: (Database) throws -> T) throws(StorageError) -> T {
    try checkIsIntactBeforeWriting()
    do {
      return try queue.writeWithoutTransaction { db in try Self.inTransaction(db, body) }
    } catch {
      throw Self.storageError(error, location: path, store: store, doing: what)
    }
  }

  /// Runs `body` between `BEGIN IMMEDIATE` and `COMMIT`, rolling back if either fails: GRDB's
  /// `write` with its two statements prepared once per connection instead of parsed anew
  /// for every write, which was as much as the write itself for a store in memory (#13).
  private static func inTransaction<T>(
    _ db: Database, begin: String = "BEGIN IMMEDIATE TRANSACTION", _ body: (Database) throws -> T
  ) throws -> T {
    try db.cachedStatement(sql: begin).execute()
    do {
      let result = try body(db)
      try db.cachedStatement(sql: "COMMIT TRANSACTION").execute()
      return result
    } catch {
      // SQLite may already have rolled back (a full disk, an I/O error); `rollback` only
      // acts inside a transaction, and the first error is the one to report.
      try? db.rollback()
      throw error
    }
  }

  /// Runs `body` in one read transaction, turning failures into located errors: GRDB's
  /// `read` with `BEGIN` and `COMMIT` prepared once per connection, as for writes (explore
  /// reads each store a step changed after the step), and without its `PRAGMA query_only`
  /// (see ``inReadTransaction(_:_:)``).
  func read<T>(store: String? = nil, doing what: String, _ body: (Database) throws -> T) throws(StorageError) -> T {
    do {
      return try queue.writeWithoutTransaction { db in try Self.inReadTransaction(db, body) }
    } catch {
      throw Self.storageError(error, location: path, store: store, doing: what)
    }
  }

  /// Runs `body` in a deferred transaction that must leave the database as it was: one that
  /// changed a row is rolled back and fails.
  ///
  /// GRDB's `read` guards a read with `PRAGMA query_only`, set before and cleared after. That
  /// is a flag pragma, and SQLite expires every statement the connection has prepared when one
  /// is set: after each read, the writer's cached `BEGIN`, `INSERT` and `COMMIT` and the read's
  /// own query were parsed again at their next use, about 60,000 instructions of an explore
  /// step's million (#35). The bodies here are this file's queries; counting the rows changed
  /// keeps the guard for them without the pragma.
  private static func inReadTransaction<T>(_ db: Database, _ body: (Database) throws -> T) throws -> T {
    let changesBefore = db.totalChangesCount
    return try inTransaction(db, begin: "BEGIN DEFERRED TRANSACTION") { db in
      let result = try body(db)
      let changed = db.totalChangesCount - changesBefore
      guard changed == 0 else {
        throw DatabaseError(resultCode: .SQLITE_MISUSE, message: "a read changed \(changed) row(s); rolled back")
      }
      return result
    }
  }

  /// Runs `body` in one write transaction off the calling thread.
  func write<T: Sendable>(
    store: String? = nil, doing what: String, _ body: @escaping @Sendable (Database) throws -> T
  ) async throws(StorageError) -> T {
    // In memory a write is a few microseconds of work: done on the caller's thread it saves
    // two threads waking (GRDB's queue, then the caller again) for every write, which on a
    // busy machine cost more than the write (#13). A file's write can wait for the disk, so
    // it still runs on GRDB's queue and leaves the caller's thread free.
    if isInMemory {
      // A synchronous closure, so the synchronous `write` is the one called.
      let writeHere = { () throws(StorageError) -> T in try self.write(store: store, doing: what, body) }
      return try writeHere()
    }
    try checkIsIntactBeforeWriting()
    do {
      return try await queue.writeWithoutTransaction { db in try Self.inTransaction(db, body) }
    } catch {
      throw Self.storageError(error, location: path, store: store, doing: what)
    }
  }

  func read<T: Sendable>(
    store: String? = nil, doing what: String, _ body: @escaping @Sendable (Database) throws -> T
  ) async throws(StorageError) -> T {
    if isInMemory {
      let readHere = { () throws(StorageError) -> T in try self.read(store: store, doing: what, body) }
      return try readHere()
    }
    do {
      return try await queue.writeWithoutTransaction { db in try Self.inReadTransaction(db, body) }
    } catch {
      throw Self.storageError(error, location: path, store: store, doing: what)
    }
  }

  /// The stores in this database with their item counts, sorted by name.
  public func storeCounts() throws(StorageError) -> [(name: String, count: Int)] {
    try read(doing: "cannot list the stores") { db in
      try Row.fetchAll(
        db,
        sql: """
          SELECT name, (SELECT COUNT(*) FROM mvcs_item WHERE store = name) AS count FROM
            (SELECT name FROM mvcs_store UNION SELECT DISTINCT store FROM mvcs_item)
          ORDER BY name
          """
      ).map { (name: $0["name"], count: $0["count"]) }
    }
  }

  /// The raw records of `store`, in insertion order, whatever they decode to.
  public func records(of store: String) throws(StorageError) -> [StoredRecord] {
    try read(store: store, doing: "cannot read") { db in
      // Prepared once per connection: explore reads the stores a step changed after each step.
      try Row.fetchAll(
        db.cachedStatement(sql: "SELECT key, value FROM mvcs_item WHERE store = ? ORDER BY id"), arguments: [store]
      )
      .map { StoredRecord(key: $0["key"], data: $0["value"]) }
    }
  }

  private static let header = Data("SQLite format 3\0".utf8)

  /// Refuses a path, or a journal beside it, that exists and is not a regular file (after
  /// links): opening a FIFO waits for a writer for ever, and a device (`/dev/null`) would get
  /// a journal created beside it.
  private static func checkIsRegularFile(_ path: String) throws(StorageError) {
    for file in [path, path + "-wal", path + "-shm", path + "-journal"] {
      var info = stat()
      guard stat(file, &info) == 0, info.st_mode & S_IFMT != S_IFREG else { continue }
      let kind =
        switch info.st_mode & S_IFMT {
        case S_IFDIR: "a folder"
        case S_IFIFO: "a FIFO"
        case S_IFCHR, S_IFBLK: "a device"
        case S_IFSOCK: "a socket"
        default: "a special file"
        }
      throw StorageError(
        .cannotOpen, "\(file == path ? "it" : file) is \(kind), not a database file; it was left untouched",
        location: path, hint: "pass a regular file (or a new path) with --store PATH, or :memory:")
    }
  }

  /// Refuses a file, or a journal beside it, that exists and this process may not write,
  /// before SQLite opens anything: a read-only open of a file in WAL mode creates a `-shm`
  /// and a `-wal` with the file's mode, and a read-only `-shm` left behind makes the next
  /// open fail even once the file is made writable.
  private static func checkIsWritable(_ path: String) throws(StorageError) {
    for file in [path, path + "-wal", path + "-shm"] where access(file, F_OK) == 0 {
      guard access(file, W_OK) != 0 else { continue }
      let reason = String(cString: strerror(errno))
      throw StorageError(
        .readOnly,
        file == path
          ? "the file is read-only (\(reason)); it was left untouched"
          : "\(file) is read-only (\(reason)); the database was left untouched",
        location: path,
        hint: file == path
          ? "make the file writable (chmod u+w \(path)), or use --store with a writable path (or :memory:)"
          : "make it writable, or remove it if no program has the database open")
    }
  }

  /// Refuses a file that exists, is not empty and does not start with SQLite's header.
  private static func checkIsSQLite(_ path: String) throws(StorageError) {
    guard let handle = FileHandle(forReadingAtPath: path) else { return }
    defer { try? handle.close() }
    let start = (try? handle.read(upToCount: header.count)) ?? Data()
    guard start.isEmpty || start == header else {
      throw StorageError(
        .notADatabase, "not an SQLite database; the file was left untouched", location: path,
        hint: "pass another file with --store PATH, or move this one away if it is not needed")
    }
  }

  /// Whether a file already in WAL mode with no log left to replay: opening it as it is writes
  /// nothing (the switch to WAL rewrites the header; a left log is written back into the file
  /// when it closes), so its check can wait for the first write.
  private static func opensWithoutWriting(_ path: String) -> Bool {
    guard let handle = FileHandle(forReadingAtPath: path) else { return false }
    defer { try? handle.close() }
    // The header's read and write versions, bytes 18 and 19: 2 is WAL.
    guard let header = try? handle.read(upToCount: 20), header.count == 20, header[18] == 2, header[19] == 2
    else { return false }
    var info = stat()
    return stat(path + "-wal", &info) != 0 || info.st_size == 0
  }

  /// Runs SQLite's check of the file before its first write when the open left it owed:
  /// a damaged file is refused, each time, and left as it was.
  private func checkIsIntactBeforeWriting() throws(StorageError) {
    try integrity.withLock { state throws(StorageError) in
      switch state {
      case .checked: return
      case .damaged(let error): throw error
      case .owed:
        let problems: [String]
        do {
          problems = try queue.read { db in try String.fetchAll(db, sql: "PRAGMA quick_check(3)") }
        } catch {
          throw Self.storageError(error, location: path, doing: "cannot check the file")
        }
        guard problems == ["ok"] else {
          let error = Self.damaged(problems, location: path)
          state = .damaged(error)
          throw error
        }
        state = .checked
      }
    }
  }

  /// Whether the file's check is done, owed before the first write, or found it damaged.
  private enum Integrity: Sendable {
    case checked
    case owed
    case damaged(StorageError)
  }

  private static func damaged(_ problems: [String], location: String) -> StorageError {
    let summary = problems.flatMap { $0.split(separator: "\n") }.joined(separator: "; ")
    return StorageError(
      .notADatabase, "damaged (\(summary)); the file was left untouched",
      location: location, hint: "pass another file with --store PATH; to recover data, try `sqlite3 FILE .recover`")
  }

  /// Refuses an existing SQLite file that SQLite finds damaged, by a check on a read-only
  /// connection: the read-write open would switch it to WAL, which rewrites its header, so a
  /// damaged file must be turned away before that to stay as it was.
  private static func checkIsIntact(_ path: String, busyTimeout: TimeInterval) throws(StorageError) {
    var info = stat()
    guard stat(path, &info) == 0, info.st_size > 0 else { return }
    var configuration = Configuration()
    configuration.readonly = true
    configuration.busyMode = .timeout(busyTimeout)
    let problems: [String]
    do {
      let check = try DatabaseQueue(path: path, configuration: configuration)
      problems = try check.read { db in try String.fetchAll(db, sql: "PRAGMA quick_check(3)") }
      try check.close()
    } catch {
      throw storageError(error, location: path, doing: "cannot open")
    }
    guard problems == ["ok"] else { throw damaged(problems, location: path) }
  }

  static func storageError(_ error: any Error, location: String, store: String? = nil, doing what: String)
    -> StorageError
  {
    if let error = error as? StorageError { return error }
    guard let error = error as? DatabaseError else {
      return StorageError(.other, "\(what): \(error)", location: location, store: store)
    }
    let reason = error.message ?? "SQLite error \(error.resultCode.rawValue)"
    switch error.resultCode {
    case .SQLITE_BUSY, .SQLITE_LOCKED:
      return StorageError(
        .locked, "\(what): the database is locked by another connection (waited \(Int(busyTimeout))s)",
        location: location, store: store, sql: error.sql,
        hint: "close the other program using this file (another mvcs, sqlite3), or use --store with another file")
    case .SQLITE_READONLY:
      return StorageError(
        .readOnly, "\(what): the file is read-only (\(reason))", location: location, store: store, sql: error.sql,
        hint: "make the file and its folder writable, or use --store with a writable path (or :memory:)")
    case .SQLITE_CANTOPEN, .SQLITE_PERM, .SQLITE_AUTH:
      return StorageError(
        .cannotOpen, "\(what): \(reason)", location: location, store: store, sql: error.sql,
        hint: "check that the folder exists and is writable, or use --store with another path (or :memory:)")
    case .SQLITE_FULL:
      return StorageError(
        .other, "\(what): the disk is full (\(reason))", location: location, store: store, sql: error.sql,
        hint: "free some space, or use --store with a file on another disk (or :memory:)")
    case .SQLITE_NOTADB, .SQLITE_CORRUPT:
      return StorageError(
        .notADatabase, "\(what): not an SQLite database, or damaged (\(reason)); the file was left untouched",
        location: location, store: store, sql: error.sql,
        hint: "pass another file with --store PATH; to recover data, try `sqlite3 FILE .recover`")
    default:
      return StorageError(.other, "\(what): \(reason)", location: location, store: store, sql: error.sql)
    }
  }
}
