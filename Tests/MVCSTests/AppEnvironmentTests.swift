import Foundation
import MVCS
import Testing

/// The environment an app is launched with: UTC's calendar unless another is given.
@Suite struct AppEnvironmentTests {
  @Test func datesAreInUTCUnlessACalendarIsGiven() {
    let environment = AppEnvironment(clock: VirtualClock())
    #expect(environment.calendar.identifier == .gregorian)
    #expect(environment.calendar.timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: 0)) == 0)
    #expect(environment.calendar == Calendar.utc)
  }

  @Test func aGivenCalendarIsKeptAndCanBeReplaced() throws {
    var buddhist = Calendar(identifier: .buddhist)
    buddhist.timeZone = try #require(TimeZone(identifier: "Asia/Bangkok"))
    var environment = AppEnvironment(clock: VirtualClock(), calendar: buddhist)
    #expect(environment.calendar.identifier == .buddhist)
    #expect(environment.calendar.timeZone.identifier == "Asia/Bangkok")
    environment.calendar = .utc
    #expect(environment.calendar == Calendar.utc)
  }
}
