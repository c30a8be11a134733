import MVCS
import Testing

/// What `--set NAME=VALUE` accepts for each kind of setting an app declares.
@Suite struct AppSettingTests {
  @Test func eachKindSaysWhatItExpected() {
    let url = AppSetting("server", .url(schemes: ["http", "https"]), help: "The server.")
    #expect(url.problem(with: "https://example.com/api") == nil)
    #expect(url.problem(with: "ftp://example.com") == "server must be an http or https URL, got 'ftp://example.com'")
    #expect(url.problem(with: "https://") != nil, "a URL needs a host")
    let count = AppSetting("count", .integer, help: "How many.")
    #expect(count.problem(with: "12") == nil)
    #expect(count.problem(with: "twelve") == "count must be a whole number, got 'twelve'")
    let flag = AppSetting("fast", .boolean, help: "Go fast.")
    #expect(flag.problem(with: "true") == nil && flag.problem(with: "false") == nil)
    #expect(flag.problem(with: "yes") == "fast must be true or false, got 'yes'")
    let mode = AppSetting("mode", .choice(["light", "dark"]), help: "The look.")
    #expect(mode.problem(with: "dark") == nil)
    #expect(mode.problem(with: "blue") == "mode must be one of light, dark, got 'blue'")
    #expect(AppSetting("name", help: "Any text.").problem(with: "") == nil)
  }

  @Test func valueNamesShowWhatToType() {
    #expect(AppSetting("a", .url(schemes: ["https"]), help: "").valueName == "url")
    #expect(AppSetting("a", .choice(["x", "y"]), help: "").valueName == "x|y")
    #expect(AppSetting("a", .integer, help: "").valueName == "n")
  }

  @Test func anAppReadsTheGivenValueElseTheDefault() {
    let setting = AppSetting("greeting", help: "What to say.", default: "hello")
    var environment = AppEnvironment(clock: VirtualClock())
    #expect(environment.value(of: setting) == "hello")
    environment.settings["greeting"] = "hi"
    #expect(environment.value(of: setting) == "hi")
    #expect(environment.value(of: AppSetting("other", help: "")) == nil)
  }
}
