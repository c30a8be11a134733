import Foundation

/// One column of a ``TableViewController``: a title, what each row shows in it, how wide it
/// may be, where its text sits, and how rows sort by it, as SwiftUI's `TableColumn`.
///
/// ```swift
/// TableColumn("Title", value: \Expense.title)
/// TableColumn("Amount", value: \Expense.amount, format: .currency(code: "USD"))  // right-aligned
/// TableColumn("Day", value: \Expense.date, format: .dateTime.day().month(), alignment: .leading)
/// ```
///
/// Columns share the table's width as an ``HStack``'s views do (``LayoutWidths``): each gets
/// its ideal width, the columns of text share what is left, and when the table is too narrow
/// the widest gives way first, its text cut with "…". Text columns start at 12 columns and
/// grow; formatted values take 12 and stay there; a `width` fixes it.
@MainActor
public struct TableColumn<Item> {
  /// The header, which `tap` matches to sort by the column.
  public let title: String
  /// Where text sits in the column: leading for text, trailing for formatted values.
  public let alignment: HorizontalAlignment
  /// How wide the column may be.
  public let widths: LayoutWidths
  /// The cell for an item.
  @usableFromInline let cell: (Item) -> Text
  /// The text an item shows, for `select` to match: the cell as a fixed environment writes it.
  @usableFromInline let text: (Item) -> String
  /// Whether one item comes before another in the column's ascending order.
  @usableFromInline let areInIncreasingOrder: (Item, Item) -> Bool

  /// A column titled `title` showing the text at `value`, sorted by it.
  @inlinable
  public init(
    _ title: String, value: KeyPath<Item, String>, alignment: HorizontalAlignment = .leading, width: Int? = nil
  ) {
    self.init(
      title, alignment: alignment, widths: Self.widths(title: title, width: width, grows: true),
      cell: { Text($0[keyPath: value]) }, text: { $0[keyPath: value] },
      areInIncreasingOrder: { $0[keyPath: value] < $1[keyPath: value] })
  }

  /// A column titled `title` showing the value at `value` as `format` writes it in the app's
  /// locale, sorted by the value.
  @inlinable
  public init<Value: Comparable, Format: FormatStyle>(
    _ title: String, value: KeyPath<Item, Value>, format: Format, alignment: HorizontalAlignment = .trailing,
    width: Int? = nil
  ) where Format.FormatInput == Value, Format.FormatOutput == String {
    self.init(
      title, alignment: alignment, widths: Self.widths(title: title, width: width, grows: false),
      cell: { Text($0[keyPath: value], format: format) }, text: { Self.text(of: $0[keyPath: value], format: format) },
      areInIncreasingOrder: { $0[keyPath: value] < $1[keyPath: value] })
  }

  @usableFromInline
  init(
    _ title: String, alignment: HorizontalAlignment, widths: LayoutWidths, cell: @escaping (Item) -> Text,
    text: @escaping (Item) -> String, areInIncreasingOrder: @escaping (Item, Item) -> Bool
  ) {
    self.title = title
    self.alignment = alignment
    self.widths = widths
    self.cell = cell
    self.text = text
    self.areInIncreasingOrder = areInIncreasingOrder
  }

  /// `value` as `format` writes it in the fixed environment a batch run has.
  @usableFromInline
  static func text<Format: FormatStyle>(of value: Format.FormatInput, format: Format) -> String
  where Format.FormatOutput == String {
    FormatStyleInEnvironment.format(value, with: format, in: FormattingEnvironment())
  }

  /// `width` exactly, or room for the header and its sort mark (12 columns at least), growing
  /// or not.
  @usableFromInline
  static func widths(title: String, width: Int?, grows: Bool) -> LayoutWidths {
    if let width { return LayoutWidths(fixed: max(1, width)) }
    let ideal = max(12, title.displayWidth + 3)
    return LayoutWidths(minimum: 3, ideal: ideal, maximum: grows ? nil : ideal)
  }
}
