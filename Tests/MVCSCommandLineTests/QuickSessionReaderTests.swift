import ArgumentParser
import MVCS
import Testing

@testable import MVCSCommandLine

/// A tool with apps and settings of every kind, as ``MVCSCommandLine/run`` describes one.
private let tool = ToolDescription(
  name: "notes", version: "1.0.0", abstract: "Notes.",
  apps: [
    .init(
      name: "todo", summary: "Lists.",
      settings: [
        AppSetting("theme", .choice(["dark", "light"]), help: "Colours."),
        AppSetting("title", help: "The window's title."),
      ]),
    .init(
      name: "counter", summary: "Counts.",
      settings: [AppSetting("start", .integer, help: "The first count."), AppSetting("fast", .boolean, help: "Fast.")]),
    .init(name: "café", summary: "A name that is not ASCII.", settings: []),
  ])

/// What ArgumentParser reads from `arguments`: the shell's options, or nil when it parses
/// another command or reports an error.
private func parsedByArgumentParser(_ arguments: [String]) -> ShellLaunch? {
  ToolDescription.$current.withValue(tool) {
    guard let root = (try? RootCommand.parseAsRoot(arguments)) as? RootCommand else { return nil }
    return ShellLaunch(session: root.session.values, color: root.color)
  }
}

private func read(_ arguments: [String]) -> ShellLaunch? {
  QuickSessionReader.read(arguments, tool: tool)
}

/// Argument lists of every shape: the session options and their look-alikes, in both forms,
/// alone, repeated and mixed with subcommands, help, `--` and values that look like options.
private enum Corpus {
  static let names =
    SessionOptionName.allCases.map(\.flag) + [
      "--App", "--ap", "--apps", "--widths", "--wídth", "--set-", "-a", "-w", "-h", "--help", "help", "--version",
      "--generate-completion-script", "---completion", "--", "-", "run", "apps", "review", "mcp", "--keep-going",
      "--jobs",
    ]

  static let values = [
    "counter", "todo", "café", "cafe\u{301}", "Counter", "run", "apps", "help", "", " ", "-", "-5", "--app",
    "--width=30", "--", "5", "20", "+20", "020", " 20", "20 ", "1000", "1001", "19", "3", "2", "10000", "10001",
    "0x20", "20.0", "٢٠", "99999999999999999999", "always", "never", "auto", "Always", "theme=dark", "theme=light",
    "theme=", "theme==dark", "=dark", "theme", "start=7", "start=-7", "start=x", "fast=true", "fast=yes", "nope=1",
    "title=a=b", "title=héllo wörld", "title=📝", "title=--x", ":memory:", "/tmp/a b.sqlite", "-=", "=", "📝",
    "-\u{301}5", "\u{301}counter", "=\u{301}x", "de_DE", "de-DE", "en_US_POSIX", "ja", "xx_YY", "en_us",
  ]

  /// Every option or look-alike with every value, in both forms, and each token alone.
  static var single: [[String]] {
    var lists: [[String]] = [[]]
    for name in names {
      lists.append([name])
      for value in values {
        lists.append([name, value])
        lists.append(["\(name)=\(value)"])
      }
    }
    for value in values { lists.append([value]) }
    return lists
  }

  /// `count` lists of one to three pieces, mostly the session options with likely values.
  static func mixed(count: Int) -> [[String]] {
    // A linear congruential sequence (Knuth's MMIX constants): the same corpus on every run.
    var state: UInt64 = 13
    func below(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    let options = SessionOptionName.allCases.map(\.flag)
    return (0..<count).map { _ in
      var list: [String] = []
      for _ in 0...below(3) {
        let pool = below(10) < 8 ? options : names
        let name = pool[below(pool.count)]
        let value = values[below(values.count)]
        switch below(10) {
        case 0: list.append(name)
        case 1: list.append(value)
        case 2...5: list.append("\(name)=\(value)")
        default: list += [name, value]
        }
      }
      return list
    }
  }
}

@Suite struct QuickSessionReaderTests {
  @Test func theCommonLinesAreReadWithoutArgumentParser() throws {
    let lines: [[String]: ShellLaunch] = [
      []: ShellLaunch(),
      ["--app", "counter"]: ShellLaunch(session: SessionValues(app: "counter")),
      ["--app=café"]: ShellLaunch(session: SessionValues(app: "café")),
      ["--store", ":memory:", "--width=60", "--height", "30"]:
        ShellLaunch(session: SessionValues(width: 60, height: 30, store: ":memory:")),
      ["--set", "theme=dark", "--set=title=a=b", "--set", "theme=light"]:
        ShellLaunch(
          session: SessionValues(
            settings: [
              SettingAssignment(argument: "theme=dark")!, SettingAssignment(argument: "title=a=b")!,
              SettingAssignment(argument: "theme=light")!,
            ])),
      ["--color", "never", "--app", "todo"]: ShellLaunch(session: SessionValues(app: "todo"), color: .never),
      ["--locale", "de_DE"]: ShellLaunch(session: SessionValues(locale: "de_DE")),
      ["--locale=ja-JP", "--app", "counter"]: ShellLaunch(session: SessionValues(app: "counter", locale: "ja-JP")),
    ]
    for (arguments, expected) in lines {
      #expect(read(arguments) == expected, "\(arguments)")
      #expect(parsedByArgumentParser(arguments) == expected, "\(arguments)")
    }
  }

  @Test func whatItIsNotSureOfIsLeftToArgumentParser() {
    let declined = [
      ["--help"], ["-h"], ["help"], ["--version"], ["--generate-completion-script", "bash"], ["run", "Scripts/"],
      ["apps"], ["--app", "counter", "run"], ["--"], ["--app", "counter", "--"], ["--width", "5"],
      ["--width", "-5"], ["--app", "nope"], ["--set", "nope=1"], ["--set", "start=x"], ["--color", "blue"],
      ["--width", "20", "--width", "30"], ["--app"], ["--store", ""], ["--store", "-x"], ["--app", "--width"],
      ["--wídth", "20"], ["-w", "20"], ["--store", "-\u{301}x"], ["--locale", "xx_YY"], ["--locale", ""],
      ["--locale", "de_DE", "--locale", "fr_FR"],
    ]
    for arguments in declined {
      #expect(read(arguments) == nil, "\(arguments)")
    }
  }

  /// The proof the reader is safe: over a corpus of valid and invalid lines, whatever it
  /// reads, ArgumentParser reads the same way; the rest it declines.
  ///
  /// ArgumentParser reads each line the quick reader takes, and every third line for the
  /// share taken: its debug build costs about 10 ms a line, and reading all of 3,000 mixed
  /// lines and the single ones made this the suites' longest test (50 s of a core in CI).
  @Test func itNeverAcceptsWhatArgumentParserRejectsNorReadsAValueDifferently() {
    let corpus = Corpus.single + Corpus.mixed(count: 1000)
    var accepted = 0
    var readAsTheShell = 0
    var disagreements: [String] = []
    for (index, arguments) in corpus.enumerated() {
      let quick = read(arguments)
      let sampled = index % 3 == 0
      guard quick != nil || sampled else { continue }
      let parsed = parsedByArgumentParser(arguments)
      if sampled {
        if parsed != nil { readAsTheShell += 1 }
        if quick != nil { accepted += 1 }
      }
      guard let quick else { continue }
      if parsed != quick {
        disagreements.append("\(arguments): quick \(quick), ArgumentParser \(parsed.map { "\($0)" } ?? "rejects it")")
      }
    }
    #expect(disagreements.isEmpty, "\(disagreements.prefix(20).joined(separator: "\n"))")
    // A reader that declines everything would agree too; this one must take most of the lines
    // that open the shell (it leaves values that start with `-`, repeated options and `--`).
    #expect(accepted * 10 >= readAsTheShell * 8, "read \(accepted) of the \(readAsTheShell) lines that open the shell")
  }
}

/// `--locale`: the locale values are formatted in, checked the same way by both parsers.
@MainActor
@Suite struct LocaleOptionTests {
  @Test func aKnownLocaleIsTakenInEitherSpellingAndReachesTheSession() throws {
    for identifier in ["de_DE", "de-DE"] {
      let values = try #require(read(["--locale", identifier])).session
      let options = values.shellOptions(storage: Storage(.inMemory), commands: .standard)
      #expect(options.environment.locale.identifier == "de_DE")
      #expect(values.arguments(in: tool).suffix(2) == ["--locale", identifier])
    }
    #expect(
      SessionValues().shellOptions(storage: Storage(.inMemory), commands: .standard).environment.locale.identifier
        == "en_US")
  }

  @Test func anUnknownLocaleIsAUsageErrorThatSaysWhatToGive() {
    #expect(throws: (any Error).self) { try SessionValues(locale: "xx_YY").validate(in: tool) }
    let message = ToolDescription.$current.withValue(tool) {
      RootCommand.message(for: ValidationError("--locale: no locale 'xx_YY' is known"))
    }
    #expect(message.contains("xx_YY"))
    #expect(parsedByArgumentParser(["--locale", "xx_YY"]) == nil)
  }
}
