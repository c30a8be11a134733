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

  private func presenting(
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
      guard let button = element.view.underlyingView as? any AlertButtonConvertible else { continue }
      buttons.append(button.alertButton(in: context))
    }
    return buttons
  }

  /// What `view` draws, as one line.
  static func text(of view: any View) -> String {
    let context = RenderContext(owner: ViewController(name: "alert-message"), isMeasuring: true)
    return context.plainText(of: view)
  }
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
