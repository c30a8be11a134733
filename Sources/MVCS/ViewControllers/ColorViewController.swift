/// A view controller that shows a colour swatch: a row of blocks and the colour's name.
///
/// A debug screen's stand-in content, as in MVCTodo.
///
/// ```swift
/// let red = ColorViewController(color: "Red")  // named `red`, titled "Red"
/// ```
/// draws
/// ```text
/// ████████ Red
/// ```
/// Text carries no colour, so the name says which colour it is.
open class ColorViewController: ViewController {
  /// The colour's name as shown: "Red".
  public let color: String

  /// A swatch of `color`, titled with it and, unless `name` says otherwise, named after it
  /// (`Light Blue` → `light-blue`).
  public init(name: String? = nil, color: String) {
    self.color = color
    super.init(name: name ?? color.dashedName, title: color)
  }

  open override var body: any View {
    Text(String(repeating: "█", count: 8) + " " + color)
  }
}
