import Foundation

/// Views drawn anew at the times a schedule gives, as SwiftUI's `TimelineView`: its content
/// gets the date of the schedule's latest entry, on the app's clock.
///
/// ```swift
/// TimelineView(.periodic(from: start, by: 1)) { context in
///   Text("\(Int(context.date.timeIntervalSince(start))) seconds")
/// }
/// ```
///
/// In a script the clock is virtual: the content shows the entry at the time the screen is
/// drawn, and `clock advance 3s` moves it three entries on (`wait` and `clock set` too); an
/// interactive session shows it at each command. The schedule starts no timer of its own, so
/// a timeline never keeps `wait` from settling.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
  /// What the content is drawn for: the entry's date and how often entries come.
  public typealias Context = TimelineViewDefaultContext

  let schedule: Schedule
  let content: (Context) -> Content

  /// Views drawn by `content` at each entry of `schedule`.
  public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
    self.schedule = schedule
    self.content = content
  }

  /// Draws the content for the schedule's latest entry at the app clock's now.
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    // No app hosts it: a fixed time, never the machine's.
    let now = context.readTime() ?? Date(timeIntervalSinceReferenceDate: 0)
    let entry = schedule.entry(at: now)
    let node = context.node(for: Self.self)
    // A new entry is a new value of the views inside: their bodies are evaluated again.
    let drawn = node.kept(TimelineEntry.self) { TimelineEntry() }
    if drawn.date != entry {
      drawn.date = entry
      node.didEvaluate()
    }
    let view = content(Context(date: entry, cadence: schedule.cadence))
    return context.withPlace(node: node, path: []) { context.render(view, width: width, height: context.height) }
  }
}

/// What a ``TimelineView``'s content is drawn for, as SwiftUI's `TimelineViewDefaultContext`.
public struct TimelineViewDefaultContext {
  /// How often the schedule's entries come.
  public enum Cadence: Comparable, Sendable {
    /// Many times a second.
    case live
    /// About once a second.
    case seconds
    /// About once a minute.
    case minutes
  }

  /// The date of the entry the content is drawn for.
  public let date: Date
  /// How often entries come.
  public let cadence: Cadence
}

/// The entry a timeline's content was last drawn for.
private final class TimelineEntry {
  var date: Date?
}

/// A sequence of dates at which a ``TimelineView`` draws its content anew, as SwiftUI's
/// `TimelineSchedule`.
public protocol TimelineSchedule {
  /// The dates.
  associatedtype Entries: Sequence where Entries.Element == Date
  /// The entries from `startDate` on.
  func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// How a schedule is asked for its entries, as SwiftUI's `TimelineScheduleMode`.
public enum TimelineScheduleMode: Sendable, Hashable {
  /// As often as the schedule says.
  case normal
  /// As seldom as the screen allows (a dimmed screen).
  case lowFrequency
}

extension TimelineSchedule {
  /// The entry in effect at `now`: the latest at or before it.
  func entry(at now: Date) -> Date {
    if let known = self as? any KnownTimelineSchedule { return known.latest(atOrBefore: now) }
    // A schedule of your own: its first entry from now, as the latest one cannot be asked.
    var latest: Date?
    for date in entries(from: now, mode: .normal).prefix(1_000) {
      if date > now { break }
      latest = date
    }
    return latest ?? now
  }

  /// How often entries come.
  var cadence: TimelineViewDefaultContext.Cadence {
    (self as? any KnownTimelineSchedule)?.knownCadence ?? .seconds
  }
}

/// A schedule whose entry at a time is worked out, not counted: the built-in ones.
protocol KnownTimelineSchedule {
  func latest(atOrBefore now: Date) -> Date
  var knownCadence: TimelineViewDefaultContext.Cadence { get }
}

/// Entries `interval` seconds apart from a start, as SwiftUI's `PeriodicTimelineSchedule`.
public struct PeriodicTimelineSchedule: TimelineSchedule, KnownTimelineSchedule, Sendable {
  let start: Date
  let interval: TimeInterval

  /// Entries from `startDate`, `interval` seconds apart.
  public init(from startDate: Date, by interval: TimeInterval) {
    start = startDate
    self.interval = max(interval, 0.001)
  }

  /// The entries from the one at or before `startDate` on.
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] {
    let first = latest(atOrBefore: startDate)
    return (0..<1_000).map { first.addingTimeInterval(Double($0) * interval) }
  }

  func latest(atOrBefore now: Date) -> Date {
    guard now > start else { return start }
    let steps = (now.timeIntervalSince(start) / interval + 1e-9).rounded(.down)
    return start.addingTimeInterval(steps * interval)
  }

  var knownCadence: TimelineViewDefaultContext.Cadence {
    interval < 1 ? .live : interval < 60 ? .seconds : .minutes
  }
}

/// An entry at the start of every minute, as SwiftUI's `EveryMinuteTimelineSchedule`.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, KnownTimelineSchedule, Sendable {
  /// A schedule for every minute.
  public init() {}

  /// The starts of the minutes from the one `startDate` is in.
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] {
    PeriodicTimelineSchedule(from: latest(atOrBefore: startDate), by: 60).entries(from: startDate, mode: mode)
  }

  func latest(atOrBefore now: Date) -> Date {
    Date(timeIntervalSinceReferenceDate: (now.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60)
  }

  var knownCadence: TimelineViewDefaultContext.Cadence { .minutes }
}

/// Entries at the dates given, as SwiftUI's `ExplicitTimelineSchedule`.
public struct ExplicitTimelineSchedule<Dates: Sequence>: TimelineSchedule where Dates.Element == Date {
  let dates: Dates

  /// Entries at `dates`.
  public init(_ dates: Dates) {
    self.dates = dates
  }

  /// The dates.
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Dates { dates }
}

extension ExplicitTimelineSchedule: KnownTimelineSchedule {
  func latest(atOrBefore now: Date) -> Date {
    var latest: Date?
    var first: Date?
    for date in dates.prefix(100_000) {
      first = first ?? date
      if date <= now, date >= (latest ?? date) { latest = date }
    }
    return latest ?? first ?? now
  }

  var knownCadence: TimelineViewDefaultContext.Cadence { .seconds }
}

/// Entries as often as the screen is drawn, as SwiftUI's `AnimationTimelineSchedule`: the
/// clock's now, whenever the screen is drawn.
public struct AnimationTimelineSchedule: TimelineSchedule, KnownTimelineSchedule, Sendable {
  let paused: Bool

  /// Entries at least `minimumInterval` apart, none while `paused`.
  public init(minimumInterval: Double? = nil, paused: Bool = false) {
    self.paused = paused
  }

  /// The start, then a sixtieth of a second apart.
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] {
    PeriodicTimelineSchedule(from: startDate, by: 1.0 / 60).entries(from: startDate, mode: mode)
  }

  func latest(atOrBefore now: Date) -> Date { now }

  var knownCadence: TimelineViewDefaultContext.Cadence { .live }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
  /// Entries `interval` seconds apart from `startDate`.
  public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
    PeriodicTimelineSchedule(from: startDate, by: interval)
  }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
  /// An entry at the start of every minute.
  public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
  /// Entries as often as the screen is drawn.
  public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

  /// Entries at least `minimumInterval` apart, none while `paused`.
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
    AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
  }
}

extension TimelineSchedule {
  /// Entries at `dates`.
  public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S>
  where Self == ExplicitTimelineSchedule<S> {
    ExplicitTimelineSchedule(dates)
  }
}
