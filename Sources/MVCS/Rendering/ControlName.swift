import Foundation

/// The name a control keeps while its value changes, for a label that shows the value: a
/// stepper labelled `8 hours` is found as `hours` too, and coverage and `explore` know it by
/// that name whatever the hours are.
///
/// ```swift
/// ControlName.label("8 hours", shows: "8.0", number: 8)           // true
/// ControlName.withoutValue("Tip: 20%", value: "20%", number: 20)  // "Tip"
/// ```
///
/// The label shows the value when it holds the value's text, or a number equal to the value
/// (`8` for `8.0`, `1,234.5` for 1234.5), whole: not inside a longer number or word, so the
/// value 1 is not the `1` of `10 minutes`. Without it, the label is what comes before the value
/// when that ends with a colon (`Goal: 21 days` is `Goal`), else what is left around the
/// value, its spaces and punctuation at either end trimmed; a label that is the value alone
/// keeps its whole text.
///
/// A stepper keeps one name whatever it holds (``steppedName(_:value:number:)``): its label
/// without the value, or, when the label does not show the value, without the numbers it
/// shows (a stepper that moves an index, or runs closures of its own, shows a number that is
/// not its value: `10 questions`); when nothing is left, `stepper`.
enum ControlName {
  /// The name a stepper labelled `label`, holding `text` (`number`), keeps while its value
  /// changes.
  ///
  /// ```swift
  /// ControlName.steppedName("8 hours", value: "8", number: 8)        // "hours"
  /// ControlName.steppedName("10 questions", value: "1", number: 1)   // "questions"
  /// ControlName.steppedName("12", value: "12", number: 12)           // "stepper"
  /// ```
  static func steppedName(_ label: String, value text: String, number: Double?) -> String {
    let name: String
    if self.label(label, shows: text, number: number) {
      let without = withoutValue(label, value: text, number: number)
      name = without == label ? "" : without
    } else {
      name = withoutNumbers(label)
    }
    return name.isEmpty ? steppedFallback : name
  }

  /// What a stepper whose label is nothing but numbers is called: what it is.
  static let steppedFallback = "stepper"

  /// `label` without the numbers it holds as words of their own, and the spaces and
  /// punctuation left at its ends: `Up to 12` is `Up to`, `x2` keeps its `2`.
  static func withoutNumbers(_ label: String) -> String {
    guard label.contains(where: \.isNumber) else { return label }
    let words = label.split(separator: " ", omittingEmptySubsequences: true).filter { word in
      let core = word.trimmingCharacters(in: CharacterSet.punctuationCharacters.union(.symbols))
      return !(core.first?.isNumber == true && core.allSatisfy { $0.isNumber || $0 == "." || $0 == "," })
    }
    return words.joined(separator: " ").trimmingCharacters(
      in: CharacterSet.whitespaces.union(.punctuationCharacters))
  }

  /// Whether `label` shows `value` (written as `text`).
  static func label(_ label: String, shows text: String, number: Double?) -> Bool {
    valueRange(in: label, text: text, number: number) != nil
  }

  /// `label` without the value it shows, or `label` when it shows none.
  static func withoutValue(_ label: String, value text: String, number: Double?) -> String {
    guard let range = valueRange(in: label, text: text, number: number) else { return label }
    // `Goal: 21 days` is the goal: what comes before a colon names what the value is.
    let before = label[..<range.lowerBound].trimmingCharacters(in: .whitespaces)
    if before.hasSuffix(":"), before.count > 1 { return String(before.dropLast()) }
    var rest = label
    rest.replaceSubrange(range, with: " ")
    let trimmed = rest.trimmingCharacters(in: CharacterSet.whitespaces.union(.punctuationCharacters))
      .split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    return trimmed.isEmpty ? label : trimmed
  }

  /// Where `label` shows the value: its text, or a number equal to it, whole.
  private static func valueRange(in label: String, text: String, number: Double?) -> Range<String.Index>? {
    if !text.isEmpty, let range = wholeRange(of: text, in: label) { return range }
    guard let number else { return nil }
    var index = label.startIndex
    while index < label.endIndex {
      guard
        label[index].isNumber
          || (label[index] == "-" && label.index(after: index) < label.endIndex
            && label[label.index(after: index)].isNumber)
      else {
        index = label.index(after: index)
        continue
      }
      var end = label.index(after: index)
      while end < label.endIndex, label[end].isNumber || label[end] == "." || label[end] == "," {
        end = label.index(after: end)
      }
      // A trailing separator ends the sentence, not the number.
      var numberEnd = end
      while numberEnd > index, [".", ","].contains(label[label.index(before: numberEnd)]) {
        numberEnd = label.index(before: numberEnd)
      }
      let digits = label[index..<numberEnd].replacingOccurrences(of: ",", with: "")
      if let read = Double(digits), read == number { return index..<numberEnd }
      index = end
    }
    return nil
  }

  /// The first place `label` holds `text` as a token of its own, not inside a longer number
  /// or word: `1` is not in `10 minutes` nor in `1.5`, `cup` is not in `cups`; `8` is in `8h`.
  private static func wholeRange(of text: String, in label: String) -> Range<String.Index>? {
    guard let first = text.first, let last = text.last else { return nil }
    var start = label.startIndex
    while let range = label.range(of: text, range: start..<label.endIndex) {
      let before = range.lowerBound > label.startIndex ? label.index(before: range.lowerBound) : nil
      let joinedBefore = before.map { before in
        joined(label[before], first)
          || (first.isNumber && [".", ","].contains(label[before]) && before > label.startIndex
            && label[label.index(before: before)].isNumber)
      }
      let after = range.upperBound < label.endIndex ? range.upperBound : nil
      let joinedAfter = after.map { after in
        let next = label.index(after: after)
        return joined(last, label[after])
          || (last.isNumber && [".", ","].contains(label[after]) && next < label.endIndex && label[next].isNumber)
      }
      if joinedBefore != true, joinedAfter != true { return range }
      start = label.index(after: range.lowerBound)
    }
    return nil
  }

  /// Whether `left` then `right` are one token's: two digits, or two letters.
  private static func joined(_ left: Character, _ right: Character) -> Bool {
    (left.isNumber && right.isNumber) || (left.isLetter && right.isLetter)
  }
}
