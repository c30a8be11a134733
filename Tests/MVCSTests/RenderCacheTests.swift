import MVCS
import Observation
import Testing

/// A view controller whose body is given by the test and counts how often it is evaluated.
@MainActor
final class CountingViewController: ViewController {
  var content: (CountingViewController) -> any View
  private(set) var evaluations = 0
  /// State the body may read that is not observable.
  var plain = "plain"
  private(set) var updates = 0

  init(_ name: String, title: String? = nil, content: @escaping (CountingViewController) -> any View) {
    self.content = content
    super.init(name: name, title: title)
  }

  override var body: any View {
    evaluations += 1
    return content(self)
  }

  override func updateView() {
    updates += 1
  }
}

/// A model view controllers show.
@MainActor
@Observable
final class Note {
  var text = "first"
  var unread = 0
}

/// A model changed away from the main actor.
@Observable
final class SharedNote: @unchecked Sendable {
  var text = "first"
}

/// A view controller that adopts @Observable itself, as a subclass may.
@MainActor
@Observable
final class ObservableGreeting: ViewController {
  var greeting = "Hello"

  init() {
    super.init(name: "greeting")
  }

  override var body: any View { Text(greeting) }
}

@MainActor
@Suite struct RenderCacheTests {
  private func show(_ viewController: ViewController, width: Int = 20) -> [String] {
    Renderer(width: width).render(viewController).text(color: false)
  }

  @Test func aBodyIsNotEvaluatedAgainWhenNothingChanged() {
    let note = Note()
    let screen = CountingViewController("note") { _ in Text(note.text) }
    #expect(show(screen) == ["first"])
    #expect(show(screen) == ["first"])
    #expect(show(screen) == ["first"])
    #expect(screen.evaluations == 1)
  }

  @Test func aChangeToAnObservedModelPropertyRedrawsTheBody() {
    let note = Note()
    let screen = CountingViewController("note") { _ in Text(note.text) }
    _ = show(screen)
    note.text = "second"
    #expect(show(screen) == ["second"])
    #expect(screen.evaluations == 2)
    // A property the body never read changes nothing.
    note.unread += 1
    #expect(show(screen) == ["second"])
    #expect(screen.evaluations == 2)
  }

  @Test func aTitleChangeRedrawsTheBody() {
    let screen = CountingViewController("note", title: "Groceries") { Text($0.title ?? "") }
    _ = show(screen)
    screen.title = "Chores"
    #expect(show(screen) == ["Chores"])
    #expect(screen.evaluations == 2)
  }

  @Test func stateThatIsNotObservableNeedsSetNeedsDisplay() {
    let screen = CountingViewController("note") { Text($0.plain) }
    _ = show(screen)
    screen.plain = "changed"
    #expect(show(screen) == ["plain"], "not observable: the cached drawing stays")
    screen.setNeedsDisplay()
    #expect(show(screen) == ["changed"])
    #expect(screen.evaluations == 2)
  }

  @Test func aNewWidthRedrawsTheBody() {
    let screen = CountingViewController("note") { _ in Text("one two three") }
    #expect(show(screen, width: 20) == ["one two three"])
    #expect(show(screen, width: 8) == ["one two", "three"])
    #expect(show(screen, width: 8) == ["one two", "three"])
    #expect(screen.evaluations == 2)
    #expect(show(screen, width: 20) == ["one two three"])
    #expect(screen.evaluations == 3)
  }

  @Test func aChildsChangeRedrawsEveryAncestorThatEmbedsIt() {
    let note = Note()
    let leaf = CountingViewController("leaf") { _ in Text(note.text) }
    let middle = CountingViewController("middle") { _ in Embed(leaf) }
    let root = CountingViewController("root") { _ in
      VStack(alignment: .leading) {
        Text("Notes")
        Embed(middle)
      }
    }
    root.addChild(middle)
    middle.addChild(leaf)
    #expect(show(root) == ["Notes", "first"])
    note.text = "second"
    #expect(show(root) == ["Notes", "second"])
    #expect([root.evaluations, middle.evaluations, leaf.evaluations] == [2, 2, 2])
    #expect(show(root) == ["Notes", "second"])
    #expect([root.evaluations, middle.evaluations, leaf.evaluations] == [2, 2, 2])
  }

  @Test func aParentsChangeReusesItsChildrensDrawings() {
    let note = Note()
    let child = CountingViewController("child") { _ in Text("child") }
    let parent = CountingViewController("parent") { _ in
      VStack(alignment: .leading) {
        Text(note.text)
        Embed(child)
      }
    }
    parent.addChild(child)
    _ = show(parent)
    note.text = "second"
    #expect(show(parent) == ["second", "child"])
    #expect([parent.evaluations, child.evaluations] == [2, 1])
  }

  @Test func aChildDrawnFromItsCacheStillRedrawsItsParentWhenItChangesLater() {
    // The parent's second drawing reuses the child's, so it reads none of the child's
    // state; the child's later change must reach it all the same.
    let parentNote = Note()
    let childNote = Note()
    let child = CountingViewController("child") { _ in Text(childNote.text) }
    let parent = CountingViewController("parent") { _ in
      VStack(alignment: .leading) {
        Text(parentNote.text)
        Embed(child)
      }
    }
    parent.addChild(child)
    _ = show(parent)
    parentNote.text = "parent"
    _ = show(parent)
    childNote.text = "child"
    #expect(show(parent) == ["parent", "child"])
    #expect([parent.evaluations, child.evaluations] == [3, 2])
  }

  @Test func setNeedsDisplayOnAChildRedrawsItsParent() {
    let child = CountingViewController("child") { Text($0.plain) }
    let parent = CountingViewController("parent") { _ in Embed(child) }
    parent.addChild(child)
    _ = show(parent)
    child.plain = "changed"
    child.setNeedsDisplay()
    #expect(show(parent) == ["changed"])
    #expect([parent.evaluations, child.evaluations] == [2, 2])
  }

  @Test func showingAChildAloneAtAnotherWidthKeepsTheParentsDrawingRight() {
    let note = Note()
    let child = CountingViewController("child") { _ in Text(note.text) }
    let parent = CountingViewController("parent") { _ in Box { Embed(child) } }
    parent.addChild(child)
    #expect(show(parent, width: 12) == ["┌──────────┐", "│ first    │", "└──────────┘"])
    #expect(show(child, width: 12) == ["first"])
    #expect(show(parent, width: 12) == ["┌──────────┐", "│ first    │", "└──────────┘"])
    note.text = "second"
    #expect(show(parent, width: 12) == ["┌──────────┐", "│ second   │", "└──────────┘"])
  }

  @Test func addingAChildRedrawsAParentThatListsItsChildren() {
    let parent = CountingViewController("parent") { parent in
      VStack(alignment: .leading) { for child in parent.children { Embed(child) } }
    }
    #expect(show(parent) == [])
    parent.addChild(CountingViewController("a") { _ in Text("a") })
    #expect(show(parent) == ["a"])
    parent.addChild(CountingViewController("b") { _ in Text("b") })
    #expect(show(parent) == ["a", "b"])
    parent.children[0].removeFromParent()
    #expect(show(parent) == ["b"])
  }

  /// Moving an ancestor elsewhere does not draw again a list that made its rows while drawn.
  ///
  /// The paths the rows' lifecycle events are logged under, and the log they go to, are not
  /// what the drawing shows.
  @Test func aChildMadeWhileDrawnDoesNotMakeTheDrawingFollowTheAncestors() {
    let root = CountingViewController("root") { _ in EmptyView() }
    let home = CountingViewController("home") { _ in EmptyView() }
    let archive = CountingViewController("archive") { _ in EmptyView() }
    root.addChild(home)
    root.addChild(archive)
    let section = CountingViewController("section") { _ in EmptyView() }
    home.addChild(section)
    let list = CountingViewController("list") { list in
      if list.children.isEmpty { list.addChild(CountingViewController("row") { _ in Text("row") }) }
      return Text("\(list.children.count) row")
    }
    section.addChild(list)
    #expect(show(list) == ["1 row"])
    archive.addChild(section)
    #expect(list.path == "/archive/section/list")
    #expect(show(list) == ["1 row"])
    #expect(list.evaluations == 1)
  }

  @Test func appearingRedrawsABodyThatShowsVisibility() {
    let screen = CountingViewController("screen") { Text($0.isVisible ? "on screen" : "off screen") }
    #expect(show(screen) == ["off screen"])
    screen.beginAppearance(true)
    screen.endAppearance(true)
    #expect(show(screen) == ["on screen"])
  }

  @Test func cachedDrawingsReportTheSameControlsWithTheirOwners() throws {
    let note = Note()
    let child = CountingViewController("child") { _ in
      TextField(label: "Text", text: Binding(get: { note.text }, set: { note.text = $0 }))
    }
    let parent = CountingViewController("parent") { _ in
      VStack(alignment: .leading) {
        Button("Save", action: "save")
        Embed(child)
        Button("Reset", action: "reset", isEnabled: false)
      }
    }
    parent.addChild(child)
    let first = Renderer(width: 20).render(parent)
    let second = Renderer(width: 20).render(parent)
    #expect(parent.evaluations == 1)
    for screen in [first, second] {
      #expect(screen.controls(.button).map(\.label) == ["Save", "Reset"])
      #expect(screen.controls(.button).map(\.isEnabled) == [true, false])
      #expect(screen.controls(.button).allSatisfy { $0.owner === parent })
      #expect(screen.controls(.textField).map(\.label) == ["Text"])
      #expect(screen.controls(.textField).first?.owner === child)
    }
    try #require(second.controls(.textField).first?.input(as: TextEntry.self)).enter("typed")
    #expect(show(parent) == ["[Save]", "Text: [typed       ]", "[⊘ Reset]"])
  }

  @Test func aPendingUpdateOfAnEmbeddedChildRunsEvenWhenItsParentIsCached() {
    let child = CountingViewController("child") { _ in Text("child") }
    let parent = CountingViewController("parent") { _ in Embed(child) }
    parent.addChild(child)
    _ = show(parent)
    child.setNeedsUpdate()
    _ = show(parent)
    #expect(child.updates == 1)
    // An update exists to change what is shown, so the parent that embeds the child redraws.
    #expect(parent.evaluations == 2)
    _ = show(parent)
    #expect(child.updates == 1)
    #expect(parent.evaluations == 2)
  }

  @Test func aChangeMadeAwayFromTheMainActorRedrawsTheBody() async {
    let note = SharedNote()
    let screen = CountingViewController("note") { _ in Text(note.text) }
    #expect(show(screen) == ["first"])
    await Task.detached { note.text = "second" }.value
    #expect(show(screen) == ["second"])
  }

  @Test func aSubclassMayAdoptObservableItself() {
    let screen = ObservableGreeting()
    #expect(show(screen) == ["Hello"])
    screen.greeting = "👋"
    #expect(show(screen) == ["👋"])
    screen.title = "Greeting"
    #expect(screen.title == "Greeting")
  }

  @Test func aCachedDrawingDoesNotKeepItsViewControllerAlive() {
    weak var released: CountingViewController?
    do {
      let note = Note()
      let screen = CountingViewController("note") { _ in
        VStack(alignment: .leading) {
          Text(note.text)
          Button("Go", action: "go")
        }
      }
      released = screen
      _ = show(screen)
    }
    #expect(released == nil)
  }
}

@Observable @MainActor
final class Elsewhere {
  var value = 0
}

@MainActor
@Suite struct WillChangeTests {
  @Test func aChangeToATrackedObjectRedrawsABodyThatDoesNotReadIt() {
    let elsewhere = Elsewhere()
    let screen = CountingViewController("screen") { Text($0.plain) }
    screen.plain = "first"
    screen.willChange(with: { _ = elsewhere.value })
    #expect(Renderer(width: 20).render(screen).text(color: false) == ["first"])
    screen.plain = "second"
    #expect(Renderer(width: 20).render(screen).text(color: false) == ["first"])  // not observable: cached
    elsewhere.value = 1
    #expect(Renderer(width: 20).render(screen).text(color: false) == ["second"])
    screen.plain = "third"
    elsewhere.value = 2  // tracking is re-armed by every drawing
    #expect(Renderer(width: 20).render(screen).text(color: false) == ["third"])
    #expect(screen.evaluations == 3)
  }
}

/// Controls replayed from a cached drawing act on what they were drawn for.
@MainActor
@Suite struct CachedControlTests {
  @Test func aToggleAndAPickerFromACachedDrawingStillDriveTheirBindings() throws {
    final class Form {
      var on = false
      var choice = 0
    }
    let form = Form()
    let screen = StubViewController("form") {
      VStack(alignment: .leading) {
        Toggle("On", isOn: Binding(get: { form.on }, set: { form.on = $0 }))
        Picker("Choice", selection: Binding(get: { form.choice }, set: { form.choice = $0 })) {
          Text("Zero").tag(0)
          Text("One").tag(1)
        }
        .pickerStyle(.segmented)
      }
    }
    _ = Renderer(width: 30).render(screen)
    let cached = Renderer(width: 30).render(screen)
    try #require(cached.controls(.toggle).first?.input(as: ToggleSwitch.self)).set(true)
    try #require(cached.controls(.picker).first?.input(as: PickerChoice.self)).choose(1)
    #expect(form.on && form.choice == 1)
    #expect(cached.controls.allSatisfy { $0.owner === screen })
  }
}
