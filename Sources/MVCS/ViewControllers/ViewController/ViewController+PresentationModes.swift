import Observation

/// What a view controller presents, one view controller per mode, and the object it
/// represents: ZeeZide's presentation state, kept beside the view controller.
@MainActor
@Observable
final class Presentations {
  /// The model object the view controller shows; see ``ViewController/representedObject``.
  @ObservationIgnored var representedObject: Any? {
    get {
      access(keyPath: \.representedObjectVersion)
      return storedObject
    }
    set {
      storedObject = newValue
      representedObjectVersion += 1
    }
  }
  // `Any?` cannot be compared, so a counter tells Observation it changed.
  private var representedObjectVersion = 0
  @ObservationIgnored private var storedObject: Any?
  /// The presentations made by ``ViewController/present(_:mode:)``, oldest first; entries
  /// whose view controller has since left (popped, dismissed) are pruned when read.
  @ObservationIgnored var active: [(mode: PresentationMode, viewController: ViewController)] = []
  /// The view controller that presented this one through ``ViewController/present(_:mode:)``.
  @ObservationIgnored weak var presenter: ViewController?
}

extension ViewController {
  /// The model object this view controller shows, as in ZeeZide's ViewController and
  /// AppKit: a body that reads it redraws when it is set.
  ///
  /// ```swift
  /// let detail = NoteViewController()
  /// detail.representedObject = note
  /// show(detail)
  /// ```
  public var representedObject: Any? {
    get { presentations.representedObject }
    set { presentations.representedObject = newValue }
  }

  /// Makes `viewController` the one this view controller presents in `mode`, replacing the
  /// one it presented that way before, if any; ZeeZide's `present(_:mode:)`.
  ///
  /// `.sheet` presents it modally (``present(_:)``), `.navigation` pushes it on the nearest
  /// navigation controller (a sheet when there is none), `.custom` adds it as a child this
  /// view controller draws itself, and `.automatic` is navigation when a navigation
  /// controller is above, else a sheet. ``dismiss()`` on the presented view controller ends
  /// any of them: the sheet closes, the stack pops back to just before it, the child leaves.
  ///
  /// ```swift
  /// present(DetailViewController(), mode: .navigation)
  /// presentedViewController(for: .navigation)  // the detail, until it is popped
  /// ```
  public func present(_ viewController: ViewController, mode: PresentationMode) {
    let mode = resolved(mode)
    if let current = presentedViewController(for: mode) {
      if current === viewController { return }
      endPresentation(of: current, mode: mode)
    }
    switch mode {
    case .sheet, .automatic:
      // One sheet: the modal this view controller presents gives way to the new one.
      if presentedViewController != nil { dismiss() }
      present(viewController)
    case .navigation:
      // `resolved` only returns navigation when a navigation controller is above.
      navigationController?.push(viewController)
    case .custom:
      embedChild(viewController)
      setNeedsDisplay()
    }
    viewController.presentations.presenter = self
    presentations.active.append((mode, viewController))
  }

  /// The view controller this one presents in `mode` (`.automatic` as it resolves here),
  /// if it is still shown.
  public func presentedViewController(for mode: PresentationMode) -> ViewController? {
    let mode = resolved(mode)
    return activePresentations.first { $0.mode == mode }?.viewController
  }

  /// What this view controller presents through ``present(_:mode:)`` and still shows,
  /// oldest first.
  public var activePresentations: [(mode: PresentationMode, viewController: ViewController)] {
    presentations.active.removeAll { !isShowing($0.viewController, as: $0.mode) }
    return presentations.active
  }

  /// Shows `viewController` as the detail of this one, as ZeeZide's `showDetail` does: with
  /// no split view to hold a detail column, that is where ``show(_:)`` puts it, pushed on the
  /// nearest navigation controller, or presented modally when there is none.
  ///
  /// ```swift
  /// showDetail(NoteViewController(note: note))
  /// ```
  public func showDetail(_ viewController: ViewController) {
    show(viewController)
  }

  /// Ends a navigation or custom presentation of this view controller; ``dismiss()`` calls it.
  ///
  /// Returns whether this view controller was presented that way.
  func dismissNonModalPresentation() -> Bool {
    guard let presenter = presentations.presenter,
      let entry = presenter.activePresentations.first(where: { $0.viewController === self }),
      entry.mode == .navigation || entry.mode == .custom
    else { return false }
    presenter.endPresentation(of: self, mode: entry.mode)
    return true
  }

  /// Takes `viewController`, presented here in `mode`, off the screen.
  private func endPresentation(of viewController: ViewController, mode: PresentationMode) {
    presentations.active.removeAll { $0.viewController === viewController }
    viewController.presentations.presenter = nil
    switch mode {
    case .sheet, .automatic:
      if viewController.isModal { viewController.dismiss() }
    case .navigation:
      guard let navigation = viewController.parent as? NavigationController else { return }
      navigation.pop(to: viewController)
      navigation.pop()
    case .custom:
      unembedChild(viewController)
      setNeedsDisplay()
    }
  }

  /// Whether `viewController`, presented here in `mode`, is still on show that way.
  private func isShowing(_ viewController: ViewController, as mode: PresentationMode) -> Bool {
    switch mode {
    case .sheet, .automatic: viewController.presentingViewController != nil
    case .navigation: viewController.parent is NavigationController
    case .custom: viewController.parent === self
    }
  }

  private func resolved(_ mode: PresentationMode) -> PresentationMode {
    switch mode {
    case .automatic, .navigation: navigationController == nil ? .sheet : .navigation
    case .sheet, .custom: mode
    }
  }
}
