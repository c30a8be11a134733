import MVCS

/// Why SwiftData could not do what it was asked, as SwiftData's `SwiftDataError`: a kind to
/// compare with, and what happened, where, and what to do, to read.
///
/// <!-- sample: not compiled, uses the reader's @Model types (the trait Macros); Examples/Bookshelf compiles the same code -->
/// ```swift
/// do { try modelContext.save() } catch let error as SwiftDataError where error == .saveFailed {
///   print(error)  // Book: cannot save: the file is read-only … (/tmp/books.sqlite)
/// }
/// ```
public struct SwiftDataError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What kind of failure it is.
  public struct Kind: Hashable, Sendable {
    let name: String
  }

  /// What kind of failure it is.
  public let kind: Kind
  /// What happened, in words: the model type, the store's reason, the statement.
  public let message: String
  /// What to do about it.
  public let hint: String?

  init(_ kind: Kind, _ message: String, hint: String? = nil) {
    self.kind = kind
    self.message = message
    self.hint = hint
  }

  /// A save of `entityName` that `error` refused.
  init(storageError error: StorageError, saving entityName: String) {
    self.init(.saveFailed, "\(entityName): cannot save: \(error.description)", hint: error.hint)
  }

  /// The message, with the hint.
  public var description: String {
    hint.map { "\(message)\n  hint: \($0)" } ?? message
  }

  /// Errors are equal when they are of one kind, so `error == .saveFailed` reads as SwiftData's.
  public static func == (lhs: SwiftDataError, rhs: SwiftDataError) -> Bool { lhs.kind == rhs.kind }
}

extension SwiftDataError.Kind {
  /// A store refused a save.
  static let saveFailed = Self(name: "saveFailed")
  /// The container's storage could not be opened.
  static let loadIssueModelContainer = Self(name: "loadIssueModelContainer")
  /// A `#Predicate` could not be evaluated on a model.
  static let unsupportedPredicate = Self(name: "unsupportedPredicate")
  /// A sort descriptor could not be applied.
  static let unsupportedSortDescriptor = Self(name: "unsupportedSortDescriptor")
  /// A model type is not in the container's schema.
  static let unknownModelType = Self(name: "unknownModelType")
  /// The context has no container (no `.modelContainer` above the view).
  static let missingModelContext = Self(name: "missingModelContext")
  /// A custom migration stage, whose closures are not run here.
  static let unsupportedMigration = Self(name: "unsupportedMigration")
}

extension SwiftDataError {
  /// A store refused a save.
  public static let saveFailed = SwiftDataError(.saveFailed, "the save failed")
  /// The container's storage could not be opened.
  public static let loadIssueModelContainer = SwiftDataError(.loadIssueModelContainer, "the container cannot load")
  /// A `#Predicate` could not be evaluated on a model.
  public static let unsupportedPredicate = SwiftDataError(.unsupportedPredicate, "the predicate is not supported")
  /// A sort descriptor could not be applied.
  public static let unsupportedSortDescriptor = SwiftDataError(
    .unsupportedSortDescriptor, "the sort descriptor is not supported")
  /// A model type is not in the container's schema.
  public static let unknownModelType = SwiftDataError(.unknownModelType, "the model type is not in the schema")
  /// The context has no container.
  public static let missingModelContext = SwiftDataError(.missingModelContext, "no model container")
  /// A custom migration stage, whose closures are not run here.
  public static let unsupportedMigration = SwiftDataError(.unsupportedMigration, "custom migrations are not supported")
}
