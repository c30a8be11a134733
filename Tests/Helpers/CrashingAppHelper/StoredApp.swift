import MVCS
import MVCSApps

/// Favorites, whose words are kept in a Store: a word written before the app crashes must be
/// there after the supervised session relaunches it.
@MainActor func storedApp() -> any App { FavoritesApp() }
