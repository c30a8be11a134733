/// A line source that tells `observe` of each line before handing it on: how a supervised
/// shell notes the command about to run (for the reproducer of a crash) and starts its
/// watchdog, without the interpreter knowing.
///
/// <!-- sample: not compiled, needs a line source and a journal -->
/// ```swift
/// var observed = ObservedLineSource(base: reader) { line in journal.append(line.text) }
/// await interpreter.run(&observed) { … }
/// ```
@MainActor
struct ObservedLineSource<Base: LineSource>: LineSource {
  var base: Base
  let observe: @MainActor (LogicalLine) -> Void

  mutating func nextLine() async -> LogicalLine? {
    // A copy awaited, put back after: a main-actor property cannot be awaited in place.
    var source = base
    let line = await source.nextLine()
    base = source
    guard let line else { return nil }
    observe(line)
    return line
  }
}
