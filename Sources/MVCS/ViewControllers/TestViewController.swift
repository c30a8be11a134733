/// MVCTodo's debug screen: buttons "Red" and "Green" over a container whose content they
/// swap between a red and a green swatch, to watch containment and appearance at work.
///
/// ```swift
/// let test = TestViewController()  // shows red first
/// try test.action(named: "green")?()
/// (test.container.content as? ColorViewController)?.color  // "Green"
/// ```
/// draws
/// ```text
/// [Red] [Green]
/// ████████ Green
/// ```
open class TestViewController: ViewController {
  /// The container whose content the buttons swap.
  public let container: ContainerViewController
  /// The red swatch.
  public let red: ColorViewController
  /// The green swatch.
  public let green: ColorViewController

  public override init(name: String = "test", title: String? = "Test") {
    let red = ColorViewController(color: "Red")
    self.red = red
    green = ColorViewController(color: "Green")
    container = ContainerViewController(content: red)
    super.init(name: name, title: title)
    addChild(container)
    container.finishMove(toParent: self)
  }

  open override var body: any View {
    VStack {
      HStack {
        Button("Red", action: "red")
        Button("Green", action: "green")
      }
      Embed(container)
    }
  }

  open override var actions: [Action] {
    [
      Action("red", summary: "Shows the red swatch") { [unowned self] _ in container.content = red },
      Action("green", summary: "Shows the green swatch") { [unowned self] _ in container.content = green },
    ]
  }
}
