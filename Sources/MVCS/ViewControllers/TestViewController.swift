/// MVCTodo's debug screen: buttons "Red" and "Green" over a container, each toggling its
/// swatch in and out of it, to watch containment and appearance at work.
///
/// ```swift
/// let test = TestViewController()  // the container starts empty
/// try test.action(named: "green")?()
/// (test.container.content as? ColorViewController)?.color  // "Green"
/// try test.action(named: "green")?()
/// test.container.content  // nil: "Green" took its swatch out again
/// ```
/// draws, with green in
/// ```text
/// [Red] [Green]
/// ████████ Green
/// ```
open class TestViewController: ViewController {
  /// The container whose content the buttons swap.
  public let container: ContainerViewController
  /// The red swatch, which "Red" toggles.
  public let red: ColorViewController
  /// The green swatch, which "Green" toggles.
  public let green: ColorViewController

  public override init(name: String = "test", title: String? = "Test") {
    let red = ColorViewController(color: "Red")
    self.red = red
    green = ColorViewController(color: "Green")
    container = ContainerViewController()
    super.init(name: name, title: title)
    addChild(container)
    container.finishMove(toParent: self)
  }

  open override var body: any View {
    VStack(alignment: .leading) {
      HStack(alignment: .top) {
        Button("Red", action: "red")
        Button("Green", action: "green")
      }
      Embed(container)
    }
  }

  open override var actions: [Action] {
    [
      Action("red", summary: "Shows or hides the red swatch") { [unowned self] _ in toggle(red) },
      Action("green", summary: "Shows or hides the green swatch") { [unowned self] _ in toggle(green) },
    ]
  }

  /// Takes `swatch` out of the container when it shows it, else puts it in, as MVCTodo's
  /// buttons do.
  private func toggle(_ swatch: ColorViewController) {
    container.content = container.content === swatch ? nil : swatch
  }
}
