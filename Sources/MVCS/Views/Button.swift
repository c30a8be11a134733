/// A button, as SwiftUI's: pressed, it runs a closure, or an action of the view controller
/// whose body contains it.
///
/// Rendered as `[label]`, wrapped over several lines at its words when the line is too narrow
/// for it; the shell's `tap label` presses it as a user would. A button with a closure is an
/// action of the view controller that draws it, named after its label (`Add one` is
/// `add-one`), so `call`, `actions`, coverage, `explore` and agents reach it as they reach
/// named actions. A disabled button is shown dim and marked, `[⊘ Save]`
/// (``Control/disabledMark``), and cannot be tapped. A destructive button is marked
/// `[! Delete]`, with colour or without; it is still tapped by its label, `tap Delete`.
///
/// ```swift
/// Button("Add one") { count += 1 }
/// Button("Delete", role: .destructive) { items.remove(at: index) }
/// Button(action: clearAllImages) { Image(systemName: "xmark.circle.fill") }
/// Button("Create list", action: "create")   // the view controller's action named "create"
/// Button("Favorite", action: "favorite", isEnabled: !isLoading)
/// ```
public struct Button<Label: View>: View {
  /// What the button shows: its title as a ``Text``, an image, or views of your own.
  let labelView: Label
  /// What pressing it does: an action of the view controller that draws it, by name, or a
  /// closure.
  let press: Press
  /// Whether tapping it does anything; a disabled button is drawn dim.
  public var isEnabled: Bool
  /// What pressing it means, when it is not an ordinary button: cancel, or destructive.
  public var role: ButtonRole?

  /// What pressing a button does.
  enum Press {
    /// Runs the action of this name of the view controller that draws the button.
    case action(String)
    /// Runs the closure, which the drawing view controller offers as an action named after
    /// the button's label.
    case closure(@MainActor () -> Void)
  }

  /// A button showing `label` that runs `action` when pressed, as SwiftUI's.
  ///
  /// ```swift
  /// Button(action: clearAllImages) { Image(systemName: "xmark.circle.fill") }
  /// ```
  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    labelView = label()
    press = .closure(action)
    isEnabled = true
  }

  /// A button showing `label` with `role` that runs `action` when pressed.
  public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.init(action: action, label: label)
    self.role = role
  }

  /// The label's text, as `tap` finds the button, on one line: a label's title without its
  /// icon.
  func title(in context: RenderContext) -> String {
    if let text = labelView as? Text { return text.plainText(in: context) }
    return context.titleText(of: labelView)
  }

  /// What the button shows between its brackets: its label as drawn here (a label's icon
  /// alone, in a toolbar).
  func shownText(in context: RenderContext) -> String {
    shown(in: context).text
  }

  /// What the button shows between its brackets, and, when its label takes the whole width
  /// (`Text("Start").frame(maxWidth: .infinity)`), where in that width the label stands, as
  /// SwiftUI draws such a button: as wide as offered, its label placed in it.
  ///
  /// `title`, when the caller has it (``title(in:)``), is what an unstyled text label shows,
  /// so the label is not resolved twice.
  func shown(in context: RenderContext, title: String? = nil) -> (text: String, filling: HorizontalAlignment?) {
    // A style of the app's makes the button's view from its label.
    let styled: any View
    if let style = context.environment.buttonStyleBody {
      styled = style(ButtonStyleConfiguration(role: role, label: .init(content: labelView), isPressed: false))
    } else if let text = labelView as? Text {
      return (title ?? text.plainText(in: context), nil)
    } else {
      styled = labelView
    }
    let (lines, drawnWidth) = context.measuring(height: nil).renderWhole(styled)
    let text = RenderContext.words(of: lines)
    guard lines.contains(where: { $0.width >= drawnWidth }) else { return (text, nil) }
    // Where its words stand in the width: from the start, to the end, or in the middle.
    var leading = drawnWidth
    var trailing = drawnWidth
    for line in lines {
      let plain = line.plainText
      guard let first = plain.firstIndex(where: { $0 != " " }), let last = plain.lastIndex(where: { $0 != " " }) else {
        continue
      }
      leading = min(leading, plain.distance(from: plain.startIndex, to: first))
      trailing = min(trailing, line.width - String(plain[...last]).displayWidth)
    }
    return (text, leading == 0 ? .leading : trailing == 0 ? .trailing : .center)
  }

  /// Draws `[label]`, bold or dim, and records the button as on screen.
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    let isEnabled = isEnabled && context.isEnabled
    let title = title(in: context)
    let input: ButtonPress
    switch press {
    case .action(let name):
      input = ButtonPress(actionName: name, role: role)
    case .closure(let perform):
      // Named as the user calls it: what `accessibilityLabel` says, or what it shows.
      input = ButtonPress(
        actionName: context.offerAction(titled: context.controlName ?? title, perform: perform), role: role)
    }
    context.register(Control(.button, label: title, isEnabled: isEnabled, input: input))
    let shown = shown(in: context, title: title)
    // Too wide for the line, the label wraps at its words rather than being cut.
    let lines = Text.wrap(Self.text(shown.text, role: role, isEnabled: isEnabled), width: max(1, width))
    return lines.map { line in
      let drawn = RenderedLine(line, style: isEnabled ? .bold : .dim).prefix(columns: width)
      // A label that fills the width is placed in it, blanks around the brackets.
      guard let filling = shown.filling, drawn.width < width else { return drawn }
      var placed = RenderedLine(copies: filling.offset(of: drawn.width, in: width), of: " ")
      placed.append(drawn)
      return placed.padded(to: width)
    }
  }

  /// Its label whole, on one line; as wide as offered when its label fills the width.
  public func layoutWidths(offered width: Int, in context: RenderContext) -> LayoutWidths {
    let shown = shown(in: context)
    let columns = Self.text(shown.text, role: role, isEnabled: isEnabled && context.isEnabled).displayWidth
    guard shown.filling != nil else { return LayoutWidths(fixed: columns) }
    return LayoutWidths(minimum: columns, ideal: columns, maximum: nil)
  }

  /// The button as drawn on one line: its label in brackets, marked when disabled and when
  /// destructive.
  static func text(_ title: String, role: ButtonRole?, isEnabled: Bool) -> String {
    "[" + (isEnabled ? "" : Control.disabledMark + " ") + (role == .destructive ? "! " : "")
      + title.escapingControlCharacters + "]"
  }
}

extension Button: WrappingButton {
  /// The columns the button takes on one line, disabled or not as it says itself.
  func columns(in context: RenderContext) -> Int {
    Self.text(shownText(in: context), role: role, isEnabled: isEnabled && context.isEnabled).displayWidth
  }
}

/// A button, which a row of views starts a new line for rather than cut its label.
@MainActor
protocol WrappingButton {
  func columns(in context: RenderContext) -> Int
}

extension Button where Label == Text {
  /// A button labelled `label` that runs the action named `actionName` of the view controller
  /// whose body draws it (`call` runs the same action).
  ///
  /// ```swift
  /// Button("Create list", action: "create")
  /// ```
  public init(_ label: String, role: ButtonRole? = nil, action actionName: String, isEnabled: Bool = true) {
    labelView = Text(label)
    press = .action(actionName)
    self.isEnabled = isEnabled
    self.role = role
  }

  /// A button titled `title` that runs `action` when pressed, as SwiftUI's.
  ///
  /// ```swift
  /// Button("Add one") { count += 1 }
  /// ```
  public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { Text(String(title)) }
  }

  /// A button titled `title` with `role` that runs `action` when pressed.
  ///
  /// ```swift
  /// Button("Delete", role: .destructive) { store.remove(note).enqueue() }
  /// ```
  public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { Text(String(title)) }
    self.role = role
  }

  /// A button titled by a localized key that runs `action` when pressed.
  public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { Text(titleKey) }
  }

  /// A button titled by a localized key with `role` that runs `action` when pressed.
  public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { Text(titleKey) }
    self.role = role
  }

  /// The text on the button.
  public var label: String {
    labelView.content
  }

  /// The name of the action the button runs, for a button made with one.
  public var actionName: String {
    switch press {
    case .action(let name): name
    case .closure: label.dashedName
    }
  }
}

extension Button where Label == MVCS.Label<Text, Image> {
  /// A button titled `title` with a symbol, that runs `action` when pressed (iOS 17's).
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, role: ButtonRole? = nil, action: @escaping @MainActor () -> Void
  ) {
    self.init(action: action) { MVCS.Label(String(title), systemImage: systemImage) }
    self.role = role
  }
}

extension ControlKind {
  /// A button, which `tap` presses.
  public static let button = ControlKind("button")
}

/// How a button is driven: pressed, it runs an action of the view controller that drew it,
/// the action `call` runs too.
public struct ButtonPress: ControlInput {
  /// The name of the owner's action the button runs.
  public let actionName: String
  /// What pressing it means, when it is not an ordinary button: cancel, or destructive.
  public let role: ButtonRole?

  /// A press that runs the owner's action `actionName`, for a button of `role`.
  public init(actionName: String, role: ButtonRole? = nil) {
    self.actionName = actionName
    self.role = role
  }
}

/// What pressing a button means, as SwiftUI's `ButtonRole` says it: an alert's buttons are
/// laid out and marked by it.
public enum ButtonRole: Sendable, Hashable {
  /// Gives up on what is asked; dismissing an alert presses it.
  case cancel
  /// Deletes or loses something; drawn marked, `[! Delete]`.
  case destructive
}
