// A SwiftUI file as written for iOS, unchanged, that imports Combine beside SwiftUI: its
// ObservableObject and @Published are the ones views observe. CombineTests drives it.
import Combine
import SwiftUI

struct QueryApp: App {
  var body: some Scene {
    WindowGroup { QueryView() }
  }
}

/// A model with a query, as an iOS app's view model is.
final class Model: ObservableObject {
  @Published var query = ""
  var cancellables = Set<AnyCancellable>()

  init() {
    $query.debounce(for: .milliseconds(300), scheduler: RunLoop.main).sink { _ in }.store(in: &cancellables)
  }
}

/// Shows the model's query and how many changes it announced; a button types into it.
struct QueryView: View {
  @StateObject private var model = Model()
  @State private var announced = 0

  var body: some View {
    VStack {
      Text("Query: \(model.query)")
      Text("Announced: \(announced)")
      Button("Type") { model.query += "a" }
    }
    .onReceive(model.objectWillChange) { announced += 1 }
  }
}
