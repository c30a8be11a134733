// A SwiftUI file as written for iOS, unchanged, that imports SwiftUI alone: on iOS that brings
// Combine, for Timer.publish, onReceive, ObservableObject and $property's publisher.
// CombineTests drives it.
import SwiftUI

struct TickingApp: App {
  var body: some Scene {
    WindowGroup { TimerScreen() }
  }
}

/// The timer, and a button that takes it off the screen and brings it back.
struct TimerScreen: View {
  @State private var showing = true

  var body: some View {
    VStack {
      if showing { TimerView() }
      Button(showing ? "Stop" : "Start") { showing.toggle() }
    }
  }
}

/// Counts the seconds a timer ticks while it is on screen.
struct TimerView: View {
  @State private var seconds = 0
  let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

  var body: some View {
    Text("\(seconds) s").onReceive(timer) { _ in seconds += 1 }
  }
}

/// A model whose query is searched for once typing stops.
final class SearchModel: ObservableObject {
  @Published var query = ""
  @Published private(set) var searched = ""
  private var cancellables = Set<AnyCancellable>()

  init() {
    $query.debounce(for: .milliseconds(300), scheduler: RunLoop.main)
      .sink { [weak self] in self?.searched = $0 }
      .store(in: &cancellables)
  }
}
