#if canImport(SwiftUI) && !os(Linux)
  import SwiftUI
#else
  import MVCSUI
#endif

/// The purchases and the summary, in tabs.
struct ContentView: View {
  var body: some View {
    TabView {
      PurchasesView()
        .tabItem {
          Label("Purchases", systemImage: "list.bullet")
        }
      SummaryView()
        .tabItem {
          Label("Summary", systemImage: "chart.pie")
        }
    }
  }
}
