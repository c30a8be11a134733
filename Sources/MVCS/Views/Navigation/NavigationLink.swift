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

  /// Draws the label and `›`, and records the link as a button on screen.
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    let title = context.plainText(of: label)
    let navigation = context.environment.navigation
    let target = target
    let isEnabled = context.isEnabled
    let name = context.offerAction(titled: title) {
      guard let navigation else { return }
      switch target {
      case .value(let value?): navigation.push(value: value, name: title)
      case .value(nil): break
      case .view(let make): navigation.push(view: make(), name: title)
      }
    }
    context.register(Control(.button, label: title, isEnabled: isEnabled, input: ButtonPress(actionName: name)))
    return Text.wrap(title.escapingControlCharacters + " ›", width: max(1, width)).map {
      RenderedLine($0, style: isEnabled ? [] : .dim).prefix(columns: width)
    }
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
      context.runViewWorkWhenDrawn { [weak model] in
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
