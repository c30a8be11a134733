/// An image, drawn as text: an SF Symbol as the character that looks like it (a table of the
/// common ones, below), any other image by its name.
///
/// ```swift
/// Image(systemName: "xmark.circle.fill")   // ⊗
/// Image(systemName: "star.fill")           // ★
/// Image("flag-us")                          // flag-us
/// ```
///
/// A symbol not in the table is drawn by its name, so nothing is ever drawn as nothing. The
/// table, by symbol: `plus` +, `minus` −, `xmark` ✕, `xmark.circle(.fill)` ⊗, `checkmark` ✓,
/// `checkmark.circle(.fill)` ✅, `circle` ○, `circle.fill` ●, `star` ☆, `star.fill` ★, `heart`
/// ♡, `heart.fill` ♥, `trash` 🗑, `pencil` ✎, `square.and.pencil` ✎, `gear`/`gearshape` ⚙,
/// `magnifyingglass` 🔍, `person` 👤, `house` 🏠, `calendar` 📅, `clock` 🕒, `bell` 🔔, `envelope`
/// ✉, `folder` 📁, `doc` 📄, `photo` 🖼, `camera` 📷, `cart` 🛒, `bed.double` 🛏, `moon` ☾,
/// `sun.max` ☀, `cloud` ☁, `bolt` ⚡, `wifi` 📶, `info.circle` ⓘ, `exclamationmark.triangle` ⚠,
/// `questionmark.circle` ?, `chevron.left` ‹, `chevron.right` ›, `chevron.up` ˄, `chevron.down`
/// ˅, `arrow.left` ←, `arrow.right` →, `arrow.up` ↑, `arrow.down` ↓, `arrow.clockwise` ↻,
/// `square.and.arrow.up` ⇪, `ellipsis` …, `line.3.horizontal` ≡, `list.bullet` ☰, `flag` ⚑,
/// `bookmark` 🔖, `tag` 🏷, `lock` 🔒, `dollarsign.circle` $, `cup.and.saucer` ☕, `chart.pie` ◔,
/// `chart.bar` ▤, `fork.knife` 🍴, `car` 🚗, `creditcard` 💳, `banknote` 💵, `alarm` ⏰,
/// `arrow.up.arrow.down` ⇅.
public struct Image: View {
  /// What is drawn: the symbol's character, or the name.
  let text: String
  /// The name it was made with.
  public let name: String

  /// The SF Symbol named `systemName`.
  public init(systemName: String) {
    name = systemName
    text = Self.symbols[systemName] ?? Self.symbols[Self.baseSymbol(systemName)] ?? systemName
  }

  /// The image named `name` in the app's assets, drawn as its name.
  public init(_ name: String) {
    self.name = name
    text = name
  }

  /// The image named `name`, drawn as its name; a bundle means nothing in text.
  public init(_ name: String, bundle: AnyObject?) {
    self.init(name)
  }

  /// This image; resizing means nothing in text.
  public func resizable() -> Image { self }

  /// This image; a rendering mode means nothing in text.
  public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { self }

  /// How SwiftUI fills a template image; accepted, and nothing in text.
  public enum TemplateRenderingMode: Sendable, Hashable {
    case template
    case original
  }

  /// Draws the symbol or the name, cut to the width.
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    // An image is named by its name to VoiceOver, which is how a tap gesture on it is found.
    context.spokenNames?.images.append(name)
    return [RenderedLine(text, style: context.environment.textStyle).prefix(columns: width)]
  }

  /// `name` without a `.fill`, `.circle`, `.square` variant, to find it in the table.
  private static func baseSymbol(_ name: String) -> String {
    var base = name
    for suffix in [".fill", ".circle", ".square", ".slash"] where base.hasSuffix(suffix) {
      base.removeLast(suffix.count)
    }
    return base
  }

  private static let symbols: [String: String] = [
    "plus": "+", "minus": "−", "xmark": "✕", "xmark.circle": "⊗", "xmark.circle.fill": "⊗",
    "checkmark": "✓", "checkmark.circle": "✅", "checkmark.circle.fill": "✅", "circle": "○", "circle.fill": "●",
    "star": "☆", "star.fill": "★", "heart": "♡", "heart.fill": "♥", "trash": "🗑", "pencil": "✎",
    "square.and.pencil": "✎", "gear": "⚙", "gearshape": "⚙", "magnifyingglass": "🔍", "person": "👤",
    "house": "🏠", "calendar": "📅", "clock": "🕒", "bell": "🔔", "envelope": "✉", "folder": "📁", "doc": "📄",
    "photo": "🖼", "camera": "📷", "cart": "🛒", "bed.double": "🛏", "moon": "☾", "sun.max": "☀", "cloud": "☁",
    "bolt": "⚡", "wifi": "📶", "info.circle": "ⓘ", "exclamationmark.triangle": "⚠", "questionmark.circle": "?",
    "list.number": "☰", "chevron.left": "‹", "chevron.right": "›", "chevron.up": "˄", "chevron.down": "˅",
    "arrow.left": "←",
    "arrow.right": "→", "arrow.up": "↑", "arrow.down": "↓", "arrow.clockwise": "↻", "square.and.arrow.up": "⇪",
    "ellipsis": "…", "line.3.horizontal": "≡", "list.bullet": "☰", "flag": "⚑", "bookmark": "🔖", "tag": "🏷",
    "lock": "🔒", "dollarsign.circle": "$", "cup.and.saucer": "☕",
    "chart.pie": "◔", "chart.bar": "▤", "fork.knife": "🍴", "car": "🚗", "creditcard": "💳", "banknote": "💵",
    "alarm": "⏰", "arrow.up.arrow.down": "⇅",
  ]
}
