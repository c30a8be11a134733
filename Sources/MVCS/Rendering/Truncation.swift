extension String {
  /// This text cut to fit in `columns` display columns, ending in "…" when anything was cut.
  ///
  /// ```swift
  /// "Groceries for the week".truncated(toColumns: 10)  // "Groceries…"
  /// "日本語".truncated(toColumns: 4)  // "日…": a wide character is never split
  /// "Milk".truncated(toColumns: 10)  // "Milk"
  /// ```
  public func truncated(toColumns columns: Int) -> String {
    guard displayWidth > columns else { return self }
    guard columns > 0 else { return "" }
    var head = String(prefix(columns: columns - 1))
    // "Groceries …" reads as two words; the ellipsis belongs to the last one.
    while head.last == " " { head.removeLast() }
    return head + "…"
  }
}
