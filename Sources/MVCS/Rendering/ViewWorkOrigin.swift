/// Which view asked for a piece of work after drawing, and what it is: how a screen that
/// changes at every drawing is named at the view that changes it.
///
/// ```swift
/// let origin = ViewWorkOrigin(what: "onChange(of:)", view: Text.self, screen: "root")
/// print(origin.description)  // "Text's onChange(of:)"
/// ```
struct ViewWorkOrigin {
  /// The modifier or mechanism: `onAppear`, `onChange(of:)`, `navigationDestination`.
  let what: StaticString
  /// The type of the view whose body asked, when a view with a body did.
  let view: Any.Type?
  /// The name of the view controller drawn, for work asked outside any view's body.
  let screen: String

  /// "PingPong's onChange(of:)".
  var description: String {
    let asker = view.map(TypeName.of) ?? screen
    return "\(asker)'s \(what)"
  }

}

/// Work a context drawn apart (a list measuring its rows) was asked for, handed to the pass
/// it serves; see ``RenderContext/takeWorkAfterDrawing()``.
struct PendingViewWork {
  var work: [@MainActor () -> Void] = []
  /// Where the views' work among it comes from; empty when none is views' work.
  var origins: [ViewWorkOrigin] = []
}

extension ViewFault {
  /// The fault of views whose work after drawing changed the screen at each of `drawings`
  /// drawings in a row, `origins` the work the last one asked for.
  static func endlessUpdate(_ origins: [ViewWorkOrigin], drawings: Int) -> ViewFault {
    var names: [String] = []
    for origin in origins.map(\.description) where !names.contains(origin) { names.append(origin) }
    let askers = names.isEmpty ? "the views' work after drawing" : names.prefix(3).joined(separator: ", ")
    return ViewFault(
      .endlessUpdate, "\(askers) changes the screen at every drawing: stopped after \(drawings) drawings",
      hint:
        "onChange handlers that set each other's values, or a screen that pushes another as it appears, "
        + "never settle (SwiftUI: \"onChange(of:) action tried to update multiple times per frame\")")
  }
}
