/// A view that draws differently as one of a row's views: text keeps each paragraph on one
/// line in an ``HStack``, and the modifiers around it pass that on.
///
/// ```swift
/// let cell = (view as? RowAdapting)?.inRow() ?? view
/// ```
@MainActor
protocol RowAdapting {
  /// This view as a row draws it.
  func inRow() -> any View
}

extension RowAdapting {
  /// `view` as a row draws it.
  static func adapted(_ view: any View) -> any View {
    (view as? RowAdapting)?.inRow() ?? view
  }
}
