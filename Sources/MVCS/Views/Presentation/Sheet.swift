import Foundation

extension View {
  /// This view presenting `content` as a sheet while `isPresented` is true, as SwiftUI's
  /// `sheet`.
  ///
  /// The sheet is a modal in the hierarchy (`tree` marks it `[modal]`), its views a screen of
  /// their own. The binding goes back to false, and `onDismiss` runs, however the sheet
  /// closes: a `dismiss` from its views, the shell's `dismiss`, or the binding set false.
  ///
  /// ```swift
  /// .sheet(isPresented: $showingAddExpense) { AddView(expenses: expenses) }
  /// ```
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> ModifiedContent<Self, PresentationModifier> {
    modifier(
      PresentationModifier(
        kind: .sheet, isPresented: { isPresented.wrappedValue }, identity: { isPresented.wrappedValue ? 0 : nil },
        content: { content() }, dismissed: { isPresented.wrappedValue = false }, onDismiss: onDismiss))
  }

  /// This view presenting `content`'s view for `item` as a sheet while it is not nil; another
  /// item presents its own sheet in its place, and closing the sheet sets it to nil.
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> ModifiedContent<Self, PresentationModifier> {
    modifier(
      PresentationModifier(
        kind: .sheet, isPresented: { item.wrappedValue != nil },
        identity: { item.wrappedValue.map { AnyHashable($0.id) } },
        content: { item.wrappedValue.map { AnyView(content($0)) } ?? AnyView(EmptyView()) },
        dismissed: { item.wrappedValue = nil },
        onDismiss: onDismiss))
  }

  /// This view presenting `content` over the whole screen while `isPresented` is true: a
  /// sheet, in text.
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> ModifiedContent<Self, PresentationModifier> {
    sheet(isPresented: isPresented, onDismiss: onDismiss, content: content)
  }

  /// This view presenting `content`'s view for `item` over the whole screen: a sheet, in text.
  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> ModifiedContent<Self, PresentationModifier> {
    sheet(item: item, onDismiss: onDismiss, content: content)
  }

  /// This view presenting `content` in a popover while `isPresented` is true: a sheet, in text.
  public func popover<Content: View>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> ModifiedContent<Self, PresentationModifier> {
    sheet(isPresented: isPresented, content: content)
  }

  /// This view presenting `content`'s view for `item` in a popover: a sheet, in text.
  public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> ModifiedContent<Self, PresentationModifier> {
    sheet(item: item, content: content)
  }

  /// This view's sheet refusing to be closed without choosing while `isDisabled`: the shell's
  /// `dismiss` is an error that says so; its own buttons still close it.
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> ModifiedContent<
    Self, InteractiveDismissModifier
  > {
    modifier(InteractiveDismissModifier(isDisabled: isDisabled))
  }

  /// This view; a sheet's heights are the screen's in text.
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> Self { self }
  /// This view; a sheet's drag indicator is not drawn in text.
  public func presentationDragIndicator(_ visibility: Visibility) -> Self { self }
  /// This view; a sheet's corners are a box's in text.
  public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> Self { self }
}

/// Where a popover points; a popover is a sheet in text.
public enum PopoverAttachmentAnchor: Sendable, Hashable {
  case rect(Anchor)
  case point(UnitPoint)

  /// The part of a view a popover points at.
  public enum Anchor: Sendable, Hashable {
    case bounds
  }
}

/// A height a sheet may take; every sheet is a modal box in text.
public struct PresentationDetent: Sendable, Hashable {
  let name: String
  /// Half the screen.
  public static let medium = PresentationDetent(name: "medium")
  /// The whole screen.
  public static let large = PresentationDetent(name: "large")
  /// A fraction of the screen.
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(name: "fraction") }
  /// A height in points.
  public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(name: "height") }
}

/// Presents a modal while a condition holds, and follows it closing; see
/// ``View/sheet(isPresented:onDismiss:content:)``.
public struct PresentationModifier: ViewModifier, PrimitiveViewModifier {
  /// What is presented.
  enum Kind {
    case sheet
    case alert(title: @MainActor () -> String, message: @MainActor () -> String?, style: AlertViewController.Style)
  }

  let kind: Kind
  let isPresented: @MainActor () -> Bool
  /// What tells one presentation from the next: a new identity replaces the modal.
  let identity: @MainActor () -> AnyHashable?
  let content: @MainActor () -> any View
  let dismissed: @MainActor () -> Void
  let onDismiss: (@MainActor () -> Void)?
  var appliesToEachView: Bool { false }

  /// The modal presented now, and the identity it was presented for.
  @MainActor
  final class Presented {
    weak var modal: ViewController?
    var identity: AnyHashable?
  }

  func render(content view: any View, width: Int, in context: RenderContext) -> [RenderedLine] {
    if !context.isMeasuring, !context.isOffScreen { follow(in: context) }
    return view.render(width: width, in: context)
  }

  /// Presents, replaces or dismisses the modal so it follows the binding.
  private func follow(in context: RenderContext) {
    let node = context.node(for: Self.self)
    let presented = node.kept {
      let presented = Presented()
      node.teardown.append {
        presented.modal?.onDismissed = nil
        presented.modal?.dismiss()
      }
      return presented
    }
    let owner = context.owner
    let wanted = isPresented()
    let identity = self.identity()
    let environment = context.environment
    if let modal = presented.modal, modal.isModal {
      if !wanted || identity != presented.identity {
        let onDismiss = onDismiss
        context.runViewWorkWhenDrawn {
          modal.onDismissed = nil
          modal.dismiss()
          presented.modal = nil
          onDismiss?()
        }
      } else if let host = modal as? HostingController<AnyView> {
        host.inherit(environment)
        host.takeRootView(AnyView(content()), in: context)
      }
      if wanted, identity == presented.identity { return }
    }
    guard wanted else { return }
    let modal = makeModal(environment: environment)
    let dismissed = dismissed
    let onDismiss = onDismiss
    context.runViewWorkWhenDrawn { [weak owner] in
      guard let owner, presented.modal == nil || presented.modal?.isModal == false else { return }
      modal.onDismissed = {
        presented.modal = nil
        dismissed()
        onDismiss?()
      }
      presented.modal = modal
      presented.identity = identity
      owner.present(modal)
    }
  }

  private func makeModal(environment: EnvironmentValues) -> ViewController {
    switch kind {
    case .sheet:
      let view = content()
      let host = HostingController(rootView: AnyView(view), name: HostingController<AnyView>.name(of: type(of: view)))
      host.inherit(environment)
      return host
    case .alert(let title, let message, let style):
      return AlertViewController(
        title: title(), message: message(), buttons: AlertButtons.from(content(), environment: environment),
        style: style)
    }
  }
}

/// Keeps the sheet its view is in from closing without choosing; see
/// ``View/interactiveDismissDisabled(_:)``.
public struct InteractiveDismissModifier: ViewModifier, PrimitiveViewModifier {
  let isDisabled: Bool
  var appliesToEachView: Bool { false }

  func render(content: any View, width: Int, in context: RenderContext) -> [RenderedLine] {
    if !context.isMeasuring, !context.isOffScreen { context.owner.isModalInPresentation = isDisabled }
    return content.render(width: width, in: context)
  }
}
