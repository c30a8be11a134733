import MVCS

/// An app whose window hosts the view `content` makes, as a SwiftUI app's `WindowGroup` does:
/// what the tests of SwiftUI-shaped views drive through the shell.
struct HostedApp<Content: View>: App {
  let name: String
  let summary = "A view, hosted"
  let content: @MainActor () -> Content

  init(_ name: String, @ViewBuilder content: @escaping @MainActor () -> Content) {
    self.name = name
    self.content = content
  }

  func makeRootViewController(environment: AppEnvironment) -> ViewController {
    HostingController(rootView: content(), name: "root")
  }
}
