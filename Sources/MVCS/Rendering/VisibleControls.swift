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
  public let label: String
  public let actionName: String
  public let owner: ViewController
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
  public let label: String
  public let placeholder: String
  public let owner: ViewController
  public let binding: Binding<String>
  public let isEnabled: Bool
}
