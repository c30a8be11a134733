extension StoreProblem {
  /// A problem of `kind` with `store`, saying `message`: for a framework on the Store that
  /// reports its own (SwiftData's failed autosave).
  package init(_ store: String, _ kind: Kind, _ message: String) {
    self.init(store: store, kind: kind, message: message)
  }
}
