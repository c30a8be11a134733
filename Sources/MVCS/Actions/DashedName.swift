extension String {
  /// This title as a name for an action or a view controller: lower case, words joined by
  /// `-`; `Create list` → `create-list`.
  ///
  /// How view controllers that take titles from their callers name the actions their buttons run,
  /// and themselves.
  ///
  /// ```swift
  /// Action("Create list".dashedName, summary: "Creates a list") { _ in createList() }
  /// ```
  public var dashedName: String {
    let words = lowercased().split { !$0.isLetter && !$0.isNumber }
    // A title of symbols only ("++") still needs a name to be called by.
    return words.isEmpty ? "action" : words.joined(separator: "-")
  }
}
