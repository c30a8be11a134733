import MVCS

/// The list of favorites, drawn from the store; actions change the store and the list
/// follows, because the body reads the store's observable `items`.
final class FavoritesViewController: ViewController {
  let store: Store<Favorite>

  init(store: Store<Favorite>) {
    self.store = store
    super.init(name: "favorites", title: "Favorites")
  }

  override var body: any View {
    VStack(alignment: .leading) {
      Text("Favorites", style: .bold)
      Divider()
      if store.items.isEmpty {
        Text("No favorites yet", style: .dim)
      }
      for favorite in store.items {
        Text(favorite.word)
      }
    }
  }

  override var actions: [Action] {
    // Queued rather than awaited: actions are synchronous, and the shell settles the store
    // before its next command, so `show` right after sees the change.
    [
      Action("add", summary: "Saves a word", parameters: [Parameter("word", .text)]) { [unowned self] arguments in
        store.insert(Favorite(word: try arguments.text("word"))).enqueue()
      },
      Action("remove", summary: "Forgets a word", parameters: [Parameter("word", .text)]) { [unowned self] arguments in
        store.remove(Favorite(word: try arguments.text("word"))).enqueue()
      },
      Action("clear", summary: "Forgets every word") { [unowned self] _ in
        store.removeAll().enqueue()
      },
    ]
  }
}
