/// How `tap`, `fill` and `select` find what a user names on a screen of layers: the topmost
/// layer with a match wins, as a user's tap lands on the modal above what it covers.
enum LayeredSearch {
  /// The matches in the topmost layer that has any; nil when no layer has one.
  static func firstMatches<Element>(in layers: [[Element]], where isMatch: (Element) -> Bool) -> [Element]? {
    for layer in layers {
      let matches = layer.filter(isMatch)
      if !matches.isEmpty { return matches }
    }
    return nil
  }

  /// The error for a name that matches nothing: the closest name, and what there is.
  ///
  /// ```text
  /// error: no button 'Delet' on the screen
  ///   hint: did you mean 'Delete'? Buttons on the screen: 'Done', 'Delete'
  /// ```
  static func notFound(_ word: Word, kind: String, place: String, names: [String]) -> ShellError {
    ShellError(
      "no \(kind) '\(word.text.escapingControlCharacters)' on \(place)", at: word.location,
      hint: names.isEmpty
        ? "\(place) shows no \(kind)s"
        : Suggestions.hint(for: word.text, among: names, listing: "\(kind)s on \(place)"))
  }
}
