/// How an ``HStack`` shares a row's columns among its views, from the widths each asked for
/// (``LayoutWidths``), with SwiftUI's rules where they fit a terminal.
///
/// Every view first gets its ideal width (never more than the row). When the ideals do not
/// fit, views give way by ``LayoutWidths/priority``, lowest first: within one priority the
/// widest gives way first, so short views such as an amount or a count keep their width
/// while a long title is cut. When the ideals leave columns over, the views that can grow
/// share them evenly, the odd columns going to the last. Costs O(views × log(width)).
///
/// ```swift
/// RowLayout.widths(for: [titleWidths, spacerWidths, amountWidths], in: 20)  // [11, 0, 7]: title 250 ideal, amount 7
/// ```
enum RowLayout {
  /// The width of each view of `views` in `columns`; when they do not fit even at their
  /// minimums, the last views get 0, as many as must.
  static func widths(for views: [LayoutWidths], in columns: Int) -> [Int] {
    let columns = max(0, columns)
    var widths = views.map { min($0.ideal, columns) }
    var excess = widths.reduce(0, +) - columns
    if excess <= 0 {
      grow(&widths, views: views, by: -excess)
      return widths
    }
    for priority in Set(views.map(\.priority)).sorted() where excess > 0 {
      let members = views.indices.filter { views[$0].priority == priority }
      excess -= shrink(&widths, minimums: views.map(\.minimum), members: members, by: excess)
    }
    // Still too wide at every minimum: the views at the end are left out, whole.
    var index = widths.count - 1
    while excess > 0, index >= 0 {
      excess -= widths[index]
      widths[index] = 0
      index -= 1
    }
    return widths
  }

  /// Takes up to `excess` columns from `members`, widest first, none below its minimum;
  /// returns how many it took.
  private static func shrink(_ widths: inout [Int], minimums: [Int], members: [Int], by excess: Int) -> Int {
    func taken(atCap cap: Int) -> Int {
      members.reduce(0) { $0 + max(0, widths[$1] - max(minimums[$1], cap)) }
    }
    let most = taken(atCap: 0)
    guard most > 0 else { return 0 }
    guard most > excess else {
      for member in members { widths[member] = min(widths[member], minimums[member]) }
      return most
    }
    // The highest cap that frees enough columns: cutting every member to it frees at least
    // `excess`, and a cap one higher would not.
    var low = 0
    var high = members.map { widths[$0] }.max() ?? 0
    while low < high {
      let middle = (low + high + 1) / 2
      if taken(atCap: middle) >= excess { low = middle } else { high = middle - 1 }
    }
    var surplus = taken(atCap: low) - excess
    for member in members {
      let capped = max(minimums[member], low)
      // Those cut to the cap get back the columns freed beyond need, the first ones first.
      if widths[member] > capped, capped == low, surplus > 0 {
        widths[member] = capped + 1
        surplus -= 1
      } else {
        widths[member] = min(widths[member], capped)
      }
    }
    return excess
  }

  /// Shares `extra` columns among the views that can grow, evenly, each up to its maximum,
  /// the odd columns going to the last.
  private static func grow(_ widths: inout [Int], views: [LayoutWidths], by extra: Int) {
    let growing = views.indices.filter { views[$0].canGrow }
    guard extra > 0, !growing.isEmpty else { return }
    func given(atLevel level: Int) -> Int {
      growing.reduce(0) { total, index in
        total + max(0, min(views[index].maximum ?? Int.max, level) - widths[index])
      }
    }
    // The lowest level that uses every extra column, or all the views can take.
    var low = 0
    var high = (widths.max() ?? 0) + extra
    guard given(atLevel: high) >= extra else {
      for index in growing { widths[index] = max(widths[index], min(views[index].maximum ?? Int.max, high)) }
      return
    }
    while low < high {
      let middle = (low + high) / 2
      if given(atLevel: middle) >= extra { high = middle } else { low = middle + 1 }
    }
    var surplus = given(atLevel: low) - extra
    for index in growing {
      let target = max(widths[index], min(views[index].maximum ?? Int.max, low))
      // Raised to the level: the first ones give back what is beyond the extra.
      if target == low, target > widths[index], surplus > 0 {
        widths[index] = low - 1
        surplus -= 1
      } else {
        widths[index] = target
      }
    }
  }
}
