import MVCS

/// The sign-in screen: two fields and a button.
///
/// It keeps a copy of what its data source said at the last update and reports every
/// keystroke and the button to its delegate; deciding anything is the controller's job.
final class SignInViewController: ControlledViewController<any SignInDataSource, any SignInDelegate>,
  SignInView
{
  private var username = ""
  private var password = ""
  private var message: String?

  init() {
    super.init(name: "sign-in", title: "Sign in")
  }

  override func updateUI() {
    username = dataSource?.username ?? ""
    password = dataSource?.password ?? ""
    message = dataSource?.message
  }

  override var body: any View {
    VStack(alignment: .leading) {
      Text("Sign in", style: .bold)
      Divider()
      TextField(
        label: "Username",
        text: Binding(
          get: { [unowned self] in username },
          set: { [unowned self] in delegate?.signInView(didChangeUsername: $0) }))
      // A dot for each character, here and in everything the shell prints; typing still
      // reaches the delegate in full.
      SecureField(
        "Password",
        text: Binding(
          get: { [unowned self] in password },
          set: { [unowned self] in delegate?.signInView(didChangePassword: $0) }))
      if let message { Text(message) }
      Button("Sign in", action: "sign-in")
    }
  }

  override var actions: [Action] {
    [
      Action("sign-in", summary: "Signs in with the username and password typed") { [unowned self] _ in
        delegate?.signInViewDidSubmit()
      }
    ]
  }
}
