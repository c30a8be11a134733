import MVCS
import Testing

@MainActor
@Suite struct ControlledViewControllerTests {
  private func text(_ screen: ViewController) -> [String] {
    Renderer(width: 40).render(screen).text(color: false)
  }

  /// Presses the visible button labelled `label`, as the shell's `tap` does.
  private func tap(_ label: String, on screen: ViewController) throws {
    let button = try #require(Renderer(width: 40).render(screen).controls(.button).first { $0.label == label })
    let press = try #require(button.input(as: ButtonPress.self))
    try button.owner.action(named: press.actionName)?()
  }

  @Test func manyDataChangesMakeOneUpdateAtTheNextRender() {
    let screen = MainScreen()
    _ = text(screen)
    #expect(screen.updateCount == 1)
    screen.notifyDataChanged()
    screen.notifyDataChanged()
    screen.notifyDataChanged()
    #expect(screen.updateCount == 1)
    _ = text(screen)
    #expect(screen.updateCount == 2)
    _ = text(screen)
    #expect(screen.updateCount == 2)
  }

  @Test func theScreenShowsItsDataSourceAndReportsToItsDelegate() throws {
    let session = Session()
    let screen = MainScreen()
    let controller = MainController(screen: screen, session: session, registry: nil)
    screen.dataSource = controller
    screen.delegate = controller
    #expect(text(screen).first == "Please log in")
    try tap("Submit", on: screen)
    #expect(session.isLoggedIn)
    #expect(text(screen).first == "Welcome back")
    #expect(screen.updateCount == 2)
  }

  @Test func dataSourceAndDelegateAreHeldWeakly() {
    let screen = MainScreen()
    var controller: MainController? = MainController(screen: screen, session: Session(), registry: nil)
    screen.dataSource = controller
    screen.delegate = controller
    #expect(screen.dataSource === controller && screen.delegate === controller)
    controller = nil
    #expect(screen.dataSource == nil && screen.delegate == nil)
    #expect(text(screen).first == "Please log in")
  }
}
