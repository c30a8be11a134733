#if canImport(SwiftUI) && !os(Linux)
  import SwiftUI
#else
  import MVCSUI
#endif

/// Digits in rows of three, as a phone's keypad, with Clear and Enter under them.
struct KeypadView: View {
  let press: (Int) -> Void
  let clear: () -> Void
  let enter: () -> Void

  private let rows = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]

  var body: some View {
    VStack(spacing: 8) {
      ForEach(rows, id: \.self) { row in
        HStack(spacing: 8) {
          ForEach(row, id: \.self) { digit in
            Button {
              press(digit)
            } label: {
              Text("\(digit)")
                .font(.title)
                .frame(maxWidth: .infinity)
                .padding(.vertical, 12)
            }
          }
        }
      }
      HStack(spacing: 8) {
        Button("Clear") { clear() }
          .frame(maxWidth: .infinity)
        Button {
          press(0)
        } label: {
          Text("0")
            .frame(maxWidth: .infinity)
        }
        Button("Enter") { enter() }
          .frame(maxWidth: .infinity)
      }
    }
  }
}
