import Foundation

/// The environment of the app a view controller is part of, as views drawing it need it: the
/// calendar dates are shown in, the clock's time, the locale values are written in.
///
/// ```swift
/// let calendar = viewController.appEnvironment?.calendar ?? .utc
/// child.formatting.locale  // the app's locale, found on the root
/// ```
extension ViewController {
  /// The environment the app host launched this view controller's app with: set on the root,
  /// inherited by children and modals; nil for a view controller no app hosts.
  ///
  /// Read without telling Observation, as the log's walk is: the environment never changes
  /// while the app runs, so a drawing that reads it need not depend on the ancestors.
  public internal(set) var appEnvironment: AppEnvironment? {
    get {
      var node: ViewController? = self
      while let current = node {
        if let environment = current.ownAppEnvironment { return environment }
        node = current.logParent
      }
      return nil
    }
    set { ownAppEnvironment = newValue }
  }

  /// What formatted values in this view controller's body are written with.
  var formatting: FormattingEnvironment {
    appEnvironment.map(FormattingEnvironment.init) ?? FormattingEnvironment()
  }
}

/// The locale, calendar and time a formatted value is written with: the app's, or, for a view
/// controller drawn outside an app, the fixed ones a batch run starts with.
struct FormattingEnvironment {
  /// The locale numbers, currencies and dates are written in.
  var locale = AppEnvironment.defaultLocale
  /// The calendar and time zone dates are written in.
  var calendar = Calendar.utc
  /// The app clock's now, which relative dates are relative to.
  var now = VirtualClock.batchStart

  init() {}

  init(_ environment: AppEnvironment) {
    locale = environment.locale
    calendar = environment.calendar
    now = environment.clock.now
  }
}
