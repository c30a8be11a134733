import MVCS
import OpenCombine

// OpenCombine and MVCS both declare these three names. Swift prefers a module's declaration
// over one of a module it imports, so these, declared here where both are imported, are the
// ones a file that imports Combine (or SwiftUI) sees: MVCS's, which views observe, made
// Combine publishers in ObservableObjectPublisher+Publisher.swift (docs/DECISIONS.md).

/// A model whose `@Published` properties views observe and Combine code subscribes to: MVCS's
/// `ObservableObject`.
///
/// ```swift
/// final class Contact: ObservableObject {
///   @Published var name = ""
/// }
/// let changes = Contact().objectWillChange.sink { print("will change") }
/// ```
public typealias ObservableObject = MVCS.ObservableObject

/// A property of an ``ObservableObject`` that views observe and whose `$property` is a Combine
/// publisher: MVCS's `Published`.
///
/// ```swift
/// final class Search: ObservableObject {
///   @Published var query = ""
/// }
/// let search = Search()
/// let typed = search.$query.debounce(for: .milliseconds(300), scheduler: RunLoop.main).sink { print($0) }
/// ```
public typealias Published = MVCS.Published

/// The publisher an ``ObservableObject`` sends before it changes: MVCS's, a Combine publisher
/// of `Void`.
///
/// ```swift
/// let objectWillChange = ObservableObjectPublisher()
/// ```
public typealias ObservableObjectPublisher = MVCS.ObservableObjectPublisher
