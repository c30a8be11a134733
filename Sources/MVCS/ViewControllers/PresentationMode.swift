/// How a view controller shows another with ``ViewController/present(_:mode:)``, as ZeeZide's
/// ViewController names the ways.
///
/// ```swift
/// present(EditorViewController(), mode: .sheet)       // a modal over the screen
/// present(DetailViewController(), mode: .navigation)  // pushed on the navigation stack
/// present(Inspector(), mode: .custom)                 // this view controller draws it itself
/// ```
public enum PresentationMode: String, Sendable, CaseIterable, CustomStringConvertible {
  /// Navigation when a navigation controller is above the presenter, else a sheet.
  case automatic
  /// A modal, boxed over the screen, as ``ViewController/present(_:)`` shows one.
  case sheet
  /// Pushed on the nearest navigation controller; without one, a sheet.
  case navigation
  /// A child of the presenter, which draws it where it likes (`Embed` in its body).
  case custom

  /// The mode's name, as in `present(detail, mode: navigation)`.
  public var description: String { rawValue }
}
