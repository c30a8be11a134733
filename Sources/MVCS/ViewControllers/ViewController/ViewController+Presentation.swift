/// Modal presentation: a view controller presents at most one modal, which paths list as its
/// last child, marked modal.
///
/// ```swift
/// lists.present(PromptViewController(title: "Create List", fields: [PromptField(label: "List Name")], buttons: []))
/// lists.presentedViewController?.dismiss()
/// ```
extension ViewController {
  /// Whether this view controller is presented modally.
  public var isModal: Bool { presentingViewController != nil }

  /// The topmost modal in the presentation chain that starts here, or nil.
  public var topmostPresentedViewController: ViewController? {
    var top = presentedViewController
    while let next = top?.presentedViewController { top = next }
    return top
  }

  /// Presents `viewController` modally: it loads, appears, and is listed as this view
  /// controller's last child, marked modal.
  ///
  /// A presenter holds one modal at a time, so presenting while a modal is up presents from the
  /// topmost modal instead.
  ///
  /// ```swift
  /// present(PromptViewController(title: "Create List", fields: [PromptField(label: "List Name")], buttons: []))
  /// ```
  public func present(_ viewController: ViewController) {
    if let presentedViewController {
      presentedViewController.present(viewController)
      return
    }
    precondition(viewController.parent == nil && !viewController.isModal, "present a view controller that is not shown")
    viewController.name = childNames.unique(for: viewController.name)
    childNames.insert(viewController.name, for: viewController)
    viewController.presentingViewController = self
    presentedViewController = viewController
    record(.presented(viewController.name), at: nil, log: nil)
    viewController.beginAppearance(true)
    viewController.endAppearance(true)
  }

  /// Dismisses the modal this view controller presents or, on a modal, the modal itself,
  /// together with any modal above it; on a view controller presented in navigation or
  /// custom mode (``present(_:mode:)``), ends that presentation; inside a modal (a screen of
  /// a navigation controller presented as a sheet), dismisses the modal it is in, as UIKit
  /// forwards `dismiss` to the presented controller.
  ///
  /// ```swift
  /// let sheet = NavigationController(root: form)
  /// presenter.present(sheet)
  /// form.dismiss()  // the sheet closes
  /// ```
  public func dismiss() {
    guard let presented = presentedViewController else {
      // Presented by `present(_:mode:)` on a navigation stack or as a child: that ends.
      if dismissNonModalPresentation() { return }
      if let presenting = presentingViewController {
        presenting.dismiss()
        return
      }
      // Inside a modal (the root of a navigation controller presented as a sheet): the modal
      // it is in is dismissed, as UIKit's `dismiss` forwards up to the presented controller.
      var ancestor = parent
      while let current = ancestor {
        if current.isModal {
          current.dismiss()
          return
        }
        ancestor = current.parent
      }
      return
    }
    if presented.presentedViewController != nil { presented.dismiss() }
    presented.beginAppearance(false)
    presented.endAppearance(false)
    presented.unloadViewIfLoaded()
    presentedViewController = nil
    childNames.remove(presented.name)
    presented.presentingViewController = nil
    record(.dismissed(presented.name), at: nil, log: nil)
    if let dismissed = presented.onDismissed {
      presented.onDismissed = nil
      dismissed()
    }
  }

  /// Whether the shell's `dismiss` is refused: this modal, or a view controller on screen
  /// inside it, said `interactiveDismissDisabled`.
  public var refusesInteractiveDismissal: Bool {
    var stack: [ViewController] = [self]
    while let next = stack.popLast() {
      if next.isModalInPresentation { return true }
      stack += next.visibleChildren
    }
    return false
  }
}
