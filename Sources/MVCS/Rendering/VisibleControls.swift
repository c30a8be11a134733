/// A button as it appears on a rendered screen: what it says, who owns it, what it does.
///
/// The shell's `tap` looks buttons up among a screen's ``RenderedScreen/buttons``:
///
/// ```swift
/// let button = Renderer(width: 40).render(root).buttons.first { $0.label == "++" }
/// try button?.owner.action(named: button!.actionName)?()
/// ```
@MainActor
public struct VisibleButton {
  /// The text on the button.
  public let label: String
  /// The action the button runs on its owner.
  public let actionName: String
  /// The view controller whose body drew the button.
  public let owner: ViewController
  /// Whether tapping the button does anything.
  public let isEnabled: Bool
}

/// A text field as it appears on a rendered screen, with the binding that typing writes to.
///
/// ```swift
/// let field = Renderer(width: 40).render(root).fields.first { $0.label == "Title" }
/// if let field, field.isEnabled { field.binding.wrappedValue = "Milk" }
/// ```
@MainActor
public struct VisibleField {
  /// The field's label, which `fill` finds it by.
  public let label: String
  /// What the field shows while empty.
  public let placeholder: String
  /// The view controller whose body drew the field.
  public let owner: ViewController
  /// Reads and writes the field's text.
  public let binding: Binding<String>
  /// Whether the field takes text.
  public let isEnabled: Bool
}
