#if canImport(SwiftUI) && !os(Linux)
  import SwiftUI
#else
  import MVCSUI
#endif

/// A faulty app: caching "all" pages allocates a megabyte a page without end.
///
/// `mvcs --app fault-memory`: tap `All pages`, then `Cache`. Run it only where the worker's
/// memory is limited (`run` and `explore` limit it): elsewhere it takes the machine's.
struct FaultMemoryApp: App {
  var body: some Scene {
    WindowGroup { CacheView() }
  }
}

/// A page count and a cache of that many pages.
private struct CacheView: View {
  @State private var pages = 3
  @State private var cache: [[UInt8]] = []

  var body: some View {
    VStack {
      Text("\(cache.count) of \(pages) pages cached")
      Button("All pages") { pages = .max }
      Button("Cache") {
        var cached: [[UInt8]] = []
        for page in 0..<pages {
          cached.append([UInt8](repeating: UInt8(truncatingIfNeeded: page), count: 1 << 20))
        }
        cache = cached
      }
    }
  }
}
