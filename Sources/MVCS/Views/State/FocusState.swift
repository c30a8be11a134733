import Observation

/// Which field has the keyboard, as SwiftUI's `@FocusState` says it: a `Bool` for one field,
/// or an optional value naming one of several.
///
/// ```swift
/// enum Field { case name, amount }
/// @FocusState private var focus: Field?
///
/// TextField("Name", text: $name).focused($focus, equals: .name)
/// TextField("Amount", value: $amount, format: .number).focused($focus, equals: .amount)
/// ```
///
/// Focus follows `fill`: filling a field focuses it, as tapping it would, before the text is
/// typed, so `onChange(of: focus)` sees it. Setting the state moves focus the other way; the
/// focused field is drawn underlined.
@MainActor
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  private let location: StateLocation<Value>

  /// A binding to the focus, as `.focused(_:)` takes it: `$focus`.
  @MainActor
  @propertyWrapper
  public struct Binding {
    let location: StateLocation<Value>

    /// Which field has focus.
    public var wrappedValue: Value {
      get { location.value }
      nonmutating set { location.value = newValue }
    }

    /// The binding itself.
    public var projectedValue: FocusState<Value>.Binding { self }
  }

  /// Focus for one field: false when it does not have it.
  public init() where Value == Bool {
    location = StateLocation(initial: false)
  }

  /// Focus among several fields: nil when none has it.
  public init<T: Hashable>() where Value == T? {
    location = StateLocation(initial: nil)
  }

  /// Which field has focus.
  public var wrappedValue: Value {
    get { location.value }
    nonmutating set { location.value = newValue }
  }

  /// A binding for `.focused(_:)`.
  public var projectedValue: FocusState<Value>.Binding {
    Binding(location: location)
  }
}

extension FocusState: NodeBoundProperty {
  func bind(to node: ViewNode, slot: inout Int, in context: RenderContext) {
    let initial = location.initial
    location.slot = node.slot(at: slot) { StateSlot(initial) }
    slot += 1
  }
}

extension FocusState: SlotHolding {
  var heldSlot: AnyObject? { location.slot }
}
