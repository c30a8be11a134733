/// A view controller that shows exactly one child, its ``content``, and swaps it whole: how
/// a screen switches between an empty state and its content without hiding views.
///
/// ```swift
/// let container = ContainerViewController(content: MessageViewController(message: "No lists yet"))
/// container.content = ListViewController(content: rows)  // the message leaves, the list arrives
/// ```
///
/// Swapping runs the callbacks of ``ViewController/unembedChild(_:)`` for the old content,
/// then those of ``ViewController/embedChild(_:)`` for the new, appearance included while the
/// container is on screen:
/// old `viewWillDisappear`, `willMove(toParent: nil)`, removed, `didMove(toParent: nil)`,
/// `viewDidDisappear`, `viewDidUnload`; then new `viewWillAppear`, `willMove(toParent:)`,
/// added, `didMove(toParent:)`, `viewDidAppear`. Assigning the content it already shows does
/// nothing.
open class ContainerViewController: ViewController {
  /// The one child shown.
  public var content: ViewController {
    didSet {
      guard content !== oldValue else { return }
      unembedChild(oldValue)
      embedChild(content)
      // The body reads `content`, which Observation does not see.
      setNeedsDisplay()
    }
  }

  /// A container named `name` showing `content`.
  public init(name: String = "container", title: String? = nil, content: ViewController) {
    self.content = content
    super.init(name: name, title: title)
    // Off screen yet, so only containment runs; the content loads when it is first shown.
    addChild(content)
    content.finishMove(toParent: self)
  }

  open override var body: any View { Embed(content) }
}
