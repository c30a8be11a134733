extension View {
  /// This view's control named `label` as well as by what it shows, as VoiceOver would call
  /// it: the shell finds it by either, and coverage and `explore` know it by `label`.
  ///
  /// ```swift
  /// Stepper("\(sleepAmount.formatted()) hours", value: $sleepAmount, in: 4...12)
  ///   .accessibilityLabel("Desired sleep")     // step "Desired sleep" up
  /// Button { favorite() } label: { Image(systemName: "star") }
  ///   .accessibilityLabel("Favorite")          // tap Favorite
  /// ```
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<Self, ControlNameModifier> {
    modifier(ControlNameModifier(name: String(label)))
  }

  /// This view's control named by a localized key.
  public func accessibilityLabel(_ label: LocalizedStringKey) -> ModifiedContent<Self, ControlNameModifier> {
    modifier(ControlNameModifier(name: label.text))
  }

  /// This view's control named by a text.
  public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, ControlNameModifier> {
    modifier(ControlNameModifier(name: label.content))
  }

  /// This view's control named `identifier` as well, as UI tests find it by its identifier.
  public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, ControlNameModifier> {
    modifier(ControlNameModifier(name: identifier))
  }

  /// This view; a hint is read aloud, not drawn.
  public func accessibilityHint<S: StringProtocol>(_ hint: S) -> Self { self }
  /// This view; the value VoiceOver reads is the one drawn.
  public func accessibilityValue<S: StringProtocol>(_ value: S) -> Self { self }
  /// This view, hidden from VoiceOver only; the shell still sees what is drawn.
  public func accessibilityHidden(_ hidden: Bool) -> Self { self }
}

/// Names the control inside a view; see `accessibilityLabel(_:)`.
public struct ControlNameModifier: ViewModifier, PrimitiveViewModifier {
  let name: String

  func render(content: any View, width: Int, in context: RenderContext) -> [RenderedLine] {
    let previous = context.controlName
    context.controlName = name
    defer { context.controlName = previous }
    let lines = content.render(width: width, in: context)
    // No control inside took the name: it names the view, for a tap gesture around it.
    if context.controlName != nil { context.spokenNames?.labels.append(name) }
    return lines
  }
}

extension View {
  /// This view's text fields focusing `binding` when filled, and drawn focused while it is
  /// true, as SwiftUI's `focused(_:)`.
  public func focused(_ condition: FocusState<Bool>.Binding) -> ModifiedContent<Self, FocusModifier> {
    modifier(
      FocusModifier(
        target: FocusTarget(
          focus: { condition.wrappedValue = true }, isFocused: { condition.wrappedValue },
          unfocus: { condition.wrappedValue = false })))
  }

  /// This view's text fields setting `binding` to `value` when filled, and drawn focused while
  /// it holds it.
  public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> ModifiedContent<
    Self, FocusModifier
  > {
    modifier(
      FocusModifier(
        target: FocusTarget(
          focus: { binding.wrappedValue = value }, isFocused: { binding.wrappedValue == value },
          unfocus: {
            // Only an optional focus state can say "no field": nil, as SwiftUI sets it.
            if let none = (Value.self as? any ExpressibleByNilLiteral.Type)?.init(nilLiteral: ()) as? Value {
              binding.wrappedValue = none
            }
          })))
  }
}

/// What filling a field focuses, and whether it has focus now.
@MainActor
struct FocusTarget {
  let focus: @MainActor () -> Void
  let isFocused: @MainActor () -> Bool
  /// Takes the focus away, as ending editing does.
  let unfocus: @MainActor () -> Void
}

/// Binds the fields inside a view to a focus state; see ``View/focused(_:)``.
public struct FocusModifier: ViewModifier, PrimitiveViewModifier {
  let target: FocusTarget

  func render(content: any View, width: Int, in context: RenderContext) -> [RenderedLine] {
    let previous = context.focusing
    context.focusing = target
    defer { context.focusing = previous }
    return content.render(width: width, in: context)
  }
}
