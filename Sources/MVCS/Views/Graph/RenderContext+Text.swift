extension RenderContext {
  /// What `view` draws, as one line of plain text: how a button or a picker option made of
  /// views is named, and what `tap` and `pick` find it by.
  ///
  /// It is the text, as VoiceOver reads a control: the blanks a layout adds around and between
  /// its words (`padding`, a `frame` that centres it, a `Spacer`) are not part of it, so
  /// `Text("Start").padding()` is named `Start`, not `   Start`.
  public func plainText(of view: any View) -> String {
    let measuring = measuring(height: nil)
    return Self.words(of: measuring.renderWhole(view).lines)
  }

  /// `view` drawn whole, as wide as it needs, in this (measuring) context, and the width it
  /// was offered.
  ///
  /// A view that takes any width it is offered (a label framed to `.infinity`, a `Spacer`
  /// in a row) is offered two columns more than its ideal: room enough to show where it
  /// places its words, where 10,000 columns would cost 10,000 blanks per line each time a
  /// keypad's button is named.
  func renderWhole(_ view: any View) -> (lines: [RenderedLine], width: Int) {
    let most = 10_000
    let widths = view.layoutWidths(offered: most, in: self)
    let width = widths.maximum == nil ? min(most, widths.ideal + 2) : most
    return (view.render(width: width, in: self), width)
  }

  /// The words of `lines`, one blank between each: what they say, without the blanks a
  /// layout put around them.
  static func words(of lines: [RenderedLine]) -> String {
    var text = ""
    for line in lines {
      for word in line.plainText.split(separator: " ", omittingEmptySubsequences: true) {
        if !text.isEmpty { text += " " }
        text += word
      }
    }
    return text
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
