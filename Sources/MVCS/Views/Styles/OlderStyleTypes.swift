import Foundation

// The style types of iOS 13 and 14 that course projects still pass by name
// (`.pickerStyle(SegmentedPickerStyle())`, `.progressViewStyle(LinearProgressViewStyle())`),
// each drawn as the style of today it names.

/// A picker style written as a type, as iOS 13's `SegmentedPickerStyle()`: drawn as the
/// ``PickerStyle`` it names.
///
/// ```swift
/// @State private var unit = "m"
///
/// Picker("Unit", selection: $unit) { Text("m").tag("m") }.pickerStyle(SegmentedPickerStyle())
/// ```
public protocol PickerStyleType: Sendable {
  /// How a picker in this style is drawn.
  var drawnAs: PickerStyle { get }
}

/// Every option on one line: ``PickerStyle/segmented``.
public struct SegmentedPickerStyle: PickerStyleType {
  /// The segmented style.
  public init() {}
  /// Segmented.
  public var drawnAs: PickerStyle { .segmented }
}

/// The choice alone, opened to list the options: ``PickerStyle/menu``.
public struct MenuPickerStyle: PickerStyleType {
  /// The menu style.
  public init() {}
  /// A menu.
  public var drawnAs: PickerStyle { .menu }
}

/// Every option on a line of its own: ``PickerStyle/inline``.
public struct InlinePickerStyle: PickerStyleType {
  /// The inline style.
  public init() {}
  /// Inline.
  public var drawnAs: PickerStyle { .inline }
}

/// A wheel: drawn as a menu.
public struct WheelPickerStyle: PickerStyleType {
  /// The wheel style.
  public init() {}
  /// A menu.
  public var drawnAs: PickerStyle { .wheel }
}

/// The platform's style: a menu, as on iOS.
public struct DefaultPickerStyle: PickerStyleType {
  /// The default style.
  public init() {}
  /// A menu.
  public var drawnAs: PickerStyle { .automatic }
}

/// A row that pushes the options: drawn as a menu.
public struct NavigationLinkPickerStyle: PickerStyleType {
  /// The navigation-link style.
  public init() {}
  /// A menu.
  public var drawnAs: PickerStyle { .navigationLink }
}

/// How a ``ProgressView`` looks, as SwiftUI's `ProgressViewStyle`; every built-in style is the
/// one bar of text: `Loading [##########----------] 50%`.
public protocol ProgressViewStyle: Sendable {}

/// A bar: how a progress view is drawn in text.
public struct LinearProgressViewStyle: ProgressViewStyle {
  /// The bar style.
  public init() {}
  /// The bar style tinted `tint`; colours are the terminal's.
  public init(tint: Color) {}
}

/// A spinner on iOS; the bar in text.
public struct CircularProgressViewStyle: ProgressViewStyle {
  /// The spinner style.
  public init() {}
  /// The spinner style tinted `tint`; colours are the terminal's.
  public init(tint: Color) {}
}

/// The platform's style: the bar in text.
public struct DefaultProgressViewStyle: ProgressViewStyle {
  /// The default style.
  public init() {}
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
  /// A bar.
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
  /// A spinner; the bar in text.
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  /// The platform's style; the bar in text.
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension View {
  /// The pickers in this view drawn in the style `style` names.
  public func pickerStyle<S: PickerStyleType>(_ style: S) -> ModifiedContent<Self, EnvironmentWriter> {
    pickerStyle(style.drawnAs)
  }

  /// This view; every progress view is the one bar of text.
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> Self { self }

  /// This view in `colorScheme`, as SwiftUI's deprecated `colorScheme(_:)`; a terminal draws
  /// its own colours.
  public func colorScheme(_ colorScheme: ColorScheme) -> Self { self }

  /// This view at `value` in the stacking order of its `ZStack`; layers are drawn in the
  /// order written, each covering only the cells it draws.
  public func zIndex(_ value: Double) -> Self { self }
}
