/// How a view's content changes, as SwiftUI's `ContentTransition`.
///
/// A number that rolls as it counts, a symbol that morphs: text has no frames between two
/// states, so each draws as at the end of the change; the modifier is accepted so an app's
/// code is as written.
///
/// ```swift
/// Text("\(count)")
///   .contentTransition(.numericText())
/// ```
public struct ContentTransition: Equatable, Sendable {
  private let kind: String

  private init(_ kind: String) { self.kind = kind }

  /// No transition.
  public static let identity = ContentTransition("identity")
  /// A fade from the old content to the new.
  public static let opacity = ContentTransition("opacity")
  /// The old content blended into the new.
  public static let interpolate = ContentTransition("interpolate")

  /// Digits that roll to their new value, down when `countsDown`.
  public static func numericText(countsDown: Bool = false) -> ContentTransition {
    ContentTransition(countsDown ? "numericText.down" : "numericText")
  }

  /// Digits that roll toward `value`.
  public static func numericText(value: Double) -> ContentTransition {
    ContentTransition("numericText.value")
  }
}

extension View {
  /// This view, its content changing by `transition`: in text, drawn as at its end.
  public func contentTransition(_ transition: ContentTransition) -> Self { self }
}
