/// A property that reads a ``Store``'s items, as Boutique's `@Stored` does; `$property` is
/// the store itself, for its operations.
///
/// ```swift
/// @MainActor final class ImagesScreen {
///   @Stored var images: [RemoteImage]
///
///   init(store: Store<RemoteImage>) {
///     _images = Stored(in: store)
///   }
/// }
/// let screen = ImagesScreen(store: images)
/// screen.images                          // the store's items, in its order
/// try await screen.$images.insert(image)
/// ```
///
/// The items are observable through the store, so a view body that reads the property
/// redraws when they change.
@MainActor
@propertyWrapper
public struct Stored<Item: Codable & Sendable> {
  /// The store the property reads; `$property`.
  public let projectedValue: Store<Item>

  /// A property over the items of `store`.
  public init(in store: Store<Item>) {
    projectedValue = store
  }

  /// The store's items.
  public var wrappedValue: [Item] { projectedValue.items }
}
