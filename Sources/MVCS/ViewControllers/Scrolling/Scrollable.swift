/// A view controller that shows part of its content through a viewport a user scrolls, as a
/// swipe on a device does: a list's rows, a long text's lines.
///
/// The shell's `scroll` moves any of them, and `tap`, `select` and friends reach only what
/// the viewport shows:
///
/// ```swift
/// list.scroll(.down(10))        // ten rows further down
/// list.scroll(.to(500))         // row 500 at the top, or as near as the end allows
/// list.scrollPosition.shown     // 499..<535 once drawn 36 rows tall
/// ```
@MainActor
public protocol Scrollable: ViewController {
  /// What the viewport counts in, singular: `row` for a list, `line` for text.
  var scrollUnit: String { get }
  /// Where the viewport stands and what it showed when last drawn.
  var scrollPosition: ScrollPosition { get }
  /// Moves the viewport, clamped to the content.
  func scroll(_ move: ScrollMove)
}

/// One move of a viewport, as a user's swipe makes it.
///
/// ```swift
/// ScrollMove.down(3)   // three rows or lines further down
/// ScrollMove.to(40)    // the 40th, from 1, at the top
/// ```
public enum ScrollMove: Sendable, Equatable {
  /// Towards the start by this many units.
  case up(Int)
  /// Towards the end by this many units.
  case down(Int)
  /// The unit at this place, counted from 1, at the top.
  case to(Int)
  /// The start at the top.
  case top
  /// The end at the bottom.
  case bottom
  /// Towards the start by what the viewport shows.
  case pageUp
  /// Towards the end by what the viewport shows.
  case pageDown
}

/// Where a viewport stands over content counted in units, and what its last drawing showed.
///
/// ```swift
/// var position = ScrollPosition(top: 0, shown: 0..<36, count: 100_000)
/// position.top = position.target(of: .pageDown, lastTop: 99_964)  // 36
/// position.status(unit: "row")  // "rows 1–36 of 100,000"
/// ```
public struct ScrollPosition: Sendable, Equatable {
  /// The unit, from 0, at the top of the viewport.
  public var top: Int
  /// The units the last drawing showed, from 0; empty before the first drawing.
  public var shown: Range<Int>
  /// How many units the content holds.
  public var count: Int

  /// A position with `top` first, having shown `shown` of `count` units.
  public init(top: Int = 0, shown: Range<Int> = 0..<0, count: Int = 0) {
    self.top = top
    self.shown = shown
    self.count = count
  }

  /// Whether the viewport shows all the content.
  public var showsAll: Bool { shown.lowerBound == 0 && shown.upperBound >= count }

  /// The top after `move`, between 0 and `lastTop` (the last unit that can be at the top).
  ///
  /// Sums saturate: any distance typed at a prompt clamps like a far scroll, never traps.
  public func target(of move: ScrollMove, lastTop: Int) -> Int {
    let page = max(1, shown.count)
    let wanted: Int
    switch move {
    // -Int.min does not exist; Int.min up is as far up as Int.max up, as the actions have it.
    case .up(let units) where units == Int.min: wanted = 0
    case .up(let units): wanted = Self.saturating(top.subtractingReportingOverflow(units), towardsEnd: units < 0)
    case .down(let units): wanted = Self.saturating(top.addingReportingOverflow(units), towardsEnd: units > 0)
    case .to(let place): wanted = Self.saturating(place.subtractingReportingOverflow(1), towardsEnd: false)
    case .top: wanted = 0
    case .bottom: wanted = Int.max
    case .pageUp: wanted = top - page
    case .pageDown: wanted = Self.saturating(top.addingReportingOverflow(page), towardsEnd: true)
    }
    return min(max(0, wanted), max(0, lastTop))
  }

  /// The status line a viewport shows under what it shows: `rows 1–36 of 100,000`.
  public func status(unit: String) -> String {
    "\(shownRange(unit: unit)) of \(Self.grouped(count))"
  }

  /// What the viewport shows, counted from 1: `rows 1–36`.
  public func shownRange(unit: String) -> String {
    let first = shown.isEmpty ? 0 : shown.lowerBound + 1
    return "\(unit)s \(Self.grouped(first))–\(Self.grouped(shown.upperBound))"
  }

  /// `n` with its thousands grouped by commas, the same in every locale: `100,000`.
  public static func grouped(_ number: Int) -> String {
    let digits = String(number.magnitude)
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return number < 0 ? "-" + result : result
  }

  private static func saturating(_ result: (partialValue: Int, overflow: Bool), towardsEnd: Bool) -> Int {
    guard result.overflow else { return result.partialValue }
    return towardsEnd ? Int.max : Int.min
  }
}
