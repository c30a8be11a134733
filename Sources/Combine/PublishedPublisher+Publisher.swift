import MVCS
import OpenCombine

/// A `@Published` property's `$property` as a Combine publisher: a subscriber gets the value
/// now, then each new value before the property takes it, as Combine's.
///
/// ```swift
/// import Combine
/// import MVCS
///
/// final class Search: ObservableObject {
///   @Published var phrase = ""
/// }
/// let search = Search()
/// let printing = search.$phrase.sink { print($0) }  // prints "" at once
/// search.phrase = "swift"  // prints "swift"
/// ```
extension MVCS.Published.Publisher: OpenCombine.Publisher {
  /// The property's values.
  public typealias Output = Value
  /// It never fails.
  public typealias Failure = Never

  /// Attaches `subscriber`: it gets the value now, then each new one.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
    let current = value
    relay.subject { () -> (CurrentValueSubject<Value, Never>, (Value) -> Void) in
      let subject = CurrentValueSubject<Value, Never>(current)
      return (subject, { [weak subject] in subject?.send($0) })
    }
    .receive(subscriber: subscriber)
  }
}
