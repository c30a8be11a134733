/// Edges of a view, for ``View/padding(_:_:)``, as SwiftUI names them.
public enum Edge: Sendable, Hashable {
  case top, leading, bottom, trailing

  /// A set of edges: `.horizontal`, `.vertical`, `.all`, or any of them together.
  public struct Set: OptionSet, Sendable, Hashable {
    /// The edges as bits.
    public let rawValue: UInt8
    /// The edges whose bits are set in `rawValue`.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The top edge: blank lines above.
    public static let top = Set(rawValue: 1 << 0)
    /// The leading edge: blank columns before.
    public static let leading = Set(rawValue: 1 << 1)
    /// The bottom edge: blank lines below.
    public static let bottom = Set(rawValue: 1 << 2)
    /// The trailing edge: blank columns after.
    public static let trailing = Set(rawValue: 1 << 3)
    /// Leading and trailing.
    public static let horizontal: Set = [.leading, .trailing]
    /// Top and bottom.
    public static let vertical: Set = [.top, .bottom]
    /// Every edge.
    public static let all: Set = [.horizontal, .vertical]
  }
}

/// A view with blank columns beside it and blank lines above and below it: what
/// ``View/padding(_:_:)`` makes.
///
/// ```swift
/// Text("Total").padding(.horizontal, 2)  // "  Total  "
/// ```
public struct Padding: View {
  /// The view drawn inside.
  public let content: any View
  /// The edges padded.
  public let edges: Edge.Set
  /// Columns at the leading and trailing edges, lines at the top and bottom.
  public let length: Int

  private var leading: Int { edges.contains(.leading) ? length : 0 }
  private var trailing: Int { edges.contains(.trailing) ? length : 0 }

  /// Draws the view `length` in from each padded edge, within `width` columns.
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    let inner = max(0, width - leading - trailing)
    let vertical = (edges.contains(.top) ? length : 0) + (edges.contains(.bottom) ? length : 0)
    let drawn = context.render(content, width: inner, height: context.height.map { $0 - vertical })
    let margin = String(copies: min(leading, width), of: " ")
    var lines = Array(repeating: RenderedLine(), count: edges.contains(.top) ? length : 0)
    for line in drawn {
      var padded = RenderedLine(margin)
      padded.append(line.prefix(columns: inner).padded(to: inner))
      lines.append(padded.padded(to: width).prefix(columns: width))
    }
    lines += Array(repeating: RenderedLine(), count: edges.contains(.bottom) ? length : 0)
    return lines
  }

  /// The view's widths with the padding's columns added.
  public func layoutWidths(offered width: Int, in context: RenderContext) -> LayoutWidths {
    let extra = leading + trailing
    let widths = content.layoutWidths(offered: max(0, width - extra), in: context)
    return LayoutWidths(
      minimum: widths.minimum + extra, ideal: widths.ideal + extra, maximum: widths.maximum.map { $0 + extra },
      priority: widths.priority)
  }
}

extension Padding: RowAdapting {
  func inRow() -> any View { Padding(content: Self.adapted(content), edges: edges, length: length) }
}

extension View {
  /// This view with `length` blank columns at its leading and trailing edges and `length`
  /// blank lines at its top and bottom, for the `edges` given (every one by default).
  ///
  /// ```swift
  /// Text("Saved").padding()                  // a blank line above and below, a column each side
  /// Text("Total").padding(.horizontal, 2)     // two columns each side
  /// ```
  public func padding(_ edges: Edge.Set = .all, _ length: Int = 1) -> Padding {
    Padding(content: self, edges: edges, length: max(0, length))
  }

  /// This view with `length` blank columns each side and `length` blank lines above and below.
  public func padding(_ length: Int) -> Padding {
    padding(.all, length)
  }
}
