extension Store {
  /// Adds the item `make` builds under the next of `keys` (`expense-1`, then `expense-2`, …),
  /// from synchronous code: how an app creates an item, never replacing one.
  ///
  /// The key is one above the highest number this store's items have. When another session
  /// on the same file took that key since this one loaded, nothing is written, and the key is
  /// chosen again above every key the file holds, read and written in one transaction under
  /// the file's write lock (``addNew(_:otherwise:)``). An `insert(_:)` would have replaced
  /// the other session's item.
  ///
  /// ```swift
  /// let added = expenses.addNew(numbered: NumberedKeys("expense")) { key in
  ///   Expense(id: key, title: "Coffee", amount: 3.5)
  /// }
  /// ```
  ///
  /// Returns the item added; nil when nothing was written: a write that failed, or no key
  /// left above a stored one numbered `Int.max` (``StorageError/Kind/noKeyLeft``), reported
  /// as an enqueued write's failure is, in ``problems`` and to the command that caused it.
  @discardableResult
  public func addNew(numbered keys: NumberedKeys, _ make: @escaping @Sendable (_ key: String) -> Item) -> Item? {
    let location = location
    let name = name
    let failure = { @Sendable (exhausted: NumberedKeys.Exhausted) in
      StorageError(
        .noKeyLeft, exhausted.description, location: location, store: name,
        hint: "remove that item, or give it another key, to add more")
    }
    let first: String
    do {
      first = try keys.key(after: highestNumber(of: keys))
    } catch {
      reportUnawaited(failure(error))
      return nil
    }
    return addNew(make(first)) { stored throws(StorageError) in
      do throws(NumberedKeys.Exhausted) {
        return make(try keys.key(above: stored))
      } catch {
        throw failure(error)
      }
    }
  }

  /// The highest number of `keys` among the items: caught up from the changes since it was
  /// last found, or found again from every item when the highest went or the changes are
  /// no longer kept.
  private func highestNumber(of keys: NumberedKeys) -> Int {
    let version = changeVersion
    if let known = highestNumbers[keys.prefix], let changes = changes(since: known.version) {
      var highest: Int? = known.number
      for change in changes {
        guard let current = highest else { break }
        switch change {
        case .inserted(let item, _): highest = max(current, keys.number(of: identify(item)) ?? 0)
        case .replaced: break
        case .removed(let item, _): if keys.number(of: identify(item)) == current { highest = nil }
        case .reset: highest = nil
        }
      }
      if let highest {
        highestNumbers[keys.prefix] = (highest, version)
        return highest
      }
    }
    let highest = items.reduce(0) { max($0, keys.number(of: identify($1)) ?? 0) }
    highestNumbers[keys.prefix] = (highest, version)
    return highest
  }
}
