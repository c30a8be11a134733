/// An alert or a confirmation dialog, as SwiftUI's `alert` and `confirmationDialog` present
/// them: a title, an optional message, and buttons with roles.
///
/// Present one from any view controller with ``ViewController/alert(_:message:buttons:)`` or
/// ``ViewController/confirmationDialog(_:message:buttons:)``:
///
/// ```swift
/// confirmationDialog(
///   "Reset All Settings?", message: "Every setting goes back to its default.",
///   buttons: [
///     AlertButton("Reset All Settings", role: .destructive) { [unowned self] in settings.resetAll() },
///     AlertButton("Cancel", role: .cancel),
///   ])
/// ```
/// draws, in the box the screen puts every modal in, titled with the alert's title:
/// ```text
/// Every setting goes back to its default.
/// [! Reset All Settings]
///
/// [Cancel]
/// ```
/// An alert puts its buttons on one line; a confirmation dialog puts each on a line of its
/// own, the cancel button last and apart, as an action sheet does. A destructive button is
/// marked `[! …]`, with colour or without. Tapping a button (`tap Cancel`) dismisses the alert,
/// then runs the button's action; each button runs the action named after its title
/// (`reset-all-settings`), so `call` presses it too. Closing it without choosing (the shell's
/// `dismiss`) presses its cancel button, as tapping outside a dialog does.
open class AlertViewController: ViewController, CancellableModal {
  /// How an alert lays out its buttons.
  public enum Style: Sendable, Hashable {
    /// Buttons side by side, as an alert shows them.
    case alert
    /// Buttons one under the other, the cancel button last, as an action sheet shows them.
    case confirmationDialog
  }

  /// The text under the title, if any.
  public let message: String?
  /// The buttons, in the order they are drawn.
  public let buttons: [AlertButton]
  /// How the buttons are laid out.
  public let style: Style
  /// The name of the action each button runs, in the order of ``buttons``.
  private let actionNames: [String]

  /// An alert titled `title` with `message` and `buttons`: a dialog always has a cancel
  /// button (one titled "Cancel" is added when none has that role), an alert at least one
  /// button ("OK").
  public init(title: String, message: String? = nil, buttons: [AlertButton], style: Style = .alert) {
    var buttons = buttons
    switch style {
    case .alert where buttons.isEmpty: buttons = [AlertButton("OK", role: .cancel)]
    case .confirmationDialog:
      // An action sheet's cancel button comes last, apart from the choices.
      let cancel = buttons.filter { $0.role == .cancel }
      buttons =
        buttons.filter { $0.role != .cancel } + (cancel.isEmpty ? [AlertButton("Cancel", role: .cancel)] : cancel)
    default: break
    }
    self.message = message
    self.buttons = buttons
    self.style = style
    actionNames = buttons.map(\.title).uniqueDashedNames
    super.init(name: style == .alert ? "alert" : "dialog", title: title)
  }

  /// Presses `button` as a tap would: dismisses the alert, then runs the button's action.
  public func press(_ button: AlertButton) throws {
    if isModal { presentingViewController?.dismiss() }
    try button.action()
  }

  /// Presses the cancel button, or only dismisses the alert when it has none.
  public func cancel() throws {
    if let button = buttons.first(where: { $0.role == .cancel }) {
      try press(button)
    } else if isModal {
      presentingViewController?.dismiss()
    }
  }

  open override var body: any View {
    let pairs = Array(zip(buttons, actionNames))
    return VStack(alignment: .leading) {
      if let message { Text(message) }
      switch style {
      case .alert:
        HStack(alignment: .top) {
          for (button, actionName) in pairs { Button(button.title, role: button.role, action: actionName) }
        }
      case .confirmationDialog:
        for (button, actionName) in pairs {
          if button.role == .cancel { Spacer() }
          Button(button.title, role: button.role, action: actionName)
        }
      }
    }
  }

  open override var actions: [Action] {
    zip(buttons, actionNames).map { button, actionName in
      Action(actionName, summary: "Presses the \"\(button.title)\" button") { [unowned self] _ in try press(button) }
    }
  }
}

/// A button of an alert or a confirmation dialog, as SwiftUI's `Button(_:role:action:)` is in
/// one: a title, a role, and what pressing it does once the alert is dismissed.
///
/// ```swift
/// AlertButton("Delete", role: .destructive) { [unowned self] in notes.remove(note).enqueue() }
/// AlertButton("Cancel", role: .cancel)
/// ```
@MainActor
public struct AlertButton {
  /// The text on the button, which `tap` finds it by.
  public let title: String
  /// What pressing it means: cancel, destructive, or nil for an ordinary choice.
  public let role: ButtonRole?
  /// What pressing it does, after the alert is dismissed.
  public let action: @MainActor () throws -> Void

  /// A button titled `title` with `role` that runs `action`.
  public init(_ title: String, role: ButtonRole? = nil, action: @escaping @MainActor () throws -> Void = {}) {
    self.title = title
    self.role = role
    self.action = action
  }
}

/// A modal a user can close without choosing, as tapping outside a dialog does: the shell's
/// `dismiss` calls ``cancel()`` rather than only dismissing it, so its cancel button's action
/// runs.
@MainActor
public protocol CancellableModal: ViewController {
  /// Closes the modal as its cancel button does.
  func cancel() throws
}

extension ViewController {
  /// Presents an alert titled `title`: `message` under it and `buttons` side by side (an
  /// "OK" when none are given), as SwiftUI's `alert(_:isPresented:actions:message:)` does.
  ///
  /// ```swift
  /// alert("Saved", message: "Your note is saved.")
  /// ```
  public func alert(_ title: String, message: String? = nil, buttons: [AlertButton] = []) {
    present(AlertViewController(title: title, message: message, buttons: buttons, style: .alert))
  }

  /// Presents a confirmation dialog titled `title`: `message` under it and `buttons` one
  /// under the other, a cancel button last, as SwiftUI's `confirmationDialog` does.
  ///
  /// ```swift
  /// confirmationDialog(
  ///   "Delete this note?",
  ///   buttons: [AlertButton("Delete", role: .destructive) { [unowned self] in try delete() }])
  /// ```
  public func confirmationDialog(_ title: String, message: String? = nil, buttons: [AlertButton]) {
    present(AlertViewController(title: title, message: message, buttons: buttons, style: .confirmationDialog))
  }
}
