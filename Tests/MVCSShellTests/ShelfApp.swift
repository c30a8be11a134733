import Foundation
import MVCS

/// A shelf of books in a Store, with the bug a test chooses planted in it, for explore's
/// oracles to find: the model checks, round trips, the reset and the relaunch.
///
/// ```text
/// tap +
/// fill Title Dune
/// tap Add              # a row "Dune" follows the books store
/// swipe Dune Delete
/// toggle Sorted        # a stored value
/// step Shelves up      # a stored value
/// fill Owner Ada       # a stored value
/// tap Reset            # the app's reset: a fresh install's stores
/// ```
struct ShelfApp: App {
  /// The bug planted.
  enum Bug: Sendable {
    case none
    /// Add writes the book twice.
    case addsTwice
    /// Delete removes the first book, whatever its row.
    case deletesTheFirst
    /// A new book takes the first number free, a deleted book's while a higher one is held.
    case reusesKeys
    /// The Sorted toggle writes the value, but shows what it held at launch.
    case toggleShowsLaunchValue
    /// Shelves up adds 2, down takes 1.
    case stepsUnevenly
    /// Reset leaves Sorted stored.
    case resetKeepsSorted
    /// The Owner field shows a copy of the owner taken before the stores loaded.
    case ownerReadBeforeLoad
  }

  let bug: Bug
  let name = "shelf"
  let summary = "Books on a shelf, with a bug planted"
  let relaunchKeeps = RelaunchKeeps.controls
  let resetAction: String? = "reset"

  func makeRootViewController(environment: AppEnvironment) -> ViewController {
    NavigationController(root: ShelfViewController(bug: bug, environment: environment))
  }
}

struct Book: Codable, Sendable, Equatable {
  var id: String
  var title: String
}

/// The one screen: the settings of the shelf over its books.
@MainActor
final class ShelfViewController: ViewController, ListViewControllerDelegate {
  private let bug: ShelfApp.Bug
  private let books: Store<Book>
  private let sorted: StoredValue<Bool>
  private let shelves: StoredValue<Int>
  private let owner: StoredValue<String>
  private let list = ListViewController(name: "books")
  /// What the buggy toggle and field show: copies taken at launch.
  private var sortedAtLaunch: Bool
  private var ownerCopy: String {
    didSet { setNeedsDisplay() }
  }

  /// A book's title that is empty, refused with the app's own message.
  struct NoTitle: ValidationFailure, CustomStringConvertible {
    var description: String { "a book needs a title" }
  }

  init(bug: ShelfApp.Bug, environment: AppEnvironment) {
    self.bug = bug
    books = Store(name: "books", environment: environment, cacheIdentifier: \.id)
    sorted = StoredValue(key: "sorted", default: false, environment: environment)
    shelves = StoredValue(key: "shelves", default: 1, environment: environment)
    owner = StoredValue(key: "owner", default: "nobody", environment: environment)
    sortedAtLaunch = sorted.value
    ownerCopy = owner.value
    super.init(name: "shelf", title: "Shelf")
    addChild(list)
    list.delegate = self
    list.follow(
      books, title: \.title, update: { (_: ViewController, _: Book) in },
      row: { book in ViewController(name: "book", title: book.title) })
    environment.runtime.spawn { [sorted, shelves, owner] in
      await sorted.valueHasLoaded()
      await shelves.valueHasLoaded()
      await owner.valueHasLoaded()
    }
  }

  override var barButtons: [Button<Text>] { [Button("+", action: "add")] }

  override var body: any View {
    let sortedBinding =
      bug == .toggleShowsLaunchValue
      ? Binding(get: { [unowned self] in sortedAtLaunch }, set: { [sorted] in sorted.binding.wrappedValue = $0 })
      : sorted.binding
    let shelvesBinding =
      bug == .stepsUnevenly
      ? Binding(
        get: { [shelves] in shelves.value },
        set: { [shelves] in shelves.binding.wrappedValue = $0 > shelves.value ? $0 + 1 : $0 })
      : shelves.binding
    let ownerBinding =
      bug == .ownerReadBeforeLoad
      ? Binding(
        get: { [unowned self] in ownerCopy },
        set: { [unowned self] in
          ownerCopy = $0
          owner.binding.wrappedValue = $0
        })
      : owner.binding
    return VStack {
      Toggle("Sorted", isOn: sortedBinding)
      Stepper("Shelves", value: shelvesBinding, in: 1...20)
      TextField("Owner", text: ownerBinding)
      Button("Reset", role: .destructive, action: "reset")
      Embed(list)
    }
  }

  override var actions: [Action] {
    [
      Action("add", summary: "Asks for a book") { [unowned self] _ in
        present(
          PromptViewController(
            title: "New Book", fields: [PromptField(label: "Title")],
            buttons: [
              PromptButton("Cancel", role: .cancel),
              PromptButton("Add") { [unowned self] values in try add(values[0]) },
            ]))
      },
      Action("reset", summary: "Puts the shelf back as a fresh install has it") { [unowned self] _ in
        books.removeAll().enqueue()
        if bug != .resetKeepsSorted { sorted.enqueueReset() }
        shelves.enqueueReset()
        owner.enqueueReset()
      },
    ]
  }

  private func add(_ title: String) throws {
    guard !title.isEmpty else { throw NoTitle() }
    let numbers = Set(books.items.compactMap { Int($0.id.dropFirst("book-".count)) })
    let next =
      bug == .reusesKeys ? (1...).first { !numbers.contains($0) } ?? 1 : (numbers.max() ?? 0) + 1
    books.insert(Book(id: "book-\(next)", title: title)).enqueue()
    if bug == .addsTwice { books.insert(Book(id: "book-\(next + 1)", title: title)).enqueue() }
  }

  func listViewController(_ list: ListViewController, didSelect row: ViewController) -> ListSelectionResponse {
    .deselect
  }

  func listViewController(_ list: ListViewController, swipeActionsFor row: ViewController) -> [SwipeAction] {
    guard let index = list.index(of: row), let keys = list.followedRows?.keys, keys.indices.contains(index) else {
      return []
    }
    let key = keys[index]
    return [
      SwipeAction("Delete") { [unowned self] in
        let doomed = bug == .deletesTheFirst ? books.items.first : books.items.first { $0.id == key }
        if let doomed { books.remove(doomed).enqueue() }
      }
    ]
  }
}
