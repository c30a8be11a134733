#if canImport(SwiftUI)
  import SwiftUI
#else
  import MVCSUI
#endif

extension EnvironmentValues {
  /// The days a new habit's goal starts at: 21 unless a view above sets another.
  @Entry public var defaultGoal = 21
}
