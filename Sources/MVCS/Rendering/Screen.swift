/// What the window shows now: the root with its visible children, and every presented
/// modal drawn over it in a box titled with the modal's title, the topmost last.
///
/// ```swift
/// let screen = Renderer(width: 60).renderScreen(host.root)
/// screen.text(color: false)      // the composed lines
/// screen.layers.last?.controls   // what the topmost modal offers
/// ```
@MainActor
public struct Screen {
  /// Each layer's own drawing, bottom first: the root, then the modals in order.
  public let layers: [RenderedScreen]
  /// The modals on screen, bottom first; the last is the topmost.
  public let modals: [ViewController]
  /// The layers composed: each modal box overlaid on what lies under it.
  public let lines: [RenderedLine]

  /// The lines as text, with terminal styles when `color` is true.
  public func text(color: Bool) -> [String] {
    lines.map { $0.text(color: color) }
  }

  /// The layers from the topmost down: where a user's tap lands first.
  public var layersTopFirst: [RenderedScreen] { layers.reversed() }

  /// The layer a user can touch: the topmost.
  ///
  /// A modal covers what presented it, as on iOS, where a sheet or an alert takes every touch
  /// until it is dismissed, so what lies under it is seen but cannot be touched.
  public var touchableLayer: RenderedScreen { layers[layers.count - 1] }

  /// The layers under the touchable one, from the topmost down: seen, and not touched.
  public var coveredLayersTopFirst: [RenderedScreen] { layers.dropLast().reversed() }
}

extension Renderer {
  /// The rows a modal box starts below the top of the screen, so the screen's title shows.
  static let modalTopOffset = 2
  /// The columns a modal box is inset from each side.
  static let modalInset = 2

  /// Draws the window rooted at `root`: the root, then each modal over it.
  public func renderScreen(_ root: ViewController) -> Screen {
    // Under way until the modals' work after drawing is done too: paths it reads draw nothing.
    root.drawingsUnderway += 1
    defer { root.drawingsUnderway -= 1 }
    var drawings = 1
    var screen = drawScreen(root)
    // What the drawings after the first asked for: what an endless update is named by.
    var unsettled: [ViewWorkOrigin] = []
    // A modal's views' work after drawing (onAppear, onChange) may change the screen, or
    // dismiss the modal: drawn again until it does not, a few times at most.
    while !screen.viewWork.isEmpty,
      root.renderCache.isStale || screen.screen.modals.contains(where: \.renderCache.isStale)
        || Self.modals(under: root).map(ObjectIdentifier.init) != screen.screen.modals.map(ObjectIdentifier.init)
    {
      guard drawings < Self.drawingsPerScreen else {
        root.appEnvironment?.runtime.note(.endlessUpdate(unsettled, drawings: drawings))
        break
      }
      drawings += 1
      screen = drawScreen(root)
      unsettled += screen.viewWork
    }
    return screen.screen
  }

  /// The screen drawn once, and where the work its views asked for after drawing comes from.
  private func drawScreen(_ root: ViewController) -> (screen: Screen, viewWork: [ViewWorkOrigin]) {
    let (base, baseWork) = renderNotingViewWork(root)
    var lines = base.lines
    var layers = [base]
    var viewWork = baseWork
    let modals = Self.modals(under: root)
    let boxWidth = max(8, width - 2 * Self.modalInset)
    for modal in modals {
      // The box may run one line past the window: a modal too tall for it is cut at the
      // bottom like everything else, so no closing edge pretends that all of it shows.
      let context = RenderContext(
        owner: modal, height: height.map { $0 - Self.modalTopOffset + 1 },
        keepsControlsOutOfView: keepsControlsOutOfView)
      let box = Box(titled: { modal.title ?? modal.name }) { Embed(modal) }.render(width: boxWidth, in: context)
      if context.finish() { viewWork += context.finishedViewWork }
      layers.append(RenderedScreen(lines: box, controls: context.controls, viewControllers: context.drawn))
      let top = min(Self.modalTopOffset, lines.count)
      for (index, boxLine) in box.enumerated() {
        let row = top + index
        if row >= lines.count { lines.append(RenderedLine()) }
        lines[row] = lines[row].overlaid(with: boxLine, atColumn: Self.modalInset)
      }
    }
    // The window shows its height and no more; a shorter screen is not padded.
    return (Screen(layers: layers, modals: modals, lines: Array(lines.prefix(height ?? Int.max))), viewWork)
  }

  /// The presented view controllers on screen, in presentation order: a modal comes after
  /// its presenter's, so the last one is the topmost.
  static func modals(under root: ViewController) -> [ViewController] {
    var found: [ViewController] = []
    func visit(_ node: ViewController) {
      for child in node.visibleChildren { visit(child) }
      if let presented = node.presentedViewController {
        found.append(presented)
        visit(presented)
      }
    }
    visit(root)
    return found
  }
}

extension RenderedLine {
  /// This line with `other` drawn over it from `column`: what lies under `other` is hidden,
  /// and a wide character cut in half at either edge becomes a blank.
  func overlaid(with other: RenderedLine, atColumn column: Int) -> RenderedLine {
    var result = prefix(columns: column).padded(to: column)
    result.append(other)
    let end = column + other.width
    if width > end { result.append(suffix(fromColumn: end)) }
    return result
  }

  /// This line with what `other` draws laid over it from `column`: only the cells `other`
  /// draws (its words, and the single blanks between them, and blanks drawn in a visible
  /// style such as a selection's inverse) cover this line; runs of two blanks or more, and
  /// the blanks at its ends, let this line show through, as a layer of a `ZStack` covers only
  /// what it draws.
  func covered(by other: RenderedLine, atColumn column: Int) -> RenderedLine {
    var result = self
    var position = 0
    var spanStart: Int?
    var blanks = 0
    func cover(to end: Int) {
      guard let start = spanStart, end > start else { return }
      let piece = other.suffix(fromColumn: start).prefix(columns: end - start)
      result = result.overlaid(with: piece, atColumn: column + start)
    }
    for run in other.runs {
      let visibleBlank =
        run.style.contains(.inverse) || run.style.contains(.underline)
        || run.style.contains(.strikethrough)
      for character in run.text {
        let width = character.displayWidth
        if character == " " && !visibleBlank {
          blanks += 1
          if blanks == 2 {
            cover(to: position - 1)
            spanStart = nil
          }
        } else {
          if spanStart == nil { spanStart = position }
          blanks = 0
        }
        position += width
      }
    }
    cover(to: position - blanks)
    return result
  }

  /// The part of this line from `column` on; a wide character split by `column` becomes a blank.
  func suffix(fromColumn column: Int) -> RenderedLine {
    if let tail = plainTail(columns: width - column) { return tail }
    var result = RenderedLine()
    var position = 0
    for run in runs {
      var kept = ""
      for character in run.text {
        let characterWidth = character.displayWidth
        defer { position += characterWidth }
        if position >= column {
          kept.append(character)
        } else if position + characterWidth > column {
          kept += String(copies: position + characterWidth - column, of: " ")
        }
      }
      result.append(kept, style: run.style)
    }
    return result
  }

  /// The last `columns` columns of this line when they are plain narrow scalars (one column
  /// each, none joining the one before it) that start a character, read from the end; nil
  /// when they are not.
  ///
  /// What a modal box leaves of the line under it is the few columns right of the box: read
  /// from the start, measuring every character before them (a row's emoji keeps the run from
  /// being cut by counting), it cost about 3% of an explore step (callgrind, #35).
  private func plainTail(columns: Int) -> RenderedLine? {
    guard columns > 0 else { return RenderedLine() }
    var pieces: [(text: Substring.UnicodeScalarView, style: TextStyle)] = []
    var needed = columns
    for run in runs.reversed() where needed > 0 {
      let scalars = run.text.unicodeScalars
      var start = scalars.endIndex
      while needed > 0, start > scalars.startIndex {
        let before = scalars.index(before: start)
        guard scalars[before].isPlainNarrow else { return nil }
        start = before
        needed -= 1
      }
      // Cut inside the run: the scalar before may still join the first taken one (a
      // prepended mark does), and then the columns are not plain after all.
      if start > scalars.startIndex, String.Index(start, within: run.text) == nil { return nil }
      pieces.append((scalars[start...], run.style))
    }
    guard needed == 0 else { return nil }
    var tail = RenderedLine()
    for piece in pieces.reversed() { tail.append(String(piece.text), style: piece.style) }
    return tail
  }
}
