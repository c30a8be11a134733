/// A slot of a view's node whose reads and writes can be watched while the view's body is
/// evaluated: how a body that sets its own state is caught (SwiftUI's "Modifying state during
/// view update").
///
/// Watching is two flags set around the body; the slot's accessors look at one more flag.
class WatchedSlot: @unchecked Sendable {
  /// Whether the slot's view's body is being evaluated now.
  final var isWatched = false
  /// Whether the body read the value while watched.
  final var wasRead = false
  /// Whether the body set the value while watched.
  final var wasWritten = false
}

/// A dynamic property that holds a slot of its node: found again by its slot to name it.
@MainActor
protocol SlotHolding {
  var heldSlot: AnyObject? { get }
}

/// Watches the state slots of one node while its body is evaluated, and names the
/// properties the body set.
///
/// ```swift
/// let view = Text("drawn")
/// let watch = BodyStateWatch(ViewNode())   // then the body is evaluated
/// print(watch.end(view: view))  // []: the body set no state
/// ```
@MainActor
struct BodyStateWatch {
  private let slots: [AnyObject]

  /// Starts watching `node`'s slots.
  init(_ node: ViewNode) {
    slots = node.slots
    for case let slot as WatchedSlot in slots { slot.isWatched = true }
  }

  /// Stops watching; the faults of `view`'s body, one for each state it set.
  func end(view: some View) -> [ViewFault] {
    var faults: [ViewFault] = []
    for case let slot as WatchedSlot in slots {
      defer { (slot.isWatched, slot.wasRead, slot.wasWritten) = (false, false, false) }
      guard slot.wasWritten else { continue }
      let viewName = TypeName.of(type(of: view))
      let name = Self.name(of: slot, in: view).map { "`\($0)`" } ?? "its state"
      faults.append(
        ViewFault(
          .stateChangedByBody,
          "\(viewName)'s body changes \(name)" + (slot.wasRead ? ", which it reads" : ""),
          hint:
            "a body only reads its state (SwiftUI: \"Modifying state during view update\"); "
            + "change it in an action, .onAppear, .onChange or .task"))
    }
    return faults
  }

  /// The name of the property of `value` (or of a dynamic property inside it) holding `slot`.
  private static func name(of slot: AnyObject, in value: Any) -> String? {
    for child in Mirror(reflecting: value).children {
      let label = child.label.map { $0.hasPrefix("_") ? String($0.dropFirst()) : $0 }
      if let holding = child.value as? any SlotHolding {
        if holding.heldSlot === slot { return label }
      } else if child.value is any DynamicProperty, let inner = name(of: slot, in: child.value) {
        return label.map { "\($0).\(inner)" } ?? inner
      }
    }
    return nil
  }
}
