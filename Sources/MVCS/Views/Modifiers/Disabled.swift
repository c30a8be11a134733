extension View {
  /// This view with its controls disabled when `isDisabled` is true: drawn dim, and refused by
  /// the shell (`button 'Save' of /form is disabled`), as SwiftUI's `disabled(_:)` does.
  ///
  /// ```swift
  /// Toggle("Bluetooth", isOn: $settings.bluetooth).disabled(settings.airplaneMode)
  /// VStack { … }.disabled(isSaving)
  /// ```
  public func disabled(_ isDisabled: Bool) -> ModifiedContent<Self, DisabledModifier> {
    modifier(DisabledModifier(isDisabled: isDisabled))
  }
}

/// Controls drawn disabled; see ``View/disabled(_:)``.
public struct DisabledModifier: ViewModifier, PrimitiveViewModifier {
  let isDisabled: Bool

  func render(content: any View, width: Int, in context: RenderContext) -> [RenderedLine] {
    context.render(content, width: width, disabled: isDisabled)
  }

  func withEffect<Result>(in context: RenderContext, _ work: () -> Result) -> Result {
    context.whileDisabled(isDisabled, work)
  }
}
