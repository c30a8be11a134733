/// What a view controller's views put in the bar of the navigation controller it is in: the
/// items of their `toolbar`, by placement, and whether Back shows.
extension ViewController {
  /// The toolbar items the views drawn last set, in order; see `View.toolbar(content:)`.
  var toolbarEntries: [ToolbarEntry] {
    get { toolbarStorage }
    set { toolbarStorage = newValue }
  }
}

/// One item of a toolbar: the view, where it goes, and the environment of the view whose
/// `toolbar` it is, which the item reads as iOS's do (a link in it pushes onto that view's
/// navigation stack, a `dismiss` in it closes that view's screen).
@MainActor
struct ToolbarEntry {
  let placement: ToolbarItemPlacement
  let view: any View
  let environment: EnvironmentValues
}
