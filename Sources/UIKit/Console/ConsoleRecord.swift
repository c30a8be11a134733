import MVCS

/// Writes `line` where the app's `print` goes, and in the app's lifecycle log.
///
/// The console is the app's while one is capturing (the shell's commands, drawings and
/// launches), standard output otherwise; the log is what `log` and `trace` print, at the app's
/// root (`/ haptic: impact heavy`). What UIKit would do outside the app (a haptic, opening a
/// URL) is recorded this way, in the formats docs/FRAMEWORK.md states.
@MainActor
func recordInConsoleAndLog(_ line: String) {
  print(line)
  AppScope.current?.log?.append(LifecycleEvent(path: "/", kind: .note(line)))
}
