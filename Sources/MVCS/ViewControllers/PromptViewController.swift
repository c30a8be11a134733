/// A modal that asks for text, like UIKit's `UIAlertController` with text fields: a message,
/// fields, and buttons whose handlers get what was typed.
///
/// ```swift
/// present(
///     PromptViewController(
///         title: "Create List", message: "Enter the name of the list",
///         fields: [PromptField(label: "List Name")],
///         buttons: [
///             PromptButton("Cancel", role: .cancel),
///             PromptButton("Create") { [model] values in model.addList(named: values[0]) },
///         ]))
/// ```
/// draws (inside the box titled "Create List" the screen puts every modal in)
/// ```text
/// Enter the name of the list
/// List Name: [                  ]
/// [Cancel] [Create]
/// ```
/// Pressing a button dismisses the prompt, then calls the button's handler with the fields'
/// text. Each button runs the action named after its title in lower case, words joined by
/// `-` (`create`), so `tap Create` and `call create` do the same; the shell's `fill` types
/// into the fields through the bindings they render with.
open class PromptViewController: ViewController, CancellableModal {
  /// The text under the title, if any.
  public let message: String?
  /// The text fields, in order.
  public let fields: [PromptField]
  /// The buttons, in order.
  public let buttons: [PromptButton]

  /// The text in each field, in the order of ``fields``; starts as each field's `text`.
  public private(set) var values: [String] {
    didSet { setNeedsDisplay() }
  }

  /// The name of the action each button runs, in the order of ``buttons``; unique, so
  /// buttons with the same title get `-2`, `-3`, … as children's names do.
  private let actionNames: [String]

  /// A prompt titled `title` with these fields and buttons.
  public init(
    name: String = "prompt", title: String, message: String? = nil, fields: [PromptField] = [],
    buttons: [PromptButton]
  ) {
    self.message = message
    self.fields = fields
    self.buttons = buttons
    values = fields.map(\.text)
    actionNames = buttons.map(\.title).uniqueDashedNames
    super.init(name: name, title: title)
  }

  /// A field label that is not in this prompt.
  public struct NoSuchField: Error, Sendable, CustomStringConvertible {
    /// The label asked for.
    public let label: String
    /// The prompt's title.
    public let prompt: String

    /// The error as the shell prints it.
    public var description: String { "\(prompt) has no field '\(label)'" }
  }

  // MARK: Fields

  /// The text in the first field labelled `label`.
  public func value(ofField label: String) -> String? {
    fields.firstIndex { $0.label == label }.map { values[$0] }
  }

  /// Replaces the text in the first field labelled `label`.
  public func setValue(_ text: String, ofField label: String) throws {
    guard let index = fields.firstIndex(where: { $0.label == label }) else {
      throw NoSuchField(label: label, prompt: path)
    }
    values[index] = text
  }

  // MARK: Buttons

  /// Presses `button` as a tap would: dismisses the prompt, then runs the button's handler
  /// with the fields' text.
  public func press(_ button: PromptButton) throws {
    let values = values
    if isModal { presentingViewController?.dismiss() }
    try button.handler(values)
  }

  /// Presses the first button whose role is cancel, or only dismisses the prompt when there
  /// is none: what closing it without choosing does, and the shell's `dismiss`.
  public func cancel() throws {
    if let button = buttons.first(where: { $0.role == .cancel }) {
      try press(button)
    } else if isModal {
      presentingViewController?.dismiss()
    }
  }

  open override var body: any View {
    VStack(alignment: .leading) {
      if let message { Text(message) }
      for index in fields.indices {
        TextField(label: fields[index].label, text: binding(toField: index), placeholder: fields[index].placeholder)
          .validate(fields[index].validate)
      }
      HStack(alignment: .top) {
        for (button, actionName) in zip(buttons, actionNames) {
          Button(button.title, role: button.role == .cancel ? .cancel : nil, action: actionName)
        }
      }
    }
  }

  open override var actions: [Action] {
    zip(buttons, actionNames).map { button, actionName in
      Action(actionName, summary: "Presses the \"\(button.title)\" button") { [unowned self] _ in
        try press(button)
      }
    }
  }

  // MARK: Private

  /// Weak, because rendered fields keep their bindings in the render cache.
  private func binding(toField index: Int) -> Binding<String> {
    Binding(
      get: { [weak self] in self?.values[index] ?? "" },
      set: { [weak self] in self?.values[index] = $0 })
  }
}
