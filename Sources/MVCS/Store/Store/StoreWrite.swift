import Dispatch
import Synchronization

/// One piece of a store's engine work, queued in the order it was asked for: what to do,
/// who will hear of its failure, and, once the writer has run it, its outcome.
///
/// ```swift
/// let write = StoreWrite<Note>(.apply([.insert([note])]), isAwaited: true)
/// await writer.run(write)        // on the store's writer, in queue order
/// let outcome = await write.outcome()
/// ```
///
/// An awaited write (``StoreOperation/run()``) throws its failure to the caller; an enqueued
/// one (``StoreOperation/enqueue()``) has no caller left to throw to, so its failure is
/// listed in ``Store/problems`` and handed to the shell by ``Storage/settle()``.
final class StoreWrite<Item: Codable & Sendable>: Sendable {
  /// Set with the outcome.
  ///
  /// First of the stored properties, and not generic: a thread waiting for the write reads
  /// it after every job of the writer's (``isFinished``), and a field after a generic one
  /// would cost a metadata lookup to find.
  private let finished = Atomic<Bool>(false)

  /// What the writer does.
  enum Job: Sendable {
    /// Reads every row, migrating and decoding it: the first job of every store.
    case load
    /// Applies a chain of steps in one transaction.
    case apply([StoreStep<Item>])
    /// Deletes the rows with these keys that do not decode.
    case discardUnreadable([String])
    /// Adds the item made from every key the engine holds, other sessions' included, read
    /// in the transaction that writes it; what the maker throws fails the write.
    case addChoosing(@Sendable ([String]) throws -> Item)
    /// Writes under `key` the item made from the one stored there (nil: none), read in the
    /// transaction that writes it, so no other writer's update in between is lost; what the
    /// maker throws fails the write.
    case update(key: String, @Sendable (Item?) throws -> Item)
  }

  /// What the store commits once the engine has: what happened to the items, anything new
  /// that could not be read, and the rows that do not decode.
  struct Done: Sendable {
    var change: Change
    var problems: [StoreProblem] = []
    var unreadable: [String: String]
  }

  /// What happened to the items, for the main actor to apply to its own.
  enum Change: Sendable {
    /// Every item was read: the store's items from now on, and each key's place in them.
    case loaded([Item], index: [String: Int])
    /// The engine committed these steps: the store replays them on its items.
    case applied([StoreStep<Item>])
    /// The items stay as they are.
    case none
  }

  typealias Outcome = Result<Done, StorageError>

  let job: Job
  /// Whether a caller awaits this write and so receives its failure.
  let isAwaited: Bool
  private let result = Mutex<Outcome?>(nil)
  /// Entered on creation, left once the outcome is set: any number of waiters, either kind.
  private let done = DispatchGroup()

  init(_ job: Job, isAwaited: Bool) {
    self.job = job
    self.isAwaited = isAwaited
    done.enter()
  }

  /// Sets the outcome and wakes whoever waits for it; the writer calls it once.
  func finish(_ outcome: Outcome) {
    result.withLock { $0 = outcome }
    finished.store(true, ordering: .releasing)
    done.leave()
  }

  /// The outcome, once the writer has run this write; suspends without blocking a thread.
  func outcome() async -> Outcome {
    await withCheckedContinuation { continuation in
      done.notify(queue: .global()) { continuation.resume() }
    }
    return finishedOutcome
  }

  /// The outcome, blocking the calling thread until the writer has run this write: for
  /// synchronous callers only.
  ///
  /// The calling thread runs the writer's queued jobs itself while it waits (`executor`, the
  /// writer's), rather than waking another thread to run them and then waiting to be woken.
  /// The writer never needs the caller's thread, so this ends.
  func waitForOutcome(runningJobsOf executor: StoreExecutor) -> Outcome {
    executor.run(until: { isFinished })
    return finishedOutcome
  }

  /// Whether the writer has set the outcome.
  var isFinished: Bool { finished.load(ordering: .acquiring) }

  private var finishedOutcome: Outcome {
    result.withLock { outcome in
      guard let outcome else { preconditionFailure("a store write was read before it finished") }
      return outcome
    }
  }
}
