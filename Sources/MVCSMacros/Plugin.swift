import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin that provides `#Preview`, `@Previewable` and `@Entry` to MVCSUI, and
/// `@Model` and its marks to SwiftData.
@main
struct PreviewMacrosPlugin: CompilerPlugin {
  let providingMacros: [any Macro.Type] = [
    PreviewMacro.self, PreviewableMacro.self, EntryMacro.self, ModelMacro.self, PersistedPropertyMacro.self,
    ModelMarkerMacro.self, QueryMacro.self,
  ]
}
