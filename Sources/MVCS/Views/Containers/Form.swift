/// Controls in rows and sections, as SwiftUI's `Form` lays out a settings screen: a
/// ``List`` whose pickers are menus unless told otherwise, as on iOS.
///
/// ```swift
/// Form {
///   Section("Amount") {
///     TextField("Amount", value: $amount, format: .currency(code: "USD"))
///     Picker("People", selection: $numberOfPeople) { ForEach(2..<100) { Text("\($0) people") } }
///   }
///   Section("Tip") {
///     Picker("Tip", selection: $tip) { ForEach([10, 15, 20], id: \.self) { Text($0, format: .percent) } }
///       .pickerStyle(.segmented)
///   }
/// }
/// ```
///
/// Each control is a row of the form's list: the shell fills, toggles and picks it by its
/// label, and paths name it (`/content-view/form/amount`).
public struct Form<Content: View>: View {
  let content: Content

  /// A form of `content`'s views.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// Draws the form's list.
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    List<Never, Content>(content: content, selection: nil, style: .form).render(width: width, in: context)
  }

  /// As wide as it is offered.
  public func layoutWidths(offered width: Int, in context: RenderContext) -> LayoutWidths {
    LayoutWidths(minimum: 1, ideal: max(1, width), maximum: nil)
  }
}
