extension RenderContext {
  /// What `view` draws, as one line of plain text: how a button or a picker option made of
  /// views is named, and what `tap` and `pick` find it by.
  public func plainText(of view: any View) -> String {
    let measuring = measuring(height: nil)
    let lines = view.render(width: 10_000, in: measuring)
    return lines.map { $0.text(color: false).trimmingTrailingSpaces }.filter { !$0.isEmpty }.joined(separator: " ")
  }

  /// What `element` draws where it stands, as one line of plain text.
  public func plainText(of element: ViewList.Element) -> String {
    withPlace(node: element.node, path: element.path) { plainText(of: element.view) }
  }

  /// Offers `perform` as an action of the view controller being drawn, named after `title`
  /// (`Add one` is `add-one`, a second `Add one` `add-one-2`), and returns its name: how a
  /// button with a closure is tapped, called and explored as a named action is.
  func offerAction(titled title: String, perform: @escaping @MainActor () -> Void) -> String {
    guard !isMeasuring, !isOffScreen else { return title.dashedName }
    return owner.offerViewAction(titled: title, perform: perform)
  }
}

extension String {
  /// The string without the spaces at its end.
  var trimmingTrailingSpaces: String {
    var end = endIndex
    while end > startIndex, self[index(before: end)] == " " { end = index(before: end) }
    return String(self[..<end])
  }
}
