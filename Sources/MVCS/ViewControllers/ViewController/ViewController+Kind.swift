extension ViewController {
  /// What coverage and `explore` call this view controller's kind of screen: its type's name;
  /// for a hosting controller, the type of the view it hosts (`AddPurchaseView`, not
  /// `HostingController<AnyView>`); for a SwiftUI list and its rows, the screen they are on
  /// (`PurchasesView list`, `PurchasesView row`).
  ///
  /// ```swift
  /// HostingController(rootView: AnyView(SettingsView())).kindName  // "SettingsView"
  /// ```
  public var kindName: String {
    if let hosted = hostedViewType {
      guard hosted.isFramework else { return hosted.name }
      // A stack's or a tab's screen whose view is a container of the framework (`Form`, a
      // `ZStack`) is named after the view of the author's that holds it.
      var up = parent
      while let node = up {
        if node.hostsViews, let host = node.hostedViewType, !host.isFramework { return host.name }
        up = node.parent
      }
      return hosted.name
    }
    if self is HostedRowController || self is ViewListController {
      var up = parent
      while let node = up, !node.hostsViews { up = node.parent }
      return (up?.kindName ?? "List") + (self is HostedRowController ? " row" : " list")
    }
    return TypeName.of(type(of: self))
  }

  /// Whether this is a row a list made for one element of its data (a `ForEach`'s, or a
  /// `List`'s over a collection): its controls are those of every other element's row, told
  /// apart only by the data they show, so coverage counts them once for the list.
  public var isDataRow: Bool {
    (self as? HostedRowController)?.element.traits.id != nil
  }

  /// Whether this is a row of a SwiftUI `List` or `Form`: selecting it presses the one button
  /// it shows (a link), a control coverage counts as itself.
  public var isRowOfViews: Bool { self is HostedRowController }
}

/// The name of a view's type as its author wrote it: without the `AnyView` and modifiers
/// wrapped around it, and without generic arguments.
@MainActor
enum ViewTypeName {
  /// The name, and whether the type is one of mvcs's own (a container, a stack).
  static func of(_ view: any View) -> (name: String, isFramework: Bool) {
    var view = view
    while true {
      if let erased = view as? AnyView {
        view = erased.base
      } else if let modified = view as? any ModifiedView {
        view = modified.unmodifiedView
      } else {
        break
      }
    }
    let isFramework = TypeName.qualified(type(of: view)).hasPrefix("MVCS.")
    return (baseName(of: type(of: view)), isFramework)
  }

  /// A type's name without its generic arguments: `List` for `List<Never, …>`.
  static func baseName(of type: Any.Type) -> String {
    let full = TypeName.of(type)
    return full.firstIndex(of: "<").map { String(full[..<$0]) } ?? full
  }
}

/// A view with modifiers applied, seen through them.
@MainActor
protocol ModifiedView {
  var unmodifiedView: any View { get }
}

extension ModifiedContent: ModifiedView where Content: View, Modifier: ViewModifier {
  var unmodifiedView: any View { content }
}
