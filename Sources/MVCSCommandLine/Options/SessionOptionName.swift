/// The long names of the options that open a session, the one list both parsers read:
/// ArgumentParser's declarations in ``SessionOptions`` and ``RootCommand`` name their options
/// from it, and the ``QuickSessionReader`` recognises exactly these.
///
/// ```swift
/// import ArgumentParser
///
/// @Option(name: .customLong(SessionOptionName.width.rawValue)) var width: Int?
/// SessionOptionName(flag: "--width")   // .width
/// ```
enum SessionOptionName: String, CaseIterable, Sendable {
  case app, width, height, store
  case set = "set"
  case locale
  case color

  /// As typed: `--width`.
  var flag: String { "--" + rawValue }

  /// The option `flag` (`--width`) names; nil for anything else.
  init?(flag: Substring) {
    guard flag.hasPrefix("--") else { return nil }
    self.init(rawValue: String(flag.dropFirst(2)))
  }

  /// Whether the option may be given more than once, each adding a value.
  var isRepeatable: Bool { self == .set }
}
