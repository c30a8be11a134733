extension EnvironmentValues {
  /// The environment of the app whose views these are (its clock and storage), found from the
  /// view controller that draws them; nil for views drawn outside an app.
  ///
  /// ```swift
  /// let storage = EnvironmentValues().appEnvironment?.storage  // nil: drawn outside an app
  /// ```
  package var appEnvironment: AppEnvironment? { host?.appEnvironment }
}
