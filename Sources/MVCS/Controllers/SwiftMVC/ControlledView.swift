/// A screen whose logic lives in a controller outside it, as in Swift-MVC: the screen pulls
/// what it shows from its ``dataSource``, tells its ``delegate`` what the user did, and
/// redraws when the controller calls ``notifyDataChanged()``.
///
/// Subclass ``ControlledViewController`` rather than conforming by hand; a
/// ``ControllerRegistry`` makes the screen's controller its data source and delegate.
///
/// ```swift
/// @MainActor protocol MainDataSource: AnyObject { var isLoggedIn: Bool { get } }
/// @MainActor protocol MainDelegate: AnyObject { func didSubmit() }
///
/// final class MainScreen: ControlledViewController<any MainDataSource, any MainDelegate> { … }
/// ```
@MainActor
public protocol ControlledView<DataSource, Delegate>: AnyObject {
  /// What the screen asks for the data it shows; usually a protocol the controller adopts.
  associatedtype DataSource
  /// What the screen tells about user input; usually a protocol the controller adopts.
  associatedtype Delegate
  var dataSource: DataSource? { get set }
  var delegate: Delegate? { get set }
  /// Asks for one redraw with fresh data at the next layout pass, however often it is asked.
  func notifyDataChanged()
}

extension ControlledView {
  /// Makes `controller` the data source and the delegate, for whichever of the two it is.
  func adopt(_ controller: AnyObject) {
    if let dataSource = controller as? DataSource { self.dataSource = dataSource }
    if let delegate = controller as? Delegate { self.delegate = delegate }
  }
}
