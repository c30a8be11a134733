import MVCS

/// One step of an exploration: the shell line it runs, split where it types a value, so
/// shrinking can try a simpler one.
///
/// ```swift
/// ExploreStep(command: "fill Title", value: "Milk").line  // "fill Title Milk"
/// ```
public struct ExploreStep: Sendable, Codable, Equatable, Hashable {
  /// The line up to the value it types: `fill Title`, or the whole line.
  public var command: String
  /// The text the step types, if it types one.
  public var value: String?
  /// The same step naming its target by position (`swipe #0 Rename`), for a replay in which
  /// the name no longer finds it: shrinking drops the steps that gave rows their numbers.
  public var fallback: String?

  /// A step running `command`, then `value` as one quoted word, if given; `fallback` names
  /// the target by position.
  public init(command: String, value: String? = nil, fallback: String? = nil) {
    self.command = command
    self.value = value
    self.fallback = fallback
  }

  /// The step with the target it names by position named by each lower one, lowest first.
  ///
  /// `swipe #2 Rename` gives `swipe #0 Rename` and `swipe #1 Rename`: in its line, or else in
  /// its fallback, which a replay takes when the name no longer finds the target (so a step
  /// that names its target keeps the name where it still finds it). None when neither names
  /// a target by position.
  var lowerPositions: [ExploreStep] {
    if let lowered = Self.lowered(command) {
      return lowered.map { ExploreStep(command: $0, value: value) }
    }
    guard let fallback, let lowered = Self.lowered(fallback) else { return [] }
    return lowered.map { ExploreStep(command: command, value: value, fallback: $0) }
  }

  /// `line` with its `#N` named by each lower position, lowest first; nil when it has none.
  private static func lowered(_ line: String) -> [String]? {
    let words = line.split(separator: " ", omittingEmptySubsequences: false)
    guard let at = words.firstIndex(where: { $0.hasPrefix("#") && Int($0.dropFirst()) != nil }),
      let position = Int(words[at].dropFirst())
    else { return nil }
    return (0..<position).map { lower in
      var renamed = words
      renamed[at] = "#\(lower)"
      return renamed.joined(separator: " ")
    }
  }

  /// The line naming the target by position, with the value, if the step has one.
  public var fallbackLine: String? {
    fallback.map { fallback in value.map { fallback + " " + ExploreStep.word($0) } ?? fallback }
  }

  /// The shell line the step runs.
  public var line: String {
    guard let value else { return command }
    return command + " " + ExploreStep.word(value)
  }

  /// `text` as one word the shell's lexer reads back as `text`: bare when it can be,
  /// single-quoted otherwise, and double-quoted with escapes when it holds a control character.
  public static func word(_ text: String) -> String {
    if text.isEmpty { return "''" }
    // Printable ASCII but what the shell reads as quotes, variables, comments or separators;
    // by the bytes, since a character beyond ASCII is never bare.
    let bare = text.utf8.allSatisfy { byte in
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\\"), UInt8(ascii: "$"), UInt8(ascii: "#"),
        UInt8(ascii: "|"), UInt8(ascii: "!"), UInt8(ascii: ";"):
        false
      default: byte > 0x20 && byte < 0x7F
      }
    }
    if bare, !text.hasPrefix("-") { return text }
    let control = text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
    if !control && !text.utf8.contains(UInt8(ascii: "'")) { return "'" + text + "'" }
    var quoted = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": quoted += "\\\""
      case "\\": quoted += "\\\\"
      case "$": quoted += "\\$"
      case "\t": quoted += "\\t"
      case "\n": quoted += "\\n"
      default: quoted.unicodeScalars.append(scalar)
      }
    }
    return quoted + "\""
  }
}

/// What went wrong at a step: the kind of failure and what it said.
public struct ExploreFailure: Sendable, Codable, Equatable, Hashable, CustomStringConvertible {
  /// The kinds of failure explore looks for, each named as its reports name it.
  public enum Kind: String, Sendable, Codable, CaseIterable {
    /// The process died: a trap, a crash (found by a worker's death).
    case crash
    /// A command the screen offered failed for a reason that is not the app's own
    /// validation message: an internal error, a control drawn that cannot be acted on.
    case commandFailed = "command failed"
    /// Work that never settled: a `wait` past its timeout, a clock move past the timers one
    /// command may fire, a step past `--timeout`.
    case hang
    /// A screen that breaks the renderer's rules: a line wider than the screen, a control
    /// character on it.
    case screenRule = "screen rule"
    /// What the app stored, the rows and controls that show it, or the screen it restores,
    /// differed after a relaunch.
    case persistence = "persisted state"
    /// An invariant the app or a view controller declares did not hold.
    case invariant
    /// A model check of the stores or the controls did not hold (`ModelChecks`): an add
    /// that added two items, a delete that removed another row's, a reused key, a control
    /// that does not show what was done to it.
    case model = "model check"
    /// A toggle flipped twice, or a stepper stepped up and down, did not leave the app as
    /// it was.
    case roundTrip = "round trip"
    /// The app's reset action (`App.resetAction`) left stores unlike a fresh install's.
    case reset
    /// A mistake of the app's views SwiftUI itself warns of (`ViewFault`): a body that
    /// changes the state it reads, work after drawing that never settles, a view nested inside
    /// itself. One finding for each fault and view.
    case viewFault = "view fault"
  }

  /// The kind.
  public var kind: Kind
  /// What it said: the error's message, the rule broken, the invariant and what it found.
  public var message: String
  /// What makes failures the same bug when their messages differ; nil to tell them apart by
  /// their messages.
  ///
  /// The signature says it: `the app threw LedgerError` for every error of that type the app
  /// threw, `work never settles` for every `wait` and clock move that met timers without end.
  public var group: String?
  /// What a reproducer adds around the failing step to show the failure.
  ///
  /// Lines before it (the state it started from) and after it (what the state should be).
  /// Not part of the signature: a replay with other steps finds the same failure with other
  /// evidence.
  public var evidence: Evidence?

  /// Lines of a reproducer that show a failure no command fails by itself.
  public struct Evidence: Sendable, Codable, Equatable, Hashable {
    /// Lines before the steps that made the failure.
    public var before: [String]
    /// Lines after the failing step.
    public var after: [String]
    /// How many steps made it, the failing one last: 2 for a round trip, else 1.
    public var span: Int

    /// Evidence of `before` lines (before the last `span` steps) and `after` lines.
    public init(before: [String] = [], after: [String], span: Int = 1) {
      self.before = before
      self.after = after
      self.span = span
    }
  }

  /// A failure of `kind` saying `message`.
  public init(_ kind: Kind, _ message: String, group: String? = nil, evidence: Evidence? = nil) {
    self.kind = kind
    self.message = message
    self.group = group
    self.evidence = evidence
  }

  /// `kind: message`.
  public var description: String { "\(kind.rawValue): \(message)" }

  /// What two failures must share to be the same bug: the kind, and the group when there is
  /// one, else the message's shape (``shape(of:)``): a shorter walk names other rows, types
  /// other values and counts other things.
  public var signature: String {
    kind.rawValue + ": " + (group ?? Self.shape(of: message))
  }

  /// `message` with what differs from one occurrence of a bug to the next left out: quoted
  /// data (`'…'`, `"…"`, between backquotes, `‘…’`, `“…”`, `«…»`; an apostrophe inside a
  /// word, as in "each list's count", is not a quote), every word holding a digit (numbers,
  /// addresses such as `0x5576d5dc97fb`, process ids, `expense-12`), paths (`/lists/home`),
  /// and plurals after a number (`1 timer is` and `3 timers are` read alike).
  ///
  /// ```swift
  /// ExploreFailure.shape(of: "'Home' shows 2, its list holds 3")  // "'…' shows #, its list holds #"
  /// ```
  public static func shape(of message: String) -> String {
    var words: [String] = []
    var word = ""
    var closing: Character?
    let characters = Array(message)
    func flush() {
      if !word.isEmpty { words.append(word) }
      word = ""
    }
    for (index, character) in characters.enumerated() {
      let previous = index > 0 ? characters[index - 1] : " "
      let next = index + 1 < characters.count ? characters[index + 1] : " "
      if let close = closing {
        // A quote closes where a word ends: "it's" inside 'it's here' does not close it.
        if character == close, close != "'" || !(next.isLetter || next.isNumber) { closing = nil }
        continue
      }
      if let close = quotes[character], !(previous.isLetter || previous.isNumber) {
        flush()
        words.append("\(character)…\(close)")
        closing = close
        continue
      }
      if character.isWhitespace {
        flush()
      } else {
        word.append(character)
      }
    }
    flush()
    var shaped: [String] = []
    for word in words {
      if word.contains(where: \.isNumber) {
        if shaped.last != "#" { shaped.append("#") }
      } else if word.hasPrefix("/") {
        shaped.append("/…")
      } else if shaped.last == "#" {
        shaped.append(singular(word))
      } else {
        shaped.append(plainVerbs[word] ?? word)
      }
    }
    return shaped.joined(separator: " ")
  }

  /// Each quote that opens, and what closes it.
  private static let quotes: [Character: Character] = [
    "'": "'", "\"": "\"", "`": "`", "‘": "’", "“": "”", "«": "»",
  ]

  /// The verbs that follow a plural, as after one: `3 timers are` reads as `1 timer is`.
  private static let plainVerbs = ["are": "is", "were": "was", "have": "has"]

  /// `word` (after a number) as one: `timers` → `timer`, `matches` → `match`.
  private static func singular(_ word: String) -> String {
    var stem = Substring(word)
    let end = stem.reversed().prefix { !$0.isLetter }
    stem = stem.dropLast(end.count)
    for suffix in ["ches", "shes", "sses", "xes", "zes"] where stem.hasSuffix(suffix) {
      return String(stem.dropLast(2)) + String(end.reversed())
    }
    if stem.hasSuffix("s"), !stem.hasSuffix("ss"), stem.count > 2 { stem = stem.dropLast() }
    return String(stem) + String(end.reversed())
  }
}
