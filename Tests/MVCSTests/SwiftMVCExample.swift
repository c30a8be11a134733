import MVCS

// Swift-MVC's example, as a user of MVCS would write it: a Main screen that shows whether
// the user is logged in and submits a login, and an Item screen it presents, each with a
// controller outside the view controller that gets its services from a ControllerRegistry.

/// A service the controllers get injected: who is logged in.
@MainActor
final class Session {
  private(set) var isLoggedIn = false

  func logIn() { isLoggedIn = true }
}

@MainActor
protocol MainDataSource: AnyObject {
  var isLoggedIn: Bool { get }
}

@MainActor
protocol MainDelegate: AnyObject {
  func didSubmit()
  func didSelect(item: String)
}

/// The Main screen: shows what its data source says, reports its buttons to its delegate.
final class MainScreen: ControlledViewController<any MainDataSource, any MainDelegate> {
  private var greeting = ""
  private(set) var updateCount = 0

  init() { super.init(name: "main", title: "Main") }

  override func updateUI() {
    updateCount += 1
    greeting = dataSource?.isLoggedIn == true ? "Welcome back" : "Please log in"
  }

  override var body: any View {
    VStack(alignment: .leading) {
      Text(greeting)
      HStack(alignment: .top) {
        Button("Submit", action: "submit")
        Button("Milk", action: "open")
      }
      for child in children { Embed(child) }
    }
  }

  override var actions: [Action] {
    [
      Action("submit", summary: "Logs in") { [unowned self] _ in delegate?.didSubmit() },
      Action("open", summary: "Shows the milk") { [unowned self] _ in delegate?.didSelect(item: "Milk") },
    ]
  }
}

/// The Main screen's logic: data from the session, login on submit, the item screen on select.
final class MainController: ViewLifecycleObserver, MainDataSource, MainDelegate {
  private weak var screen: MainScreen?
  let session: Session
  private weak var registry: ControllerRegistry?
  private(set) var heard: [String] = []

  init(screen: MainScreen, session: Session, registry: ControllerRegistry?) {
    self.screen = screen
    self.session = session
    self.registry = registry
  }

  var isLoggedIn: Bool { session.isLoggedIn }

  func didSubmit() {
    session.logIn()
    screen?.notifyDataChanged()
  }

  func didSelect(item: String) {
    guard let screen, let registry else { return }
    let itemScreen = ItemScreen()
    registry.prepare(ItemController.self, for: itemScreen) { $0.itemName = item }
    screen.embedChild(itemScreen)
  }

  func viewDidLoad() { heard.append("viewDidLoad") }
  func viewDidAppear() { heard.append("viewDidAppear") }
  func viewDidUnload() { heard.append("viewDidUnload") }
}

@MainActor
protocol ItemDataSource: AnyObject {
  var itemName: String { get }
}

/// The Item screen: shows one item's name; it has nothing to report, so no delegate.
final class ItemScreen: ControlledViewController<any ItemDataSource, Never> {
  init() { super.init(name: "item", title: "Item") }

  override var body: any View { Text("Item: \(dataSource?.itemName ?? "?")") }
}

/// The Item screen's logic; the presenting screen's controller sets the item.
final class ItemController: ViewLifecycleObserver, ItemDataSource {
  var itemName = ""
  private(set) var nameWhenLoaded: String?

  func viewDidLoad() { nameWhenLoaded = itemName }
}

extension ControllerRegistry {
  /// The registry of the example app, with `session` injected into the Main controller.
  static func example(session: Session) -> ControllerRegistry {
    let registry = ControllerRegistry()
    registry.register(MainScreen.self) { [weak registry] screen in
      MainController(screen: screen, session: session, registry: registry)
    }
    registry.register(ItemScreen.self) { _ in ItemController() }
    return registry
  }
}
