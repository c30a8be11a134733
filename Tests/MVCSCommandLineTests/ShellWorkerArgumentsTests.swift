import Testing

@testable import MVCSCommandLine

/// The interactive shell's limits on its worker, taken from the command line before
/// ArgumentParser reads the rest, and left alone when a subcommand owns the line.
@Suite struct ShellWorkerArgumentsTests {
  @Test func theLimitsAreTakenInEitherFormAndTheRestIsLeft() throws {
    var arguments = ["--app", "todo", "--timeout", "5s", "--memory-limit=1G", "--cpu-limit", "30s", "--width", "80"]
    let limits = try ShellWorkerArguments.take(from: &arguments)
    #expect(limits == ShellWorkerArguments(timeout: "5s", memoryLimit: "1G", cpuLimit: "30s"))
    #expect(arguments == ["--app", "todo", "--width", "80"])
  }

  @Test func aSubcommandFirstKeepsItsOwnOptions() throws {
    var arguments = ["run", "--timeout", "2s", "--memory-limit", "1G", "flows/"]
    let limits = try ShellWorkerArguments.take(from: &arguments)
    #expect(limits == ShellWorkerArguments())
    #expect(arguments == ["run", "--timeout", "2s", "--memory-limit", "1G", "flows/"])
  }

  @Test func nothingAfterADoubleDashIsTaken() throws {
    var arguments = ["--app", "todo", "--", "--timeout", "5s"]
    #expect(try ShellWorkerArguments.take(from: &arguments) == ShellWorkerArguments())
    #expect(arguments == ["--app", "todo", "--", "--timeout", "5s"])
  }

  @Test func aMissingOrWrongValueIsAUsageErrorThatSaysWhich() {
    var missing = ["--app", "todo", "--memory-limit"]
    #expect(throws: ShellWorkerArguments.Invalid.self) { try ShellWorkerArguments.take(from: &missing) }
    do {
      var zero = ["--timeout", "0s"]
      _ = try ShellWorkerArguments.take(from: &zero)
      Issue.record("a zero timeout was taken")
    } catch {
      #expect(error.description == "--timeout must be longer than 0s, got '0s'")
    }
    do {
      var lots = ["--memory-limit", "lots"]
      _ = try ShellWorkerArguments.take(from: &lots)
      Issue.record("a memory limit that is no size was taken")
    } catch {
      #expect(error.description.contains("--memory-limit must be a size such as 512M or 4G, or none, got 'lots'"))
    }
    do {
      var none = ["--memory-limit"]
      _ = try ShellWorkerArguments.take(from: &none)
      Issue.record("a missing value was taken")
    } catch {
      #expect(error.description == "Missing value for '--memory-limit <size>'")
    }
  }
}
