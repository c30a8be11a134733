import Synchronization

/// What one `@Published` property announces its changes to, besides the views that read it:
/// its object's `objectWillChange` once someone asked for it, and `$property`'s subscribers.
///
/// ```swift
/// let relay = PublishedRelay<String>()
/// relay.willSet("new")  // objectWillChange.send(), then the new value to `$property`
/// ```
///
/// Made the first time either is asked for, so a property nobody subscribes to carries none.
package final class PublishedRelay<Value>: @unchecked Sendable {
  /// The object's publisher, shared by all its published properties.
  var objectWillChange: ObservableObjectPublisher?
  /// Where `$property`'s values go.
  package let values = ChangeRelay<Value>()
  /// The subscriptions that assign to the property, kept as long as it.
  private var kept: [AnyObject] = []

  /// Keeps `subscription` as long as the property.
  func keep(_ subscription: AnyObject) {
    publishedInstalling.withLock { _ in kept.append(subscription) }
  }

  /// Announces that the property is about to become `newValue`, as Combine's `@Published`
  /// does: the object's publisher first, then the property's own.
  func willSet(_ newValue: Value) {
    let objectWillChange = publishedInstalling.withLock { _ in self.objectWillChange }
    objectWillChange?.send()
    values.send(newValue)
  }
}

/// Guards the making of relays and the installing of an object's publisher in them.
let publishedInstalling = Mutex(())

/// A `@Published` property, seen through `Mirror` by an object's default `objectWillChange`.
protocol PublishedProperty {
  /// The relay of the property, made if need be.
  var relayForObjectWillChange: AnyPublishedRelay { get }
}

/// A ``PublishedRelay`` of any value, for installing the object's publisher.
protocol AnyPublishedRelay: AnyObject {
  var objectWillChange: ObservableObjectPublisher? { get set }
}

extension PublishedRelay: AnyPublishedRelay {}

extension ObservableObjectPublisher {
  /// The publisher `object`'s published properties share: found in them, or made and installed
  /// in all of them; a new one, which nothing sends, for an object with none.
  static func installed(in object: AnyObject) -> ObservableObjectPublisher {
    var relays: [AnyPublishedRelay] = []
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
      for child in current.children {
        if let property = child.value as? PublishedProperty { relays.append(property.relayForObjectWillChange) }
      }
      mirror = current.superclassMirror
    }
    guard !relays.isEmpty else { return ObservableObjectPublisher() }
    return publishedInstalling.withLock { _ in
      let publisher = relays.lazy.compactMap(\.objectWillChange).first ?? ObservableObjectPublisher()
      for relay in relays { relay.objectWillChange = publisher }
      return publisher
    }
  }
}
