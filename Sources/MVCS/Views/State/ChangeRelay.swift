import Foundation

/// Where the changes of an `ObservableObjectPublisher` or of a `@Published` property go past
/// the views that read them: to a subject the Combine product attaches when code first
/// subscribes, so a program that never subscribes makes none.
///
/// ```swift
/// let relay = ChangeRelay<Int>()
/// let subject = relay.subject { (NSObject(), { (value: Int) in print(value) }) }
/// relay.send(3)  // prints 3
/// ```
///
/// MVCS has no Combine: the relay holds the subject as an object, and sends each value to the
/// function that came with it.
package final class ChangeRelay<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var target: AnyObject?
  private var forward: ((Value) -> Void)?

  /// A relay with nothing attached.
  package init() {}

  /// Sends `value` to the attached subject, if any.
  package func send(_ value: Value) {
    lock.lock()
    let forward = forward
    lock.unlock()
    forward?(value)
  }

  /// The attached subject, made by `make` (with the function that sends it a value) the first
  /// time; a subject of another type is replaced.
  package func subject<Subject: AnyObject>(_ make: () -> (Subject, (Value) -> Void)) -> Subject {
    lock.lock()
    defer { lock.unlock() }
    if let subject = target as? Subject { return subject }
    let (subject, send) = make()
    target = subject
    forward = send
    return subject
  }
}
