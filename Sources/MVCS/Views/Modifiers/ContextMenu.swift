import Foundation

/// What a long press on a view does: open its context menu, or run its long-press gesture.
public struct LongPress: ControlInput {
  /// Presses and holds the view.
  public let press: @MainActor () -> Void

  /// A long press that runs `press`.
  public init(press: @escaping @MainActor () -> Void) {
    self.press = press
  }
}

extension ControlKind {
  /// A view with a context menu, which `press` opens.
  public static let contextMenu = ControlKind("context menu")
  /// A view with a long-press gesture, which `press` runs.
  public static let longPress = ControlKind("long press")
}

extension View {
  /// This view with `menuItems` shown when it is pressed and held, as SwiftUI's
  /// `contextMenu(menuItems:)`: the shell's `press LABEL` opens them in a dialog, Cancel last,
  /// and `tap` chooses one.
  ///
  /// ```swift
  /// Text("apple").contextMenu {
  ///   Button("Copy") { copy("apple") }
  ///   Button("Delete", role: .destructive) { remove("apple") }
  /// }
  /// // press apple, then tap Delete
  /// ```
  public func contextMenu<MenuItems: View>(
    @ViewBuilder menuItems: () -> MenuItems
  ) -> ModifiedContent<Self, ContextMenuModifier<MenuItems>> {
    modifier(ContextMenuModifier(menuItems: menuItems()))
  }

  /// This view with `menuItems` shown when it is pressed and held; the preview is not drawn.
  public func contextMenu<MenuItems: View, Preview: View>(
    @ViewBuilder menuItems: () -> MenuItems, @ViewBuilder preview: () -> Preview
  ) -> ModifiedContent<Self, ContextMenuModifier<MenuItems>> {
    modifier(ContextMenuModifier(menuItems: menuItems()))
  }

  /// This view, running `action` when it is pressed and held: the shell's `press LABEL`.
  ///
  /// As a finger's press does, `press` tells `onPressingChanged` the press began, runs `action`
  /// once it was held long enough, then tells the press ended: `true`, `action`, `false`.
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
    onPressingChanged: ((Bool) -> Void)? = nil
  ) -> ModifiedContent<Self, LongPressModifier> {
    modifier(LongPressModifier(kind: .longPress, pressing: onPressingChanged, perform: action))
  }

  /// This view, running `action` when it is pressed and held, and telling `pressing` as the
  /// press begins and ends: iOS 13's spelling of
  /// ``onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)``.
  ///
  /// ```swift
  /// struct Cell: View {
  ///   @State private var isPressed = false
  ///   var body: some View {
  ///     Text(isPressed ? "pressed" : "Cell")
  ///       .onLongPressGesture(minimumDuration: 0, pressing: { isPressed = $0 }, perform: {})
  ///   }
  /// }
  /// // press Cell: isPressed is true, then false
  /// ```
  @_disfavoredOverload
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)? = nil,
    perform action: @escaping () -> Void
  ) -> ModifiedContent<Self, LongPressModifier> {
    modifier(LongPressModifier(kind: .longPress, pressing: pressing, perform: action))
  }
}

/// Opens a view's context menu when it is pressed; see ``View/contextMenu(menuItems:)``.
public struct ContextMenuModifier<MenuItems: View>: ViewModifier {
  let menuItems: MenuItems
  @State private var isOpen = false
  /// The text of the view pressed, which titles the menu.
  @State private var pressed = ""

  /// The view, pressable, and its menu while open.
  public func body(content: Content) -> some View {
    content
      .modifier(
        LongPressModifier(kind: .contextMenu) { label in
          pressed = label
          isOpen = true
        }
      )
      .confirmationDialog(pressed, isPresented: $isOpen, titleVisibility: .hidden) {
        menuItems
      }
  }
}

/// Makes a view pressable and held: it registers, before the view's own controls, a control
/// named by the view's text whose ``LongPress`` runs `press`.
public struct LongPressModifier: ViewModifier, PrimitiveViewModifier {
  let kind: ControlKind
  /// Runs with the pressed view's text.
  let press: @MainActor (String) -> Void

  init(kind: ControlKind, press: @escaping @MainActor (String) -> Void) {
    self.kind = kind
    self.press = press
  }

  /// A long press that tells `pressing` as it begins and ends, `action` between.
  init(kind: ControlKind, pressing: ((Bool) -> Void)?, perform action: @escaping () -> Void) {
    self.init(kind: kind) { _ in
      pressing?(true)
      action()
      pressing?(false)
    }
  }

  func render(content: any View, width: Int, in context: RenderContext) -> [RenderedLine] {
    let label = context.titleText(of: content)
    let press = press
    context.register(
      Control(kind, label: label, isEnabled: context.isEnabled, input: LongPress { press(label) }))
    return content.render(width: width, in: context)
  }
}
