import MVCS

/// The screen after signing in: greets the account by name and offers to sign out.
final class WelcomeViewController: ControlledViewController<any WelcomeDataSource, any WelcomeDelegate>,
  WelcomeView
{
  private var displayName = ""
  private var username = ""

  init() {
    super.init(name: "welcome", title: "Welcome")
  }

  override func updateUI() {
    displayName = dataSource?.displayName ?? ""
    username = dataSource?.username ?? ""
  }

  override var body: any View {
    VStack(alignment: .leading) {
      Text("Welcome, \(displayName)", style: .bold)
      Divider()
      Text("You are signed in as \(username).")
      Button("Sign out", action: "sign-out")
    }
  }

  override var actions: [Action] {
    [
      Action("sign-out", summary: "Signs out and goes back to signing in") { [unowned self] _ in
        delegate?.welcomeViewDidSignOut()
      }
    ]
  }
}
