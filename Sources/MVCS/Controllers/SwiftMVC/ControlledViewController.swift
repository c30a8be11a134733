/// A ``ViewController`` for a Swift-MVC screen: it reads data from a controller through
/// ``dataSource``, reports user input through ``delegate``, and turns any number of
/// ``notifyDataChanged()`` calls into one ``updateUI()`` before the next render.
///
/// A whole screen, with its controller protocols:
///
/// ```swift
/// @MainActor protocol MainDataSource: AnyObject { var isLoggedIn: Bool { get } }
/// @MainActor protocol MainDelegate: AnyObject { func didSubmit() }
///
/// final class MainScreen: ControlledViewController<any MainDataSource, any MainDelegate> {
///     private var greeting = ""
///
///     init() { super.init(name: "main", title: "Main") }
///
///     override func updateUI() {
///         greeting = dataSource?.isLoggedIn == true ? "Welcome back" : "Please log in"
///     }
///
///     override var body: any View {
///         VStack(alignment: .leading) {
///             Text(greeting)
///             Button("Submit", action: "submit")
///         }
///     }
///
///     override var actions: [Action] {
///         [Action("submit", summary: "Logs in") { [unowned self] _ in delegate?.didSubmit() }]
///     }
/// }
/// ```
///
/// The data source and the delegate are held weakly, as UIKit holds delegates, so they must
/// be objects; the controller is kept alive by whoever made it, usually a
/// ``ControllerRegistry``. ``updateUI()`` also runs before the first render and after a new
/// data source is set, so the screen never shows data it has not asked for.
open class ControlledViewController<DataSource, Delegate>: ViewController, ControlledView {
  private weak var dataSourceObject: AnyObject?
  private weak var delegateObject: AnyObject?

  public override init(name: String, title: String? = nil) {
    super.init(name: name, title: title)
    setNeedsUpdate()
  }

  /// Who supplies the screen's data; setting it refreshes the view.
  public var dataSource: DataSource? {
    get { dataSourceObject as? DataSource }
    set {
      dataSourceObject = Self.object(newValue)
      setNeedsUpdate()
    }
  }

  /// Who hears what the user does on this screen.
  public var delegate: Delegate? {
    get { delegateObject as? Delegate }
    set { delegateObject = Self.object(newValue) }
  }

  /// Tells the screen its data changed, so it updates at the next layout pass.
  public func notifyDataChanged() {
    setNeedsUpdate()
  }

  public final override func updateView() {
    updateUI()
  }

  /// Reads fresh data from ``dataSource`` into the screen; runs at most once per render.
  open func updateUI() {}

  private static func object(_ value: Any?) -> AnyObject? {
    guard let value else { return nil }
    // A value type would be boxed, and the weak reference to the box would empty at once.
    precondition(type(of: value) is AnyObject.Type, "a data source or delegate must be an object: it is held weakly")
    return value as AnyObject
  }
}
