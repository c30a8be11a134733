import SwiftSyntax
import SwiftSyntaxMacros

/// Expands `#Preview { … }` into a type holding the preview, so its body is compiled and
/// type-checked as Xcode's is, and names nothing a file could collide with.
///
/// <!-- sample: not compiled, needs the package trait Macros; Examples/Habits compiles its #Preview and @Entry -->
/// ```swift
/// #Preview("Empty") { HabitsView() }
/// // @MainActor struct $…Preview…: MVCSUI.PreviewRegistry {
/// //   static let preview = MVCSUI.Preview("Empty") { HabitsView() }
/// // }
/// ```
///
/// Declarations marked `@Previewable` at the top of the body become the stored properties of
/// a view made for the preview, and the other statements its body, as SwiftUI's macro does,
/// so `@Previewable @State var isOn = true` gives the preview a `$isOn` binding.
public struct PreviewMacro: DeclarationMacro {
  /// The type holding the preview, and the view `@Previewable` declarations make.
  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    var arguments = Array(node.arguments)
    var body = node.trailingClosure
    if body == nil, let last = arguments.last, last.label?.text == "body",
      let closure = last.expression.as(ClosureExprSyntax.self)
    {
      body = closure
      arguments.removeLast()
    }
    guard let body else { throw PreviewMacroError.noBody }
    var written = arguments.map { $0.with(\.trailingComma, nil).trimmedDescription }
    let registry = context.makeUniqueName("Preview")
    let statements = Array(body.statements)
    guard statements.contains(where: isPreviewable) else {
      return [
        """
        @MainActor struct \(registry): MVCSUI.PreviewRegistry {
          static let preview = MVCSUI.Preview(\(raw: written.joined(separator: ", ")))\(raw: " ")\(body.trimmed)
        }
        """
      ]
    }
    // The declarations become the view's properties, in their order; the rest, its body.
    let view = context.makeUniqueName("PreviewView")
    let properties = statements.filter(isPreviewable).map(withoutPreviewable)
    let rest = statements.filter { !isPreviewable($0) }.map(\.trimmedDescription)
    written.append("body: { \(view)() }")
    return [
      """
      @MainActor struct \(registry): MVCSUI.PreviewRegistry {
        struct \(view): MVCSUI.View {
          \(raw: properties.joined(separator: "\n"))
          var body: some MVCSUI.View {
            \(raw: rest.joined(separator: "\n"))
          }
        }
        static let preview = MVCSUI.Preview(\(raw: written.joined(separator: ", ")))
      }
      """
    ]
  }

  /// Whether `item` is a declaration marked `@Previewable`.
  static func isPreviewable(_ item: CodeBlockItemSyntax) -> Bool {
    guard let variable = item.item.as(VariableDeclSyntax.self) else { return false }
    return variable.attributes.contains(where: isPreviewableAttribute)
  }

  /// `item`'s declaration without its `@Previewable`, as a property of the preview's view.
  static func withoutPreviewable(_ item: CodeBlockItemSyntax) -> String {
    guard let variable = item.item.as(VariableDeclSyntax.self) else { return item.trimmedDescription }
    let kept = variable.attributes.filter { !isPreviewableAttribute($0) }
    return variable.with(\.attributes, kept).trimmedDescription
  }

  private static func isPreviewableAttribute(_ element: AttributeListSyntax.Element) -> Bool {
    element.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Previewable"
  }
}

/// `@Previewable`, which `#Preview` reads: on its own it adds nothing.
public struct PreviewableMacro: PeerMacro {
  /// Nothing: `#Preview` moves the declaration.
  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] { [] }
}

/// What a `#Preview` written wrongly is told.
enum PreviewMacroError: Error, CustomStringConvertible {
  case noBody

  var description: String {
    switch self {
    case .noBody: "#Preview needs a body that makes the view: #Preview { ContentView() }"
    }
  }
}
