/// Appearance, forwarded from parents to their visible children as UIKit does: a transition
/// begins (`viewWillAppear`/`viewWillDisappear`) down the whole visible tree, then ends
/// (`viewDidAppear`/`viewDidDisappear`) down it again.
///
/// ```swift
/// root.beginAppearance(true)
/// root.endAppearance(true)  // root.isVisible, and every visible child's, is now true
/// ```
extension ViewController {
  /// Loads the view if it has not been loaded: ``loadView()`` then ``viewDidLoad()``.
  public func loadViewIfNeeded() {
    guard !isViewLoaded else { return }
    isViewLoaded = true
    perform(.loadView) { loadView() }
    perform(.viewDidLoad) { viewDidLoad() }
  }

  /// Releases the view of a view controller that is off screen: `viewDidUnload`.
  public func unloadViewIfLoaded() {
    guard isViewLoaded, !isVisible else { return }
    isViewLoaded = false
    perform(.viewDidUnload) { viewDidUnload() }
    // The view is released, and the state of the views it showed with it.
    if let graph = existingViewGraph {
      viewGraphStorage = nil
      graph.root.tearDown()
    }
  }

  /// Starts an appearance transition for this view controller and its children, parents first.
  public func beginAppearance(_ appearing: Bool) {
    loadViewIfNeeded()
    if appearing {
      perform(.viewWillAppear) { viewWillAppear() }
    } else {
      isVisible = false
      perform(.viewWillDisappear) { viewWillDisappear() }
    }
    for child in visibleChildren { child.beginAppearance(appearing) }
  }

  /// Ends an appearance transition for this view controller and its children, parents first,
  /// as UIKit forwards appearance to children.
  public func endAppearance(_ appearing: Bool) {
    if appearing {
      isVisible = true
      appearanceCount += 1
      // Its views' onAppears run at its next drawing, as SwiftUI's do when a screen comes back.
      if appearanceCount > 1, existingViewGraph != nil { setNeedsDisplay() }
      perform(.viewDidAppear) { viewDidAppear() }
    } else {
      perform(.viewDidDisappear) { viewDidDisappear() }
      for (_, action) in screenLeavingActions { action() }
    }
    for child in visibleChildren { child.endAppearance(appearing) }
  }
}
