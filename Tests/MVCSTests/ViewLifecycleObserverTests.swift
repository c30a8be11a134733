import MVCS
import Testing

/// One timeline shared by a view controller and its observers, so order across them shows.
@MainActor
final class Journal {
  var entries: [String] = []
}

/// Writes its own callbacks, containment included, to a journal.
@MainActor
final class JournaledViewController: ViewController {
  let journal: Journal

  init(name: String, journal: Journal) {
    self.journal = journal
    super.init(name: name)
  }

  override func viewDidLoad() { journal.entries.append("vc viewDidLoad") }
  override func viewWillAppear() { journal.entries.append("vc viewWillAppear") }
  override func viewDidAppear() { journal.entries.append("vc viewDidAppear") }
  override func viewWillDisappear() { journal.entries.append("vc viewWillDisappear") }
  override func viewDidDisappear() { journal.entries.append("vc viewDidDisappear") }
  override func viewDidUnload() { journal.entries.append("vc viewDidUnload") }
  override func willMove(toParent parent: ViewController?) { journal.entries.append("vc willMove") }
  override func didMove(toParent parent: ViewController?) { journal.entries.append("vc didMove") }
}

/// Writes every callback it hears to a journal, under its name.
@MainActor
final class JournalingObserver: ViewLifecycleObserver {
  let name: String
  let journal: Journal
  var onViewDidAppear: () -> Void = {}

  init(_ name: String, journal: Journal) {
    self.name = name
    self.journal = journal
  }

  func viewDidLoad() { journal.entries.append("\(name) viewDidLoad") }
  func viewWillAppear() { journal.entries.append("\(name) viewWillAppear") }
  func viewDidAppear() {
    journal.entries.append("\(name) viewDidAppear")
    onViewDidAppear()
  }
  func viewWillDisappear() { journal.entries.append("\(name) viewWillDisappear") }
  func viewDidDisappear() { journal.entries.append("\(name) viewDidDisappear") }
  func viewDidUnload() { journal.entries.append("\(name) viewDidUnload") }
}

@MainActor
@Suite struct ViewLifecycleObserverTests {
  /// A root on screen, so an embedded child goes through the whole appearance sequence.
  private func visibleRoot() -> ViewController {
    let root = ViewController(name: "root")
    root.beginAppearance(true)
    root.endAppearance(true)
    return root
  }

  @Test func observersHearEachCallbackAfterTheViewControllerInRegistrationOrder() {
    let journal = Journal()
    let root = visibleRoot()
    let child = JournaledViewController(name: "child", journal: journal)
    let first = JournalingObserver("A", journal: journal)
    let second = JournalingObserver("B", journal: journal)
    first.observe(child)
    second.observe(child)
    first.observe(child)  // again: keeps its place, is not called twice
    root.embedChild(child)
    root.unembedChild(child)
    #expect(
      journal.entries == [
        "vc viewDidLoad", "A viewDidLoad", "B viewDidLoad",
        "vc viewWillAppear", "A viewWillAppear", "B viewWillAppear",
        "vc willMove", "vc didMove",
        "vc viewDidAppear", "A viewDidAppear", "B viewDidAppear",
        "vc viewWillDisappear", "A viewWillDisappear", "B viewWillDisappear",
        "vc willMove", "vc didMove",
        "vc viewDidDisappear", "A viewDidDisappear", "B viewDidDisappear",
        "vc viewDidUnload", "A viewDidUnload", "B viewDidUnload",
      ])
  }

  @Test func aStoppedObserverHearsNothingMoreAndTheOthersGoOn() {
    let journal = Journal()
    let child = JournaledViewController(name: "child", journal: journal)
    let first = JournalingObserver("A", journal: journal)
    let second = JournalingObserver("B", journal: journal)
    first.observe(child)
    second.observe(child)
    child.loadViewIfNeeded()
    first.stopObserving(child)
    #expect(!first.isObserving(child) && second.isObserving(child))
    child.unloadViewIfLoaded()
    #expect(
      journal.entries == [
        "vc viewDidLoad", "A viewDidLoad", "B viewDidLoad", "vc viewDidUnload", "B viewDidUnload",
      ])
  }

  @Test func anObserverStoppedByAnEarlierOneDuringACallbackIsNotCalled() {
    let journal = Journal()
    let root = visibleRoot()
    let child = JournaledViewController(name: "child", journal: journal)
    let first = JournalingObserver("A", journal: journal)
    let second = JournalingObserver("B", journal: journal)
    let late = JournalingObserver("C", journal: journal)
    first.onViewDidAppear = {
      second.stopObserving(child)
      late.observe(child)
    }
    first.observe(child)
    second.observe(child)
    root.embedChild(child)
    #expect(journal.entries.filter { $0.hasSuffix("viewDidAppear") } == ["vc viewDidAppear", "A viewDidAppear"])
    root.unembedChild(child)
    #expect(journal.entries.suffix(3) == ["vc viewDidUnload", "A viewDidUnload", "C viewDidUnload"])
  }

  @Test func observingDoesNotKeepTheObserverAlive() {
    let journal = Journal()
    let child = JournaledViewController(name: "child", journal: journal)
    var observer: JournalingObserver? = JournalingObserver("A", journal: journal)
    weak let released = observer
    observer?.observe(child)
    observer = nil
    #expect(released == nil)
    child.loadViewIfNeeded()
    #expect(journal.entries == ["vc viewDidLoad"])
  }
}
