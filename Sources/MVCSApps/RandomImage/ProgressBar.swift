import MVCS

/// A download's progress drawn in text: `███████░░░░░░░░░░░░░ 35%`.
struct ProgressBar: View {
  static let cells = 20
  let percent: Int

  func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    let clamped = min(100, max(0, percent))
    let filled = clamped * Self.cells / 100
    let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: Self.cells - filled)
    return Text("\(bar) \(clamped)%").render(width: width, in: context)
  }
}
