import Foundation

// `#Predicate { $0.name.localizedStandardContains(search) }`, the search field of most
// SwiftData apps, expands to `PredicateExpressions.build_localizedStandardContains`, which
// Foundation declares on Apple's platforms only; this is it, with Apple's signatures, for
// Linux.
#if !canImport(Darwin)
  extension PredicateExpressions {
    /// Whether a string contains another as `localizedStandardContains(_:)` finds it: case
    /// and diacritics aside.
    ///
    /// <!-- sample: not compiled, uses the reader's @Model types (the trait Macros); LocalizedStandardContainsTests runs the same predicate -->
    /// ```swift
    /// let search = "dune"
    /// let matching = #Predicate<Book> { $0.title.localizedStandardContains(search) }
    /// ```
    public struct StringLocalizedStandardContains<
      Root: PredicateExpression, Other: PredicateExpression
    >: PredicateExpression, Sendable
    where Root.Output: StringProtocol, Other.Output: StringProtocol, Root: Sendable, Other: Sendable {
      /// Whether it contains it.
      public typealias Output = Bool

      /// The string searched.
      public let root: Root
      /// The string searched for.
      public let other: Other

      /// Whether `root` contains `other`.
      public init(root: Root, other: Other) {
        self.root = root
        self.other = other
      }

      /// Whether the string `root` comes to contains the one `other` comes to.
      public func evaluate(_ bindings: PredicateBindings) throws -> Bool {
        try root.evaluate(bindings).localizedStandardContains(other.evaluate(bindings))
      }
    }

    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// The expression `#Predicate` writes for `root.localizedStandardContains(other)`, by the
    /// name its expansion calls.
    public static func build_localizedStandardContains<Root, Other>(
      _ root: Root, _ other: Other
    ) -> StringLocalizedStandardContains<Root, Other> {
      StringLocalizedStandardContains(root: root, other: other)
    }
  }

  extension PredicateExpressions.StringLocalizedStandardContains: StandardPredicateExpression
  where Root: StandardPredicateExpression, Other: StandardPredicateExpression {}

  extension PredicateExpressions.StringLocalizedStandardContains: Codable where Root: Codable, Other: Codable {
    private enum CodingKeys: String, CodingKey { case root, other }

    /// The expression encoded by ``encode(to:)``.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      self.init(
        root: try container.decode(Root.self, forKey: .root), other: try container.decode(Other.self, forKey: .other))
    }

    /// Encodes both strings' expressions.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(root, forKey: .root)
      try container.encode(other, forKey: .other)
    }
  }
#endif
