import ArgumentParser
import MVCSShell

/// `adopt APP_FOLDER --out DIR [--mvcs PATH|URL]`: the Linux package of an Xcode app target's
/// folder, its files built where they are with no edit, its executable the command line over
/// its `@main` App.
struct AdoptCommand: ParsableCommand {
  static var configuration: CommandConfiguration {
    let tool = ToolDescription.current
    return CommandConfiguration(
      commandName: "adopt",
      abstract: "Write the Linux package of an Xcode app's folder: its SwiftUI files built as they are.",
      discussion: """
        APP_FOLDER is the folder of an Xcode app target: its Swift files in any subfolders, \
        Assets.xcassets, Info.plist, the data files it loads through Bundle.main. adopt writes \
        at DIR a package whose executable, named after the folder, is the whole command line \
        over the app's `@main` App: `swift build --package-path DIR`, then \
        `DIR/.build/debug/NAME run Scripts/`. The files are not copied or edited: the package \
        links to the folder. Files that import only Foundation see @Observable, \
        ObservableObject and @Published as on iOS; Bundle.main finds the data files and an \
        Info.plist whose bundle identifier is the Xcode project's (or com.example.NAME). Run it \
        again after adding files: it rewrites what it wrote and keeps what you added (Scripts/). \
        --mvcs names the mvcs the package depends on: a checkout's folder or a Git URL; \
        without it, the checkout this mvcs was built from.

        Example: \(tool.name) adopt MyApp/MyApp --out MyApp-linux
                 \(tool.name) adopt MyApp/MyApp --out MyApp-linux --mvcs https://github.com/you/mvcs

        Exit status: 0 written, 2 an error (no Swift file, no @main, DIR not a package adopt wrote).
        """)
  }

  @Argument(help: ArgumentHelp("The Xcode app target's folder.", valueName: "app-folder"), completion: .directory)
  var appFolder: String

  @Option(
    name: .customLong("out"), help: ArgumentHelp("The package's folder.", valueName: "dir"), completion: .directory)
  var packageFolder: String

  @Option(
    name: .customLong("mvcs"),
    help: ArgumentHelp(
      "The mvcs to depend on: a checkout's folder or a Git URL (default: the checkout this mvcs was built from).",
      valueName: "path|url"))
  var mvcs: String?

  func execute(tool: ToolDescription) -> Int32 {
    do {
      let lines = try PackageAdopter(appFolder: appFolder, packageFolder: packageFolder, mvcs: mvcs).adopt()
      for line in lines { print(ShellError.capped(line)) }
      return ExitStatus.success.rawValue
    } catch {
      Terminal.writeError(ShellError.capped("\(tool.name) adopt: error: \(error.description)"))
      return ExitStatus.usage.rawValue
    }
  }
}
