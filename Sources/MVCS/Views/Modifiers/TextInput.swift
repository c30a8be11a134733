// SwiftUI's text-input modifiers: `fill` types exactly what it is given, so each is accepted
// and changes nothing.

/// How SwiftUI capitalizes typed text; `fill` types what it is given.
public struct TextInputAutocapitalization: Sendable, Hashable {
  let name: String
  /// No capitals added.
  public static let never = TextInputAutocapitalization(name: "never")
  /// Each word capitalized.
  public static let words = TextInputAutocapitalization(name: "words")
  /// Each sentence capitalized.
  public static let sentences = TextInputAutocapitalization(name: "sentences")
  /// Every character capitalized.
  public static let characters = TextInputAutocapitalization(name: "characters")
}

/// The label of the return key; a terminal's is Enter.
public struct SubmitLabel: Sendable, Hashable {
  let name: String
  /// Done.
  public static let done = SubmitLabel(name: "done")
  /// Go.
  public static let go = SubmitLabel(name: "go")
  /// Send.
  public static let send = SubmitLabel(name: "send")
  /// Join.
  public static let join = SubmitLabel(name: "join")
  /// Route.
  public static let route = SubmitLabel(name: "route")
  /// Search.
  public static let search = SubmitLabel(name: "search")
  /// Return.
  public static let `return` = SubmitLabel(name: "return")
  /// Next.
  public static let next = SubmitLabel(name: "next")
  /// Continue.
  public static let `continue` = SubmitLabel(name: "continue")
}

/// What a submission is triggered by: text fields, or a search.
public struct SubmitTriggers: OptionSet, Sendable, Hashable {
  /// The triggers as bits.
  public let rawValue: UInt8
  /// The triggers whose bits are set in `rawValue`.
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  /// A text field's return key.
  public static let text = SubmitTriggers(rawValue: 1)
  /// A search field's return key.
  public static let search = SubmitTriggers(rawValue: 2)
}

extension View {
  /// This view; `fill` types what it is given, with no capitals added.
  public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> Self { self }
  /// This view; `fill` types what it is given, with no corrections.
  public func autocorrectionDisabled(_ disable: Bool = true) -> Self { self }
  /// This view; the return key's label is not drawn.
  public func submitLabel(_ submitLabel: SubmitLabel) -> Self { self }
  /// This view, whose text fields run `action` when return is pressed in them.
  ///
  /// The shell's `submit FIELD` presses return (`fill` types without pressing it). Said of a
  /// view holding several fields, it is each field's; said again further out, both run, the
  /// inner first, as in SwiftUI.
  ///
  /// ```swift
  /// TextField("Guess", text: $guess)
  ///   .onSubmit(addGuess)   // `submit Guess`
  /// ```
  public func onSubmit(
    of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void
  ) -> ModifiedContent<Self, EnvironmentWriter> {
    let run: @MainActor () -> Void = { action() }
    return transformEnvironment(\.submitActions) { actions in
      if triggers.contains(.text) { actions.append(run) }
    }
  }
}

extension EnvironmentValues {
  /// What pressing return in a text field here runs, innermost first (``View/onSubmit(of:_:)``).
  var submitActions: [@MainActor () -> Void] {
    get { self[SubmitActionsKey.self] }
    set { self[SubmitActionsKey.self] = newValue }
  }
}

private struct SubmitActionsKey: EnvironmentKey {
  static var defaultValue: [@MainActor () -> Void] { [] }
}
