import MVCS

/// Lines up text in columns by display width, so wide characters (`日本`, emoji) and
/// combining accents line up as the terminal draws them: the one padding helper of the shell.
///
/// ```swift
/// Columns.format([["日本", "2"], ["todo", "14"]])  // ["日本  2", "todo  14"]
/// Columns.pad("7", to: 3, alignment: .right)       // "  7"
/// ```
public enum Columns {
  /// Where text sits in a padded cell.
  public enum Alignment: Sendable {
    /// Text first, blanks after.
    case left
    /// Blanks first, text after.
    case right
  }

  /// Rows of cells aligned into columns two blanks apart, trailing blanks dropped.
  public static func format(_ rows: [[String]]) -> [String] {
    let count = rows.map(\.count).max() ?? 0
    let widths = (0..<count).map { column in
      rows.map { column < $0.count ? $0[column].displayWidth : 0 }.max() ?? 0
    }
    return rows.map { row in
      var line = ""
      for (index, cell) in row.enumerated() {
        line += index < row.count - 1 ? pad(cell, to: widths[index] + 2) : cell
      }
      return String(line.reversed().drop { $0 == " " }.reversed())
    }
  }

  /// `text` with blanks added to fill `columns` display columns; text as wide or wider is
  /// returned as it is.
  public static func pad(_ text: String, to columns: Int, alignment: Alignment = .left) -> String {
    let blanks = String(repeating: " ", count: max(0, columns - text.displayWidth))
    return alignment == .left ? text + blanks : blanks + text
  }
}
