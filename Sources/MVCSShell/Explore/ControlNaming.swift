import MVCS

/// How the verbs' searches would find each control of a screen's layers, worked out once for
/// every control the explorer offers: by label when exactly one control of its kind on the
/// topmost layer with such a label carries it, by `#N` on the topmost layer with controls of
/// its kind.
///
/// ```swift
/// let layer = Renderer(width: 40, height: 10).renderScreen(ViewController(name: "screen")).touchableLayer
/// let naming = ControlNaming([layer])
/// for (position, control) in layer.controls.enumerated() {
///   // "Save"; "#2" when two buttons say Save, the third button of the layer being one
///   print(naming.name(of: control, at: position, depth: 0) ?? "found by no word")
/// }
/// ```
///
/// Asking each control's question of every other control was quadratic in the controls
/// shown: a form of 40 fields made 1,600 comparisons a step.
@MainActor
struct ControlNaming {
  /// A control kind (its input's type) and a name one of that kind carries.
  private struct KindName: Hashable {
    var kind: ObjectIdentifier
    var name: String
  }

  /// For each layer, how many controls of each kind carry each name.
  private let named: [[KindName: Int]]
  /// For each control kind, the topmost layer that has one.
  private let topmostOfKind: [ObjectIdentifier: Int]
  /// For each layer, each control's number among the controls of its kind before it.
  private let ordinals: [[Int]]

  /// The names and positions of the controls of `layers`, topmost first.
  init(_ layers: [RenderedScreen]) {
    var named: [[KindName: Int]] = []
    var topmostOfKind: [ObjectIdentifier: Int] = [:]
    var ordinals: [[Int]] = []
    for (depth, layer) in layers.enumerated() {
      var counts: [KindName: Int] = [:]
      var seen: [ObjectIdentifier: Int] = [:]
      var numbers: [Int] = []
      numbers.reserveCapacity(layer.controls.count)
      for control in layer.controls {
        let kind = Self.kind(of: control)
        // A control counts once for a name, however many of its names say it.
        var names: [String] = []
        for name in control.names where !names.contains(name) { names.append(name) }
        for name in names { counts[KindName(kind: kind, name: name), default: 0] += 1 }
        numbers.append(seen[kind, default: 0])
        seen[kind, default: 0] += 1
        if topmostOfKind[kind] == nil { topmostOfKind[kind] = depth }
      }
      named.append(counts)
      ordinals.append(numbers)
    }
    self.named = named
    self.topmostOfKind = topmostOfKind
    self.ordinals = ordinals
  }

  /// The word the verb's search finds `control` by (the `position`-th control of the layer at
  /// `depth`), or nil when none does.
  func name(of control: VisibleControl, at position: Int, depth: Int) -> String? {
    let label = control.label
    if !label.isEmpty, !label.hasPrefix("#") {
      // The search takes the topmost layer with a control of the verb's kind so named.
      let key = KindName(kind: Self.kind(of: control), name: label)
      if let layer = named.firstIndex(where: { $0[key] != nil }), layer == depth, named[layer][key] == 1 {
        return ExploreStep.word(label)
      }
    }
    return self.position(of: control, at: position, depth: depth)
  }

  /// `#N` for `control` when it is on the topmost layer with controls of its kind; nil
  /// otherwise, since `#N` counts that layer's.
  func position(of control: VisibleControl, at position: Int, depth: Int) -> String? {
    guard topmostOfKind[Self.kind(of: control)] == depth else { return nil }
    return "#\(ordinals[depth][position])"
  }

  /// What the verbs tell controls apart by: the type of what they take.
  private static func kind(of control: VisibleControl) -> ObjectIdentifier {
    ObjectIdentifier(type(of: control.control.input))
  }
}
