// Usage: SwiftDataBench insert FILE N   inserts N books into FILE through SwiftData, saves
//                                        them, and prints the CPU seconds of each as JSON;
//        SwiftDataBench [mvcs options]   the mvcs command line over `bookshelf` (Bookshelf's
//                                        views over a sorted @Query) and `todo`.
import BookshelfKit
import Foundation
import MVCSApps
import MVCSCommandLine
import MVCSUI
import SwiftData
import SwiftUI

/// CPU seconds (user and system) this process used so far.
func cpu() -> Double {
  var usage = rusage()
  getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
  return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
    + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1_000_000
}

/// Bookshelf as its `@main App` makes it (SwiftUI's `App`, which is MVCSUI's: the module
/// SwiftUI brings mvcs's own `App` too).
struct Shelf: MVCSUI.App {
  var body: some Scene {
    WindowGroup { ContentView() }
      .modelContainer(for: Book.self)
  }
}

@MainActor
func insert(into path: String, count: Int) throws {
  var figures: [String: Double] = [:]
  let start = cpu()
  let container = try ModelContainer(
    for: Book.self, configurations: ModelConfiguration(url: URL(fileURLWithPath: path)))
  let context = ModelContext(container)
  // A fixed shuffle: 7919 is prime, so index * 7919 mod N visits every number once.
  for index in 0..<count {
    let number = (index * 7919) % count + 1
    context.insert(
      Book(title: String(format: "Book %06d", number), author: "Author \(number % 97)", pages: number % 900))
  }
  figures["insert"] = cpu() - start
  let saving = cpu()
  try context.save()
  figures["save"] = cpu() - saving
  let reading = cpu()
  let again = try ModelContainer(for: Book.self, configurations: ModelConfiguration(url: URL(fileURLWithPath: path)))
  let books = try again.mainContext.fetch(FetchDescriptor<Book>(sortBy: [SortDescriptor(\.title)]))
  figures["open and fetch sorted"] = cpu() - reading
  guard books.count == count, books.first?.title == "Book 000001" else {
    FileHandle.standardError.write(Data("SwiftDataBench: fetched \(books.count) books\n".utf8))
    exit(1)
  }
  let json = try JSONSerialization.data(withJSONObject: figures, options: [.sortedKeys])
  print(String(decoding: json, as: UTF8.self))
}

let arguments = CommandLine.arguments
if arguments.count == 4, arguments[1] == "insert", let count = Int(arguments[3]) {
  try insert(into: arguments[2], count: count)
} else {
  await MVCSCommandLine.main(
    apps: [SceneApp(Shelf.self), BuiltInApps.named("todo")].compactMap { $0 }, version: "1.0.0")
}
