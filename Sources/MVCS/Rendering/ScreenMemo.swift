/// The last screen a window drew, handed out again while nothing on it can have changed, so
/// asking for the screen twice with nothing done between draws it once.
///
/// A shell session asks for its screen many times over one unchanged window: a verb finds
/// the control it acts on, explore judges the screen after a step and finds the next step's
/// target on it. Each ask used to draw the screen again from the layers' cached drawings
/// (``RenderCache``), which registers every control and view controller anew; the memo
/// hands out the same ``Screen`` instead, after the checks a replay makes:
///
/// ```swift
/// let memo = ScreenMemo()
/// let screen = memo.screen(of: host.root, with: Renderer(width: 60, height: 24))
/// let again = memo.screen(of: host.root, with: Renderer(width: 60, height: 24))  // not drawn again
/// ```
///
/// The screen is reused only when the window's size is the same, the same root shows the same
/// modals (with the same titles, which their boxes draw), and each layer's drawing is still the
/// one the screen was made of and still good: nothing it read changed, the view controllers
/// drawn in it took their pending updates without changing, their controls' owners live, and
/// the app's clock stands where it stood if the drawing followed it
/// (``RenderCache/isCurrent(drawing:now:)``). Anything else draws the screen anew.
@MainActor
package final class ScreenMemo {
  /// A screen and what it was drawn from.
  private struct Memo {
    let screen: Screen
    let root: ObjectIdentifier
    let width: Int
    let height: Int?
    let keepsControlsOutOfView: Bool
    /// The root's and then each modal's drawing count when the screen was drawn.
    let drawings: [Int]
    /// The title each modal's box shows.
    let titles: [String]
  }

  private var memo: Memo?

  /// A memo that has drawn nothing yet.
  package init() {}

  /// Forgets the screen, so nothing of it stays alive (an app relaunched lets go of the old one).
  package func forget() {
    memo = nil
  }

  /// The window rooted at `root` as `renderer` draws it: the last screen when it is still
  /// what drawing would show, else a new drawing.
  package func screen(of root: ViewController, with renderer: Renderer) -> Screen {
    if let memo, isCurrent(memo, root: root, renderer: renderer) { return memo.screen }
    let screen = renderer.renderScreen(root)
    memo = Memo(
      screen: screen, root: ObjectIdentifier(root), width: renderer.width, height: renderer.height,
      keepsControlsOutOfView: renderer.keepsControlsOutOfView,
      drawings: ([root] + screen.modals).map(\.renderCache.drawings), titles: screen.modals.map(Self.title))
    return screen
  }

  /// Whether `memo` is what drawing `root` with `renderer` would show now.
  private func isCurrent(_ memo: Memo, root: ViewController, renderer: Renderer) -> Bool {
    guard memo.root == ObjectIdentifier(root), memo.width == renderer.width, memo.height == renderer.height,
      memo.keepsControlsOutOfView == renderer.keepsControlsOutOfView, root.drawingsUnderway == 0
    else { return false }
    // As a drawing does: each layer's pending updates first, and paths read by them draw nothing.
    root.drawingsUnderway += 1
    defer { root.drawingsUnderway -= 1 }
    let layers = [root] + memo.screen.modals
    for (layer, drawings) in zip(layers, memo.drawings) {
      layer.loadViewIfNeeded()
      layer.updateIfNeeded()
      guard layer.renderCache.isCurrent(drawing: drawings, now: layer.appEnvironment?.clock.now) else { return false }
    }
    // The updates may have presented or dismissed a modal, or made an earlier layer stale.
    let modals = Renderer.modals(under: root)
    return modals.count == memo.screen.modals.count && zip(modals, memo.screen.modals).allSatisfy { $0 === $1 }
      && modals.map(Self.title) == memo.titles && layers.allSatisfy { !$0.renderCache.isStale }
  }

  /// What a modal's box shows as its title.
  private static func title(_ modal: ViewController) -> String {
    modal.title ?? modal.name
  }
}
