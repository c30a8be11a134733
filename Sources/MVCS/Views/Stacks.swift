/// Views one above the other, with `spacing` blank lines between them.
///
/// ```swift
/// VStack(spacing: 1) {
///     Text("Lists", style: .bold)
///     Divider()
///     Embed(listsViewController)
/// }
/// ```
public struct VStack: View {
  public var spacing: Int
  public var content: [any View]

  public init(spacing: Int = 0, @ViewBuilder content: () -> [any View]) {
    self.spacing = spacing
    self.content = content()
  }

  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    var lines: [RenderedLine] = []
    for (index, view) in content.enumerated() {
      if index > 0 { lines += Array(repeating: RenderedLine(), count: spacing) }
      lines += view.render(width: width, in: context)
    }
    return lines
  }
}

/// Views side by side, top-aligned, with `spacing` columns between them. Each view gets
/// the width the views before it left over.
///
/// ```swift
/// HStack {
///     Button("++", action: "increment")
///     Button("--", action: "decrement")
/// }
/// ```
public struct HStack: View {
  public var spacing: Int
  public var content: [any View]

  public init(spacing: Int = 1, @ViewBuilder content: () -> [any View]) {
    self.spacing = spacing
    self.content = content()
  }

  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    var columns: [(lines: [RenderedLine], width: Int)] = []
    var remaining = width
    for view in content {
      guard remaining > 0 else { break }
      let lines = view.render(width: remaining, in: context)
      let used = lines.map(\.width).max() ?? 0
      columns.append((lines, used))
      remaining -= used + spacing
    }
    let height = columns.map(\.lines.count).max() ?? 0
    return (0..<height).map { row in
      var line = RenderedLine()
      for (index, column) in columns.enumerated() {
        if index > 0 { line.append(String(repeating: " ", count: spacing)) }
        let cell = row < column.lines.count ? column.lines[row] : RenderedLine()
        line.append(cell.padded(to: column.width))
      }
      return line
    }
  }
}

/// A horizontal rule across the width it is given.
public struct Divider: View {
  public init() {}

  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    [RenderedLine(String(repeating: "─", count: width), style: .dim)]
  }
}
