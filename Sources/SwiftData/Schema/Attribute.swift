extension Schema {
  /// What `@Attribute` says of a stored property.
  public struct Attribute: Sendable {
    /// How a property is kept, as SwiftData's options are.
    public struct Option: Hashable, Sendable {
      let name: String

      /// One model at most has each value: inserting another with a value stored updates the
      /// stored model instead (an upsert), as SwiftData does.
      public static let unique = Option(name: "unique")
      /// Kept beside the row in SwiftData; here in the row, as every value.
      public static let externalStorage = Option(name: "externalStorage")
      /// Encrypted in iCloud by SwiftData; no iCloud here.
      public static let allowsCloudEncryption = Option(name: "allowsCloudEncryption")
      /// Kept in the history after a deletion by SwiftData; no history here.
      public static let preserveValueOnDeletion = Option(name: "preserveValueOnDeletion")
      /// Tracked for changes without being saved, in SwiftData; saved here.
      public static let ephemeral = Option(name: "ephemeral")
      /// Indexed by Spotlight in SwiftData; no Spotlight here.
      public static let spotlight = Option(name: "spotlight")
      /// Encrypted at rest by SwiftData; kept as JSON here.
      public static let encrypt = Option(name: "encrypt")

      /// Kept through a value transformer in SwiftData; as its `Codable` form here.
      public static func transformable(by transformerName: String) -> Option {
        Option(name: "transformable(\(transformerName))")
      }
    }

    /// The options.
    public let options: [Option]
    /// The name the property had before, read when a row has no value under the new name.
    public let originalName: String?

    /// An attribute with `options`, formerly named `originalName`.
    public init(options: [Option] = [], originalName: String? = nil) {
      self.options = options
      self.originalName = originalName
    }
  }

  /// What `@Relationship` says of a property that links to other models.
  public struct Relationship: @unchecked Sendable {
    // Unchecked: `inverse` is a key path literal, a constant.

    /// What deleting a model does to the models its relationship links to.
    public enum DeleteRule: String, Hashable, Sendable, Codable {
      /// They are deleted too.
      case cascade
      /// The deletion fails (at `save()`) while it links to any.
      case deny
      /// They are left as they are, their link to the deleted model dangling.
      case noAction
      /// Their link to the deleted model is removed: the default.
      case nullify
    }

    /// How a relationship is kept.
    public struct Option: Hashable, Sendable {
      let name: String
      /// Each linked model once.
      public static let unique = Option(name: "unique")
    }

    /// What deleting the model does to the linked ones.
    public let deleteRule: DeleteRule
    /// The other side of the relationship, on the linked type.
    public let inverse: AnyKeyPath?
    /// The name the property had before.
    public let originalName: String?

    /// A relationship with `deleteRule`, whose other side is `inverse`.
    public init(deleteRule: DeleteRule = .nullify, inverse: AnyKeyPath? = nil, originalName: String? = nil) {
      self.deleteRule = deleteRule
      self.inverse = inverse
      self.originalName = originalName
    }
  }
}
