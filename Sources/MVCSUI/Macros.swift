// SwiftUI's macros: `#Preview`, `@Previewable` and `@Entry`. They are built with swift-syntax,
// which doubles a first build's processor time (docs/DECISIONS.md), so they come with the
// package trait `Macros`:
//
//   .package(url: "https://github.com/…/mvcs", branch: "main", traits: ["Macros"])
//
// Without it, each is declared unavailable, so using one is an error at the use that says how
// to turn them on. (Those declarations name a macro of the toolchain's own, which is never
// expanded, so nothing is missing while nobody uses them.)

#if Macros
  /// A preview of the views `body` makes, as SwiftUI's `#Preview`: compiled and checked, not
  /// shown.
  ///
  /// <!-- sample: not compiled, needs the package trait Macros; Examples/Habits compiles its #Preview and @Entry -->
  /// ```swift
  /// #Preview { ContentView() }
  /// #Preview("On", traits: .sizeThatFitsLayout) {
  ///   @Previewable @State var isOn = true
  ///   Toggle("Loud", isOn: $isOn)
  /// }
  /// ```
  @freestanding(declaration)
  public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
  ) = #externalMacro(module: "MVCSMacros", type: "PreviewMacro")

  /// Marks a declaration at the top of a `#Preview`'s body as a property of the view the
  /// preview makes, so `@State` works there.
  @attached(peer)
  public macro Previewable() = #externalMacro(module: "MVCSMacros", type: "PreviewableMacro")

  /// Declares an environment value with its key, as SwiftUI's `@Entry`.
  ///
  /// <!-- sample: not compiled, needs the package trait Macros; Examples/Habits compiles its #Preview and @Entry -->
  /// ```swift
  /// extension EnvironmentValues {
  ///   @Entry var accent = "•"
  /// }
  /// ```
  @attached(accessor)
  @attached(peer, names: prefixed(__Key_))
  public macro Entry() = #externalMacro(module: "MVCSMacros", type: "EntryMacro")
#else
  /// `#Preview` without the package trait `Macros`: an error that says how to turn it on.
  @available(
    *, unavailable,
    message: "#Preview needs the mvcs package trait Macros: in Package.swift, .package(url: …, traits: [\"Macros\"])"
  )
  @freestanding(declaration)
  public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
  ) = #externalMacro(module: "SwiftMacros", type: "DebugDescriptionMacro")

  /// `@Previewable` without the package trait `Macros`: an error that says how to turn it on.
  @available(
    *, unavailable,
    message:
      "@Previewable needs the mvcs package trait Macros: in Package.swift, .package(url: …, traits: [\"Macros\"])"
  )
  @attached(peer)
  public macro Previewable() = #externalMacro(module: "SwiftMacros", type: "DebugDescriptionMacro")

  /// `@Entry` without the package trait `Macros`: an error that says how to turn it on.
  @available(
    *, unavailable,
    message: "@Entry needs the mvcs package trait Macros: in Package.swift, .package(url: …, traits: [\"Macros\"])"
  )
  @attached(accessor)
  @attached(peer, names: prefixed(__Key_))
  public macro Entry() = #externalMacro(module: "SwiftMacros", type: "DebugDescriptionMacro")
#endif
