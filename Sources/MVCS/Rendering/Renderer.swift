/// What a view controller looks like: its lines of text and the controls on them.
@MainActor
public struct RenderedScreen {
  /// The drawn lines, top first.
  public let lines: [RenderedLine]
  /// The controls on screen, in drawing order, which the shell's verbs find by label.
  public let controls: [VisibleControl]
  /// Every view controller drawn, outermost first: what is on screen.
  public let viewControllers: [ViewController]

  /// The controls of `kind` on screen, in drawing order: `screen.controls(.button)`.
  public func controls(_ kind: ControlKind) -> [VisibleControl] {
    controls.filter { $0.kind == kind }
  }

  /// The lines as a terminal shows them; see ``RenderedLine/text(color:)``.
  public func text(color: Bool) -> [String] {
    lines.map { $0.text(color: color) }
  }
}

/// Lays out view controllers' bodies as text for a given width and, as a device's window
/// has, a height.
///
/// ```swift
/// let screen = Renderer(width: 40, height: 24).render(root)
/// print(screen.text(color: false).joined(separator: "\n"))
/// ```
///
/// With a height, lists draw only the rows in view and what is taller is clipped; without
/// one (nil) everything is drawn, however long.
///
/// Each view controller's drawing is cached until something its body read changes; see
/// ``ViewController/setNeedsDisplay()``.
@MainActor
public struct Renderer {
  /// The width to draw at, in terminal columns.
  public var width: Int

  /// The lines the window shows; nil draws everything.
  public var height: Int?
  /// Whether the controls a viewport (``ScrollingContentViewController``) scrolled out of
  /// view stay in the screen's controls.
  ///
  /// On for a drawing that looks for them to say how to bring them into view. Off, what is
  /// registered is what shows.
  public var keepsControlsOutOfView = false

  /// A renderer drawing `width` columns wide and, when `height` is set, that many lines tall.
  public init(width: Int, height: Int? = nil) {
    self.width = max(width, 8)
    self.height = height.map { max($0, 1) }
  }

  /// Draws `viewController` and what it embeds, with the controls on screen.
  public func render(_ viewController: ViewController) -> RenderedScreen {
    renderNotingViewWork(viewController).screen
  }

  /// ``render(_:)``, and where the work views asked for after drawing comes from (work which
  /// may have changed more than this view controller: presented a sheet, pushed a screen):
  /// that of the last drawing that asked for any, empty when none did.
  func renderNotingViewWork(_ viewController: ViewController) -> (screen: RenderedScreen, viewWork: [ViewWorkOrigin]) {
    // Under way until the views' work after drawing is done too: paths it reads draw nothing.
    viewController.drawingsUnderway += 1
    defer { viewController.drawingsUnderway -= 1 }
    var drawings = 0
    var viewWork: [ViewWorkOrigin] = []
    // The work asked for by the drawings after the first, which the first's did not settle:
    // what an endless update is named by (the first's holds every view's first appearance).
    var unsettled: [ViewWorkOrigin] = []
    while true {
      let context = RenderContext(
        owner: viewController, height: height, keepsControlsOutOfView: keepsControlsOutOfView)
      let lines = Array(context.render(viewController, width: width).prefix(height ?? Int.max))
      drawings += 1
      // Views' own work after drawing (onAppear, onChange) may change what they show: drawn
      // again until it does not, a few times at most, so a view that always changes ends,
      // named as the fault it is.
      let ran = context.finish()
      if ran { viewWork = context.finishedViewWork }
      if ran, drawings > 1 { unsettled += viewWork }
      if ran, viewController.renderCache.isStale {
        if drawings < Self.drawingsPerScreen { continue }
        viewController.appEnvironment?.runtime.note(.endlessUpdate(unsettled, drawings: drawings))
      }
      let screen = RenderedScreen(lines: lines, controls: context.controls, viewControllers: context.drawn)
      return (screen, viewWork)
    }
  }

  /// The drawings one screen takes at most while views' work after drawing changes them.
  static let drawingsPerScreen = 4
}
