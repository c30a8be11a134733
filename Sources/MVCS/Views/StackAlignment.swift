/// Where views of different widths sit across a ``VStack``.
///
/// ```swift
/// VStack(alignment: .trailing) {
///     Text("Total")
///     Text("42.00")
/// }
/// ```
public enum HorizontalAlignment: Sendable, Hashable {
  case leading
  case center
  case trailing

  /// The blank columns before something `width` columns wide in `columns`.
  ///
  /// Centring rounds down, so an odd column goes after.
  func offset(of width: Int, in columns: Int) -> Int {
    let free = max(0, columns - width)
    switch self {
    case .leading: return 0
    case .center: return free / 2
    case .trailing: return free
    }
  }
}

/// Where views of different heights sit in an ``HStack``.
///
/// ```swift
/// HStack(alignment: .center) {
///     Text("Name\nand more")
///     Button("Edit", action: "edit")
/// }
/// ```
public enum VerticalAlignment: Sendable, Hashable {
  case top
  case center
  case bottom

  /// The blank lines before something `height` lines tall in `lines`.
  ///
  /// Centring rounds down, so an odd line goes after.
  func offset(of height: Int, in lines: Int) -> Int {
    let free = max(0, lines - height)
    switch self {
    case .top: return 0
    case .center: return free / 2
    case .bottom: return free
    }
  }
}
