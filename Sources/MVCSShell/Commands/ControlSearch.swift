import MVCS

/// How the verbs that act on controls find the one a user names: one search for every kind.
///
/// Only the window's topmost layer is searched, as a user's touch lands on the modal that
/// covers what presented it (a sheet, an alert, a dialog takes every touch until it is
/// dismissed, as on iOS): a control under it is an error that says so and how to close the
/// modal. A control is named by its label, by its placeholder, or as `#N`, the N-th of the
/// verb's controls on that layer. What the window does not show cannot be touched: a match
/// out of view is an error that says where it is and how to bring it into view; a name that
/// matches nothing is an error with the closest names; several matches are an error that says
/// where each is.
///
/// ```swift
/// let search = ControlSearch<ToggleSwitch>(session: session, noun: "toggle")
/// let (toggle, input) = try search.find(labelWord)  // the one toggle labelled so, in view and enabled
/// ```
@MainActor
struct ControlSearch<Input> {
  /// The session whose screen is searched.
  let session: Session
  /// What the verb calls the controls it acts on, in messages: `button`, `field`.
  let noun: String
  /// Only controls drawn by this view controller or below it, when set (`tap PATH LABEL`).
  var scope: ViewController?
  /// How a duplicate can be narrowed besides `#N`, for the hint: "`tap PATH Done`".
  var narrowing: ((String) -> String)?
  /// Which of the controls driven by `Input` the verb acts on; all of them by default.
  let accepts: (VisibleControl) -> Bool

  /// A search for the controls driven by `Input` (and, of those, the ones `accepts`), which
  /// messages call `noun`s.
  init(
    session: Session, noun: String, scope: ViewController? = nil, narrowing: ((String) -> String)? = nil,
    accepts: @escaping (VisibleControl) -> Bool = { _ in true }
  ) {
    self.session = session
    self.noun = noun
    self.scope = scope
    self.narrowing = narrowing
    self.accepts = accepts
  }

  /// The control on the window named `label`, topmost first, for Tab to complete what
  /// follows it (a picker's options); nil when there is none.
  func control(named label: String) -> VisibleControl? {
    layers(of: session.screen()).joined().first { $0.names.contains(label) }
  }

  /// The verb's controls a user can touch on `screen`: the topmost layer's, as one layer.
  func layers(of screen: Screen) -> [[VisibleControl]] {
    [controls(of: screen.touchableLayer)]
  }

  /// The verb's controls `layer` draws.
  private func controls(of layer: RenderedScreen) -> [VisibleControl] {
    layer.controls.filter { $0.control.input is Input && accepts($0) && (scope.map($0.owner.isWithin) ?? true) }
  }

  /// The one control `word` names on the window, with its input: enabled, unless
  /// `requiringEnabled` is false (to read it); a located error otherwise.
  func find(_ word: Word, requiringEnabled: Bool = true) throws(ShellError) -> (
    control: VisibleControl, input: Input
  ) {
    let found = try locate(word, requiringEnabled: requiringEnabled)
    return (found.control, found.input)
  }

  /// The control `word` names, as ``find(_:requiringEnabled:)`` finds it, with where it
  /// stands: its layer and its position there, what tells apart two controls of one name
  /// (the steppers of a `ForEach`'s rows).
  func locate(_ word: Word, requiringEnabled: Bool = true) throws(ShellError) -> (
    control: VisibleControl, input: Input, spot: (layer: Int, position: Int)
  ) {
    let name = word.text
    var spot = (layer: 0, position: 0)
    let place = scope?.path ?? "the screen"
    let layers = layers(of: session.screen())
    let topmost = layers.firstIndex { !$0.isEmpty }
    let control: VisibleControl
    if let (layer, positions) = Self.firstMatches(in: layers, named: name) {
      guard positions.count == 1 else {
        throw duplicates(positions.map { layers[layer][$0] }, named: word, positions: layer == topmost ? positions : [])
      }
      control = layers[layer][positions[0]]
      spot = (layer, positions[0])
    } else if let index = Self.position(name) {
      guard let topmost, layers[topmost].indices.contains(index) else {
        let count = topmost.map { layers[$0].count } ?? 0
        throw ShellError(
          "no \(noun) \(name) on \(place)", at: word.location,
          hint: count == 0 ? "\(place) shows no \(noun)s" : "valid: #0–#\(count - 1)")
      }
      control = layers[topmost][index]
      spot = (topmost, index)
    } else {
      let screen = session.screen()
      // Seen under the modal on top, which takes every touch until it is dismissed.
      for covered in screen.coveredLayersTopFirst {
        if let under = controls(of: covered).first(where: { $0.names.contains(name) }) {
          throw Self.covered(
            "\(noun) '\(under.label.escapingControlCharacters)' of \(under.owner.path)", by: screen, at: word.location)
        }
      }
      // Drawn but out of view: say where, at the cost of drawing everything once.
      let everything = self.layers(of: session.fullRenderer.renderScreen(session.root)).joined()
      if let hidden = everything.first(where: { $0.names.contains(name) }) {
        throw OutOfView.error(
          "\(noun) '\(hidden.label.escapingControlCharacters)' of \(hidden.owner.path)", drawnBy: hidden.owner,
          session: session, at: word.location)
      }
      let labeled = layers.joined().map { (label: $0.label, place: $0.owner.path) }
      throw ShellError(
        "no \(noun) '\(name.escapingControlCharacters)' on \(place)", at: word.location,
        hint: labeled.isEmpty
          ? "\(place) shows no \(noun)s"
          : Suggestions.hint(for: name, amongLabeled: labeled, listing: "\(noun)s on \(place)"))
    }
    guard control.isEnabled || !requiringEnabled, let input = control.control.input as? Input else {
      throw ShellError(
        "\(noun) '\(control.label.escapingControlCharacters)' of \(control.owner.path) is disabled",
        at: word.location)
    }
    return (control, input, spot)
  }

  /// What Tab offers for a label: the labels on the window that start with `prefix`, of
  /// enabled controls unless `includingDisabled`, topmost first, each once, quoted as typed.
  func completions(prefix: String, includingDisabled: Bool = false) -> [String] {
    var seen = Set<String>()
    return layers(of: session.screen()).joined().filter { $0.isEnabled || includingDisabled }.map(\.label)
      .filter { $0.hasPrefix(prefix) && seen.insert($0).inserted }
      .map(CompletionRequest.quoted)
  }

  /// The error for `what`, seen under the modal on top of `screen`, which takes every touch.
  static func covered(_ what: String, by screen: Screen, at location: SourceLocation?) -> ShellError {
    let modal = screen.modals.last
    let title = modal.map { ($0.title ?? $0.name).escapingControlCharacters } ?? "a modal"
    return ShellError(
      "\(what) is under the modal '\(title)'", at: location,
      hint: "a modal takes every touch until it is closed: tap one of its buttons, or `dismiss` it")
  }

  /// The topmost layer with controls named `name`, and their positions in it; nil when no
  /// layer has one.
  private static func firstMatches(in layers: [[VisibleControl]], named name: String) -> (Int, [Int])? {
    for (layer, controls) in layers.enumerated() {
      let positions = controls.indices.filter { controls[$0].names.contains(name) }
      if !positions.isEmpty { return (layer, positions) }
    }
    return nil
  }

  /// N for a word `#N`.
  private static func position(_ text: String) -> Int? {
    guard text.hasPrefix("#"), text.count > 1 else { return nil }
    return Int(text.dropFirst())
  }

  /// The error for a name that several controls answer to, saying where each is and, when
  /// they are on the topmost layer with controls, their positions.
  private func duplicates(_ matches: [VisibleControl], named word: Word, positions: [Int]) -> ShellError {
    var ways: [String] = []
    if let narrowing { ways.append("narrow it with `\(narrowing(word.text))`") }
    if !positions.isEmpty { ways.append("name one by position: " + positions.map { "#\($0)" }.joined(separator: ", ")) }
    return ShellError(
      "'\(word.text.escapingControlCharacters)' matches \(matches.count) \(noun)s: "
        + matches.map(\.owner.path).joined(separator: ", "), at: word.location,
      hint: ways.isEmpty ? nil : ways.joined(separator: ", or "))
  }
}

extension ViewController {
  /// Whether this view controller is `ancestor` or lies below it in paths; O(depth).
  func isWithin(_ ancestor: ViewController) -> Bool {
    var node: ViewController? = self
    while let current = node {
      if current === ancestor { return true }
      node = current.pathParent
    }
    return false
  }
}
