import Foundation

/// A label and a value on one line, the value against the trailing edge, as SwiftUI's
/// `LabeledContent` shows a setting: `Version          2.1`.
///
/// ```swift
/// LabeledContent("Version", value: "2.1")
/// LabeledContent("Total", value: total, format: .currency(code: "USD"))
/// LabeledContent("Owner") { Text(owner.name) }
/// ```
public struct LabeledContent: View {
  let label: any View
  let content: any View

  /// `title` and the content of your own.
  public init<S: StringProtocol, Content: View>(_ title: S, @ViewBuilder content: () -> Content) {
    label = Text(String(title))
    self.content = content()
  }

  /// `title` and `value`.
  public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
    label = Text(String(title))
    content = Text(String(value))
  }

  /// `title` and `value` written with `format`.
  public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
  where F.FormatOutput == String {
    label = Text(String(title))
    content = Text(value, format: format)
  }

  /// A label and content of your own.
  public init<Label: View, Content: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  /// Draws the label, then the content against the trailing edge, and records them as a value
  /// `expect value` reads (`expect value Version 2.1`).
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    context.register(
      Control(
        .labeledContent, label: context.plainText(of: label), value: context.plainText(of: content),
        input: ReadOnlyValue()))
    return HStack(alignment: .top) {
      AnyView(label)
      Spacer()
      AnyView(content).foregroundStyle(.secondary)
    }
    .render(width: width, in: context)
  }
}

/// Views in a box with an optional title, as SwiftUI's `GroupBox`.
///
/// ```swift
/// GroupBox("Summary") { Text(summary) }
/// ```
public struct GroupBox<Content: View>: View {
  let title: String?
  let content: Content

  /// `content` in a box.
  public init(@ViewBuilder content: () -> Content) {
    title = nil
    self.content = content()
  }

  /// `content` in a box titled `title`.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.title = String(title)
    self.content = content()
  }

  /// `content` in a box labelled by a view of your own, drawn as its text.
  public init<Label: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    title = (label() as? Text)?.content
    self.content = content()
  }

  /// Draws the box.
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    Box(title: title) { content }.render(width: width, in: context)
  }

  /// As wide as it is offered.
  public func layoutWidths(offered width: Int, in context: RenderContext) -> LayoutWidths {
    LayoutWidths(minimum: 4, ideal: max(4, width), maximum: nil)
  }
}

extension ControlKind {
  /// A label and its value: read, never driven.
  public static let labeledContent = ControlKind("labeled content")
}
