import MVCS
import MVCSTesting
import Testing

/// Paths see the view controllers a SwiftUI screen's views make (a `TabView`'s, a
/// `NavigationStack`'s, a `List`'s, a sheet's) as the views are now, before anything is shown:
/// a path draws a hosting controller's views out of sight when they were never drawn or
/// changed since, and draws nothing more.
@MainActor
@Suite struct PathsDrawViewsTests {
  /// What the views did, counted without being observed, so counting is not itself a change.
  final class Counts {
    var bodies: [String: Int] = [:]
    var appeared: [String] = []

    /// Counts an evaluation of the body of the view called `name`.
    func evaluated(_ name: String) {
      bodies[name, default: 0] += 1
    }
  }

  /// Books in a navigation stack, with a sheet to add one; shelves in a second tab.
  struct Library: View {
    let counts: Counts
    var body: some View {
      let _ = counts.evaluated("library")
      TabView {
        Books(counts: counts)
          .onAppear { counts.appeared.append("books") }
          .tabItem { Label("Books", systemImage: "book") }
        Shelves(counts: counts)
          .onAppear { counts.appeared.append("shelves") }
          .tabItem { Label("Shelves", systemImage: "books.vertical") }
      }
    }
  }

  struct Books: View {
    let counts: Counts
    @State private var books = ["Dune"]
    @State private var newestFirst = false
    var body: some View {
      let _ = counts.evaluated("books")
      NavigationStack {
        BookList(
          counts: counts, books: newestFirst ? books.reversed() : books, add: { books.append("Emma") },
          reorder: { newestFirst.toggle() })
      }
    }
  }

  /// The books as a list: a change to them evaluates the stack's body, which hands its
  /// screen a new list, while the stack is drawn.
  struct BookList: View {
    let counts: Counts
    let books: [String]
    let add: @MainActor () -> Void
    let reorder: @MainActor () -> Void
    @State private var adding = false
    var body: some View {
      let _ = counts.evaluated("book-list")
      List {
        ForEach(books, id: \.self) { Text($0) }
      }
      .navigationTitle("Books")
      .toolbar {
        Button("Emma", action: add)
        Button("Order", action: reorder)
        Button("New") { adding = true }
      }
      .sheet(isPresented: $adding) {
        Form {
          Text("A new book")
        }
      }
    }
  }

  struct Shelves: View {
    let counts: Counts
    var body: some View {
      let _ = counts.evaluated("shelves")
      NavigationStack {
        List {
          Text("Fiction")
          Text("Poetry")
        }
        .navigationTitle("Shelves")
      }
    }
  }

  private func library(_ counts: Counts) -> TestShell {
    TestShell(app: HostedApp("library") { Library(counts: counts) }, width: 40, height: 12)
  }

  @Test func theFirstTreeSeesWhatTheViewsMakeAndATabNeverSelectedStaysUnmade() async {
    let counts = Counts()
    let shell = library(counts)
    await shell.expect(
      "tree",
      prints: """
        / (HostingController<Library>)
        └── tabs (TabViewController)
            ├── books (HostingController<AnyView>) "Books"
            │   └── navigation (NavigationController) "Books"
            │       └── root (HostingController<AnyView>) "Books"
            │           └── list (ViewListController)
            │               └── dune (HostedRowController) "Dune"
            └── shelves (HostingController<AnyView>) "Shelves"
        """)
    // As SwiftUI makes a tab's views when it is first selected: the shelves are not drawn,
    // so their `onAppear` has not run (their body was read for what the tab view holds).
    #expect(counts.appeared == ["books"])
  }

  @Test func cdReachesARowBeforeAnythingIsShown() async {
    let shell = library(Counts())
    await shell.run("cd tabs/books/navigation/root/list/dune")
    await shell.expect("pwd", prints: "/tabs/books/navigation/root/list/dune")
    await shell.expect("ls ..", prints: "dune")
  }

  @Test func aTabTappedShowsItsViewControllersToLsBeforeItIsShown() async {
    let counts = Counts()
    let shell = library(counts)
    await shell.run("tap Shelves")
    await shell.expect("ls tabs/shelves/navigation/root/list", prints: "fiction\npoetry")
    #expect(counts.appeared == ["books", "shelves"])
  }

  @Test func rowsAndASheetTheViewsAddAreSeenBeforeTheScreenIsShownAgain() async {
    let shell = library(Counts())
    await shell.run("tap Emma")
    await shell.expect("ls tabs/books/navigation/root/list", prints: "dune\nemma")
    await shell.run("cd tabs/books/navigation/root/list/emma")
    await shell.run("tap New")
    await shell.expect("ls /tabs/books/navigation/root", prints: "list\nform  (modal)")
    await shell.expect("ls /tabs/books/navigation/root/form/form", prints: "a-new-book")
  }

  @Test func pathsDrawOnlyWhatChangedAndTheNextShowDrawsNothingMore() async {
    let counts = Counts()
    let shell = library(counts)
    await shell.run("tree")
    let first = counts.bodies
    #expect(first["books"] == 1 && first["book-list"] == 1)
    // Nothing changed: neither paths nor the screen evaluate a body again.
    await shell.run("ls tabs/books/navigation/root/list")
    await shell.run("cd tabs/books/navigation/root/list/dune")
    await shell.run("tree /")
    _ = await shell.screen()
    await shell.run("tree /")
    #expect(counts.bodies == first)
    // A book added: paths evaluate the bodies the change reaches, as many times as a `show`
    // alone would, and then neither paths nor the screen evaluate any again.
    await shell.run("tap Emma")
    await shell.expect("ls ..", prints: "dune\nemma")
    let changed = counts.bodies
    await shell.run("tree /")
    await shell.expectScreen(
      """
      ›[Books]  [Shelves]
      ────────────────────────────────────────
      Books               [Emma] [Order] [New]
      ────────────────────────────────────────
        Dune
        Emma
      """)
    await shell.run("ls /tabs/books/navigation/root/list")
    _ = await shell.screen()
    #expect(counts.bodies == changed)
    let shownOnly = Counts()
    let twin = library(shownOnly)
    _ = await twin.screen()
    await twin.run("tap Emma")
    _ = await twin.screen()
    #expect(changed == shownOnly.bodies)
    // The order changed: the screen under the stack evaluated again, nothing else.
    await shell.run("tap Order")
    await shell.expect("ls ..", prints: "emma\ndune")
    #expect(counts.bodies["library"] == changed["library"] && counts.bodies["shelves"] == changed["shelves"])
    let reordered = counts.bodies
    _ = await shell.screen()
    await shell.run("tree /")
    #expect(counts.bodies == reordered)
  }
}
