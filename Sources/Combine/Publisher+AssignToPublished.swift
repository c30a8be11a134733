import MVCS
import OpenCombine

extension Publisher where Failure == Never {
  /// Sets a `@Published` property to each value this publisher sends, for as long as the
  /// property lives, as Combine's `assign(to:)`.
  ///
  /// ```swift
  /// final class Search: ObservableObject {
  ///   @Published var phrase = ""
  ///   @Published var letters = 0
  ///   init() { $phrase.map(\.count).assign(to: &$letters) }
  /// }
  /// ```
  public func assign(to published: inout MVCS.Published<Output>.Publisher) {
    let assign = published.assign
    published.keep(AnyCancellable(sink { assign($0) }))
  }
}
