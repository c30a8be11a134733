extension ViewController {
  /// The nodes of the views this view controller's body draws, made when the first view that
  /// keeps something is drawn.
  var viewGraph: ViewGraph {
    if let graph = viewGraphStorage { return graph }
    let graph = ViewGraph()
    viewGraphStorage = graph
    return graph
  }

  /// The nodes of the body's views, if any was made.
  var existingViewGraph: ViewGraph? { viewGraphStorage }

  /// The environment the body's views read: what the view that made this view controller
  /// passed down (a list's row, a pushed destination, a sheet), with this view controller as
  /// the one a `dismiss` dismisses.
  var environmentForBody: EnvironmentValues {
    var environment = inheritedEnvironment ?? EnvironmentValues(host: self)
    environment.host = self
    return environment
  }

  /// Sets the environment the views that made this view controller pass down, redrawing it
  /// when what they pass changed.
  ///
  /// Said while the view that made it is drawn, just before this view controller is: only its
  /// own drawing is made stale, not the one being drawn around it.
  func inherit(_ environment: EnvironmentValues) {
    guard let inherited = inheritedEnvironment, inherited.isSame(as: environment) else {
      inheritedEnvironment = environment
      renderCache.invalidateAlone()
      return
    }
  }

  /// Whether the body's views are new values since the last drawing, and forgets it: always,
  /// for a body evaluated at each drawing; only after `rootView` changed, for a hosting
  /// controller, whose body is the view it was given.
  func consumeBodyChange() -> Bool {
    guard keepsBodyBetweenDrawings else { return true }
    defer { bodyChangedSinceDrawn = false }
    return bodyChangedSinceDrawn
  }
}

extension ViewController {
  /// The actions a user can invoke here: ``actions``, then those the buttons with closures of
  /// the last drawing offer, named after their labels.
  public var availableActions: [Action] {
    actions + viewActions
  }

  /// Offers a button's closure as an action named after `title`, unique among the actions
  /// offered in this drawing; returns the name.
  func offerViewAction(titled title: String, perform: @escaping @MainActor () -> Void) -> String {
    let base = title.dashedName
    var name = base
    var suffix = 2
    while viewActions.contains(where: { $0.name == name }) || actions.contains(where: { $0.name == name }) {
      name = "\(base)-\(suffix)"
      suffix += 1
    }
    viewActions.append(Action(name, summary: "Taps '\(title.escapingControlCharacters)'") { _ in perform() })
    return name
  }

  /// Forgets the actions the last drawing offered: its body is drawn anew.
  func beginOfferingViewActions() {
    viewActions = []
  }

  /// Dismisses what this view controller's views are shown in, as SwiftUI's `dismiss` does:
  /// the modal it is in, or else the screen it was pushed as.
  func dismissFromViews() {
    var node: ViewController? = self
    while let current = node {
      if let presenting = current.presentingViewController {
        presenting.dismiss()
        return
      }
      if let navigation = current.parent as? NavigationController,
        let index = navigation.viewControllers.firstIndex(where: { $0 === current }), index > 0
      {
        navigation.pop(to: navigation.viewControllers[index - 1])
        return
      }
      node = current.parent
    }
  }

  /// Whether ``dismissFromViews()`` would close something.
  var canBeDismissedFromViews: Bool {
    var node: ViewController? = self
    while let current = node {
      if current.presentingViewController != nil { return true }
      if let navigation = current.parent as? NavigationController, navigation.viewControllers.first !== current {
        return true
      }
      node = current.parent
    }
    return false
  }
}

extension ViewController {
  /// Counts the times this view controller's screen came on screen: an `onAppear` runs once
  /// for each.
  var appearances: Int { appearanceCount }

  /// Runs `action` whenever this view controller leaves the screen, until told to stop with
  /// the token returned: how an `onDisappear` hears its screen go.
  func onScreenLeaving(_ action: @escaping @MainActor () -> Void) -> Int {
    screenLeavingToken &+= 1
    screenLeavingActions.append((screenLeavingToken, action))
    return screenLeavingToken
  }

  /// Stops running the action registered with `token`.
  func stopHearingScreenLeaving(_ token: Int) {
    screenLeavingActions.removeAll { $0.token == token }
  }
}
