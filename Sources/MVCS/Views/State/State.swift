import Observation

/// A value a view owns and changes, kept at the view's place in the tree from one drawing to
/// the next, as SwiftUI's `@State` is.
///
/// ```swift
/// struct TipView: View {
///   @State private var amount = 0.0
///   @State private var tip = 20
///
///   var body: some View {
///     Form {
///       TextField("Amount", value: $amount, format: .currency(code: "USD"))
///       Stepper("Tip: \(tip)%", value: $tip, in: 0...50, step: 5)
///     }
///   }
/// }
/// ```
///
/// The value lives as long as the view stays where it is: redrawing keeps it; a view that
/// leaves (its `if` turns false, its ``ForEach`` element goes, its ``View/id(_:)`` changes)
/// takes it with it, and comes back with its initial value. Setting it draws again the
/// views whose bodies read it, and only those. Read outside a drawn view's body, as in its
/// initializer, it is the initial value, and setting it there does nothing, as in SwiftUI.
///
/// An `@Observable` model kept in `@State` is made once for the view's place: the first
/// value stays, later ones made by redrawing the parent are dropped.
@MainActor
@propertyWrapper
public struct State<Value>: DynamicProperty {
  private let location: StateLocation<Value>

  /// State whose value starts as `value`.
  public init(wrappedValue value: Value) {
    location = StateLocation(initial: value)
  }

  /// State whose value starts as `value`.
  public init(initialValue value: Value) {
    self.init(wrappedValue: value)
  }

  /// The value, where the view keeps it.
  public var wrappedValue: Value {
    get { location.value }
    nonmutating set { location.value = newValue }
  }

  /// A binding to the value, for a control or a child view to change it: `$amount`.
  public var projectedValue: Binding<Value> {
    let location = location
    return Binding(get: { location.value }, set: { location.value = $0 })
  }
}

extension State: NodeBoundProperty {
  func bind(to node: ViewNode, slot: inout Int, in context: RenderContext) {
    let initial = location.initial
    location.slot = node.slot(at: slot) { StateSlot(initial) }
    slot += 1
  }
}

extension State: SlotHolding {
  var heldSlot: AnyObject? { location.slot }
}

/// Where one `@State` of one view value reads and writes: its node's slot once the view is
/// drawn, its initial value before.
@MainActor
final class StateLocation<Value> {
  let initial: Value
  var slot: StateSlot<Value>?

  init(initial: Value) {
    self.initial = initial
  }

  var value: Value {
    get { slot?.value ?? initial }
    set { slot?.value = newValue }
  }
}

/// The value of one `@State` at one place in the tree, or of one `@Published` property,
/// observable so the bodies that read it are evaluated again when it changes.
///
/// Read and written where its owner lives (the main actor for a view's state, the object's
/// own place for a published property, as Combine's is); the slot itself guards nothing.
final class StateSlot<Value>: WatchedSlot, Observable, @unchecked Sendable {
  private let registrar = ObservationRegistrar()
  private var stored: Value
  /// For a `@Published` property someone subscribed to: where its changes also go.
  private(set) var published: PublishedRelay<Value>?

  init(_ value: Value) {
    stored = value
  }

  var value: Value {
    get {
      registrar.access(self, keyPath: \.value)
      if isWatched { wasRead = true }
      return stored
    }
    set {
      if isWatched { wasWritten = true }
      registrar.withMutation(of: self, keyPath: \.value) { stored = newValue }
    }
  }

  /// The relay of the `@Published` property this is the value of, made the first time.
  func publishedRelay() -> PublishedRelay<Value> {
    publishedInstalling.withLock { _ in
      if let published { return published }
      let relay = PublishedRelay<Value>()
      published = relay
      return relay
    }
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// State whose value starts as nil.
  ///
  /// In an extension, as SwiftUI declares it: declared beside the other initializers, Swift
  /// took it for how to make a `@State var model: Model` given no value, and refused the
  /// view's memberwise initializer for a `Model` that is not optional.
  public init() {
    self.init(wrappedValue: nil)
  }
}
