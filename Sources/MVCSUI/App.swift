import MVCSCommandLine

/// An app written as SwiftUI writes one, `@main` included: the executable it is in becomes
/// the whole mvcs command line over it (the shell, `run`, `explore`, `mcp`), as
/// `MVCSCommandLine.main(apps:)` makes it.
///
/// ```swift
/// @main
/// struct WeSplitApp: App {
///   var body: some Scene {
///     WindowGroup { ContentView() }
///   }
/// }
/// ```
///
/// The app is named after its type, less `App`, in lower case (`WeSplitApp` is `wesplit`:
/// `wesplit run Scripts/`); each launch makes the app anew, so its state starts afresh, and
/// what it stored stays.
///
/// `--version` prints ``version``: "1.0.0" unless the app says, `static let version = "2.1.0"`
/// (SwiftUI's `App` has no such member, so the line compiles there too and means nothing).
///
/// In a file that imports `MVCSUI`, `App` is this protocol. A view-controller app (a name, a
/// summary and `makeRootViewController`) conforms to `MVCS.App` instead; write that name in
/// full where both are imported.
@MainActor
@preconcurrency
public protocol App {
  /// The type of the app's scene.
  associatedtype Body: Scene
  /// The app's scenes: a `WindowGroup` whose view is the first screen.
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
  /// Makes the app, once each launch.
  @MainActor @preconcurrency init()
  /// What `--version` prints; "1.0.0" unless the app declares it.
  static var version: String { get }
}

extension App {
  /// "1.0.0": the version of an app that does not declare one.
  public static var version: String { "1.0.0" }

  /// Runs the mvcs command line over this app: what `@main` calls.
  @MainActor
  public static func main() async {
    // Before the app's first line: a package `mvcs adopt` wrote keeps its data files and
    // Info.plist where Bundle.main looks for them.
    MainBundleResources.linkIfAdopted()
    await MVCSCommandLine.main(apps: [SceneApp<Self>()], version: version)
  }

  /// The name the command line knows this app by: its type's name less `App`, in lower case.
  static var commandName: String {
    let type = TypeName.of(Self.self)
    let base = type.hasSuffix("App") && type.count > 3 ? String(type.dropLast(3)) : type
    return base.dashedName
  }
}

/// A SwiftUI app as the command line, `run`, `TestShell` and agents launch it: its first
/// window's view, hosted.
///
/// `@main` uses it; use it yourself to offer several apps from one executable, or to drive
/// one from Swift tests:
///
/// ```swift
/// import MVCSCommandLine
/// import MVCSTesting
/// import MVCSUI
///
/// await MVCSCommandLine.main(apps: [SceneApp(WeSplitApp.self), SceneApp(BetterRestApp.self)])
/// let shell = TestShell(app: SceneApp(WeSplitApp.self))
/// ```
public struct SceneApp<Definition: App>: MVCS.App {
  /// The app of type `definition`.
  public init(_ definition: Definition.Type = Definition.self) {}

  /// Its type's name less `App`, in lower case: `WeSplitApp` is `wesplit`.
  public var name: String { Definition.commandName }
  /// `WeSplitApp, a SwiftUI app`.
  public var summary: String { "\(TypeName.of(Definition.self)), a SwiftUI app" }
  /// Its state starts afresh at each launch, as a SwiftUI app's does; what it stored stays.
  public var relaunchKeeps: RelaunchKeeps { .stores }

  /// The first window's view, in a hosting controller.
  public func makeRootViewController(environment: AppEnvironment) -> MVCS.ViewController {
    let app = Definition()
    let content = SceneContent.rootView(of: app.body) ?? AnyView(Text("\(Definition.self) has no WindowGroup"))
    return HostingController(rootView: content, name: "root")
  }
}

/// A part of an app's user interface, as SwiftUI's `Scene`: in mvcs, the window its first
/// `WindowGroup` shows.
@MainActor
@preconcurrency
public protocol Scene {
  /// The type of scene this one is made of; `Never` for a primitive.
  associatedtype Body: Scene
  /// The scenes this one is made of.
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Scene where Body == Never {
  /// A primitive scene has no body.
  public var body: Never {
    return fatalError("\(Self.self) is a primitive scene and has no body")
  }
}

extension Never: Scene {}

/// The window of an app, showing `content`, as SwiftUI's `WindowGroup`.
public struct WindowGroup<Content: View>: Scene {
  let content: Content

  /// A window showing `content`.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A window titled `title` showing `content`.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A window identified by `id` showing `content`.
  public init(id: String, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

/// Several scenes; mvcs shows the first window among them.
public struct TupleScene: Scene {
  let scenes: [any Scene]
}

/// Builds an app's scenes, as SwiftUI's `SceneBuilder` does.
@resultBuilder
@MainActor
public enum SceneBuilder {
  /// One scene.
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
  /// Several scenes.
  public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> TupleScene {
    var scenes: [any Scene] = []
    for scene in repeat each content { scenes.append(scene) }
    return TupleScene(scenes: scenes)
  }
  /// A scene, as it is.
  public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
  /// A scene behind an `if`; none when it is false.
  public static func buildOptional(_ content: (any Scene)?) -> TupleScene {
    TupleScene(scenes: content.map { [$0] } ?? [])
  }
}

/// Finds the view an app's scenes show first.
@MainActor
private enum SceneContent {
  static func rootView(of scene: any Scene) -> AnyView? {
    switch scene {
    case let window as any WindowContent: return window.rootView
    case let tuple as TupleScene: return tuple.scenes.lazy.compactMap { rootView(of: $0) }.first
    case let modified as any RootViewModifyingScene: return rootView(of: modified.modifiedScene).map(modified.modify)
    default: return composite(scene)
    }
  }

  private static func composite<S: Scene>(_ scene: S) -> AnyView? {
    guard S.Body.self != Never.self else { return nil }
    return rootView(of: scene.body)
  }
}

/// A window's view, whatever its type.
@MainActor
private protocol WindowContent {
  var rootView: AnyView { get }
}

extension WindowGroup: WindowContent {
  var rootView: AnyView { AnyView(content) }
}
