import Foundation

/// The mvcs an adopted package depends on: a checkout on this machine (CI without a network)
/// or a Git URL.
///
/// ```swift
/// try MVCSDependency.parse("../mvcs", shownAs: "--mvcs")        // .path("/home/me/mvcs")
/// try MVCSDependency.parse("https://github.com/me/mvcs.git", shownAs: "--mvcs")
/// ```
enum MVCSDependency: Sendable, Equatable {
  /// A checkout, absolute; the manifest names it relative to the package.
  case path(String)
  /// A repository URL; the manifest follows its `main` branch.
  case url(String)

  /// `value` as a URL when it has a scheme (`https://`, `ssh://`, `file://`) or is `git@host:…`;
  /// otherwise a folder that must hold mvcs's Package.swift.
  static func parse(_ value: String, shownAs option: String) throws(AdoptError) -> MVCSDependency {
    if value.contains("://") || value.hasPrefix("git@") { return .url(value) }
    let absolute = URL(fileURLWithPath: value).standardizedFileURL.path
    guard let manifest = FileManager.default.contents(atPath: "\(absolute)/Package.swift"),
      String(decoding: manifest, as: UTF8.self).contains("name: \"mvcs\"")
    else {
      throw AdoptError(
        at: value,
        "is not a checkout of mvcs (no Package.swift of the package mvcs): \(option) takes its folder or its URL")
    }
    return .path(absolute)
  }

  /// The checkout this mvcs was built from, when it is still there: what `adopt` depends on
  /// when `--mvcs` names none.
  ///
  /// ```swift
  /// try MVCSDependency.builtFrom()   // .path("/home/me/mvcs"), for a `swift build` of /home/me/mvcs
  /// ```
  ///
  /// The compiler records this file's path; four folders up is the package's root. A build
  /// moved or deleted since leaves no checkout there, and the error asks for `--mvcs`.
  static func builtFrom(sourceFile: String = #filePath) throws(AdoptError) -> MVCSDependency {
    let root = URL(fileURLWithPath: sourceFile)
      .deletingLastPathComponent()  // Adopt
      .deletingLastPathComponent()  // MVCSCommandLine
      .deletingLastPathComponent()  // Sources
      .deletingLastPathComponent().path
    do {
      return try parse(root, shownAs: "--mvcs")
    } catch {
      throw AdoptError(
        at: root,
        "the checkout this mvcs was built from is not there any more: name the mvcs to depend on with "
          + "--mvcs (a checkout's folder or a Git URL)")
    }
  }

  /// The package's identity, which `.product(name:package:)` names.
  var identity: String {
    switch self {
    case .path: return "mvcs"
    case .url(let url):
      let last = url.split(whereSeparator: { $0 == "/" || $0 == ":" }).last.map(String.init) ?? "mvcs"
      return last.hasSuffix(".git") ? String(last.dropLast(4)) : last
    }
  }

  /// The `.package(…)` line, with the trait Macros; a path relative to `packageFolder`.
  func manifestLine(from packageFolder: String) -> String {
    switch self {
    case .path(let path):
      return
        ".package(name: \"mvcs\", path: \(Manifest.quoted(RelativePath.from(packageFolder, to: path))), traits: [\"Macros\"])"
    case .url(let url):
      return ".package(url: \(Manifest.quoted(url)), branch: \"main\", traits: [\"Macros\"])"
    }
  }
}

/// The path from one absolute folder to another, as `ln -s` and SwiftPM's `path:` read it.
///
/// ```swift
/// RelativePath.from("/w/.build/adopted/Groceries", to: "/w")   // "../../.."
/// ```
enum RelativePath {
  static func from(_ folder: String, to target: String) -> String {
    let from = folder.split(separator: "/")
    let to = target.split(separator: "/")
    var common = 0
    while common < from.count, common < to.count, from[common] == to[common] { common += 1 }
    let parts = Array(repeating: "..", count: from.count - common) + to[common...].map(String.init)
    return parts.isEmpty ? "." : parts.joined(separator: "/")
  }
}
