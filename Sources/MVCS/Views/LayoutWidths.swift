/// How wide a view can be drawn: the least, the most, and what it would take if nothing
/// pressed it, with the priority it keeps that width at.
///
/// An ``HStack`` asks every view for its widths before it shares out its columns, as a
/// SwiftUI stack asks its views for their sizes: each view first gets its ideal width; when
/// the row is too narrow, the views of lowest ``priority`` give way first, the widest of them
/// first, down to their minimum; when the row is wider, the views that can grow (a ``Spacer``,
/// a `frame(maxWidth: .infinity)`) share what is left.
///
/// ```swift
/// LayoutWidths(minimum: 1, ideal: 30)     // text that can shrink to "…"
/// LayoutWidths(fixed: 8)                  // "[Cancel]"
/// LayoutWidths(minimum: 0, ideal: 0, maximum: nil)  // a spacer: as wide as it is let
/// ```
public struct LayoutWidths: Sendable, Equatable {
  /// The fewest columns the view can be drawn in: a button's whole label, "…" for text.
  public var minimum: Int
  /// The columns the view takes when nothing presses it: text on one line, a button whole.
  public var ideal: Int
  /// The most columns the view takes; nil for as many as it is offered.
  public var maximum: Int?
  /// Which views keep their width longest when a row is too narrow: the higher, the longer
  /// (``View/layoutPriority(_:)``); 0 by default, as in SwiftUI.
  public var priority: Double

  /// Widths from `minimum` to `maximum` (nil: as many as offered), `ideal` when not pressed.
  public init(minimum: Int, ideal: Int, maximum: Int?, priority: Double = 0) {
    let minimum = max(0, minimum)
    let ideal = max(minimum, ideal)
    self.minimum = minimum
    self.ideal = ideal
    self.maximum = maximum.map { max(ideal, $0) }
    self.priority = priority
  }

  /// Widths from `minimum` to `ideal`, which is also the most the view takes.
  public init(minimum: Int, ideal: Int, priority: Double = 0) {
    self.init(minimum: minimum, ideal: ideal, maximum: ideal, priority: priority)
  }

  /// Exactly `columns` wide.
  public init(fixed columns: Int, priority: Double = 0) {
    self.init(minimum: columns, ideal: columns, maximum: columns, priority: priority)
  }

  /// Whether the view takes more than its ideal width when there is more.
  var canGrow: Bool { maximum.map { $0 > ideal } ?? true }
}

extension RenderContext {
  /// The width of what `view` draws at `width`, drawn in a context of its own: its buttons
  /// and fields are not registered, and nothing it draws counts as shown.
  func measuringWidth(of view: any View, offered width: Int) -> Int {
    let measuring = measuring(height: height)
    return view.render(width: width, in: measuring).map(\.width).max() ?? 0
  }
}
