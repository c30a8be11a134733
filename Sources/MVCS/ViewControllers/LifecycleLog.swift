/// One lifecycle callback as it happened: which view controller, and which callback.
public struct LifecycleEvent: Equatable, Sendable, CustomStringConvertible {
  /// Which callback or event it was.
  public enum Kind: Equatable, Sendable {
    case loadView, viewDidLoad, viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear, viewDidUnload
    case willMove(to: String?)
    case didMove(to: String?)
    /// This view controller presented the modal named so.
    case presented(String)
    /// This view controller dismissed the modal named so.
    case dismissed(String)
    /// An action ran, by button or by `call`.
    case action(String)
    /// An Mvce event was delivered, or any other note an app writes to the log.
    case note(String)
    /// A store changed: `insert 2 items` in the store named by the event's path.
    case storeChange(String)
  }

  /// The path of the view controller concerned, where it was at the time.
  public var path: String
  /// What happened.
  public var kind: Kind

  /// An event of `kind` at `path`.
  public init(path: String, kind: Kind) {
    self.path = path
    self.kind = kind
  }

  /// `"/counter viewDidLoad"`, `"/a willMove(toParent: /)"`.
  public var description: String {
    switch kind {
    case .loadView: "\(path) loadView"
    case .viewDidLoad: "\(path) viewDidLoad"
    case .viewWillAppear: "\(path) viewWillAppear"
    case .viewDidAppear: "\(path) viewDidAppear"
    case .viewWillDisappear: "\(path) viewWillDisappear"
    case .viewDidDisappear: "\(path) viewDidDisappear"
    case .viewDidUnload: "\(path) viewDidUnload"
    case .willMove(let parent): "\(path) willMove(toParent: \(parent ?? "nil"))"
    case .didMove(let parent): "\(path) didMove(toParent: \(parent ?? "nil"))"
    case .presented(let name): "\(path) present(\(name))"
    case .dismissed(let name): "\(path) dismiss(\(name))"
    case .action(let name): "\(path) action \(name)"
    case .note(let text): "\(path) \(text)"
    case .storeChange(let change): "store \(path): \(change)"
    }
  }
}

/// The record of lifecycle events in a hierarchy, oldest first, bounded in size.
///
/// ```swift
/// let log = LifecycleLog()
/// root.lifecycleLog = log
/// root.embedChild(child)
/// print(log.events.map(\.description))
/// ```
@MainActor
public final class LifecycleLog {
  /// The events kept, oldest first.
  @exclusivity(unchecked) public private(set) var events: [LifecycleEvent] = []
  /// How many events are kept at most; older ones are dropped.
  public let capacity: Int

  /// An empty log keeping the latest `capacity` events.
  public init(capacity: Int = 10_000) {
    self.capacity = capacity
  }

  /// How many events were ever appended, including those dropped for capacity; a reader
  /// remembers it to find what was added since.
  @exclusivity(unchecked) public private(set) var appendedCount = 0

  /// Adds `event`; when full, first drops the oldest tenth.
  public func append(_ event: LifecycleEvent) {
    if events.count == capacity { events.removeFirst(capacity / 10) }
    events.append(event)
    appendedCount += 1
  }

  /// The events appended after the moment `appendedCount` was `mark`, as far as kept.
  public func events(since mark: Int) -> ArraySlice<LifecycleEvent> {
    events.suffix(min(events.count, max(0, appendedCount - mark)))
  }

  /// Forgets every event.
  public func removeAll() { events.removeAll() }
}
