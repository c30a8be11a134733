#if canImport(SwiftUI) && !os(Linux)
  import SwiftUI
#else
  import MVCSUI
#endif

/// Which tables to practise and how many questions to ask.
struct SettingsView: View {
  @Binding var upTo: Int
  @Binding var questionCount: Int
  let start: () -> Void

  private let counts = [5, 10, 20]

  var body: some View {
    Form {
      Section("Practise the tables up to") {
        Stepper(value: $upTo, in: 2...12) {
          Text("\(upTo)")
        }
      }

      Section("How many questions?") {
        Stepper("\(questionCount) questions") {
          questionCount = counts.first { $0 > questionCount } ?? questionCount
        } onDecrement: {
          questionCount = counts.last { $0 < questionCount } ?? questionCount
        }
      }

      Section {
        Button {
          start()
        } label: {
          Text("Start")
            .font(.title2)
            .padding()
            .frame(maxWidth: .infinity)
        }
      }
    }
  }
}
