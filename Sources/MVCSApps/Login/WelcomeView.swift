/// What the welcome screen shows, pulled from its controller.
@MainActor
protocol WelcomeDataSource: AnyObject {
  var displayName: String { get }
  var username: String { get }
}

/// What the user did on the welcome screen, told to its controller.
@MainActor
protocol WelcomeDelegate: AnyObject {
  func welcomeViewDidSignOut()
}

/// The welcome screen as its controller sees it.
@MainActor
protocol WelcomeView: AnyObject {
  var dataSource: (any WelcomeDataSource)? { get set }
  var delegate: (any WelcomeDelegate)? { get set }
  func notifyDataChanged()
  func log(_ note: String)
}
