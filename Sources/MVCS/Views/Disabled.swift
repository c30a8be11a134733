extension View {
  /// This view with its controls disabled when `isDisabled` is true: drawn dim, and refused by
  /// the shell (`button 'Save' of /form is disabled`), as SwiftUI's `disabled(_:)` does.
  ///
  /// ```swift
  /// Toggle("Bluetooth", isOn: $settings.bluetooth).disabled(settings.airplaneMode)
  /// VStack { … }.disabled(isSaving)
  /// ```
  public func disabled(_ isDisabled: Bool) -> any View {
    DisabledView(content: self, isDisabled: isDisabled)
  }
}

/// A view drawn with its controls disabled; see ``View/disabled(_:)``.
private struct DisabledView: View {
  let content: any View
  let isDisabled: Bool

  func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    context.render(content, width: width, disabled: isDisabled)
  }
}
