/// Whether a screen's lists are being edited, as SwiftUI's `EditMode`: ``EditButton`` turns it
/// on and off, and a `List(selection:)` of a set selects its rows only while it is on.
public enum EditMode: Sendable, Hashable {
  /// Not editing.
  case inactive
  /// Editing for a moment (a swipe).
  case transient
  /// Editing.
  case active

  /// Whether the lists are being edited.
  public var isEditing: Bool { self != .inactive }
}

extension EnvironmentValues {
  /// Whether the lists of this screen are being edited: what ``EditButton`` toggles.
  ///
  /// The screen (the hosting controller) keeps it, unless a view says otherwise with
  /// `environment(\.editMode, $mode)`.
  public var editMode: Binding<EditMode>? {
    get {
      if let given = self[EditModeKey.self] { return given }
      guard let screen = host?.screenKeepingEditMode else { return nil }
      return Binding(
        get: { [weak screen] in screen?.editMode ?? .inactive }, set: { [weak screen] in screen?.editMode = $0 })
    }
    set { self[EditModeKey.self] = newValue }
  }
}

private struct EditModeKey: EnvironmentKey {
  static var defaultValue: Binding<EditMode>? { nil }
}

/// A screen that keeps its views' edit mode: a hosting controller.
@MainActor
protocol EditModeKeeping: AnyObject {
  var editMode: EditMode { get set }
}

extension ViewController {
  /// The screen whose views this view controller draws, which keeps their edit mode: the
  /// nearest hosting controller, itself or above it.
  var screenKeepingEditMode: (any EditModeKeeping)? {
    var node: ViewController? = self
    while let current = node {
      if let screen = current as? any EditModeKeeping { return screen }
      node = current.parent
    }
    return nil
  }
}
