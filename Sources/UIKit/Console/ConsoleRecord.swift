/// Writes `line` where the app's `print` goes.
///
/// That is the app's console while one is capturing (the shell's commands, drawings and
/// launches), standard output otherwise. What UIKit would do outside the app (a haptic, opening
/// a URL) is recorded this way, in the formats docs/FRAMEWORK.md states.
func recordInConsole(_ line: String) {
  print(line)
}
