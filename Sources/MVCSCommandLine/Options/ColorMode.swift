import ArgumentParser

/// When to colour output: `auto` on a terminal without `NO_COLOR`.
enum ColorMode: String, ExpressibleByArgument, CaseIterable, Sendable {
  case auto, always, never
}
