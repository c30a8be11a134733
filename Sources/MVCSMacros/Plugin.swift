import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin that provides `#Preview`, `@Previewable` and `@Entry` to MVCSUI.
@main
struct PreviewMacrosPlugin: CompilerPlugin {
  let providingMacros: [any Macro.Type] = [PreviewMacro.self, PreviewableMacro.self, EntryMacro.self]
}
