/// Paths see the view controllers views make as the views are now, not as they were last
/// drawn: a `NavigationStack`, `List`, `TabView` or sheet asks its hosting controller for its
/// view controller while it is drawn, so before a path reads a hosting controller's children
/// (``ViewController/child(named:)``, ``ViewController/allChildren``, …), its views are drawn,
/// out of sight, when they were never drawn or changed since.
///
/// ```swift
/// host.window = Renderer(width: 80, height: 40)
/// _ = host.root.child(named: "tabs")  // a `TabView`'s view controller, before anything is shown
/// ```
///
/// A hosting controller on screen is drawn as the next `show` draws it: the whole window, at
/// the window's size (``AppHost/window``, else the size the window was last drawn at), so the
/// drawing that follows finds it all cached and draws nothing more. One out of sight (a tab
/// not selected, a screen under a pushed one) that was drawn before is drawn again alone at
/// the size it was last drawn at; one never drawn stays so until it shows, as SwiftUI makes a
/// tab's views when the tab is first selected, so no `onAppear` runs early. Nothing is drawn
/// when nothing changed, and nothing while a drawing of it, or of anything above it, is under
/// way: the drawing is what brings it up to date, and drawing again inside it would draw the
/// same views twice at once.
extension ViewController {
  /// What every door of the path API runs first: the views of the hosting controller it is
  /// or belongs to drawn when they changed, then the data it follows caught up with.
  func catchUpForPaths() {
    catchUpWithViews()
    catchUpWithFollowedData()
  }

  /// Draws the views whose view controllers this one's children are, when they changed: its
  /// own, for a hosting controller; its parent's, for a view controller a hosting controller's
  /// views made (a navigation controller, a list, tabs), whose children those views set.
  ///
  /// A list's row (``HostedRowController``) draws nothing for paths: a list with many rows
  /// made, out of view and stale, would be drawn row by row.
  private func catchUpWithViews() {
    if drawsViewsForPaths {
      drawViewsIfChanged()
    } else if let parent = untrackedParent, parent.drawsViewsForPaths {
      parent.drawViewsIfChanged()
    }
  }

  /// Draws this view controller's views out of sight when they were never drawn, or changed
  /// since, and no drawing of them is under way.
  private func drawViewsIfChanged() {
    let cache = renderCache
    // Out of sight and never drawn: made when it shows. Out of sight and unchanged: as drawn.
    guard isVisible || (cache.drawnSize != nil && cache.isStale) else { return }
    // The layers on the way up (the modals this is in, then the root), each drawn as a
    // whole; a drawing under way on the way means this is being brought up to date already.
    var layers: [ViewController] = []
    var node: ViewController = self
    while true {
      if node.drawingsUnderway > 0 { return }
      guard let up = node.untrackedPathParent else { break }
      if node.untrackedParent == nil { layers.append(node) }
      node = up
    }
    let top = node
    layers.append(top)
    // Anything a drawing does that reads paths again (an `onAppear`) finds it under way.
    top.drawingsUnderway += 1
    defer { top.drawingsUnderway -= 1 }
    if isVisible, layers.contains(where: { $0.renderCache.drawnSize == nil || $0.renderCache.isStale }),
      let window = top.windowRenderer ?? top.renderCache.drawnSize.map({ Renderer(width: $0.width, height: $0.height) })
    {
      _ = window.renderScreen(top)
    }
    // Out of sight, or not reached by the window's drawing: alone, at its last size.
    if cache.isStale, let size = cache.drawnSize {
      _ = Renderer(width: size.width, height: size.height).render(self)
    }
  }
}
