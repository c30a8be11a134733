import Foundation

/// Runs one store's engine work in the order it was queued, off the main actor, and keeps the
/// state the engine has committed.
///
/// Each piece of work waits for the one before it, so a chain queued first is applied first
/// whatever task queued it. The state changes only after the engine acknowledged the write.
final class StoreWriter<Item: Codable & Sendable>: Sendable {
  let name: String
  let engine: any StorageEngine
  let location: String
  let schema: StoreSchema
  let identify: @Sendable (Item) -> String
  private let state = Locked(StoreState<Item>())
  private let tail = Locked<Task<Void, Never>?>(nil)

  init(
    name: String, engine: any StorageEngine, location: String, schema: StoreSchema,
    identify: @escaping @Sendable (Item) -> String
  ) {
    self.name = name
    self.engine = engine
    self.location = location
    self.schema = schema
    self.identify = identify
  }

  typealias Outcome = Result<PendingWrite<Item>.Done, StorageError>

  /// Queues `work` after everything queued before; the returned task ends when it is done.
  func submit(_ work: @escaping @Sendable (StoreWriter) async -> Outcome) -> (PendingWrite<Item>, Task<Void, Never>) {
    let pending = PendingWrite<Item>()
    let task = tail.withValue { tail in
      let previous = tail
      let task = Task.detached {
        await previous?.value
        pending.fulfil(await work(self))
      }
      tail = task
      return task
    }
    return (pending, task)
  }

  private func located(_ error: any Error, doing what: String) -> StorageError {
    if var error = error as? StorageError {
      error.store = error.store ?? name
      return error
    }
    return StorageError(.other, "\(what): \(error)", location: location, store: name)
  }

  func load() async -> Outcome {
    do {
      var records = try await engine.readAllRecords()
      var problems: [StoreProblem] = []
      let stored = try await engine.schemaVersion()
      if stored < schema.version {
        var migrated: [StoredRecord] = []
        for record in records {
          do {
            var data = record.data
            // One step per version; 0 is a store written before any version was recorded.
            for version in stored..<schema.version { data = try schema.migrate(data, version) }
            migrated.append(StoredRecord(key: record.key, data: data))
          } catch {
            migrated.append(record)
            problems.append(
              StoreProblem(store: name, kind: .undecodable(key: record.key), message: "cannot be migrated: \(error)"))
          }
        }
        let changed = zip(records, migrated).filter { $0.0 != $0.1 }.map(\.1)
        try await engine.apply((changed.isEmpty ? [] : [.write(changed)]) + [.setSchemaVersion(schema.version)])
        records = migrated
      }
      let decoder = StoreCoding.decoder()
      var next = StoreState<Item>()
      // Rows whose dates are still seconds since 2001, rewritten with dates as text.
      var legacyRows: [StoredRecord] = []
      for record in records {
        do {
          let item: Item
          do {
            item = try decoder.decode(Item.self, from: record.data)
          } catch {
            guard let legacy = try? StoreCoding.legacyDecoder().decode(Item.self, from: record.data) else {
              throw error
            }
            item = legacy
            legacyRows.append(StoredRecord(key: record.key, data: try StoreCoding.encoder().encode(item)))
          }
          next.index[record.key] = next.items.count
          next.items.append(item)
        } catch {
          let reason = "does not decode as \(Item.self): \(Self.describe(error))"
          next.unreadable[record.key] = reason
          if !problems.contains(where: { $0.kind == .undecodable(key: record.key) }) {
            problems.append(StoreProblem(store: name, kind: .undecodable(key: record.key), message: reason))
          }
        }
      }
      if !legacyRows.isEmpty { try await engine.apply([.write(legacyRows)]) }
      let items = next.items
      state.withValue { $0 = next }
      return .success(.init(items: items, events: [.loaded(items)], problems: problems))
    } catch {
      return .failure(located(error, doing: "cannot load"))
    }
  }

  func apply(_ steps: [StoreStep<Item>]) async -> Outcome {
    do {
      var next = state.withValue { $0 }
      let encoder = StoreCoding.encoder()
      let outcome = try next.apply(steps, identify: identify, encoder: encoder, store: name, location: location)
      try await engine.apply(outcome.changes)
      let items = next.items
      state.withValue { $0 = next }
      return .success(.init(items: items, events: outcome.events, problems: []))
    } catch {
      return .failure(located(error, doing: "cannot write"))
    }
  }

  /// Removes rows the store could not read, on the app's explicit request.
  func discardUnreadable(_ keys: [String]) async -> Outcome {
    do {
      let unreadable = state.withValue { $0.unreadable }
      let doomed = keys.filter { unreadable[$0] != nil }
      try await engine.apply([.remove(doomed)])
      let items = state.withValue { state in
        for key in doomed { state.unreadable[key] = nil }
        return state.items
      }
      return .success(.init(items: items, events: [], problems: []))
    } catch {
      return .failure(located(error, doing: "cannot discard"))
    }
  }

  var unreadableKeys: [String: String] { state.withValue { $0.unreadable } }

  static func describe(_ error: any Error) -> String {
    switch error as? DecodingError {
    case .keyNotFound(let key, _): "missing key '\(key.stringValue)'"
    case .typeMismatch(let type, let context): "expected \(type) at '\(path(context))'"
    case .valueNotFound(let type, let context): "no \(type) at '\(path(context))'"
    case .dataCorrupted(let context): "data corrupted at '\(path(context))': \(context.debugDescription)"
    default: "\(error)"
    }
  }

  private static func path(_ context: DecodingError.Context) -> String {
    context.codingPath.map(\.stringValue).joined(separator: ".")
  }
}
