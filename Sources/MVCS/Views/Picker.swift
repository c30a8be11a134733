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
  let labelView: any View
  /// Reads and writes the chosen value.
  public var selection: Binding<SelectionValue>
  /// The views the options are made of.
  let content: any View
  /// How it is drawn, when said here rather than with `pickerStyle(_:)` around it.
  var style: PickerStyle?

  /// A picker titled `title` for `selection`, offering the tagged views of `content`.
  @_disfavoredOverload
  public init<S: StringProtocol, Content: View>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    labelView = Text(String(title))
    self.selection = selection
    self.content = content()
  }

  /// A picker titled by a localized key for `selection`, offering the tagged views of `content`.
  public init<Content: View>(
    _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    labelView = Text(titleKey)
    self.selection = selection
    self.content = content()
  }

  /// A picker labelled by views of your own for `selection`, offering the tagged views of
  /// `content`.
  public init<Content: View, Label: View>(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    labelView = label()
    self.selection = selection
    self.content = content()
  }

  /// The picker's label as text.
  public var label: String {
    (labelView as? Text)?.content ?? ""
  }

  /// This picker drawn in `style`.
  public func pickerStyle(_ style: PickerStyle) -> Picker {
    var picker = self
    picker.style = style
    return picker
  }

  /// The options among `content`'s views: each view with a tag of the selection's type (or,
  /// with none, a `ForEach` id of that type), titled by what it draws; the others are left
  /// out, as SwiftUI leaves untagged views unselectable.
  func options(in context: RenderContext) -> [PickerOption<SelectionValue>] {
    context.flatViewList(of: content).compactMap { element in
      guard let value = element.traits.value(as: SelectionValue.self) else { return nil }
      let view = element.view.underlyingView
      let title =
        (view as? PickerOption<SelectionValue>)?.title
        ?? (view as? any TitledView)?.titleText(in: context)
        ?? context.plainText(of: element)
      return PickerOption(title, value: value)
    }
  }

  /// Draws the options in the picker's style, and records the picker as on screen.
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    let options = options(in: context)
    let label = context.plainText(of: labelView)
    let selection = self.selection
    let values = options.map(\.value)
    let chosen = values.firstIndex(of: selection.wrappedValue)
    let isEnabled = context.isEnabled
    context.register(
      Control(
        .picker, label: label, value: chosen.map { options[$0].title }, choices: options.map(\.title),
        isEnabled: isEnabled, input: PickerChoice { selection.wrappedValue = values[$0] }))
    let caption =
      context.environment.labelsHidden
      ? Control.caption("", isEnabled: isEnabled) : Control.caption(label, isEnabled: isEnabled)
    let style: TextStyle = isEnabled ? [] : .dim
    switch self.style ?? context.environment.pickerStyle {
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
      return [menuLine(options, caption: caption, chosen: chosen, style: style, width: width)]
    case .menu:
      return [menuLine(options, caption: caption, chosen: chosen, style: style, width: width)]
    }
  }

  /// `Sort: [Name ▾]`, the choice cut to fit.
  private func menuLine(
    _ options: [PickerOption<SelectionValue>], caption: String, chosen: Int?, style: TextStyle, width: Int
  ) -> RenderedLine {
    let room = max(1, width - caption.displayWidth - 4)
    let title = chosen.map { options[$0].title.escapingControlCharacters } ?? ""
    return RenderedLine(caption + "[" + title.truncated(toColumns: room) + " ▾]", style: style).prefix(columns: width)
  }
}

/// How a ``Picker`` is drawn, named as SwiftUI's picker styles are; SwiftUI's other styles
/// are drawn as the nearest of these.
public enum PickerStyle: Sendable, Hashable {
  /// Every option on a line of its own, the chosen one marked `(•)`: a radio group.
  case inline
  /// The choice alone, `[Name ▾]`; the options are listed when it is opened (`pick Sort`).
  case menu
  /// Every option on one line, the chosen one between stars: `[ Day | *Week* | Month ]`.
  case segmented

  /// What SwiftUI chooses: a menu, as on iOS, in a form or not.
  public static let automatic = PickerStyle.menu
  /// A wheel: drawn as a menu.
  public static let wheel = PickerStyle.menu
  /// A row that pushes the options: drawn as a menu.
  public static let navigationLink = PickerStyle.menu
  /// A palette: drawn segmented.
  public static let palette = PickerStyle.segmented
  /// A radio group: drawn inline.
  public static let radioGroup = PickerStyle.inline
}

extension EnvironmentValues {
  /// How the pickers here are drawn: a menu, unless `pickerStyle(_:)` said otherwise above.
  public var pickerStyle: PickerStyle {
    get { self[PickerStyleKey.self] }
    set { self[PickerStyleKey.self] = newValue }
  }

  /// Whether the controls here hide their labels: inside `labelsHidden()`.
  public var labelsHidden: Bool {
    get { self[LabelsHiddenKey.self] }
    set { self[LabelsHiddenKey.self] = newValue }
  }
}

private struct PickerStyleKey: EnvironmentKey { static let defaultValue = PickerStyle.menu }
private struct LabelsHiddenKey: EnvironmentKey { static let defaultValue = false }

extension View {
  /// The pickers in this view drawn in `style`.
  public func pickerStyle(_ style: PickerStyle) -> ModifiedContent<Self, EnvironmentWriter> {
    environment(\.pickerStyle, style)
  }

  /// The controls in this view without their labels, as SwiftUI's `labelsHidden()`; they are
  /// still found by their labels.
  public func labelsHidden() -> ModifiedContent<Self, EnvironmentWriter> {
    environment(\.labelsHidden, true)
  }
}

/// One option of a ``Picker``: a title and the value choosing it sets.
///
/// Usually made by tagging a view: `Text("Name").tag(Sort.name)`, whose title is what the
/// view draws.
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

extension PickerOption: ViewListContributor {
  func contribute(to list: inout ViewList, at scope: ViewListScope, in context: RenderContext) {
    var tagged = scope
    tagged.traits.tag = AnyHashable(value)
    list.append(.one(tagged.element(self)))
  }
}

extension Picker: AlertButtonGroup {
  /// Its options as a menu's buttons: tapping one chooses it, the chosen one marked `✓`, as
  /// iOS marks it in the menu.
  func alertButtons(in context: RenderContext) -> [AlertButton] {
    let selection = self.selection
    return options(in: context).map { option in
      let value = option.value
      let title = value == selection.wrappedValue ? option.title + " ✓" : option.title
      return AlertButton(title) { selection.wrappedValue = value }
    }
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
