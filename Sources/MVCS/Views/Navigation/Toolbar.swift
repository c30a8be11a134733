/// Where a toolbar item goes, as SwiftUI's `ToolbarItemPlacement` names it: before the title,
/// after it, in its place, or under the screen.
public struct ToolbarItemPlacement: Sendable, Hashable {
  enum Place: Sendable, Hashable {
    case leading
    case trailing
    case principal
    case bottom
    case keyboard
  }

  let place: Place

  /// Where the system puts it: after the title.
  public static let automatic = ToolbarItemPlacement(place: .trailing)
  /// After the title.
  public static let primaryAction = ToolbarItemPlacement(place: .trailing)
  /// After the title: a sheet's Done or Save.
  public static let confirmationAction = ToolbarItemPlacement(place: .trailing)
  /// Before the title: a sheet's Cancel.
  public static let cancellationAction = ToolbarItemPlacement(place: .leading)
  /// After the title: a destructive choice.
  public static let destructiveAction = ToolbarItemPlacement(place: .trailing)
  /// In place of the title.
  public static let principal = ToolbarItemPlacement(place: .principal)
  /// Before the title.
  public static let topBarLeading = ToolbarItemPlacement(place: .leading)
  /// After the title.
  public static let topBarTrailing = ToolbarItemPlacement(place: .trailing)
  /// Before the title, as iOS 16 named it.
  public static let navigationBarLeading = ToolbarItemPlacement(place: .leading)
  /// After the title, as iOS 16 named it.
  public static let navigationBarTrailing = ToolbarItemPlacement(place: .trailing)
  /// Under the screen.
  public static let bottomBar = ToolbarItemPlacement(place: .bottom)
  /// Under the screen, as a status.
  public static let status = ToolbarItemPlacement(place: .bottom)
  /// Over the keyboard: under the screen, in text, while a field on the screen has focus (a
  /// `FocusState` says which), as iOS shows it only while the keyboard is up; the bottom
  /// bar's items give way to it meanwhile, as the keyboard covers them.
  public static let keyboard = ToolbarItemPlacement(place: .keyboard)

  var isLeading: Bool { place == .leading }
  var isTrailing: Bool { place == .trailing }
  var isBottom: Bool { place == .bottom || place == .keyboard }
  var isKeyboard: Bool { place == .keyboard }
}

/// One item of a toolbar, placed, as SwiftUI's `ToolbarItem`.
///
/// ```swift
/// .toolbar {
///   ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
///   ToolbarItem(placement: .confirmationAction) { Button("Save") { save() } }
/// }
/// ```
public struct ToolbarItem<ID, Content: View>: View {
  let placement: ToolbarItemPlacement
  let content: Content

  /// `content` at `placement`.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == Void {
    self.placement = placement
    self.content = content()
  }

  /// `content` at `placement`, identified by `id`.
  public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)
  where ID == String {
    self.placement = placement
    self.content = content()
  }

  /// Draws the content, where a toolbar is not shown.
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    content.render(width: width, in: context)
  }
}

/// Several items of a toolbar at one placement, as SwiftUI's `ToolbarItemGroup`.
public struct ToolbarItemGroup<Content: View>: View {
  let placement: ToolbarItemPlacement
  let content: Content

  /// `content`'s views at `placement`.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }

  /// Draws the content, where a toolbar is not shown.
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    content.render(width: width, in: context)
  }
}

/// What a toolbar is made of; its items are views, so a toolbar is built as views are.
public typealias ToolbarContent = View

/// Builds a toolbar's items, as views are built.
public typealias ToolbarContentBuilder = ViewBuilder

/// A placed toolbar item, whatever its type.
@MainActor
protocol PlacedToolbarItem {
  var itemPlacement: ToolbarItemPlacement { get }
  var itemContent: any View { get }
}

extension ToolbarItem: PlacedToolbarItem {
  var itemPlacement: ToolbarItemPlacement { placement }
  var itemContent: any View { content }
}

extension ToolbarItemGroup: PlacedToolbarItem {
  var itemPlacement: ToolbarItemPlacement { placement }
  var itemContent: any View { content }
}

/// What SwiftUI's bars are; every bar is the one navigation bar in text.
public enum ToolbarPlacementKind: Sendable, Hashable {
  case automatic
  case navigationBar
  case bottomBar
  case tabBar
}

/// How a navigation bar shows its title; one way in text.
public enum NavigationBarTitleDisplayModeKind: Sendable, Hashable {
  case automatic
  case inline
  case large
}

extension View {
  /// This view's screen with `content`'s items in its navigation bar (or under it, for the
  /// bottom placements), as SwiftUI's `toolbar`: `tap` presses them by their labels.
  ///
  /// ```swift
  /// List { … }
  ///   .navigationTitle("iExpense")
  ///   .toolbar { Button("Add Expense", systemImage: "plus") { showingAddExpense = true } }
  /// ```
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> ModifiedContent<Self, ToolbarModifier> {
    modifier(ToolbarModifier(content: content()))
  }

  /// This view's screen with its title `title` in the navigation bar, and in `tree`.
  public func navigationTitle<S: StringProtocol>(_ title: S) -> ModifiedContent<Self, NavigationTitleModifier> {
    modifier(NavigationTitleModifier(title: String(title)))
  }

  /// This view's screen titled by a localized key.
  public func navigationTitle(_ titleKey: LocalizedStringKey) -> ModifiedContent<Self, NavigationTitleModifier> {
    modifier(NavigationTitleModifier(title: titleKey.text))
  }

  /// This view's screen titled by a text.
  public func navigationTitle(_ title: Text) -> ModifiedContent<Self, NavigationTitleModifier> {
    modifier(NavigationTitleModifier(title: title.content))
  }

  /// This view's screen titled by a bound string.
  public func navigationTitle(_ title: Binding<String>) -> ModifiedContent<Self, NavigationTitleModifier> {
    modifier(NavigationTitleModifier(title: title.wrappedValue))
  }

  /// This view; a title's display mode is one line in text.
  public func navigationBarTitleDisplayMode(_ mode: NavigationBarTitleDisplayModeKind) -> Self { self }

  /// This view's screen without Back in its navigation bar while `hidesBackButton`: the
  /// shell's `back` still goes back, as a swipe from the edge would.
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> ModifiedContent<
    Self, BackButtonHiddenModifier
  > {
    modifier(BackButtonHiddenModifier(isHidden: hidesBackButton))
  }

  /// This view; a bar's visibility is the navigation bar's in text.
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacementKind...) -> Self { self }
  /// This view; a bar's background is not drawn in text.
  public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacementKind...) -> Self { self }
  /// This view; a bar's background is not drawn in text.
  public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacementKind...) -> Self { self }
  /// This view; a bar's colour scheme is the terminal's.
  public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacementKind...) -> Self { self }
}

/// Sets the toolbar items of the screen its view is on; see ``View/toolbar(content:)``.
public struct ToolbarModifier: ViewModifier, PrimitiveViewModifier {
  let content: any View
  var appliesToEachView: Bool { false }

  func render(content view: any View, width: Int, in context: RenderContext) -> [RenderedLine] {
    guard !context.isMeasuring, !context.isOffScreen else { return view.render(width: width, in: context) }
    let environment = context.environment
    let entries = context.flatViewList(of: content).map { element -> ToolbarEntry in
      if let item = element.view.underlyingView as? any PlacedToolbarItem {
        return ToolbarEntry(placement: item.itemPlacement, view: item.itemContent, environment: environment)
      }
      return ToolbarEntry(placement: .automatic, view: element.view, environment: environment)
    }
    let owner = context.owner
    owner.toolbarEntries = entries
    // The keyboard's items show while a field drawn here has focus: what they are about is
    // known once the view is drawn.
    guard entries.contains(where: \.placement.isKeyboard) else { return view.render(width: width, in: context) }
    let firstControl = context.controls.count
    let lines = view.render(width: width, in: context)
    let keyboardIsUp = context.controls.dropFirst(firstControl).contains { $0.isFocused }
    // Up, the keyboard covers the bottom bar, as on iOS: its own items show in its place.
    owner.toolbarEntries = entries.filter { entry in
      guard entry.placement.isBottom else { return true }
      return entry.placement.isKeyboard == keyboardIsUp
    }
    return lines
  }
}

/// Titles the screen its view is on; see `navigationTitle(_:)`.
public struct NavigationTitleModifier: ViewModifier, PrimitiveViewModifier {
  let title: String
  var appliesToEachView: Bool { false }

  func render(content: any View, width: Int, in context: RenderContext) -> [RenderedLine] {
    if !context.isMeasuring, !context.isOffScreen { context.owner.titleFromViews = title }
    return content.render(width: width, in: context)
  }
}

/// Hides Back on the screen its view is on; see ``View/navigationBarBackButtonHidden(_:)``.
public struct BackButtonHiddenModifier: ViewModifier, PrimitiveViewModifier {
  let isHidden: Bool
  var appliesToEachView: Bool { false }

  func render(content: any View, width: Int, in context: RenderContext) -> [RenderedLine] {
    if !context.isMeasuring, !context.isOffScreen { context.owner.hidesBackButton = isHidden }
    return content.render(width: width, in: context)
  }
}

extension EnvironmentValues {
  /// Whether the views here are a toolbar's items, drawn in a bar: a link there is a bar
  /// button, as SwiftUI draws it, not a row with `›`.
  var isInToolbar: Bool {
    get { self[IsInToolbarKey.self] }
    set { self[IsInToolbarKey.self] = newValue }
  }
}

private struct IsInToolbarKey: EnvironmentKey { static let defaultValue = false }
