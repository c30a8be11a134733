import Foundation

/// Lengths as SwiftUI gives them, in points, as mvcs draws them, in terminal cells: a column is
/// 8 points wide and a line 16 points tall, and a length takes the whole cells it covers.
///
/// ```swift
/// Text("Total").padding()               // 16 points: two columns each side, a line above and below
/// VStack(spacing: 20) { … }             // one blank line between views
/// Text(name).frame(width: 120)          // fifteen columns
/// ```
///
/// So a layout written for an iPhone keeps its proportions in a terminal: an iPhone's 390
/// points across are 48 columns.
enum Points {
  /// Points in one column.
  static let perColumn: CGFloat = 8
  /// Points in one line.
  static let perLine: CGFloat = 16

  /// The whole columns `points` covers; `.infinity` is as many as there are.
  static func columns(_ points: CGFloat) -> Int {
    cells(points, per: perColumn)
  }

  /// The whole lines `points` covers; `.infinity` is as many as there are.
  static func lines(_ points: CGFloat) -> Int {
    cells(points, per: perLine)
  }

  private static func cells(_ points: CGFloat, per size: CGFloat) -> Int {
    guard points.isFinite else { return points > 0 ? Int.max : 0 }
    let cells = (points / size).rounded(.down)
    return cells >= CGFloat(Int.max / 2) ? Int.max / 2 : max(0, Int(cells))
  }
}
