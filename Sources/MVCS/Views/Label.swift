/// A title with an icon before it, as SwiftUI's `Label` is: `📶 Wi-Fi`.
///
/// The icon is text, an emoji or an SF Symbol drawn as text (see ``Image``); the title wraps as
/// ``Text`` does, under itself. In a ``Picker`` a label tagged with a value is an option,
/// titled by its title.
///
/// ```swift
/// Label("Wi-Fi", icon: "📶")
/// Label("Favorites", systemImage: "star.fill")     // ★ Favorites
/// Label("Low Power Mode", icon: "🔋").tag(PowerMode.low)
/// ```
public struct Label<Title: View, Icon: View>: View {
  /// The text.
  let titleView: Title
  /// What stands before it: an emoji, a symbol, an image.
  let iconView: Icon

  /// A label of your own views.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    titleView = title()
    iconView = icon()
  }

  /// The title, as a picker's option names it.
  func titleText(in context: RenderContext) -> String { context.plainText(of: titleView) }

  /// Draws the icon, a space, and the title wrapped in what is left; the icon alone in a
  /// toolbar, as SwiftUI draws a label there.
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    if let style = context.environment.labelStyleBody {
      // A style of the app's makes the label's view; inside it, the title and icon are drawn
      // as they are.
      let body = style(LabelStyleConfiguration(title: .init(content: titleView), icon: .init(content: iconView)))
      var plain = context.environment
      plain.labelStyleBody = nil
      return context.withEnvironment(plain) { body.render(width: width, in: context) }
    }
    let icon = context.plainText(of: iconView).escapingControlCharacters
    if context.environment.labelsShowIconOnly, !icon.isEmpty {
      return [RenderedLine(icon).prefix(columns: width)]
    }
    let indent = icon.isEmpty ? 0 : icon.displayWidth + 1
    let lines = Text.wrap(titleText(in: context).escapingControlCharacters, width: max(1, width - indent))
    return lines.enumerated().map { index, line in
      let lead = index == 0 && !icon.isEmpty ? icon + " " : String(copies: indent, of: " ")
      return RenderedLine(lead + line).prefix(columns: width)
    }
  }
}

extension Label where Title == Text, Icon == Text {
  /// A label showing `icon` (an emoji or a symbol) then `title`.
  public init(_ title: String, icon: String) {
    self.init(title: { Text(title) }, icon: { Text(icon) })
  }

  /// The text.
  public var title: String { titleView.content }
  /// What stands before it.
  public var icon: String { iconView.content }
}

extension Label where Title == Text, Icon == Image {
  /// A label showing the SF Symbol `systemImage` (see ``Image``) then `title`.
  public init<S: StringProtocol>(_ title: S, systemImage: String) {
    self.init(title: { Text(String(title)) }, icon: { Image(systemName: systemImage) })
  }

  /// A label showing the image named `image` then `title`.
  public init<S: StringProtocol>(_ title: S, image: String) {
    self.init(title: { Text(String(title)) }, icon: { Image(image) })
  }

  /// A label showing the SF Symbol `systemImage` then a localized title.
  public init(_ titleKey: LocalizedStringKey, systemImage: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(systemName: systemImage) })
  }
}

extension Label: TitledView {}

/// A view with a title apart from what it draws around it: a picker option made of it is
/// named by the title alone.
@MainActor
protocol TitledView {
  func titleText(in context: RenderContext) -> String
}

extension RenderContext {
  /// What `view` is titled as a button's, a tab's or an option's label: a label's title
  /// without its icon, else what it draws, on one line.
  func titleText(of view: any View) -> String {
    (view as? any TitledView)?.titleText(in: self) ?? plainText(of: view)
  }
}

extension EnvironmentValues {
  /// Whether labels here show their icon alone: in a toolbar.
  var labelsShowIconOnly: Bool {
    get { self[LabelsShowIconOnlyKey.self] }
    set { self[LabelsShowIconOnlyKey.self] = newValue }
  }
}

private struct LabelsShowIconOnlyKey: EnvironmentKey { static let defaultValue = false }
