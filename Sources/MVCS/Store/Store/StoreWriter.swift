import Foundation

/// The serial executor of one store's engine work: an actor that runs each ``StoreWrite``
/// in the order the store queued it, off the main actor, and keeps the state the engine has
/// committed.
///
/// ```swift
/// let writer = StoreWriter<Note>(
///   name: "notes", engine: engine, location: path, schema: .initial, executor: StoreExecutor()) { $0.id }
/// await writer.run(StoreWrite(.load, isAwaited: false))
/// ```
///
/// The state changes only after the engine acknowledged the write, so after a failure it is
/// what the engine holds: a transaction that failed left nothing behind.
///
/// It runs on its store's ``StoreExecutor``, so a thread that must wait for a write can run
/// it instead of waiting for another thread to.
actor StoreWriter<Item: Codable & Sendable> {
  let name: String
  let engine: any StorageEngine
  let location: String
  let schema: StoreSchema
  let identify: @Sendable (Item) -> String
  private var state = StoreState()
  /// One encoder for every write: made once, not once per write (#13).
  private let encoder = StoreCoding.encoder()

  /// The executor the writer's jobs run on.
  let executor: StoreExecutor

  nonisolated var unownedExecutor: UnownedSerialExecutor { executor.asUnownedSerialExecutor() }

  init(
    name: String, engine: any StorageEngine, location: String, schema: StoreSchema, executor: StoreExecutor,
    identify: @escaping @Sendable (Item) -> String
  ) {
    self.executor = executor
    self.name = name
    self.engine = engine
    self.location = location
    self.schema = schema
    self.identify = identify
  }

  typealias Outcome = StoreWrite<Item>.Outcome

  /// Runs `write`'s job and hands it its outcome.
  func run(_ write: StoreWrite<Item>) async {
    let outcome: Outcome
    switch write.job {
    case .load: outcome = await load()
    case .apply(let steps): outcome = await apply(steps)
    case .discardUnreadable(let keys): outcome = await discardUnreadable(keys)
    case .addChoosing(let make): outcome = await addChoosing(make)
    case .update(let key, let change): outcome = await update(key, change)
    }
    write.finish(outcome)
  }

  private func located(_ error: any Error, doing what: String) -> StorageError {
    if var error = error as? StorageError {
      error.store = error.store ?? name
      return error
    }
    return StorageError(.other, "\(what): \(error)", location: location, store: name)
  }

  private func load() async -> Outcome {
    do {
      var problems: [StoreProblem] = []
      var migrated: [StoredRecord]?
      let stored = try await engine.schemaVersion()
      if stored < schema.version {
        let records = try await engine.readAllRecords()
        var rows: [StoredRecord] = []
        rows.reserveCapacity(records.count)
        for record in records {
          do {
            var data = record.data
            // One step per version; 0 is a store written before any version was recorded.
            for version in stored..<schema.version { data = try schema.migrate(data, version) }
            rows.append(StoredRecord(key: record.key, data: data))
          } catch {
            rows.append(record)
            problems.append(
              StoreProblem(store: name, kind: .undecodable(key: record.key), message: "cannot be migrated: \(error)"))
          }
        }
        let changed = zip(records, rows).filter { $0.0 != $0.1 }.map(\.1)
        try await engine.apply((changed.isEmpty ? [] : [.write(changed)]) + [.setSchemaVersion(schema.version)])
        migrated = rows
      }
      var loaded: StoreLoading<Item>
      if let migrated {
        loaded = StoreLoading(capacity: migrated.count)
        for record in migrated { record.data.withUnsafeBytes { loaded.take(key: record.key, bytes: $0) } }
      } else {
        // Straight from the engine's cursor: each row's bytes are copied once, into a batch.
        let count = try await engine.keyCount()
        loaded = try await engine.reduceRecordBytes(into: StoreLoading(capacity: count)) {
          $0.take(key: $1, bytes: $2)
        }
      }
      loaded.finish()
      // Rows whose dates were still seconds since 2001 are written again with dates as text.
      if !loaded.legacyRows.isEmpty { try await engine.apply([.write(loaded.legacyRows)]) }
      // A row that could not be migrated is reported once, for that.
      let unmigrated = Set(problems.compactMap { if case .undecodable(let key) = $0.kind { key } else { nil } })
      for (key, reason) in loaded.undecodable where !unmigrated.contains(key) {
        problems.append(StoreProblem(store: name, kind: .undecodable(key: key), message: reason))
      }
      state = StoreState(unreadable: Dictionary(loaded.undecodable, uniquingKeysWith: { $1 }))
      return .success(
        .init(change: .loaded(loaded.items, index: loaded.index), problems: problems, unreadable: state.unreadable))
    } catch {
      return .failure(located(error, doing: "cannot load"))
    }
  }

  private func apply(_ steps: [StoreStep<Item>]) async -> Outcome {
    do {
      let removesAll = steps.contains { if case .removeAll = $0 { true } else { false } }
      let existingKeys = removesAll ? try await engine.allKeys() : []
      let outcome = try state.changes(
        for: steps, existingKeys: existingKeys, identify: identify, encoder: encoder, store: name,
        location: location)
      try await engine.apply(outcome.changes)
      return .success(.init(change: .applied(outcome.steps), unreadable: state.unreadable))
    } catch {
      return .failure(located(error, doing: "cannot write"))
    }
  }

  /// Adds the item `make` chooses from the engine's keys, read and written as one unit.
  private func addChoosing(_ make: @escaping @Sendable ([String]) throws -> Item) async -> Outcome {
    let identify = identify
    do {
      let item = try await engine.add { keys in
        let item = try make(keys)
        return (StoredRecord(key: identify(item), data: try StoreCoding.encoder().encode(item)), item)
      }
      return .success(.init(change: .applied([.add([item])]), unreadable: state.unreadable))
    } catch {
      return .failure(located(error, doing: "cannot write"))
    }
  }

  /// Writes under `key` the item `change` makes from the stored one, decoded from the row the
  /// engine reads in the transaction that writes: what another writer committed before is
  /// what `change` sees (a read of `items` on the main actor could be older).
  ///
  /// A row that does not decode is never replaced: the write fails, as an insert over it does.
  private func update(_ key: String, _ change: @escaping @Sendable (Item?) throws -> Item) async -> Outcome {
    let (identify, name, location) = (identify, name, location)
    guard state.unreadable[key] == nil else {
      return .failure(Self.wouldOverwriteUnreadable(key, location: location, store: name))
    }
    do {
      let item = try await engine.update(key: key) { stored in
        let current: Item?
        do {
          current = try stored.map { try Self.decode($0) }
        } catch {
          throw Self.wouldOverwriteUnreadable(key, location: location, store: name, reason: Self.describe(error))
        }
        let item = try change(current)
        guard identify(item) == key else {
          throw StorageError(
            .other, "the update of '\(key)' made an item whose key is '\(identify(item))'", location: location,
            store: name, hint: "keep the key of the item an update is given")
        }
        return (try StoreCoding.encoder().encode(item), item)
      }
      return .success(.init(change: .applied([.insert([item])]), unreadable: state.unreadable))
    } catch {
      return .failure(located(error, doing: "cannot write"))
    }
  }

  /// A row in the present format, or in the one before dates were text.
  private nonisolated static func decode(_ data: Data) throws -> Item {
    do {
      return try StoreCoding.decoder().decode(Item.self, from: data)
    } catch {
      guard let legacy = try? StoreCoding.legacyDecoder().decode(Item.self, from: data) else { throw error }
      return legacy
    }
  }

  private nonisolated static func wouldOverwriteUnreadable(
    _ key: String, location: String, store: String, reason: String? = nil
  ) -> StorageError {
    StorageError(
      .wouldOverwriteUnreadable,
      "refusing to replace item '\(key)', which does not decode" + (reason.map { ": \($0)" } ?? ""),
      location: location, store: store,
      hint: "migrate the row (StoreSchema), or discard it explicitly with discardUnreadable(keys:)")
  }

  /// Removes rows the store could not read, on the app's explicit request.
  private func discardUnreadable(_ keys: [String]) async -> Outcome {
    do {
      let doomed = keys.filter { state.unreadable[$0] != nil }
      try await engine.apply([.remove(doomed)])
      for key in doomed { state.unreadable[key] = nil }
      return .success(.init(change: .none, unreadable: state.unreadable))
    } catch {
      return .failure(located(error, doing: "cannot discard"))
    }
  }

  nonisolated static func describe(_ error: any Error) -> String {
    switch error as? DecodingError {
    case .keyNotFound(let key, _): "missing key '\(key.stringValue)'"
    case .typeMismatch(let type, let context): "expected \(type) at '\(path(context))'"
    case .valueNotFound(let type, let context): "no \(type) at '\(path(context))'"
    case .dataCorrupted(let context): "data corrupted at '\(path(context))': \(context.debugDescription)"
    default: "\(error)"
    }
  }

  private nonisolated static func path(_ context: DecodingError.Context) -> String {
    context.codingPath.map(\.stringValue).joined(separator: ".")
  }
}
