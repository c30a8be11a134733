import Foundation

/// Empty space that pushes views apart.
///
/// In an ``HStack`` a spacer takes the columns the other views leave over, so the views
/// after it end at the right edge; several spacers share those columns as evenly as whole
/// columns allow, the odd ones going to the last spacers. Anywhere else, in a ``VStack``
/// for one, a spacer is one blank line.
///
/// ```swift
/// HStack {
///     Button("< Lists", action: "back")
///     Spacer()
///     Button("Edit", action: "edit")
/// }
/// ```
public struct Spacer: View {
  /// The fewest columns it takes in a row.
  let minLength: Int

  /// A spacer.
  public init() {
    minLength = 0
  }

  /// A spacer at least `minLength` points long (whole columns of 8 points, in a row).
  public init(minLength: CGFloat?) {
    self.minLength = minLength.map(Points.columns) ?? 0
  }

  /// One empty line: the stack that holds it gives it its share of the space.
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    [RenderedLine()]
  }

  /// None at least, none ideally, as many as the row leaves over.
  public func layoutWidths(offered width: Int, in context: RenderContext) -> LayoutWidths {
    LayoutWidths(minimum: minLength, ideal: minLength, maximum: nil)
  }

  /// `columns` shared among `count` spacers: equal shares, the remainder one column each
  /// to the last spacers, so a view between two spacers leans left, as centring does.
  static func share(_ columns: Int, among count: Int) -> [Int] {
    guard count > 0 else { return [] }
    let share = max(0, columns) / count
    let remainder = max(0, columns) % count
    return (0..<count).map { share + ($0 >= count - remainder ? 1 : 0) }
  }
}
