#if canImport(SwiftUI) && !os(Linux)
  import SwiftUI
#else
  import MVCSUI
#endif

/// A faulty app of SwiftUI's own kind: an onboarding whose every page pushes the next as it
/// appears, with no last page, so navigation pushes without end.
///
/// `mvcs --app fault-push`: `show`.
struct FaultPushApp: App {
  var body: some Scene {
    WindowGroup { OnboardingView() }
  }
}

/// The tour: the welcome page pushes page 1, and each page the one after it.
private struct OnboardingView: View {
  @State private var path: [Int] = []

  var body: some View {
    NavigationStack(path: $path) {
      Text("Welcome")
        .onAppear { path.append(1) }
        .navigationDestination(for: Int.self) { page in
          TourPage(number: page) { path.append(page + 1) }
        }
    }
  }
}

/// One page of the tour, which moves on as soon as it is shown.
private struct TourPage: View {
  let number: Int
  let next: @MainActor () -> Void

  var body: some View {
    Text("Tip \(number)").onAppear(perform: next)
  }
}
