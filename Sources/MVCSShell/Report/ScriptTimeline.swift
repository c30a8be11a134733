/// What happened in one script's run, step by step, for the HTML report (`mvcs run --report`):
/// each command as written, what it printed, how it was judged, the lifecycle events,
/// actions and store writes it caused, what the app printed (its console), the app's clock
/// after it, and the screen after it.
///
/// A timeline is plain data (`Codable`), so it crosses from a worker to the runner inside a
/// ``ScriptResult``, and is kept in a shard's blob for `mvcs merge-reports`. Everything in it
/// is bounded: each step keeps at most ``maximumOutputLines`` lines of at most
/// ``maximumLineLength`` characters, ``maximumEvents`` events, and the whole timeline about
/// ``maximumCharacters`` characters; what is left out is counted, and the page says so.
/// Text in it has its control characters escaped, as the terminal shows it.
///
/// ```swift
/// var runner = ScriptRunner(app: TodoApp(), apps: BuiltInApps.all)
/// runner.recordsTimeline = true
/// let result = await runner.run(file: "Scripts/todo/items.mvcs")
/// result.timeline?.steps[3].command  // "tap Create"
/// ```
public struct ScriptTimeline: Sendable, Codable, Equatable {
  /// How a step came out.
  public enum Verdict: String, Sendable, Codable {
    /// It ran as the script expected.
    case passed
    /// Its output differed from its expected block.
    case mismatch
    /// It failed: an unexpected error, a `!` step that succeeded, a non-zero `exit`.
    case failed
    /// The script stopped before it.
    case notRun
  }

  /// One entry of the lifecycle log a step caused.
  public struct Event: Sendable, Codable, Equatable {
    /// What kind of entry it is, for the page to set actions and store writes apart.
    public enum Kind: String, Sendable, Codable {
      /// A view controller's lifecycle callback, containment or presentation.
      case lifecycle
      /// An action ran, by a button or by `call`.
      case action
      /// An event delivered or a note the app wrote.
      case note
      /// A store changed.
      case store
    }

    /// What kind of entry it is.
    public var kind: Kind
    /// The entry as `log` prints it.
    public var text: String

    /// An entry of `kind` reading `text`.
    public init(kind: Kind, text: String) {
      self.kind = kind
      self.text = text
    }
  }

  /// One command of the script and what came of it.
  public struct Step: Sendable, Codable, Equatable {
    /// The line the command starts on, in ``ScriptTimeline/file``.
    public var line: Int
    /// The command as written, its lines joined by line breaks, leading blanks removed.
    public var command: String
    /// Whether the script marks the command `!`: it must fail.
    public var mustFail: Bool
    /// How it came out.
    public var verdict: Verdict
    /// What it printed, its error's lines included for a `!` step, as the run judged it.
    public var output: [String] = []
    /// Lines of output left out beyond ``ScriptTimeline/maximumOutputLines``.
    public var outputLinesLeftOut = 0
    /// The expected block, if the step has one.
    public var expected: [String]?
    /// What the run reported about this step: located errors, `output differs` and the diff.
    public var problems: [String] = []
    /// The lifecycle events, actions, notes and store writes the step caused, in order.
    public var events: [Event] = []
    /// Events left out beyond ``ScriptTimeline/maximumEvents``, or because the log no longer
    /// held them.
    public var eventsLeftOut = 0
    /// What the app printed while the step ran: its console's lines, apart from the output.
    public var console: [String] = []
    /// Lines of the console left out beyond ``ScriptTimeline/maximumOutputLines``.
    public var consoleLinesLeftOut = 0
    /// The app's clock after the step, ISO 8601 in UTC.
    public var clock: String?
    /// The screen after the step, an index into ``ScriptTimeline/screens``; nil when the run
    /// did not draw it (see ``ScriptRunner/recordsTimeline``).
    public var screen: Int?
    /// When the run did not draw the screen after the step: the index of the later step
    /// whose command changed the app before anything drew it.
    public var screenChangedBy: Int?
    /// Whether the step's details were left out because the timeline was full.
    public var detailsLeftOut = false
  }

  /// The script's path, as the run named it.
  public var file: String
  /// Every step of the script in order, those not run included, up to ``maximumSteps``.
  public var steps: [Step] = []
  /// How many steps the script has beyond ``maximumSteps``.
  public var stepsLeftOut = 0
  /// How many columns wide the screens were drawn.
  public var columns: Int?
  /// The distinct lines of every screen, as a terminal prints them with colour on (styles
  /// as SGR escapes, which the page turns back into styles).
  public var screenLines: [String] = []
  /// The distinct screens the steps show, each its lines as indices into ``screenLines``:
  /// from one step to the next most lines stay as they were (the title, the dividers, most
  /// rows), so each is kept once.
  public var screens: [[Int]] = []

  /// The most steps a timeline keeps.
  public static let maximumSteps = 10_000
  /// The most characters of a command a step keeps.
  public static let maximumCommandLength = 500
  /// The most lines of output a step keeps.
  public static let maximumOutputLines = 1_000
  /// The most characters a kept line keeps.
  public static let maximumLineLength = 2_000
  /// The most events a step keeps.
  public static let maximumEvents = 500
  /// The most lines a screen keeps (a screen is as tall as `--height`, up to 10,000).
  public static let maximumScreenLines = 1_000
  /// About how many characters of output, events and screens a timeline holds: 4 Mi.
  ///
  /// Beyond it, later steps keep only their command and verdict. With the commands (at most
  /// ``maximumSteps`` of ``maximumCommandLength``), a worker's answer stays well under its
  /// line limit.
  public static let maximumCharacters = 4 << 20

  /// An empty timeline of the script `file`.
  public init(file: String) {
    self.file = file
  }

  /// The lines of screen `index`.
  public func screen(_ index: Int) -> [String] {
    screens[index].map { screenLines[$0] }
  }

  /// The step that stopped the script or first went wrong, if any.
  public var firstProblem: Int? {
    steps.firstIndex { $0.verdict == .mismatch || $0.verdict == .failed }
  }
}

extension ScriptTimeline.Step {
  /// `text` kept within ``ScriptTimeline/maximumLineLength`` characters, with a note of how
  /// many more there were.
  static func capped(_ text: String, at limit: Int = ScriptTimeline.maximumLineLength) -> String {
    guard text.utf8.count > limit, text.count > limit else { return text }
    return String(text.prefix(limit)) + " … (\(text.count - limit) more characters not kept)"
  }
}

// Lists of lines are kept in JSON as one string, joined by line feeds (no line holds one:
// their control characters are escaped), and empty or zero fields are left out: a
// worker's answer is encoded and decoded once more for each value it holds, and a
// timeline holds thousands of lines and events.

extension ScriptTimeline {
  private enum CodingKeys: String, CodingKey {
    case file, columns, steps, stepsLeftOut, screenLines, screens
  }

  /// Reads a timeline as ``encode(to:)`` writes it.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    file = try container.decode(String.self, forKey: .file)
    columns = try container.decodeIfPresent(Int.self, forKey: .columns)
    steps = try container.decode([Step].self, forKey: .steps)
    stepsLeftOut = try container.decodeIfPresent(Int.self, forKey: .stepsLeftOut) ?? 0
    screenLines = try container.decodeLines(forKey: .screenLines)
    screens =
      try container.decodeIfPresent([String].self, forKey: .screens)?.map { screen in
        screen.split(separator: ",").compactMap { Int($0) }
      } ?? []
  }

  /// Writes the timeline: the screens' lines as one string, each screen as its lines'
  /// indices, `0,1,2,5`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(file, forKey: .file)
    try container.encodeIfPresent(columns, forKey: .columns)
    try container.encode(steps, forKey: .steps)
    if stepsLeftOut > 0 { try container.encode(stepsLeftOut, forKey: .stepsLeftOut) }
    try container.encodeLines(screenLines, forKey: .screenLines)
    if !screens.isEmpty {
      try container.encode(screens.map { $0.map(String.init).joined(separator: ",") }, forKey: .screens)
    }
  }
}

extension ScriptTimeline.Step {
  private enum CodingKeys: String, CodingKey {
    case line, command, mustFail, verdict, output, outputLinesLeftOut, expected, problems, events, eventsLeftOut
    case console, consoleLinesLeftOut, clock, screen, screenChangedBy, detailsLeftOut
  }

  /// A step of the command on `line`, not yet run.
  public init(line: Int, command: String, mustFail: Bool, verdict: ScriptTimeline.Verdict) {
    self.line = line
    self.command = command
    self.mustFail = mustFail
    self.verdict = verdict
  }

  /// Reads a step as ``encode(to:)`` writes it.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    line = try container.decode(Int.self, forKey: .line)
    command = try container.decode(String.self, forKey: .command)
    mustFail = try container.decodeIfPresent(Bool.self, forKey: .mustFail) ?? false
    verdict = try container.decode(ScriptTimeline.Verdict.self, forKey: .verdict)
    output = try container.decodeLines(forKey: .output)
    outputLinesLeftOut = try container.decodeIfPresent(Int.self, forKey: .outputLinesLeftOut) ?? 0
    expected = container.contains(.expected) ? try container.decodeLines(forKey: .expected) : nil
    problems = try container.decodeLines(forKey: .problems)
    events = try container.decodeLines(forKey: .events).map { line in
      let kind = line.first.flatMap { ScriptTimeline.Event.Kind(letter: $0) } ?? .note
      return ScriptTimeline.Event(kind: kind, text: String(line.dropFirst()))
    }
    eventsLeftOut = try container.decodeIfPresent(Int.self, forKey: .eventsLeftOut) ?? 0
    console = try container.decodeLines(forKey: .console)
    consoleLinesLeftOut = try container.decodeIfPresent(Int.self, forKey: .consoleLinesLeftOut) ?? 0
    clock = try container.decodeIfPresent(String.self, forKey: .clock)
    screen = try container.decodeIfPresent(Int.self, forKey: .screen)
    screenChangedBy = try container.decodeIfPresent(Int.self, forKey: .screenChangedBy)
    detailsLeftOut = try container.decodeIfPresent(Bool.self, forKey: .detailsLeftOut) ?? false
  }

  /// Writes a step: its lists of lines as strings, each event as a line that starts with
  /// its kind's letter (`a/lists action add`), nothing for what is empty or zero.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(line, forKey: .line)
    try container.encode(command, forKey: .command)
    if mustFail { try container.encode(mustFail, forKey: .mustFail) }
    try container.encode(verdict, forKey: .verdict)
    try container.encodeLines(output, forKey: .output)
    if outputLinesLeftOut > 0 { try container.encode(outputLinesLeftOut, forKey: .outputLinesLeftOut) }
    if let expected { try container.encode(expected.joined(separator: "\n"), forKey: .expected) }
    try container.encodeLines(problems, forKey: .problems)
    try container.encodeLines(events.map { String($0.kind.letter) + $0.text }, forKey: .events)
    if eventsLeftOut > 0 { try container.encode(eventsLeftOut, forKey: .eventsLeftOut) }
    try container.encodeLines(console, forKey: .console)
    if consoleLinesLeftOut > 0 { try container.encode(consoleLinesLeftOut, forKey: .consoleLinesLeftOut) }
    try container.encodeIfPresent(clock, forKey: .clock)
    try container.encodeIfPresent(screen, forKey: .screen)
    try container.encodeIfPresent(screenChangedBy, forKey: .screenChangedBy)
    if detailsLeftOut { try container.encode(detailsLeftOut, forKey: .detailsLeftOut) }
  }
}

extension ScriptTimeline.Event.Kind {
  /// The kind's letter in JSON.
  var letter: Character {
    switch self {
    case .lifecycle: "l"
    case .action: "a"
    case .note: "n"
    case .store: "s"
    }
  }

  init?(letter: Character) {
    switch letter {
    case "l": self = .lifecycle
    case "a": self = .action
    case "n": self = .note
    case "s": self = .store
    default: return nil
    }
  }
}

extension KeyedEncodingContainer {
  /// Writes `lines` as one string joined by line feeds; nothing for no lines.
  fileprivate mutating func encodeLines(_ lines: [String], forKey key: Key) throws {
    guard !lines.isEmpty else { return }
    try encode(lines.joined(separator: "\n"), forKey: key)
  }
}

extension KeyedDecodingContainer {
  /// The lines ``KeyedEncodingContainer/encodeLines(_:forKey:)`` wrote; none when absent.
  fileprivate func decodeLines(forKey key: Key) throws -> [String] {
    guard let text = try decodeIfPresent(String.self, forKey: key) else { return [] }
    return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }
}
