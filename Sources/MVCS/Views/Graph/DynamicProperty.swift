/// A property of a view that the view's place in the tree keeps or fills before its body is
/// evaluated, as SwiftUI's `DynamicProperty` is: ``State``, ``Environment``, ``FocusState``,
/// ``AppStorage``, and properties of your own made of them.
///
/// ```swift
/// @MainActor struct Draft: DynamicProperty {
///   @State var text = ""
///   @State var isEditing = false
/// }
///
/// struct NoteEditor: View {
///   var draft = Draft()   // kept at the editor's place, as its own @State would be
///   var body: some View { TextField("Note", text: draft.$text) }
/// }
/// ```
public protocol DynamicProperty {
  /// Called before the view's body is evaluated, once the property's own dynamic properties
  /// are bound; nothing to do by default.
  mutating func update()
}

extension DynamicProperty {
  /// Nothing to update.
  public mutating func update() {}
}

/// A property bound to the node of the view that holds it before the body is evaluated.
@MainActor
protocol NodeBoundProperty {
  /// Binds the property to `node`; `slot` counts the slots the view's properties took so far.
  func bind(to node: ViewNode, slot: inout Int, in context: RenderContext)
}

/// Finds a view's dynamic properties and binds them to its node.
///
/// Properties are found by reflection, as they are declared, so the n-th `@State` of a view
/// always takes its n-th slot; a view found once to have none is not reflected again.
@MainActor
enum DynamicPropertyInstaller {
  /// Binds the dynamic properties of `view` to `node`.
  static func install(_ view: Any, in node: ViewNode, context: RenderContext) {
    guard node.hasDynamicProperties != false else { return }
    var slot = 0
    let found = install(properties: view, in: node, slot: &slot, context: context)
    node.hasDynamicProperties = found
  }

  /// Binds the dynamic properties among `value`'s stored properties; whether there were any.
  private static func install(properties value: Any, in node: ViewNode, slot: inout Int, context: RenderContext)
    -> Bool
  {
    var found = false
    for child in Mirror(reflecting: value).children {
      if let bound = child.value as? any NodeBoundProperty {
        bound.bind(to: node, slot: &slot, in: context)
        found = true
      } else if var property = child.value as? any DynamicProperty {
        found = install(properties: child.value, in: node, slot: &slot, context: context) || found
        // Its own properties bound, it brings itself up to date before the body reads it, as
        // SwiftUI calls `update()` (a SwiftData `Query` fetches here, outside the body's tracking).
        property.update()
        found = true
      } else if child.value is any ViewModifier {
        // A modifier's own state (`@State` in a `ViewModifier`) lives at the modified view's
        // place, in the node of the body it makes.
        found = install(properties: child.value, in: node, slot: &slot, context: context) || found
      }
    }
    return found
  }
}
