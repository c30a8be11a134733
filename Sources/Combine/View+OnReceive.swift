import Foundation
import MVCS
import OpenCombine

extension View {
  /// This view, running `action` with each value `publisher` sends while the view is on
  /// screen, as SwiftUI's `onReceive(_:perform:)`: on the main actor for timers and for changes
  /// the app makes there, as it runs where the publisher sends.
  ///
  /// ```swift
  /// struct Stopwatch: View {
  ///   @State private var seconds = 0
  ///   let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
  ///   var body: some View { Text("\(seconds) s").onReceive(timer) { _ in seconds += 1 } }
  /// }
  /// ```
  ///
  /// The view subscribes when it appears and cancels when it leaves; a timer it subscribes to
  /// ticks on its app's clock.
  public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
  where P.Failure == Never {
    ReceivingView(content: self, publisher: publisher, action: action)
  }
}

/// A view that subscribes to a publisher while it is on screen; see
/// ``MVCS/View/onReceive(_:perform:)``.
///
/// ```swift
/// let view = ReceivingView(content: Text("Hi"), publisher: Just(1)) { print($0) }
/// ```
struct ReceivingView<Content: View, P: Publisher>: View where P.Failure == Never {
  let content: Content
  let publisher: P
  let action: (P.Output) -> Void

  @State private var receiver = Receiver<P.Output>()
  @Environment(\.appEnvironment) private var app

  var body: some View {
    let receiver = receiver
    receiver.action = action
    let publisher = publisher
    let clock = app?.clock
    return content.onAppear { receiver.subscribe(to: publisher, clock: clock) }.onDisappear { receiver.cancel() }
  }
}

/// What a ``ReceivingView`` keeps at its place: its subscription, and the latest action, run
/// where the publisher sends: on the main actor for the app's timers, its controls' actions
/// and the `@Published` changes they make (Swift's main actor need not be the main thread, so
/// no check of the thread decides it).
///
/// ```swift
/// let receiver = Receiver<Int>()
/// receiver.action = { print($0) }
/// receiver.subscribe(to: Just(1), clock: nil)  // prints 1
/// ```
final class Receiver<Output>: @unchecked Sendable {
  var action: (Output) -> Void = { _ in }
  private var subscription: AnyCancellable?

  /// Subscribes to `publisher` (dropping any subscription before), with `clock` as the clock
  /// its timers run on.
  func subscribe<P: Publisher>(to publisher: P, clock: (any AppClock)?) where P.Output == Output, P.Failure == Never {
    subscription?.cancel()
    subscription = CombineClock.subscribing(with: clock) {
      publisher.sink { [weak self] in self?.action($0) }
    }
  }

  /// Ends the subscription.
  func cancel() {
    subscription?.cancel()
    subscription = nil
  }
}
