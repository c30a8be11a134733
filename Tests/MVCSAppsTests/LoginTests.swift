import MVCS
import Testing

@testable import MVCSApps

/// A sign-in screen that is not a view controller: the controller only needs the protocol.
@MainActor
private final class StandInSignInView: SignInView {
  var dataSource: (any SignInDataSource)?
  var delegate: (any SignInDelegate)?
  private(set) var changes = 0
  private(set) var notes: [String] = []

  func notifyDataChanged() { changes += 1 }
  func log(_ note: String) { notes.append(note) }
}

@MainActor
private final class StandInRouter: LoginRouting {
  private(set) var shown: [String] = []
  func showWelcome() { shown.append("welcome") }
  func showSignIn() { shown.append("sign-in") }
}

@MainActor
@Suite struct LoginTests {
  private func controller() -> (SignInController, StandInSignInView, LoginSession, StandInRouter) {
    let view = StandInSignInView()
    let session = LoginSession()
    let controller = SignInController(view: view, auth: AccountDirectory.builtIn(), session: session)
    let router = StandInRouter()
    controller.router = router
    return (controller, view, session, router)
  }

  private func submit(_ controller: SignInController, _ username: String, _ password: String) {
    controller.signInView(didChangeUsername: username)
    controller.signInView(didChangePassword: password)
    controller.signInViewDidSubmit()
  }

  @Test func eachWayOfFailingHasItsMessage() {
    let (controller, _, session, router) = controller()
    submit(controller, "", "")
    #expect(controller.message == "Enter your username.")
    submit(controller, "  ", "analytical")
    #expect(controller.message == "Enter your username.")
    submit(controller, "ada", "")
    #expect(controller.message == "Enter your password.")
    submit(controller, "bob", "secret")
    #expect(controller.message == "There is no account named 'bob'.")
    submit(controller, "ada", "babbage")
    #expect(controller.message == "That is not the password for 'ada'.")
    #expect(controller.password == "")
    #expect(controller.username == "ada")
    #expect(!session.isSignedIn)
    #expect(router.shown.isEmpty)
  }

  @Test func theRightPasswordStartsTheSessionAndShowsTheWelcome() {
    let (controller, view, session, router) = controller()
    submit(controller, " Ada ", "analytical")
    #expect(controller.message == nil)
    #expect(session.account?.displayName == "Ada Lovelace")
    #expect(router.shown == ["welcome"])
    #expect(view.changes == 3)
  }

  @Test func theDirectoryMatchesNamesIgnoringCase() throws {
    let directory = AccountDirectory.builtIn()
    #expect(try directory.authenticate(username: "GRACE", password: "cobol").displayName == "Grace Hopper")
    #expect(throws: SignInError.wrongPassword("grace")) { try directory.authenticate(username: "grace", password: "x") }
    #expect(throws: SignInError.unknownUser("linus")) { try directory.authenticate(username: "linus", password: "x") }
  }

  @Test func everyVisitStartsWithAnEmptyForm() {
    let (controller, view, _, _) = controller()
    submit(controller, "bob", "secret")
    controller.viewWillAppear()
    #expect(controller.username == "" && controller.password == "" && controller.message == nil)
    #expect(view.notes == ["SignInController heard viewWillAppear"])
  }

  @Test func theRegistryInjectsTheServicesAndWiresEachScreen() throws {
    let session = LoginSession()
    let auth = AccountDirectory(accounts: [Account(username: "kay", password: "smalltalk", displayName: "Alan Kay")])
    let registry = ControllerRegistry.login(auth: auth, session: session)
    let signIn = registry.make { SignInViewController() }
    let controller = try #require(registry.controller(SignInController.self, for: signIn))
    #expect(signIn.dataSource === controller)
    #expect(signIn.delegate === controller)
    #expect(controller.isObserving(signIn))
    submit(controller, "kay", "smalltalk")
    #expect(session.account?.displayName == "Alan Kay")

    let welcome = registry.make { WelcomeViewController() }
    let welcomeController = try #require(registry.controller(WelcomeController.self, for: welcome))
    #expect(welcomeController.displayName == "Alan Kay")
    #expect(welcome.delegate === welcomeController)
  }

  @Test func signingInAndOutSwapsTheScreensAndClearsTheForm() throws {
    let host = AppHost(app: LoginApp(), environment: .init(clock: VirtualClock()))
    let screen = { Renderer(width: 30).render(host.root).text(color: false) }
    let signIn = try #require(host.root.child(named: "sign-in") as? SignInViewController)
    signIn.delegate?.signInView(didChangeUsername: "ada")
    signIn.delegate?.signInView(didChangePassword: "analytical")
    #expect(screen().contains("Password: [••••••••••        ]"))
    try signIn.action(named: "sign-in")?()
    #expect(host.root.children.map(\.name) == ["welcome"])
    #expect(screen().first == "Welcome, Ada Lovelace")
    try host.root.children[0].action(named: "sign-out")?()
    #expect(host.root.children.first === signIn)
    #expect(screen().contains("Username: [                  ]"))
    #expect(screen().contains("Password: [                  ]"))
  }

  @Test func theControllerHearsEachCallbackRightAfterItsScreen() {
    let host = AppHost(app: LoginApp(), environment: .init(clock: VirtualClock()))
    let events = host.lifecycleLog.events.map(\.description).filter { $0.hasPrefix("/sign-in") }
    #expect(
      events == [
        "/sign-in loadView",
        "/sign-in viewDidLoad", "/sign-in SignInController heard viewDidLoad",
        "/sign-in viewWillAppear", "/sign-in SignInController heard viewWillAppear",
        "/sign-in viewDidAppear", "/sign-in SignInController heard viewDidAppear",
      ])
  }

  @Test func loginIsBuiltInAfterRandomImage() throws {
    #expect(BuiltInApps.names == BuiltInApps.all.map(\.name))
    let login = try #require(BuiltInApps.names.firstIndex(of: "login"))
    #expect(BuiltInApps.names[login - 1] == "randomimage")
    #expect(BuiltInApps.named("login") is LoginApp)
  }
}
