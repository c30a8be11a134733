extension Store {
  /// Applies `operation` now, in one transaction, blocking the calling thread while the
  /// engine writes, and throws what the engine threw: the synchronous door whose caller takes
  /// the failure, for a framework built on the Store (SwiftData's `save()`).
  ///
  /// ```swift
  /// try notes.commit(notes.remove(note).insert(note))
  /// ```
  ///
  /// On failure nothing was written and `items` is as it was; the failure is the caller's to
  /// report, so it is not added to ``problems``.
  package func commit(_ operation: StoreOperation<Item>) throws(StorageError) {
    if case .failure(let error) = commit(.apply(operation.steps)) { throw error }
  }
}
