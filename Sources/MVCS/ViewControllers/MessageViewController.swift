/// A view controller that shows a message, optionally under an image and over a button: an
/// empty state such as "Tap the button to create your first list".
///
/// ```swift
/// let empty = MessageViewController(
///     message: "Tap the button to create your first list",
///     image: "📝",
///     button: .init("Create list") { [unowned coordinator] in coordinator.createList() })
/// ```
/// draws
/// ```text
/// 📝
/// Tap the button to create your first list
/// [Create list]
/// ```
/// The image is a short text that stands in for a picture. The button runs the action named
/// after its title in lower case, words joined by `-` (`create-list`), so `tap Create list`
/// and `call create-list` do the same.
open class MessageViewController: ViewController {
  /// The button under a message: its title and what pressing it does.
  public struct ActionButton {
    /// The text on the button.
    public let title: String
    /// What pressing the button does.
    public let perform: @MainActor () throws -> Void

    /// A button titled `title` that runs `perform`.
    public init(_ title: String, perform: @escaping @MainActor () throws -> Void) {
      self.title = title
      self.perform = perform
    }

    /// The name of the action the button runs: `Create list` → `create-list`.
    public var actionName: String { title.dashedName }
  }

  /// The message shown.
  public var message: String {
    didSet { setNeedsDisplay() }
  }
  /// The short text standing in for a picture above the message, if any.
  public var image: String? {
    didSet { setNeedsDisplay() }
  }
  /// The button under the message, if any.
  public var button: ActionButton? {
    didSet { setNeedsDisplay() }
  }

  /// A view controller showing `message`, with an image and a button if given.
  public init(
    name: String = "message", title: String? = nil, message: String, image: String? = nil,
    button: ActionButton? = nil
  ) {
    self.message = message
    self.image = image
    self.button = button
    super.init(name: name, title: title)
  }

  open override var body: any View {
    VStack(alignment: .leading) {
      if let image { Text(image) }
      Text(message)
      if let button { Button(button.title, action: button.actionName) }
    }
  }

  open override var actions: [Action] {
    guard let button else { return [] }
    return [
      Action(button.actionName, summary: "Presses the \"\(button.title)\" button") { _ in try button.perform() }
    ]
  }
}
