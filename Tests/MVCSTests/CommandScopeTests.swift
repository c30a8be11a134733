import MVCS
import Testing

/// The scope commands run in: counted while a command runs or a task it started still runs,
/// and the same scope bound again by the next command when nothing else kept it.
@MainActor
@Suite struct CommandScopeTests {
  @Test func aCommandThatStartsNoTaskIsCountedOnlyWhileItRunsAndTheNextGetsTheSameScope() {
    let environment = AppEnvironment(clock: VirtualClock())
    let commands = CommandScope(environment: environment)
    weak var first: AppScope?
    commands.running {
      first = AppScope.current
      #expect(environment.runtime.actionWork == 1)
    }
    #expect(environment.runtime.actionWork == 0)
    // Kept by the command scope (a weak reference would be nil else), and bound again.
    #expect(first != nil)
    for _ in 0..<3 {
      commands.running { #expect(AppScope.current === first && environment.runtime.actionWork == 1) }
    }
    #expect(environment.runtime.actionWork == 0)
  }

  @Test func aTaskStillRunningKeepsItsScopeCountedAndTheNextCommandGetsAnother() async throws {
    let environment = AppEnvironment(clock: VirtualClock())
    let commands = CommandScope(environment: environment)
    weak var first: AppScope?
    weak var second: AppScope?
    var release: CheckedContinuation<Void, Never>?
    commands.running {
      first = AppScope.current
      Task { @MainActor in await withCheckedContinuation { release = $0 } }
    }
    for _ in 0..<1000 where release == nil { await Task.yield() }
    try #require(release != nil)
    #expect(environment.runtime.actionWork == 1)
    commands.running {
      second = AppScope.current
      #expect(environment.runtime.actionWork == 2)
    }
    #expect(second != nil && second !== first)
    #expect(environment.runtime.actionWork == 1)
    release?.resume()
    release = nil
    for _ in 0..<1000 where environment.runtime.actionWork > 0 { await Task.yield() }
    #expect(environment.runtime.actionWork == 0)
    #expect(first == nil)
    commands.running { #expect(AppScope.current === second) }
  }
}
