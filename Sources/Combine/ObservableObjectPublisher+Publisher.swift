import MVCS
import OpenCombine

/// An object's `objectWillChange` as a Combine publisher: each `send()`, and each change of
/// one of its `@Published` properties, reaches its subscribers.
///
/// ```swift
/// import Combine
///
/// final class Counter: ObservableObject {
///   @Published var count = 0
/// }
/// let counter = Counter()
/// let changes = counter.objectWillChange.sink { print("about to change") }
/// counter.count += 1  // prints "about to change"
/// ```
extension MVCS.ObservableObjectPublisher: OpenCombine.Publisher {
  /// Nothing but the news of a change.
  public typealias Output = Void
  /// It never fails.
  public typealias Failure = Never

  /// Attaches `subscriber`, which hears every change from now on.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
    relay.subject { () -> (PassthroughSubject<Void, Never>, (()) -> Void) in
      let subject = PassthroughSubject<Void, Never>()
      return (subject, { [weak subject] _ in subject?.send() })
    }
    .receive(subscriber: subscriber)
  }
}
