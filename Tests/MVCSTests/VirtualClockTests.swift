import Foundation
import MVCS
import Testing

@MainActor
@Suite struct VirtualClockTests {
  @Test func startsAtTheBatchStartAndMovesOnlyWhenTold() {
    let clock = VirtualClock()
    #expect(clock.now.formatted(.iso8601) == "2026-01-01T09:00:00Z")
    clock.advance(by: 90)
    #expect(clock.now.formatted(.iso8601) == "2026-01-01T09:01:30Z")
  }

  @Test func timersFireInDueOrderWithNowAtTheirDueTime() {
    let clock = VirtualClock()
    var fired: [String] = []
    clock.schedule(after: 3) { fired.append("c at \(clock.now.formatted(.iso8601))") }
    clock.schedule(after: 1) { fired.append("a at \(clock.now.formatted(.iso8601))") }
    clock.schedule(after: 1) { fired.append("b (scheduled later, same time)") }
    clock.advance(by: 2)
    #expect(fired == ["a at 2026-01-01T09:00:01Z", "b (scheduled later, same time)"])
    #expect(clock.pendingTimers == 1)
    clock.advance(by: 2)
    #expect(fired.last == "c at 2026-01-01T09:00:03Z")
    #expect(clock.now.formatted(.iso8601) == "2026-01-01T09:00:04Z")
  }

  @Test func timersStartedByTimersFireIfTheyFallDueInTime() {
    let clock = VirtualClock()
    var ticks = 0
    func tick() {
      ticks += 1
      if ticks < 10 { clock.schedule(after: 0.5) { tick() } }
    }
    clock.schedule(after: 0.5) { tick() }
    clock.advance(by: 2)
    #expect(ticks == 4)
    #expect(clock.runUntilIdle(timeout: 60))
    #expect(ticks == 10)
    #expect(clock.now.formatted(.iso8601) == "2026-01-01T09:00:05Z")
  }

  @Test func ticksOfARepeatingTimerFireButAreNotPendingWork() {
    let clock = VirtualClock()
    var ticks = 0
    func tick() {
      ticks += 1
      clock.scheduleTick(after: 1) { tick() }
    }
    clock.scheduleTick(after: 1) { tick() }
    #expect(clock.pendingTimers == 0)
    #expect(clock.nextDue?.formatted(.iso8601) == "2026-01-01T09:00:01Z")
    var fired = false
    clock.schedule(after: 2.5) { fired = true }
    #expect(clock.pendingTimers == 1)
    // Idle once the one-shot timer has fired, the ticks on the way with it.
    #expect(clock.runUntilIdle(timeout: 60))
    #expect(fired && ticks == 2)
    #expect(clock.now == VirtualClock.batchStart.addingTimeInterval(2.5))
  }

  @Test func cancelledTimersNeverFireAndRunUntilIdleRespectsTheTimeout() {
    let clock = VirtualClock()
    var fired = false
    clock.schedule(after: 1) { fired = true }.cancel()
    clock.schedule(after: 600) {}
    #expect(!clock.runUntilIdle(timeout: 5))
    #expect(!fired)
    #expect(clock.pendingTimers == 1)
    #expect(clock.nextDue?.formatted(.iso8601) == "2026-01-01T09:10:00Z")
  }

  @Test func settingTheTimeBackwardDoesNotFireTimers() {
    let clock = VirtualClock()
    var fired = false
    clock.schedule(after: 10) { fired = true }
    clock.set(to: VirtualClock.batchStart.addingTimeInterval(-3600))
    #expect(!fired)
    #expect(clock.now.formatted(.iso8601) == "2026-01-01T08:00:00Z")
  }
}

@MainActor
@Suite struct VirtualClockRoundingTests {
  @Test func stepsOfATenthAddUpToTheirSum() {
    let clock = VirtualClock()
    var ticks = 0
    func tick() {
      ticks += 1
      clock.schedule(after: 0.1) { tick() }
    }
    clock.schedule(after: 0.1) { tick() }
    clock.advance(by: 0.3)
    #expect(ticks == 3)
    for _ in 0..<7 { clock.advance(by: 0.1) }
    #expect(ticks == 10)
    #expect(clock.now == VirtualClock.batchStart.addingTimeInterval(1))
  }
}
