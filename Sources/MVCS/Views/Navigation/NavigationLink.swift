/// A row or a button that pushes a screen onto the navigation stack it is in, as SwiftUI's
/// `NavigationLink`: drawn `Title ›`, tapped (or selected, as a list row) by its title.
///
/// ```swift
/// NavigationLink("Settings", value: Route.settings)     // shown by navigationDestination(for: Route.self)
/// NavigationLink(mission.name, value: mission)
/// NavigationLink { DetailView(item: item) } label: { Text(item.name) }
/// ```
///
/// Outside a navigation stack it draws as it does inside, and tapping it is an error that
/// says so.
public struct NavigationLink<Label: View, Destination: View>: View {
  let label: Label
  let target: Target

  enum Target {
    case value(AnyHashable?)
    case view(() -> Destination)
    /// iOS 13's `isActive:` link: tapping sets the binding, and the binding pushes.
    case activate(Binding<Bool>, () -> Destination)
  }

  /// A link labelled `label` that pushes `destination`.
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
    target = .view({ destination })
  }

  /// A link labelled `label` that pushes the view `destination` makes.
  public init(@ViewBuilder destination: @escaping () -> Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
    target = .view(destination)
  }

  /// Draws the label and `›`, and records the link as a button on screen, named by its
  /// label's text and known by its first words too (a row `Groceries  $42.50 ›` is tapped as
  /// `Groceries`).
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    guard case .activate(let isActive, let make) = target else { return drawLink(width: width, in: context) }
    // Pushed while the binding holds, as navigationDestination(isPresented:) pushes; a link
    // with an empty label (the hidden links programmatic navigation used) draws nothing.
    let follower = NavigationDestinationModifier(
      register: nil,
      presentation: NavigationDestinationModifier.Presentation(
        isPresented: { isActive.wrappedValue }, view: { make() }, dismissed: { isActive.wrappedValue = false }))
    let link = ActivatingLink(draw: { width, context in
      Label.self == EmptyView.self ? [] : drawLink(width: width, in: context)
    })
    return follower.render(content: link, width: width, in: context)
  }

  /// Draws the label and `›`, and registers the button that follows the link.
  private func drawLink(width: Int, in context: RenderContext) -> [RenderedLine] {
    let navigation = context.environment.navigation
    if context.environment.isInToolbar {
      // In a bar, a link is a bar button, as SwiftUI draws it: `[Add]`, pushing as any link.
      let title = context.titleText(of: label)
      return Button(action: { follow(named: title, in: navigation) }, label: { label })
        .render(width: width, in: context)
    }
    let isEnabled = context.isEnabled
    let drawn = label.render(width: max(1, width - 2), in: context)
    let texts = drawn.map { $0.text(color: false) }
    let title = texts.map(\.collapsingSpaces).filter { !$0.isEmpty }.joined(separator: " ")
    let name = texts.lazy.compactMap(\.leadingWords).first ?? title
    let actionName = context.offerAction(titled: name) { follow(named: name, in: navigation) }
    context.register(
      Control(.button, label: title, isEnabled: isEnabled, input: ButtonPress(actionName: actionName)).named(name))
    guard var first = drawn.first else { return [RenderedLine("›").prefix(columns: width)] }
    first.append(" ›")
    let lines = [first] + drawn.dropFirst()
    return isEnabled ? lines.map { $0.prefix(columns: width) } : lines.map { $0.dimmed.prefix(columns: width) }
  }
}

extension NavigationLink {
  /// Pushes the link's destination onto `navigation`, the screen named `name`; outside a
  /// navigation stack, nothing.
  fileprivate func follow(named name: String, in navigation: NavigationModel?) {
    guard let navigation else { return }
    switch target {
    case .value(let value?): navigation.push(value: value, name: name)
    case .value(nil): break
    case .view(let make): navigation.push(view: make(), name: name)
    case .activate(let isActive, _): isActive.wrappedValue = true
    }
  }
}

/// An `isActive:` link's own drawing, as the content its binding's destination follows.
private struct ActivatingLink: View {
  let draw: @MainActor (Int, RenderContext) -> [RenderedLine]

  func render(width: Int, in context: RenderContext) -> [RenderedLine] { draw(width, context) }
}

extension RenderedLine {
  /// The line drawn dim, as a disabled control is.
  fileprivate var dimmed: RenderedLine {
    var line = RenderedLine()
    for run in runs { line.append(run.text, style: run.style.union(.dim)) }
    return line
  }
}

extension String {
  /// The text with each run of spaces one space, and none at either end: a row's words
  /// without the room its layout put between them.
  var collapsingSpaces: String {
    split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
  }

  /// The words before the first gap of two spaces or more, as a row lays out a title and
  /// what stands beside it (`Groceries      $42.50` is `Groceries`); nil for a blank line.
  var leadingWords: String? {
    let trimmed = drop { $0 == " " }
    guard !trimmed.isEmpty else { return nil }
    let end = trimmed.range(of: "  ")?.lowerBound ?? trimmed.endIndex
    return String(trimmed[..<end])
  }
}

extension NavigationLink where Label == Text {
  /// A link titled `title` that pushes `destination`.
  public init<S: StringProtocol>(_ title: S, destination: Destination) {
    self.init(destination: destination) { Text(String(title)) }
  }

  /// A link titled `title` that pushes the view `destination` makes.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: @escaping () -> Destination) {
    self.init(destination: destination) { Text(String(title)) }
  }

  /// A link titled by a localized key that pushes `destination`.
  public init(_ titleKey: LocalizedStringKey, destination: Destination) {
    self.init(destination: destination) { Text(titleKey) }
  }
}

extension NavigationLink where Destination == Never {
  /// A link labelled `label` that pushes the screen for `value`.
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    self.label = label()
    target = .value(value.map { AnyHashable($0) })
  }
}

extension NavigationLink where Label == Text, Destination == Never {
  /// A link titled `title` that pushes the screen for `value`.
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
    self.init(value: value) { Text(String(title)) }
  }

  /// A link titled by a localized key that pushes the screen for `value`.
  public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
    self.init(value: value) { Text(titleKey) }
  }
}

extension View {
  /// This view's navigation stack showing `destination`'s view for a value of type `data`
  /// pushed by a link or appended to the path.
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> ModifiedContent<Self, NavigationDestinationModifier> {
    modifier(
      NavigationDestinationModifier(
        register: { model in
          model.destinations[ObjectIdentifier(D.self)] = { value in (value.base as? D).map(destination) }
        }, presentation: nil))
  }

  /// This view's navigation stack pushing `destination` while `isPresented` is true; going
  /// back sets it to false.
  public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V)
    -> ModifiedContent<Self, NavigationDestinationModifier>
  {
    let view = destination()
    return modifier(
      NavigationDestinationModifier(
        register: nil,
        presentation: NavigationDestinationModifier.Presentation(
          isPresented: { isPresented.wrappedValue }, view: { view }, dismissed: { isPresented.wrappedValue = false })))
  }

  /// This view's navigation stack pushing `destination`'s view for `item` while it is not
  /// nil; going back sets it to nil.
  public func navigationDestination<D: Hashable, C: View>(
    item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
  ) -> ModifiedContent<Self, NavigationDestinationModifier> {
    modifier(
      NavigationDestinationModifier(
        register: nil,
        presentation: NavigationDestinationModifier.Presentation(
          isPresented: { item.wrappedValue != nil }, view: { item.wrappedValue.map(destination) },
          dismissed: { item.wrappedValue = nil })))
  }
}

/// Declares a destination of the navigation stack around its view; see
/// ``View/navigationDestination(for:destination:)``.
public struct NavigationDestinationModifier: ViewModifier, PrimitiveViewModifier {
  /// A destination pushed while a condition holds.
  @MainActor
  struct Presentation {
    let isPresented: @MainActor () -> Bool
    let view: @MainActor () -> (any View)?
    let dismissed: @MainActor () -> Void
  }

  let register: (@MainActor (NavigationModel) -> Void)?
  let presentation: Presentation?
  var appliesToEachView: Bool { false }

  func render(content: any View, width: Int, in context: RenderContext) -> [RenderedLine] {
    if let model = context.environment.navigation {
      register?(model)
      if let presentation, !context.isMeasuring { follow(presentation, in: model, context: context) }
    }
    return content.render(width: width, in: context)
  }

  /// Pushes the destination while its condition holds, pops it when it stops holding.
  private func follow(_ presentation: Presentation, in model: NavigationModel, context: RenderContext) {
    let pushed = context.node(for: Self.self).kept { LifecycleBox<HostingController<AnyView>?>(nil) }
    let isPushed = pushed.value.map(model.isPushed) ?? false
    if presentation.isPresented(), !isPushed, let view = presentation.view() {
      context.runViewWorkWhenDrawn(by: context.origin("navigationDestination(isPresented:)")) { [weak model] in
        guard let model else { return }
        model.push(view: view, remake: presentation.view) {
          pushed.value = nil
          presentation.dismissed()
        }
        pushed.value = model.entries.last?.host
      }
    } else if !presentation.isPresented(), isPushed, let host = pushed.value {
      context.runViewWorkWhenDrawn { [weak model] in
        pushed.value = nil
        model?.pop(from: host)
      }
    }
  }
}
