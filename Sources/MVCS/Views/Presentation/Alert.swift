extension View {
  /// This view presenting an alert titled `title` while `isPresented` is true, as SwiftUI's
  /// `alert`.
  ///
  /// Its `actions` are its buttons (an OK when there are none), `message` the text under the
  /// title. Any button closes it and sets the binding back to false, then runs.
  ///
  /// ```swift
  /// .alert(alertTitle, isPresented: $showingAlert) {
  ///   Button("OK") { }
  /// } message: {
  ///   Text(alertMessage)
  /// }
  /// ```
  public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A,
    @ViewBuilder message: @escaping () -> M
  ) -> ModifiedContent<Self, PresentationModifier> {
    presenting(
      .alert, title: String(title), isPresented: isPresented, actions: { actions() }, message: { message() })
  }

  /// This view presenting an alert titled `title`, with `actions`, while `isPresented` is true.
  public func alert<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A
  ) -> ModifiedContent<Self, PresentationModifier> {
    presenting(.alert, title: String(title), isPresented: isPresented, actions: { actions() }, message: nil)
  }

  /// This view presenting an alert titled by a text, with `actions` and `message`.
  public func alert<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A,
    @ViewBuilder message: @escaping () -> M
  ) -> ModifiedContent<Self, PresentationModifier> {
    presenting(.alert, title: title.content, isPresented: isPresented, actions: { actions() }, message: { message() })
  }

  /// This view presenting an alert about `data` while `isPresented` is true: the actions and
  /// message are made from it.
  public func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: @escaping (T) -> A,
    @ViewBuilder message: @escaping (T) -> M
  ) -> ModifiedContent<Self, PresentationModifier> {
    presenting(
      .alert, title: String(title),
      isPresented: Binding(get: { isPresented.wrappedValue && data != nil }, set: { isPresented.wrappedValue = $0 }),
      actions: { data.map { AnyView(actions($0)) } ?? AnyView(EmptyView()) },
      message: { data.map { AnyView(message($0)) } ?? AnyView(EmptyView()) })
  }

  /// This view presenting an alert about `data` while `isPresented` is true, with actions made
  /// from it.
  public func alert<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: @escaping (T) -> A
  ) -> ModifiedContent<Self, PresentationModifier> {
    presenting(
      .alert, title: String(title),
      isPresented: Binding(get: { isPresented.wrappedValue && data != nil }, set: { isPresented.wrappedValue = $0 }),
      actions: { data.map { AnyView(actions($0)) } ?? AnyView(EmptyView()) }, message: nil)
  }

  /// This view presenting an alert for `error` while `isPresented` is true: its description
  /// is the title.
  public func alert<E: Error, A: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: @escaping () -> A
  ) -> ModifiedContent<Self, PresentationModifier> {
    presenting(
      .alert, title: error.map { "\($0)" } ?? "", isPresented: isPresented, actions: { actions() }, message: nil)
  }

  /// This view presenting a confirmation dialog titled `title` while `isPresented` is true:
  /// `actions` one under the other, a Cancel last, as SwiftUI's `confirmationDialog`.
  ///
  /// ```swift
  /// .confirmationDialog("Delete this book?", isPresented: $confirming, titleVisibility: .visible) {
  ///   Button("Delete", role: .destructive) { delete() }
  /// }
  /// ```
  public func confirmationDialog<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: @escaping () -> A
  ) -> ModifiedContent<Self, PresentationModifier> {
    presenting(
      .confirmationDialog, title: String(title), isPresented: isPresented, actions: { actions() }, message: nil)
  }

  /// This view presenting a confirmation dialog with `actions` and `message`.
  public func confirmationDialog<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: @escaping () -> A, @ViewBuilder message: @escaping () -> M
  ) -> ModifiedContent<Self, PresentationModifier> {
    presenting(
      .confirmationDialog, title: String(title), isPresented: isPresented, actions: { actions() },
      message: { message() })
  }

  fileprivate func presenting(
    _ style: AlertViewController.Style, title: String, isPresented: Binding<Bool>,
    actions: @escaping @MainActor () -> any View, message: (@MainActor () -> any View)?
  ) -> ModifiedContent<Self, PresentationModifier> {
    modifier(
      PresentationModifier(
        kind: .alert(
          title: { title },
          message: {
            guard let message else { return nil }
            let text = AlertButtons.text(of: message())
            return text.isEmpty ? nil : text
          }, style: style),
        isPresented: { isPresented.wrappedValue }, identity: { isPresented.wrappedValue ? 0 : nil },
        content: actions, dismissed: { isPresented.wrappedValue = false }, onDismiss: nil))
  }
}

/// An alert's buttons and message made of views.
@MainActor
enum AlertButtons {
  /// The buttons among `actions`' views, each pressing what its closure does.
  static func from(_ actions: any View, environment: EnvironmentValues) -> [AlertButton] {
    let owner = ViewController(name: "alert-actions")
    let context = RenderContext(owner: owner, environment: environment, isMeasuring: true)
    var buttons: [AlertButton] = []
    for element in context.flatViewList(of: actions) {
      let view = element.view.underlyingView
      if let group = view as? any AlertButtonGroup {
        buttons += group.alertButtons(in: context)
        continue
      }
      guard let button = view as? any AlertButtonConvertible else { continue }
      buttons.append(button.alertButton(in: context))
    }
    return buttons
  }

  /// The title `view` gives a button: a label's text without its icon, else what it draws.
  static func title(of view: any View) -> String {
    RenderContext(owner: ViewController(name: "alert-title"), isMeasuring: true).titleText(of: view)
  }

  /// What `view` draws, as one line.
  static func text(of view: any View) -> String {
    let context = RenderContext(owner: ViewController(name: "alert-message"), isMeasuring: true)
    return context.plainText(of: view)
  }
}

/// A view that is several of an alert's buttons when it is among its actions: a `Picker` in a
/// `Menu` (a sort menu), one button an option, as iOS lists them in the menu.
@MainActor
protocol AlertButtonGroup {
  func alertButtons(in context: RenderContext) -> [AlertButton]
}

/// A view that is an alert's button when it is among its actions.
@MainActor
protocol AlertButtonConvertible {
  func alertButton(in context: RenderContext) -> AlertButton
  /// The name of the view controller's action it runs, for a button made with one.
  var namedAction: String? { get }
}

extension Button: AlertButtonConvertible {
  func alertButton(in context: RenderContext) -> AlertButton {
    let title = title(in: context)
    switch press {
    case .closure(let perform): return AlertButton(title, role: role, action: perform)
    case .action: return AlertButton(title, role: role)
    }
  }

  var namedAction: String? {
    if case .action(let name) = press { return name }
    return nil
  }
}

/// An alert as iOS 13 described one, for `alert(isPresented:content:)` and
/// `alert(item:content:)` (deprecated by `alert(_:isPresented:actions:message:)`, which it is
/// shown as).
///
/// ```swift
/// .alert(isPresented: $confirming) {
///   Alert(title: Text("Delete"), message: Text("Are you sure?"),
///         primaryButton: .destructive(Text("Delete")) { delete() }, secondaryButton: .cancel())
/// }
/// ```
@MainActor
public struct Alert {
  /// One of an alert's buttons.
  @MainActor
  public struct Button {
    let label: Text
    let role: ButtonRole?
    let action: (() -> Void)?

    /// An ordinary button labelled `label`.
    public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: nil, action: action)
    }

    /// A cancel button labelled `label`.
    public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: .cancel, action: action)
    }

    /// A cancel button labelled Cancel.
    public static func cancel(_ action: (() -> Void)? = {}) -> Button {
      Button(label: Text(verbatim: "Cancel"), role: .cancel, action: action)
    }

    /// A destructive button labelled `label`.
    public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: .destructive, action: action)
    }
  }

  let title: Text
  let message: Text?
  let buttons: [Button]

  /// An alert with one button, OK unless given.
  public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
    self.title = title
    self.message = message
    buttons = [dismissButton ?? .default(Text(verbatim: "OK"))]
  }

  /// An alert with two buttons.
  public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
    self.title = title
    self.message = message
    buttons = [primaryButton, secondaryButton]
  }

  /// The buttons as views, as an alert's actions are.
  @MainActor
  var actions: some View {
    ForEach(buttons.indices, id: \.self) { index in
      let button = buttons[index]
      MVCS.Button(role: button.role, action: { button.action?() }) { button.label }
    }
  }
}

extension View {
  /// This view presenting the alert `content` makes while `isPresented` is true, as iOS 13's
  /// `alert(isPresented:content:)`.
  @MainActor
  public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> ModifiedContent<Self, PresentationModifier> {
    let alert = content()
    return presenting(
      .alert, title: AlertButtons.text(of: alert.title), isPresented: isPresented, actions: { alert.actions },
      message: alert.message.map { message -> @MainActor () -> any View in { message } })
  }

  /// This view presenting the alert `content` makes for `item` while it is not nil, as iOS 13's
  /// `alert(item:content:)`; closing it sets `item` to nil.
  @MainActor
  public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> ModifiedContent<
    Self, PresentationModifier
  > {
    let alert = item.wrappedValue.map(content)
    return presenting(
      .alert, title: alert.map { AlertButtons.text(of: $0.title) } ?? "",
      isPresented: Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } }),
      actions: { alert.map { AnyView($0.actions) } ?? AnyView(EmptyView()) },
      message: alert?.message.map { message -> @MainActor () -> any View in { message } })
  }
}
