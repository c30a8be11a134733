import MVCS

/// The screen after signing in: greets the account by name and offers to sign out.
public final class WelcomeViewController: ControlledViewController<any WelcomeDataSource, any WelcomeDelegate>,
  WelcomeView
{
  private var displayName = ""
  private var username = ""

  public init() {
    super.init(name: "welcome", title: "Welcome")
  }

  public override func updateUI() {
    displayName = dataSource?.displayName ?? ""
    username = dataSource?.username ?? ""
  }

  public override var body: any View {
    VStack {
      Text("Welcome, \(displayName)", style: .bold)
      Divider()
      Text("You are signed in as \(username).")
      Button("Sign out", action: "sign-out")
    }
  }

  public override var actions: [Action] {
    [
      Action("sign-out", summary: "Signs out and goes back to signing in") { [unowned self] _ in
        delegate?.welcomeViewDidSignOut()
      }
    ]
  }
}
