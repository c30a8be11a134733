/// A view controller that shows at most one child, its ``content``, and swaps it whole: how
/// a screen switches between an empty state and its content without hiding views.
///
/// ```swift
/// let container = ContainerViewController(content: MessageViewController(message: "No lists yet"))
/// container.content = ListViewController(content: rows)  // the message leaves, the list arrives
/// container.content = nil                                 // the list leaves; nothing is shown
/// ```
///
/// A swap is UIKit's cross-transition (`transition(from:to:)`), the two children's callbacks
/// interleaved, appearance included while the container is on screen: old `viewWillDisappear`,
/// new `viewWillAppear`, old `willMove(toParent: nil)`, new `willMove(toParent:)` (added), old
/// `viewDidDisappear`, new `viewDidAppear`, old `didMove(toParent: nil)` (removed), new
/// `didMove(toParent:)`, then old `viewDidUnload`. The new content loads its view first, if it
/// has not yet. Assigning the content it already shows does nothing.
open class ContainerViewController: ViewController {
  /// The one child shown, or nil to show nothing.
  public var content: ViewController? {
    didSet {
      guard content !== oldValue else { return }
      transition(from: oldValue, to: content)
      // The body reads `content`, which Observation does not see.
      setNeedsDisplay()
    }
  }

  /// A container named `name` showing `content`, or nothing.
  public init(name: String = "container", title: String? = nil, content: ViewController? = nil) {
    self.content = content
    super.init(name: name, title: title)
    // Off screen yet, so only containment runs; the content loads when it is first shown.
    if let content {
      addChild(content)
      content.finishMove(toParent: self)
    }
  }

  open override var body: any View {
    VStack(alignment: .leading) {
      if let content { Embed(content) }
    }
  }

  /// Replaces `old` by `new` in UIKit's cross-transition order (see the type's documentation).
  private func transition(from old: ViewController?, to new: ViewController?) {
    let old = old.flatMap { $0.parent === self ? $0 : nil }
    guard let new else {
      if let old { unembedChild(old) }
      return
    }
    guard let old else {
      embedChild(new)
      return
    }
    if let previousParent = new.parent { previousParent.unembedChild(new) }
    new.name = childNames.unique(for: new.name)
    // Until they are added or after they are removed, the children have no parent; their
    // events still belong to this hierarchy.
    old.embeddingParent = self
    new.embeddingParent = self
    defer {
      old.embeddingParent = nil
      new.embeddingParent = nil
    }
    let appears = isVisible
    if appears { old.beginAppearance(false) }
    new.loadViewIfNeeded()
    if appears { new.beginAppearance(true) }
    old.willRemoveFromParent()
    addChild(new)
    if appears {
      old.endAppearance(false)
      new.endAppearance(true)
    }
    old.removeFromParent()
    new.finishMove(toParent: self)
    old.unloadViewIfLoaded()
  }
}
