/// A view controller that shows a view, as UIKit's `UIHostingController` hosts a SwiftUI view:
/// the view's state lives as long as the controller, and the shell walks and drives what it
/// draws as it drives any screen.
///
/// ```swift
/// let host = HostingController(rootView: ContentView())
/// navigation.push(host)              // a screen in a navigation stack
/// present(HostingController(rootView: AddExpenseView()))
/// ```
///
/// Its name in paths comes from the view's type (`ContentView` is `content-view`) unless
/// given. Assigning ``rootView`` draws the new view, keeping the state of the views that stay
/// in place, as SwiftUI does when a parent passes new values.
open class HostingController<Content: View>: ViewController, EditModeKeeping {
  /// Whether its views' lists are being edited: what `EditButton` toggles.
  @Observed var editMode: EditMode = .inactive

  /// The view shown.
  public var rootView: Content {
    didSet {
      bodyChangedSinceDrawn = true
      setNeedsDisplay()
    }
  }

  /// A controller showing `rootView`, named `name` (by default after the view's type).
  public init(rootView: Content, name: String? = nil, title: String? = nil) {
    self.rootView = rootView
    super.init(name: name ?? Self.name(of: Content.self), title: title)
    keepsBodyBetweenDrawings = true
    drawsViewsForPaths = true
  }

  /// The view.
  open override var body: any View { rootView }

  override var hostsViews: Bool { true }

  override var hostedViewType: (name: String, isFramework: Bool)? { ViewTypeName.of(rootView) }

  /// Shows `view` from now on, as assigning ``rootView`` does, from the views that made this
  /// controller (a tab, a navigation stack's screen, a sheet), which hand it their new value
  /// while they are drawn, just before it is: the view controllers being drawn are not made
  /// stale by it (see ``RenderContext/changingWhatItDrawsNext(_:)``).
  func takeRootView(_ view: Content, in context: RenderContext) {
    context.changingWhatItDrawsNext { rootView = view }
  }

  /// The title its views give it with `navigationTitle`, or the one it was given, or else
  /// the title of the navigation stack it shows: a sheet whose views are a `NavigationStack`
  /// is titled by the screen on top of it, as its box on the screen is.
  open override var title: String? {
    get {
      titleFromViews ?? super.title
        ?? children.lazy.compactMap { ($0 as? NavigationController)?.title }.first
    }
    set { super.title = newValue }
  }

  /// `ContentView` → `content-view`: a view's type name as a name in paths, its generic
  /// arguments left out.
  static func name(of type: Any.Type) -> String {
    var words = ""
    for character in ViewTypeName.baseName(of: type) {
      if character.isUppercase, !words.isEmpty, words.last != "-" { words.append("-") }
      words.append(character)
    }
    return words.dashedName
  }
}
