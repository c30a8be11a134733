import Foundation

/// The text of a localized string, as SwiftUI's `LocalizedStringKey` holds it: mvcs shows the
/// key itself, with its interpolations written in.
///
/// An interpolation takes what SwiftUI's takes, so a label or a text written for SwiftUI reads
/// the same here:
///
/// ```swift
/// Text("Total: \(total, format: .currency(code: "USD"))")   // "Total: $12.50", in the app's locale
/// Text("Go to bed at \(bedtime, style: .time)")               // "Go to bed at 10:15 PM"
/// Text("\(distance, specifier: "%.1f") km")                  // "3.5 km", as C writes it
/// Text("Tap \(Image(systemName: "plus")) to add one")         // "Tap + to add one"
/// Text("\(count) items")                                      // any other value as Swift prints it
/// ```
///
/// A formatted value is written in the environment of the view that shows it (the app's
/// locale, calendar, time zone and clock), as ``Text/init(_:format:style:)`` writes one, so a
/// replay prints the same on every machine; where a key is used as a plain string (a toggle's
/// or a field's label), it is written in en_US and UTC. A literal given to ``Text`` is such a
/// key, as in SwiftUI; `Text(verbatim:)` and a `String` value are shown as they are.
public struct LocalizedStringKey: @unchecked Sendable, Hashable, ExpressibleByStringInterpolation {
  /// One run of the key: literal text, or a value written in an environment.
  struct Piece {
    var content: String
    var formatted: (@MainActor (FormattingEnvironment) -> String)?
  }

  /// The runs, in order; immutable once made, which is what makes the key safe to send.
  let pieces: [Piece]

  /// The key's text, its values written in en_US and UTC.
  @MainActor var text: String {
    pieces.map { piece in piece.formatted?(FormattingEnvironment()) ?? piece.content }.joined()
  }

  /// The key `value`.
  public init(_ value: String) {
    pieces = [Piece(content: value)]
  }

  /// The key of a string literal.
  public init(stringLiteral value: String) {
    pieces = [Piece(content: value)]
  }

  /// The key of an interpolated string, its values written in as the view showing it writes them.
  public init(stringInterpolation: StringInterpolation) {
    pieces = stringInterpolation.pieces
  }

  /// Two keys are equal when their literal text is, and their values fall in the same places.
  public static func == (lhs: LocalizedStringKey, rhs: LocalizedStringKey) -> Bool {
    lhs.pieces.map(\.content) == rhs.pieces.map(\.content)
      && lhs.pieces.map { $0.formatted == nil } == rhs.pieces.map { $0.formatted == nil }
  }

  /// Hashes the literal text.
  public func hash(into hasher: inout Hasher) {
    for piece in pieces { hasher.combine(piece.content) }
  }

  /// Builds a key from a literal and the values interpolated into it, as SwiftUI's does.
  public struct StringInterpolation: StringInterpolationProtocol {
    var pieces: [Piece] = []

    /// Room for `literalCapacity` characters and `interpolationCount` values.
    public init(literalCapacity: Int, interpolationCount: Int) {
      pieces.reserveCapacity(2 * interpolationCount + 1)
    }

    /// Literal text.
    public mutating func appendLiteral(_ literal: String) {
      append(literal)
    }

    /// A string, as it is.
    public mutating func appendInterpolation(_ string: String) {
      append(string)
    }

    /// Any other value, as Swift prints it (`"\(count) items"`).
    @_disfavoredOverload
    public mutating func appendInterpolation<T>(_ value: T) {
      append(String(describing: value))
    }

    /// A value written with a Foundation format style, in the showing view's locale, calendar
    /// and time zone: `"\(total, format: .currency(code: "USD"))"`.
    @MainActor
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatOutput == String {
      pieces.append(
        Piece(content: "") { environment in FormatStyleInEnvironment.format(input, with: format, in: environment) })
    }

    /// A number written with a `printf` specifier, as C writes it: `"\(distance, specifier:
    /// "%.1f")"` is `3.5`.
    ///
    /// It reads the same in every locale: Foundation on Linux groups thousands in a `%f`
    /// given a locale, which no `printf` does.
    public mutating func appendInterpolation<T: CVarArg & Numeric>(_ value: T, specifier: String) {
      append(String(format: specifier, value))
    }

    /// A date as `Text(_:style:)` writes it: `"\(bedtime, style: .time)"`.
    @MainActor
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
      appendInterpolation(Text(date, style: style))
    }

    /// A text, its values written as it would write them.
    @MainActor
    public mutating func appendInterpolation(_ text: Text) {
      for segment in text.segments {
        pieces.append(Piece(content: segment.content, formatted: segment.formatted))
      }
    }

    /// An image, as it is drawn in text: `"Tap \(Image(systemName: "plus"))"` is `Tap +`.
    @MainActor
    public mutating func appendInterpolation(_ image: Image) {
      append(image.text)
    }

    private mutating func append(_ text: String) {
      if let last = pieces.last, last.formatted == nil {
        pieces[pieces.count - 1].content += text
      } else {
        pieces.append(Piece(content: text))
      }
    }
  }
}
