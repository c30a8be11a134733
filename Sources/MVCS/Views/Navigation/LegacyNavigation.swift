// The navigation API of iOS 13 and 14 that tutorials and course projects still write, with
// SwiftUI's signatures, each mapped onto its successor: `navigationBarTitle` is
// `navigationTitle`, `navigationBarItems` a toolbar's leading and trailing items,
// `NavigationLink(destination:isActive:)` a link whose binding pushes as
// `navigationDestination(isPresented:)` does, `presentationMode` the `dismiss` action.

/// How iOS 13's navigation bar showed a title, as SwiftUI's `NavigationBarItem`; every title
/// is one line in text.
public struct NavigationBarItem: Sendable, Hashable {
  /// How a navigation bar shows its title: one way in text.
  public enum TitleDisplayMode: Sendable, Hashable {
    case automatic
    case inline
    case large
  }
}

extension View {
  /// This view's screen titled `title`, as iOS 13's `navigationBarTitle`: the
  /// `navigationTitle(_:)` of today.
  ///
  /// ```swift
  /// List { … }.navigationBarTitle("Notes")
  /// ```
  public func navigationBarTitle<S: StringProtocol>(_ title: S) -> ModifiedContent<Self, NavigationTitleModifier> {
    navigationTitle(title)
  }

  /// This view's screen titled by a localized key.
  public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> ModifiedContent<Self, NavigationTitleModifier> {
    navigationTitle(titleKey)
  }

  /// This view's screen titled by a text.
  public func navigationBarTitle(_ title: Text) -> ModifiedContent<Self, NavigationTitleModifier> {
    navigationTitle(title)
  }

  /// This view's screen titled `title`; the display mode is one line in text.
  public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode)
    -> ModifiedContent<Self, NavigationTitleModifier>
  {
    navigationTitle(title)
  }

  /// This view's screen titled by a localized key; the display mode is one line in text.
  public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode)
    -> ModifiedContent<Self, NavigationTitleModifier>
  {
    navigationTitle(titleKey)
  }

  /// This view's screen titled by a text; the display mode is one line in text.
  public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> ModifiedContent<
    Self, NavigationTitleModifier
  > {
    navigationTitle(title)
  }

  /// This view's screen with `leading` before its title and `trailing` after it in the
  /// navigation bar, as iOS 13's `navigationBarItems`: a toolbar's `navigationBarLeading` and
  /// `navigationBarTrailing` items, tapped by their labels.
  ///
  /// ```swift
  /// List { … }.navigationBarItems(leading: Button("Delete All") { … }, trailing: EditButton())
  /// ```
  public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> ModifiedContent<Self, ToolbarModifier> {
    toolbar {
      ToolbarItem(placement: .navigationBarLeading) { leading }
      ToolbarItem(placement: .navigationBarTrailing) { trailing }
    }
  }

  /// This view's screen with `leading` before its title in the navigation bar.
  public func navigationBarItems<L: View>(leading: L) -> ModifiedContent<Self, ToolbarModifier> {
    toolbar { ToolbarItem(placement: .navigationBarLeading) { leading } }
  }

  /// This view's screen with `trailing` after its title in the navigation bar.
  public func navigationBarItems<T: View>(trailing: T) -> ModifiedContent<Self, ToolbarModifier> {
    toolbar { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
  }

  /// This view; the navigation bar stays drawn in text, so that its title and Back are read
  /// and `back` still goes back.
  public func navigationBarHidden(_ hidden: Bool) -> Self { self }

  /// This view; every navigation view is a stack in text, as on an iPhone.
  public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> Self { self }
}

/// How iOS 13's `NavigationView` laid out its columns; every one is a stack in text, as an
/// iPhone shows it.
public protocol NavigationViewStyle: Sendable {}

/// One screen over another: the style of a `NavigationView` on an iPhone.
public struct StackNavigationViewStyle: NavigationViewStyle {
  /// The stack style.
  public init() {}
}

/// Columns side by side on a wide screen; a stack in text.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
  /// The columns style.
  public init() {}
}

/// Columns on a wide screen; a stack in text.
public struct ColumnNavigationViewStyle: NavigationViewStyle {
  /// The columns style.
  public init() {}
}

/// The platform's style: a stack in text.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
  /// The default style.
  public init() {}
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
  /// One screen over another.
  public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
  /// Columns side by side; a stack in text.
  public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
  /// The platform's style; a stack in text.
  public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

/// Whether a view is presented, and how to close it, as iOS 13's `PresentationMode`.
///
/// Read through `@Environment(\.presentationMode)`, its `dismiss()` closes the sheet or pushed
/// screen the view is in, as ``DismissAction`` does. Named apart from SwiftUI's type because MVCS's
/// ``PresentationMode`` names how a view controller presents another; app code reads it
/// through the environment and seldom names it.
///
/// ```swift
/// @Environment(\.presentationMode) var presentationMode
/// Button("Save") { presentationMode.wrappedValue.dismiss() }
/// ```
@MainActor
public struct LegacyPresentationMode {
  let action: DismissAction

  /// Whether the view is in a sheet or a pushed screen that `dismiss()` would close.
  public let isPresented: Bool

  /// Closes the sheet or pushed screen the view is in; nothing on the root screen.
  public mutating func dismiss() {
    action()
  }
}

extension EnvironmentValues {
  /// The presentation the views here are in, as iOS 13's `presentationMode`: see
  /// ``LegacyPresentationMode``.
  public var presentationMode: Binding<LegacyPresentationMode> {
    let mode = LegacyPresentationMode(action: dismiss, isPresented: isPresented)
    return Binding(get: { mode }, set: { _ in })
  }
}

extension NavigationLink {
  /// A link labelled `label` that pushes `destination` while `isActive` is true, as iOS 13's
  /// `NavigationLink(destination:isActive:label:)`: tapping it sets `isActive`, setting it
  /// pushes, and going back sets it to false.
  ///
  /// ```swift
  /// @State private var isGameOver = false
  ///
  /// NavigationLink(destination: Text("Game over"), isActive: $isGameOver) { EmptyView() }
  /// ```
  public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.label = label()
    target = .activate(isActive, { destination })
  }
}

extension NavigationLink where Label == Text {
  /// A link titled `title` that pushes `destination` while `isActive` is true.
  public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
    self.init(destination: destination, isActive: isActive) { Text(String(title)) }
  }

  /// A link titled by a localized key that pushes `destination` while `isActive` is true.
  public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
    self.init(destination: destination, isActive: isActive) { Text(titleKey) }
  }
}
