extension String {
  /// Whether `other` occurs in this string byte for byte (in UTF-8): the standard library's
  /// search, for the labels and clues a walk matches at every step.
  ///
  /// ```swift
  /// "delete list".containsLiterally("delete")  // true
  /// ```
  ///
  /// With Foundation imported, `contains(_:)` on two strings is Foundation's, which bridges
  /// both to `NSString` at each call: about 3% of an explore step went to it.
  func containsLiterally(_ other: String) -> Bool {
    // A plain loop over the bytes: the standard library's generic `firstRange(of:)` on UTF-8
    // views was slower still, unspecialized across the module boundary.
    var text = self
    var other = other
    return text.withUTF8 { text in
      other.withUTF8 { other in
        guard other.count <= text.count else { return false }
        var start = 0
        search: while start + other.count <= text.count {
          for offset in 0..<other.count where text[start + offset] != other[offset] {
            start += 1
            continue search
          }
          return true
        }
        return false
      }
    }
  }
}
