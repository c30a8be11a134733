/// A choice of one option among several, bound to a value that lives elsewhere, in one of
/// SwiftUI's styles.
///
/// Its options are the ``Text``s (or ``Label``s) in its content tagged with a value of the
/// selection's type, as in SwiftUI; views that are not are left out, as SwiftUI leaves
/// untagged views unselectable.
///
/// ```swift
/// Picker("Sort", selection: $settings.sort) {
///   Text("Name").tag(Sort.name)
///   Text("Date").tag(Sort.date)
/// }
/// Picker("Appearance", selection: $settings.appearance) {
///   for appearance in Appearance.allCases { Text(appearance.title).tag(appearance) }
/// }
/// .pickerStyle(.segmented)
/// ```
///
/// Drawn, by style (the chosen option marked with colour or without):
///
/// ```text
/// Sort:                               .inline: every option, the chosen one (•)
/// (•) Name
/// ( ) Date
/// Sort: [Name ▾]                      .menu: the choice; `pick Sort` lists the options
/// Sort: [ Name | *Date* ]             .segmented: every option on one line
/// ```
///
/// A segmented picker too wide for its line is drawn as a menu. The shell's `pick Sort Date`
/// chooses an option by its title, and `expect value Sort Date` checks the choice.
public struct Picker<SelectionValue: Hashable>: View {
  /// The picker's label, which the shell finds it by.
  public var label: String
  /// Reads and writes the chosen value.
  public var selection: Binding<SelectionValue>
  /// The options, in order: each one's title and value.
  public var options: [PickerOption<SelectionValue>]
  /// How it is drawn.
  public var style: PickerStyle

  /// A picker labelled `label` for `selection`, offering the tagged views of `content`.
  public init(
    _ label: String, selection: Binding<SelectionValue>, style: PickerStyle = .inline,
    @ViewBuilder content: () -> [any View]
  ) {
    self.label = label
    self.selection = selection
    self.style = style
    options = content().compactMap { $0 as? PickerOption<SelectionValue> }
  }

  /// This picker drawn in `style`.
  public func pickerStyle(_ style: PickerStyle) -> Picker {
    var picker = self
    picker.style = style
    return picker
  }

  /// Draws the options in the picker's style, and records the picker as on screen.
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    let selection = self.selection
    let values = options.map(\.value)
    let chosen = values.firstIndex(of: selection.wrappedValue)
    let isEnabled = context.isEnabled
    context.register(
      Control(
        .picker, label: label, value: chosen.map { options[$0].title }, choices: options.map(\.title),
        isEnabled: isEnabled, input: PickerChoice { selection.wrappedValue = values[$0] }))
    let caption = Control.caption(label, isEnabled: isEnabled)
    let style: TextStyle = isEnabled ? [] : .dim
    switch self.style {
    case .inline:
      var lines = caption.isEmpty ? [] : [RenderedLine(String(caption.dropLast()), style: style)]
      for (index, option) in options.enumerated() {
        let mark = index == chosen ? "(•) " : "( ) "
        for (row, line) in Text.wrap(option.title.escapingControlCharacters, width: max(1, width - 4)).enumerated() {
          lines.append(
            RenderedLine((row == 0 ? mark : "    ") + line, style: index == chosen ? style.union(.bold) : style)
              .prefix(columns: width))
        }
      }
      return lines
    case .segmented:
      var line = RenderedLine(caption + "[ ", style: style)
      for (index, option) in options.enumerated() {
        if index > 0 { line.append(" | ", style: style) }
        let title = option.title.escapingControlCharacters
        line.append(index == chosen ? "*" + title + "*" : title, style: index == chosen ? style.union(.inverse) : style)
      }
      line.append(" ]", style: style)
      if line.width <= width { return [line] }
      return [menuLine(caption: caption, chosen: chosen, style: style, width: width)]
    case .menu:
      return [menuLine(caption: caption, chosen: chosen, style: style, width: width)]
    }
  }

  /// `Sort: [Name ▾]`, the choice cut to fit.
  private func menuLine(caption: String, chosen: Int?, style: TextStyle, width: Int) -> RenderedLine {
    let room = max(1, width - caption.displayWidth - 4)
    let title = chosen.map { options[$0].title.escapingControlCharacters } ?? ""
    return RenderedLine(caption + "[" + title.truncated(toColumns: room) + " ▾]", style: style).prefix(columns: width)
  }
}

/// How a ``Picker`` is drawn, named as SwiftUI's picker styles are.
public enum PickerStyle: Sendable, Hashable {
  /// Every option on a line of its own, the chosen one marked `(•)`: a radio group.
  case inline
  /// The choice alone, `[Name ▾]`; the options are listed when it is opened (`pick Sort`).
  case menu
  /// Every option on one line, the chosen one between stars: `[ Day | *Week* | Month ]`.
  case segmented
}

/// One option of a ``Picker``: a title and the value choosing it sets.
///
/// Made by tagging a ``Text`` or a ``Label``: `Text("Name").tag(Sort.name)`.
public struct PickerOption<Value: Hashable>: View {
  /// What the option says, and what `pick` names it by.
  public var title: String
  /// The value choosing it sets.
  public var value: Value

  /// An option titled `title` for `value`.
  public init(_ title: String, value: Value) {
    self.title = title
    self.value = value
  }

  /// Draws the title, as a ``Text`` would, outside a picker.
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    Text(title).render(width: width, in: context)
  }
}

extension Text {
  /// This text as a ``Picker`` option for `value`.
  public func tag<Value: Hashable>(_ value: Value) -> PickerOption<Value> {
    PickerOption(content, value: value)
  }
}

extension Label {
  /// This label as a ``Picker`` option for `value`, titled by its title.
  public func tag<Value: Hashable>(_ value: Value) -> PickerOption<Value> {
    PickerOption(title, value: value)
  }
}

extension ControlKind {
  /// A choice among options, which `pick` makes.
  public static let picker = ControlKind("picker")
}

/// How a picker is driven: one of its ``Control/choices`` chosen, by its place among them.
public struct PickerChoice: ControlInput {
  /// Chooses the option at this index of the control's choices.
  public let choose: @MainActor (Int) -> Void

  /// A choice that hands the chosen index to `choose`.
  public init(choose: @escaping @MainActor (Int) -> Void) {
    self.choose = choose
  }
}
