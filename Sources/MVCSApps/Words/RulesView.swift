#if canImport(SwiftUI) && !os(Linux)
  import SwiftUI
#else
  import MVCSUI
#endif

/// How to play, a rule a row: more rows than a builder block held before parameter packs.
struct RulesView: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    NavigationStack {
      List {
        Text("Make words from the letters above.")
        Text("Each letter is used once a word.")
        Text("Words have three letters or more.")
        Text("The word itself does not count.")
        Text("A word counts once.")
        Text("Press return to play a word.")
        Text("A word scores a point a letter.")
        Text("After five words, each scores one more.")
        Text("Pull the list down to turn the letters round.")
        Text("Press and hold a word to copy or delete it.")
        Text("Edit to delete several words at once.")
        Text("The gauge fills at fifty points.")
        StarShape()
          .fill(.yellow)
          .frame(width: 40, height: 40)
      }
      .navigationTitle("Rules")
      .toolbar {
        Button("Done") { dismiss() }
      }
    }
  }
}

/// A five-pointed star, drawn by its path.
struct StarShape: Shape {
  var points = 5

  var animatableData: Double {
    get { Double(points) }
    set { points = Int(newValue) }
  }

  func path(in rect: CGRect) -> Path {
    let center = CGPoint(x: rect.midX, y: rect.midY)
    let outer = min(rect.width, rect.height) / 2
    var path = Path()
    for corner in 0..<(points * 2) {
      let radius = corner.isMultiple(of: 2) ? outer : outer * 0.4
      let angle = Angle(degrees: Double(corner) * 180 / Double(points) - 90)
      let point = CGPoint(x: center.x + radius * cos(angle.radians), y: center.y + radius * sin(angle.radians))
      if corner == 0 { path.move(to: point) } else { path.addLine(to: point) }
    }
    path.closeSubpath()
    return path
  }
}
