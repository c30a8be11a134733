// A user's executable over one write-heavy app, for Scripts/bench-kill9: each `call write N`
// writes N four ways (a Store upsert, a Store add under a new numbered key, a StoredValue
// list, and `UserDefaults.standard`), so a `kill -9` at any point of a flow can be checked
// for acknowledged writes lost and rows that no longer read.
import Foundation
import MVCS
import MVCSCommandLine

/// One entry of the `entries` store, by its number.
struct Entry: Codable, Sendable {
  var id: String
  var number: Int
  /// Padding, so a write is more than a few bytes of the page.
  var note: String
}

/// One entry of the `notes` store, added under the next free `note-K` key.
struct Note: Codable, Sendable {
  var id: String
  var number: Int
}

struct JournalApp: App {
  let name = "journal"
  let summary = "Writes each number to two Stores, a StoredValue and UserDefaults"

  func makeRootViewController(environment: AppEnvironment) -> ViewController {
    JournalViewController(environment: environment)
  }
}

@MainActor
final class JournalViewController: ViewController {
  private let entries: Store<Entry>
  private let notes: Store<Note>
  private let numbers: StoredValue<[Int]>
  private var last: Int?

  init(environment: AppEnvironment) {
    entries = Store(name: "entries", environment: environment, cacheIdentifier: \.id)
    notes = Store(name: "notes", environment: environment, cacheIdentifier: \.id)
    numbers = StoredValue(key: "numbers", default: [], environment: environment)
    super.init(name: "journal")
  }

  override var body: any View {
    VStack(alignment: .leading) {
      Text(last.map { "wrote \($0)" } ?? "ready")
      Text("entries \(entries.items.count), notes \(notes.items.count), numbers \(numbers.value.count)")
      Text("problems \(entries.problems.count + notes.problems.count + numbers.problems.count)")
    }
  }

  override var actions: [Action] {
    [
      Action("write", summary: "Writes NUMBER four ways", parameters: [.init("number", .integer)]) {
        [unowned self] arguments in
        let number = try arguments.integer("number")
        entries.insert(
          Entry(id: "entry-\(number)", number: number, note: String(repeating: "x", count: 100 + number % 900))
        )
        .enqueue()
        notes.addNew(numbered: NumberedKeys("note")) { Note(id: $0, number: number) }
        numbers.binding.wrappedValue = numbers.value + [number]
        let defaults = UserDefaults.standard
        defaults.set(((defaults.array(forKey: "numbers") as? [Int]) ?? []) + [number], forKey: "numbers")
        defaults.set(number, forKey: "last")
        last = number
        setNeedsDisplay()
      }
    ]
  }
}

await MVCSCommandLine.main(apps: [JournalApp()], name: "journal")
