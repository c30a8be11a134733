extension ViewController {
  /// Which of the protocols the shell and `explore` ask about a view controller it conforms
  /// to: each looked up the first time it is asked of a view controller, then remembered.
  ///
  /// A cast to a protocol existential (`viewController as? any RowPresenting`) looks the
  /// conformance up in the runtime each time, walking the class and its superclasses: about
  /// 3,000 instructions when the class does not conform, which is most of them. `explore` asks
  /// it of every view controller and every control's owner on the screen after every step
  /// (#35). A class's conformances do not change while the process runs, so the answer is
  /// kept with the view controller.
  ///
  /// ```swift
  /// if let list = rowPresenting { print(list.rowCount) }
  /// let weight = switchesViews ? 2 : 8
  /// ```
  struct Conformances {
    /// Whether the view controller is a ``RowPresenting``, once asked.
    var presentsRows: Bool?
    /// Whether the view controller is a ``SwitchesViews``, once asked.
    var switchesViews: Bool?
  }

  /// This view controller as a list whose rows `select` and `swipe` address, or nil.
  ///
  /// What `self as? any RowPresenting` answers. A "no" is remembered, the common and costly
  /// answer; a list is cast each time, as the existential has to be made anyway.
  package var rowPresenting: (any RowPresenting)? {
    if knownConformances.presentsRows == false { return nil }
    let list = self as? any RowPresenting
    knownConformances.presentsRows = list != nil
    return list
  }

  /// Whether this view controller's own buttons only switch which view shows
  /// (``SwitchesViews``): what `self is any SwitchesViews` answers, with the lookup made once.
  package var switchesViews: Bool {
    if let known = knownConformances.switchesViews { return known }
    let found = self is any SwitchesViews
    knownConformances.switchesViews = found
    return found
  }
}
