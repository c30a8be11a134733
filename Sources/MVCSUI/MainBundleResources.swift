import Foundation

/// Makes `Bundle.main` find the resources of a package `mvcs adopt` wrote: its data files and
/// its Info.plist, as an iOS app finds them in its `.app`.
///
/// ```swift
/// MainBundleResources.linkIfAdopted()   // first thing in App.main()
/// let url = Bundle.main.url(forResource: "staples", withExtension: "json")
/// ```
///
/// On Linux, Foundation's main bundle is the executable's folder (read from /proc/self/exe),
/// and it reads its resources from a `Resources` folder there when that folder holds an
/// Info.plist. SwiftPM copies an executable target's resources into `NAME_NAME.resources` beside
/// the executable, and refuses an Info.plist at that bundle's top; an adopted package therefore
/// copies a folder, `MainBundle`, with the Info.plist and the data files, and this links
/// `Resources` to it before the app's first line runs (docs/DECISIONS.md). Any other executable
/// has no such folder, and this only looks for it.
enum MainBundleResources {
  /// The folder of an adopted package's resource bundle that Bundle.main reads.
  static let folderName = "MainBundle"

  /// Links `Resources` beside the executable to its adopted bundle's `MainBundle` folder when
  /// there is one and the link is not already there; says on standard error why it could not.
  static func linkIfAdopted() {
    #if os(Linux)
      let files = FileManager.default
      guard let executable = try? files.destinationOfSymbolicLink(atPath: "/proc/self/exe") else { return }
      let folder = (executable as NSString).deletingLastPathComponent
      let name = (executable as NSString).lastPathComponent
      let target = "\(name)_\(name).resources/\(folderName)"
      guard files.fileExists(atPath: "\(folder)/\(target)/Info.plist") else { return }
      let link = "\(folder)/Resources"
      if let existing = try? files.destinationOfSymbolicLink(atPath: link) {
        if existing == target { return }
      } else if files.fileExists(atPath: link) {
        warn("\(link) is not a link mvcs made; Bundle.main reads it instead of \(target)")
        return
      }
      // A link made aside and renamed over the old one: another process of the same build
      // folder never sees `Resources` missing.
      let aside = "\(folder)/.Resources-\(ProcessInfo.processInfo.processIdentifier)"
      do {
        try? files.removeItem(atPath: aside)
        try files.createSymbolicLink(atPath: aside, withDestinationPath: target)
        guard rename(aside, link) == 0 else {
          try? files.removeItem(atPath: aside)
          return warn("cannot link \(link) to \(target): \(String(cString: strerror(errno)))")
        }
      } catch {
        warn("cannot link \(link) to \(target): \(error.localizedDescription)")
      }
    #endif
  }

  private static func warn(_ message: String) {
    FileHandle.standardError.write(Data("mvcs: Bundle.main: \(message)\n".utf8))
  }
}
