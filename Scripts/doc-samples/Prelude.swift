// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// The names the documentation's samples use without declaring them, declared once:
// Scripts/check-doc-samples builds every sample against this module, DocSamplePrelude.
//
// Types stand for the reader's own (a `Note`, an `Expense`, the tutorial's `NotesApp`); a sample
// that declares one of these names itself uses its own. The values at the end are the
// properties of the view or view controller a fragment runs in (`settings`, `store`, `list`).
// Keep them small and plausible: a sample reads as if they were the reader's.
import Foundation
import Observation
import Subprocess

import protocol MVCSUI.App
import protocol MVCSUI.Scene
import struct MVCSUI.WindowGroup

@testable import MVCS
@testable import MVCSApps
@testable import MVCSCommandLine
@testable import MVCSMCP
@testable import MVCSShell

// MARK: - Models

/// A note, as the Store samples keep them.
public struct Note: Codable, Sendable, Identifiable, Hashable {
  public var id: String
  public var text: String
  public var title: String
  public var edited = Date(timeIntervalSince1970: 0)
  public var body: String { text }
  public var wordCount: Int { text.split(separator: " ").count }

  public init(id: String, text: String) {
    self.id = id
    self.text = text
    self.title = text
  }
}

/// An expense, as the Expenses samples keep them.
public struct Expense: Codable, Sendable, Identifiable, Hashable {
  public var id: String
  public var title: String
  public var amount: Double
  public var category = "Food"
  public var date = Date(timeIntervalSince1970: 0)

  public init(id: String, title: String, amount: Double) {
    self.id = id
    self.title = title
    self.amount = amount
  }
}

/// An item a SwiftUI view edits.
public struct Item: Codable, Sendable, Identifiable, Hashable {
  public var id = "item-1"
  public var name = "Milk"
  public var due: Date? = nil
  public var notes = ""
  public init() {}
}

/// A to-do item of a list, as `Store<Todo>` keeps them.
public struct Todo: Codable, Sendable, Identifiable, Hashable {
  public var id = "todo-1"
  public var title = "Milk"
  public var name = "Milk"
  public var listID = "list-1"
  public var due = Date(timeIntervalSince1970: 0)
  public init() {}
}

/// A to-do list.
public struct TodoList: Codable, Sendable, Identifiable, Hashable {
  public var id = "list-1"
  public var name = "Groceries"
  public init() {}
}

/// A picture the Pandas samples keep.
public struct RemoteImage: Codable, Sendable, Identifiable, Hashable {
  public var id = "panda-1"
  public var url = "https://example.com/panda.jpg"
  public init() {}
}

/// A player of a game, with a score.
public struct Player: Sendable, Identifiable, Hashable {
  public var id: String { name }
  public var name = "Ada"
  public var score = 3
  public init() {}
}

/// A saved word.
public struct Favorite: Codable, Sendable, Identifiable {
  public var id: String { word }
  public var word: String
  public init(word: String) { self.word = word }
}

/// A person of a list.
public struct Person: Sendable, Identifiable, Hashable {
  public var id = "ada"
  public var name = "Ada"
  public init() {}
}

/// A mail of an inbox.
public struct Mail: Sendable, Identifiable, Hashable {
  public var id = "mail-1"
  public var subject = "Hello"
  public init() {}
}

/// A task with a checkbox.
public struct TaskItem: Sendable, Identifiable, Hashable {
  public var id = "task-1"
  public var title = "Water the plants"
  public var isDone = false
  public init() {}
}

/// A space mission, as SwiftUI's Moonshot sample lists them.
public struct Mission: Sendable, Identifiable, Hashable {
  public var id = 11
  public var name = "Apollo 11"
  public init() {}
}

/// A place a `NavigationLink` goes to.
public enum Route: Hashable, Sendable { case settings, profile }

/// An order of sorting.
public enum Sort: Hashable, Sendable { case name, date }

/// An order of sorting kept in `@AppStorage`.
public enum SortOrder: String, Sendable { case name, date }

/// A light or dark look.
public enum Appearance: String, CaseIterable, Hashable, Sendable {
  case light, dark
  public var title: String { rawValue.capitalized }
}

/// A power mode.
public enum PowerMode: Hashable, Sendable { case low, normal }

/// The tabs of a `TabView` (not `Tab`, which is SwiftUI's view).
public enum AppTab: Hashable, Sendable { case orders, settings, received }

/// An app's model, as an `@Observable` class.
@Observable
public final class AppModel {
  public var title = "Groceries"
  public var people = [Person()]
  public var lists = [TodoList()]
  public init() {}
  @discardableResult public func addList(named name: String) -> TodoList? { TodoList() }
}

/// Reads a due date as typed.
public struct DueDates: Sendable {
  public init() {}
  public func parse(_ text: String) throws -> Date { Date(timeIntervalSince1970: 0) }
}

/// An app's settings, as an `@Observable` model: `$settings.wifi` in a view.
@Observable
public final class Settings {
  public var wifi = true
  public var bluetooth = true
  public var airplaneMode = false
  public var passcode = ""
  public var volume = 0.5
  public var sort = Sort.name
  public var appearance = Appearance.light
  public init() {}
  public func resetAll() {}
}

/// The preferences of the Controls article, each a `StoredValue`.
@MainActor
public final class Preferences {
  public let wifi: StoredValue<Bool>
  public let appearance: StoredValue<Appearance>
  public let textSize: StoredValue<Int>
  public let dataPlan: StoredValue<Double?>
  public let passcode: StoredValue<String>
  public let signature: StoredValue<String>
  public var progress = 0.5

  public init(environment: AppEnvironment) {
    wifi = StoredValue(key: "wifi", default: true, environment: environment)
    appearance = StoredValue(key: "appearance", default: .light, environment: environment)
    textSize = StoredValue(key: "textSize", default: 3, environment: environment)
    dataPlan = StoredValue(key: "dataPlan", default: nil, environment: environment)
    passcode = StoredValue(key: "passcode", default: "", environment: environment)
    signature = StoredValue(key: "signature", default: "", environment: environment)
  }

  public func reset() {}
}

extension Appearance: Codable {}

/// A book, as an `@Observable` model.
@Observable
public final class Book: Identifiable {
  public var title = "Emma"
  public init() {}
}

/// A library of books, as an `@Observable` model set with `.environment(library)`.
@Observable
public final class Library {
  public var books: [Book] = []
  public init() {}
}

/// A party's size, as an `@Observable` model.
@Observable
public final class Party {
  public var guests = 2
  public init() {}
}

/// A draft being typed.
public struct Draft: Sendable {
  public var title = ""
  public var due = ""
  public init() {}
}

/// A timer that counts rounds, as an `ObservableObject`.
public final class RoundTimer: ObservableObject {
  @Published public var seconds = 0
  public init() {}
}

/// A loader of summaries.
public struct SummaryLoader: Sendable {
  public init() {}
  public func load() async -> String { "3 notes" }
}

// MARK: - Mvce

/// Mvce's counter model.
@MainActor
public final class CounterModel {
  public var count = 0
  public init() {}
}

/// Mvce's counter events.
public enum CounterEvent: Sendable { case increment, decrement }

/// Mvce's counter controller.
public struct CounterController: EventController {
  public init() {}
  public func update(model: CounterModel, for event: CounterEvent, dispatcher: Dispatcher<CounterEvent>) {}
}

/// Mvce's counter screen.
@MainActor
public final class CounterScreen: MVCS.ViewController, EventView {
  public init() { super.init(name: "counter") }
  public func bind(model: CounterModel, dispatcher: Dispatcher<CounterEvent>) -> Disposer { Disposer {} }
}

/// A clock model counting ticks.
@MainActor
public final class Clock {
  public var ticks = 0
  public init() {}
}

/// A clock's events.
public enum ClockEvent: Sendable { case tick }

// MARK: - Views

/// The reader's first view.
public struct ContentView: View {
  public init() {}
  public var body: some View { Text("Hello") }
}

/// A row of an expense list.
public struct ExpenseRow: View {
  public let expense: Expense
  public init(expense: Expense) { self.expense = expense }
  public var body: some View { Text(expense.title) }
}

/// A detail screen.
public struct DetailView: View {
  public let item: Item
  public init(item: Item) { self.item = item }
  public var body: some View { Text(item.name) }
}

/// A mission's screen.
public struct MissionView: View {
  public let mission: Mission
  public init(mission: Mission) { self.mission = mission }
  public var body: some View { Text(mission.name) }
}

/// The Orders tab.
public struct OrdersView: View {
  public init() {}
  public var body: some View { Text("Orders") }
}

/// The Settings tab.
public struct SettingsView: View {
  public init() {}
  public var body: some View { Text("Settings") }
}

/// The Received tab.
public struct ReceivedView: View {
  public init() {}
  public var body: some View { Text("Received") }
}

/// The sheet that adds an expense.
public struct AddView: View {
  public let expenses: [Expense]
  public init(expenses: [Expense]) { self.expenses = expenses }
  public var body: some View { Text("Add") }
}

/// The sheet that adds an expense.
public struct AddExpenseView: View {
  public init() {}
  public var body: some View { Text("Add Expense") }
}

/// A tip splitter's form.
public struct TipView: View {
  public init() {}
  public var body: some View { Text("Tips") }
}

/// A mission's cell in a grid.
public struct MissionCell: View {
  public let mission: Mission
  public init(mission: Mission) { self.mission = mission }
  public var body: some View { Text(mission.name) }
}

/// The Habits example's sheet, which hands back the habit it adds.
public struct AddHabitView: View {
  public init(onAdd: @escaping (String) -> Void) {}
  public var body: some View { Text("Add Habit") }
}

/// A round's timer.
public struct TimerView: View {
  public init() {}
  public var body: some View { Text("0:00") }
}

// MARK: - View controllers

/// The view controller a sample's fragment runs in, when it is not SwiftUI's shape: a screen
/// of Mvce's counter, so `glue(model:view: self, controller:)` reads as in one.
@MainActor
open class SampleViewController: MVCS.ViewController, EventView {
  public init() { super.init(name: "sample") }
  public func bind(model: CounterModel, dispatcher: Dispatcher<CounterEvent>) -> Disposer { Disposer {} }
}

/// A row showing a note: the reader's `Note`, whatever it is.
@MainActor
public final class NoteRow: MVCS.ViewController {
  public var note: any Sendable
  public init(note: any Sendable) {
    self.note = note
    super.init(name: "note")
  }
}

/// A row showing a to-do item.
@MainActor
public final class ItemRow: MVCS.ViewController {
  public var item: Todo
  public init(item: Todo) {
    self.item = item
    super.init(name: item.id, title: item.name)
  }
}

/// A row showing a person.
@MainActor
public final class PersonRow: MVCS.ViewController {
  public var person: Person
  public init(person: Person) {
    self.person = person
    super.init(name: person.id, title: person.name)
  }
}

/// A row showing an expense.
@MainActor
public final class ExpenseRowViewController: MVCS.ViewController {
  public var expense: Expense
  public init(expense: Expense) {
    self.expense = expense
    super.init(name: expense.id, title: expense.title)
  }
}

/// A row showing a to-do list.
@MainActor
public final class ListRowViewController: MVCS.ViewController {
  public var list: TodoList
  public init(list: TodoList) {
    self.list = list
    super.init(name: list.id, title: list.name)
  }
}

/// A row of any kind.
@MainActor
public final class RowViewController: MVCS.ViewController {}

/// A screen of the reader's, named after its type less `ViewController`, in lower case
/// (`DetailViewController` is `detail`): a sample needs no more of it than its type.
@MainActor
open class StandInScreen: MVCS.ViewController {
  public init() {
    super.init(name: String(describing: Self.self).replacingOccurrences(of: "ViewController", with: "").dashedName)
  }
}

/// A screen of details.
public final class DetailViewController: StandInScreen {}
/// A screen that edits.
public final class EditorViewController: StandInScreen {}
/// An inspector this view controller draws itself.
public final class Inspector: StandInScreen {}
/// A screen of log lines.
public final class LogViewController: StandInScreen {}
/// The screen listing the to-do lists.
public final class ListsViewController: StandInScreen {}
/// The screen listing expenses.
public final class ExpensesViewController: StandInScreen {}
/// The screen showing expenses as a table.
public final class ExpenseTableViewController: StandInScreen {}
/// The tutorial's screen that counts waves.
public final class WaveViewController: StandInScreen {}
/// A shop's screen of shelves.
public final class ShelvesViewController: StandInScreen {}

/// The screen of one note.
@MainActor
public final class NoteViewController: MVCS.ViewController {
  public init(note: Note? = nil) { super.init(name: "note", title: note?.title) }
}

/// A screen showing a forecast from a server.
@MainActor
public final class ForecastViewController: MVCS.ViewController {
  public init(server: String?) { super.init(name: "forecast") }
}

/// A greeting.
@MainActor
public final class GreetingViewController: MVCS.ViewController {
  public init(name: String) { super.init(name: name) }
}

/// The sign-in screen of Swift-MVC's sample.
@MainActor
public final class SignInViewController: ControlledViewController<any SignInDataSource, any SignInDelegate> {
  public init() { super.init(name: "sign-in", title: "Sign In") }
}

/// What the sign-in screen reads.
@MainActor public protocol SignInDataSource: AnyObject {}
/// What the sign-in screen tells.
@MainActor public protocol SignInDelegate: AnyObject {}

/// Signs people in.
public final class Authentication: Sendable {
  public init() {}
}

/// The controller of the sign-in screen.
@MainActor
public final class SignInController: SignInDataSource, SignInDelegate, ViewLifecycleObserver {
  public init(view: SignInViewController, auth: Authentication, session: Any) {}
}

/// The main screen of Swift-MVC's samples.
@MainActor
public final class MainScreen: ControlledViewController<any MainDataSource, any MainDelegate> {
  public init() { super.init(name: "main", title: "Main") }
}

/// What the main screen reads.
@MainActor public protocol MainDataSource: AnyObject { var isLoggedIn: Bool { get } }
/// What the main screen tells.
@MainActor public protocol MainDelegate: AnyObject { func didSubmit() }

/// The main screen's controller.
@MainActor
public final class MainController: MainDataSource, MainDelegate, ViewLifecycleObserver {
  public var isLoggedIn = false
  public init(screen: MainScreen, session: Any) {}
  public func didSubmit() {}
}

/// A detail screen of Swift-MVC's samples.
@MainActor
public final class DetailScreen: MVCS.ViewController {
  public init() { super.init(name: "detail") }
}

/// The detail screen's controller.
@MainActor
public final class DetailController: ViewLifecycleObserver {
  public var item: Todo?
  public init() {}
}

/// Answers a list's selections, as the Todo app's coordinator does.
@MainActor
public final class ListsCoordinator: ListViewControllerDelegate {
  public init() {}
  public func listViewController(_ list: ListViewController, didSelect row: MVCS.ViewController)
    -> ListSelectionResponse
  {
    .deselect
  }
  public func createList() {}
}

/// An inbox screen.
@MainActor
public final class InboxScreen: MVCS.ViewController {
  public init() { super.init(name: "inbox") }
}

/// A carousel that owns a view, as the seed's.
@MainActor
public final class FavoritesCarousel: MVCS.ViewController, ViewOwning {
  public init() { super.init(name: "carousel") }
  public var view: some View { Text("Favorites") }
}

/// A card that owns a view, as the seed's.
@MainActor
public final class RedPandaCard: MVCS.ViewController, ViewOwning {
  public init() { super.init(name: "card") }
  public var view: some View { Text("Red Panda") }
}

// MARK: - Apps

/// The tutorial's Notes app (Examples/Notes' NotesKit).
public struct NotesApp: MVCS.App {
  public let name = "notes"
  public let summary = "Notes"
  public init() {}
  public func makeRootViewController(environment: AppEnvironment) -> MVCS.ViewController {
    NoteViewController()
  }
}

/// The tutorial's hello app.
public struct HelloApp: MVCS.App {
  public let name = "hello"
  public let summary = "Waves back"
  public init() {}
  public func makeRootViewController(environment: AppEnvironment) -> MVCS.ViewController {
    WaveViewController()
  }
}

/// Any app of the reader's.
public typealias MyApp = NotesApp

/// The built-in Todo app.
public typealias TodoApp = MVCSApps.TodoApp
/// The built-in Counter app.
public typealias CounterApp = MVCSApps.CounterApp
/// The built-in apps.
public typealias BuiltInApps = MVCSApps.BuiltInApps

/// A SwiftUI app, as SwiftUI's WeSplit sample starts.
public struct WeSplitApp: MVCSUI.App {
  public init() {}
  public var body: some Scene { WindowGroup { ContentView() } }
}

/// A SwiftUI app, as the Bring your SwiftUI views article's.
public struct TipsApp: MVCSUI.App {
  public init() {}
  public var body: some Scene { WindowGroup { TipView() } }
}

/// A SwiftUI app, as SwiftUI's BetterRest sample starts.
public struct BetterRestApp: MVCSUI.App {
  public init() {}
  public var body: some Scene { WindowGroup { ContentView() } }
}

// MARK: - Helpers

/// A new key among `keys`: `note-N` for the first N free.
public func nextID(among keys: [String]) -> String { "note-\(keys.count + 1)" }

/// Stops a run's work when a signal comes.
public final class Cancellation: Sendable {
  public init() {}
  public func cancel(by signal: Int32) {}
}

/// Values whose types a sample's file may not import (MVCSShell's, Subprocess's): a property
/// written `let session = Given.session` needs no import of its type's module.
@MainActor
public enum Given {
  public static var session: Session { Session(app: NotesApp()) }
  public static var apps: [any MVCS.App] { [CounterApp(), TodoApp()] }
  public static var commands: CommandRegistry { CommandRegistry.standard }
  public static var line: LogicalLine { LogicalLine("tap +") }
  public static var interpreter: Interpreter { Interpreter(session: session) }
  public static var execution: Execution<NoInput, SequenceOutput, DiscardedOutput> { fatalError() }
}

// MARK: - Commands

/// A command of the reader's, counting words.
public enum WordCount: Command {
  public static let name = "words"
  public static let summary = "Count the words on the screen"
  public static let syntax = CommandSyntax()
  public static let effect = CommandEffect.reads
  public static let result = ResultKind.text
  public static func run(_ invocation: Invocation) throws(ShellError) -> CommandResult {
    CommandResult(output: ["0"])
  }
}

/// The command the AddingACommand article writes.
public typealias Children = WordCount

// MARK: - The properties a fragment sees

// The properties of the view or view controller a fragment runs in: the checker copies each
// declaration between BEGIN and END whose name a sample uses (and does not declare itself)
// into the type it writes around the sample. A name may mean one thing in a view (SwiftUI's
// `@State var expenses: [Expense]`) and another in a view controller (a `Store<Expense>`). The
// checker also compiles each host's declarations together, so none clashes with another or
// with the host's own members (a view controller's `name`, `title` or `path`). A value that is
// costly or impossible to make is `{ fatalError() }`: samples are compiled, never run.

/// In views and view controllers alike.
@MainActor
struct SharedValues {
  // BEGIN SHARED
  // The app's world: its environment and storage, screens and rows of a to-do app.
  let environment = AppEnvironment(clock: VirtualClock())
  let storage = Storage(.inMemory)
  let engine = InMemoryStorageEngine()
  let host = AppHost(app: NotesApp(), environment: AppEnvironment(clock: VirtualClock()))
  let navigation = NavigationController(root: ListsViewController())
  let list = ListViewController(name: "list")
  let listsViewController = ListsViewController()
  let child = RowViewController(name: "child")
  let first = RowViewController(name: "first")
  let second = RowViewController(name: "second")
  let groceries = RowViewController(name: "groceries")
  let form = RowViewController(name: "form")
  let presenter = ListsViewController()
  let viewController = RowViewController(name: "row")
  let container = ContainerViewController()
  let empty = MessageViewController(message: "No lists yet")
  let carousel = FavoritesCarousel()
  let card = RedPandaCard()
  let milkRow = RowViewController(name: "milk")
  let breadRow = RowViewController(name: "bread")
  let juiceRow = RowViewController(name: "juice")
  let groceriesRow = RowViewController(name: "groceries")
  let workRow = RowViewController(name: "work")
  let rows = [RowViewController(name: "milk"), RowViewController(name: "bread")]
  let updatedRows = [RowViewController(name: "groceries")]
  let rowsNoLongerShown = [RowViewController(name: "work")]
  let coordinator = ListsCoordinator()
  let registry = ControllerRegistry()
  let auth = Authentication()
  var dispatcher: Dispatcher<CounterEvent> { fatalError() }
  let badge = 2
  let shownCount = 0
  let index = 0
  let place = 0
  let listID = "list-1"
  let width = 40
  var progress = 0.0
  var isOn = false
  // Stores and what they hold.
  let store = Store<Note>(name: "notes", engine: InMemoryStorageEngine(), cacheIdentifier: \.id)
  let words = Store<Favorite>(name: "favorites", engine: InMemoryStorageEngine(), cacheIdentifier: \.id)
  let images = Store<RemoteImage>(name: "images", engine: InMemoryStorageEngine(), cacheIdentifier: \.id)
  let fresh = [Note(id: "1", text: "Milk")]
  let freshItems = [Note(id: "1", text: "Milk")]
  let newNote = Note(id: "2", text: "Eggs")
  let edited = Note(id: "1", text: "Oat milk")
  let old = Note(id: "1", text: "Milk")
  let new = Note(id: "2", text: "Eggs")
  let a = Note(id: "1", text: "Milk")
  let b = Note(id: "2", text: "Eggs")
  let a2 = Note(id: "1", text: "Oat milk")
  let image = RemoteImage()
  let favorites = StoredValue<[String]>(key: "favorites", default: [], engine: InMemoryStorageEngine())
  let scores = StoredValue<[String: Int]>(key: "scores", default: [:], engine: InMemoryStorageEngine())
  let preferences = Preferences(environment: AppEnvironment(clock: VirtualClock()))
  let model = AppModel()
  let newList = TodoList()
  let dueDates = DueDates()
  let data = Data()
  let decoder = JSONDecoder()
  var openingError: StorageError { fatalError() }
  // A SwiftUI view's state and what it reads.
  @Bindable var settings = Settings()
  @State var amount = 0.0
  @State var total = 12.5
  @State var count = 0
  @State var tip = 20
  @State var numberOfPeople = 2
  let people = [Person()]
  @State var isMuted = false
  @State var debug = false
  @State var query = ""
  @State var sortedByName = true
  let habitNames = ["Read", "Run"]
  @State var showsDetails = false
  @State var wakeUp = Date.now
  @State var due = Date.now
  let created = Date(timeIntervalSince1970: 0)
  let bedtime = Date(timeIntervalSince1970: 0)
  let distance = 3.5
  @State var sleepAmount = 8.0
  @State var volume = 0.5
  @State var rating = 3.0
  @State var round = 1
  @State var tab = AppTab.orders
  @State var showingAlert = false
  @State var alertTitle = "Saved"
  @State var alertMessage = "Your note is saved."
  @State var confirming = false
  @State var showingAddExpense = false
  @State var notificationsOn = false
  @State var isLoading = false
  @State var isSaving = false
  @State var isDirty = false
  @State var isDone = false
  @State var summary = ""
  @State var tasks = [TaskItem()]
  @State var draft = Draft()
  @State var party = Party()
  @State var missions = [Mission()]
  @State var mission = Mission()
  @State var mail = Mail()
  @State var names = ["Ada", "Grace"]
  @State var percent = 0.2
  @State var expense = Expense(id: "expense-1", title: "Coffee", amount: 3.5)
  let library = Library()
  let loader = SummaryLoader()
  // What drawing reads: MVCS's renderer and its internals.
  var context: RenderContext { fatalError("a RenderContext is made by the renderer") }
  let pages: [any View] = [Text("One"), Text("Two")]
  let content = Text("Row")
  let visibleRows = 0..<10
  var lines: [RenderedLine] = []
  let label = "Add"
  let actionName = "add"
  let titleWidths = LayoutWidths(minimum: 1, ideal: 250)
  let spacerWidths = LayoutWidths(minimum: 0, ideal: 0, maximum: nil)
  let amountWidths = LayoutWidths(fixed: 7)
  var observers: LifecycleObservers { fatalError() }
  var controller: any ViewLifecycleObserver { fatalError() }
  var record: StoredRecord { fatalError() }
  var batch: StoreRowBatch { fatalError() }
  var writer: StoreWriter<Note> { fatalError() }
  // The shell, the command line and the apps: values of their internals.
  let session = Given.session
  let app = CounterApp()
  let apps = Given.apps
  let commands = Given.commands
  let interpreter = Given.interpreter
  let line = Given.line
  var word: Word { fatalError() }
  var labelWord: Word { fatalError() }
  var passcodeWord: Word { fatalError() }
  var script: Script { fatalError() }
  var result: ScriptResult { fatalError() }
  var blob: ReportBlob { fatalError() }
  var changes: [PendingChange] { fatalError() }
  var change: PendingChange { fatalError() }
  let cases: [JUnitReport.Case] = []
  var status = ExitStatus.success
  let files = ["Scripts/todo/add.mvcs", "Scripts/todo/items.mvcs"]
  let file = "Scripts/counter.mvcs"
  let xml = "<testsuites/>"
  let text = "launch counter\n"
  let lastRun = RunRecord()
  let recorder = CoverageRecorder()
  let cancellation = Cancellation()
  var catalog: AppCatalog { fatalError() }
  var tool: ToolDescription { fatalError() }
  var pool: WorkerPool {
    get { fatalError() }
    set {}
  }
  let execution = Given.execution
  var methods: MCPMethods { fatalError() }
  var agent: AgentSession { fatalError() }
  var imageModel: ImageModel { fatalError() }
  var newItem: TodoItem { fatalError() }
  var sortedItems: [TodoItem] {
    get { fatalError() }
    set {}
  }
  var counts: TodoItemCounts { fatalError() }
  // Methods of the view or view controller a sample calls.
  func createList() {}
  func clearAll() {}
  func save() {}
  func favorite() {}
  func clearAllImages() {}
  func delete() {}
  func delete(_ mail: Mail) {}
  func archive(_ mail: Mail) {}
  func screen(for row: MVCS.ViewController) -> MVCS.ViewController { row }
  func draw() {}
  func action() {}
  func dropReleasedViews() {}
  func refresh() {}
  func startGame() {}
  func addGuess() {}
  func copy(_ word: String) {}
  func remove(_ word: String) {}
  func loadWords() async {}
  // END SHARED
}

/// In views only.
@MainActor
struct ViewValues: View {
  // BEGIN VIEWS
  @State var notes: [Note] = []
  @State var expenses: [Expense] = []
  @State var items: [Item] = []
  @State var item = Item()
  @State var path = NavigationPath()
  @State var name = ""
  let title = "Groceries"
  @State var note = Note(id: "1", text: "Milk")
  @State var owner = Person()
  @MVCS.Environment(\.dismiss) var dismiss
  let start = Date(timeIntervalSinceReferenceDate: 0)
  @State var players: [Player] = []
  @State var score = 7.0
  @State var guess = ""
  @State var selected: String?
  // END VIEWS
  var body: some View { EmptyView() }
}

/// In view controllers only.
@MainActor
final class ControllerValues: SampleViewController {
  // BEGIN CONTROLLERS
  let notes = Store<Note>(name: "notes", engine: InMemoryStorageEngine(), cacheIdentifier: \.id)
  let expenses = Store<Expense>(name: "expenses", engine: InMemoryStorageEngine(), cacheIdentifier: \.id)
  let items = Store<Todo>(name: "todos", engine: InMemoryStorageEngine(), cacheIdentifier: \.id)
  let item = Todo()
  let view = CounterScreen()
  let lists = ListsViewController()
  let note = Note(id: "1", text: "Milk")
  let owner = RowViewController(name: "rows")
  // END CONTROLLERS
}
