// SwiftData's macros: `@Model`, `@Attribute`, `@Relationship` and `@Transient`. Built with
// swift-syntax, they come with the package trait `Macros`, as `#Preview` does
// (docs/DECISIONS.md); without it each is an error at its use that says how to turn it on.

import MVCS

#if Macros
  /// Makes a class a model SwiftData keeps: each stored property is kept in the model's row
  /// and observed as an `@Observable` class's is, as SwiftData's `@Model`.
  ///
  /// <!-- sample: not compiled, needs the package trait Macros; Examples/Bookshelf compiles its models -->
  /// ```swift
  /// @Model
  /// final class Book {
  ///   @Attribute(.unique) var isbn: String
  ///   var title: String
  ///   var rating: Int? = nil          // a new optional property reads nil from older rows
  ///   @Relationship(deleteRule: .cascade, inverse: \Note.book) var notes: [Note] = []
  ///   @Transient var isExpanded = false
  ///   init(isbn: String, title: String) { self.isbn = isbn; self.title = title }
  /// }
  /// ```
  ///
  /// A stored property needs its type written (`var pages: Int = 0`), as with SwiftData; a
  /// property of a model type, optional or not, or an array of them, is a relationship.
  @attached(
    member,
    names: named(persistentBackingData), named(_$observationRegistrar), named(schemaMetadata), named(_$layout),
    named(init), named(_SwiftDataNoType))
  @attached(memberAttribute)
  @attached(extension, conformances: PersistentModel, Observable)
  public macro Model() = #externalMacro(module: "MVCSMacros", type: "ModelMacro")

  /// What `@Model` puts on each stored property: its accessors, through the model's backing,
  /// and the stand-in its initializer sets. Never written by hand.
  @attached(accessor, names: named(init), named(get), named(set))
  @attached(peer, names: prefixed(_))
  public macro _PersistedProperty(_ index: Int) = #externalMacro(module: "MVCSMacros", type: "PersistedPropertyMacro")

  /// Says how `@Model` keeps a property: `.unique` values, the name it had before.
  @attached(peer)
  public macro Attribute(
    _ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil
  ) = #externalMacro(module: "MVCSMacros", type: "ModelMarkerMacro")

  /// Says how `@Model` keeps a relationship: what deleting the model does to the linked ones,
  /// and the other side.
  @attached(peer)
  public macro Relationship(
    _ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
    minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil,
    inverse: AnyKeyPath? = nil, hashModifier: String? = nil
  ) = #externalMacro(module: "MVCSMacros", type: "ModelMarkerMacro")

  /// Leaves a property of a model out of its row: kept in memory only, as SwiftData's.
  @attached(peer)
  public macro Transient() = #externalMacro(module: "MVCSMacros", type: "ModelMarkerMacro")

  /// Every model of the property's element type, as SwiftData's `@Query`: a ``Query`` kept
  /// beside the property as `_name`, so a view's initializer can give it one
  /// (`_books = Query(filter: …, sort: …)`).
  @attached(accessor, names: named(get))
  @attached(peer, names: prefixed(_))
  public macro Query() = #externalMacro(module: "MVCSMacros", type: "QueryMacro")

  /// The models `descriptor` asks for.
  @attached(accessor, names: named(get))
  @attached(peer, names: prefixed(_))
  public macro Query<Element: PersistentModel>(
    _ descriptor: FetchDescriptor<Element>, animation: Animation = .default
  ) =
    #externalMacro(module: "MVCSMacros", type: "QueryMacro")

  /// The models `descriptor` asks for.
  @attached(accessor, names: named(get))
  @attached(peer, names: prefixed(_))
  public macro Query<Element: PersistentModel>(_ descriptor: FetchDescriptor<Element>, transaction: Transaction?) =
    #externalMacro(module: "MVCSMacros", type: "QueryMacro")

  /// The models `filter` matches, in `descriptors`' order.
  @attached(accessor, names: named(get))
  @attached(peer, names: prefixed(_))
  public macro Query<Element: PersistentModel>(
    filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [],
    animation: Animation = .default
  ) = #externalMacro(module: "MVCSMacros", type: "QueryMacro")

  /// The models `filter` matches, in `descriptors`' order.
  @attached(accessor, names: named(get))
  @attached(peer, names: prefixed(_))
  public macro Query<Element: PersistentModel>(
    filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], transaction: Transaction?
  ) = #externalMacro(module: "MVCSMacros", type: "QueryMacro")

  /// The models `filter` matches, sorted by `keyPath` in `order`.
  @attached(accessor, names: named(get))
  @attached(peer, names: prefixed(_))
  public macro Query<Element: PersistentModel, Value: Comparable>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward,
    animation: Animation = .default
  ) = #externalMacro(module: "MVCSMacros", type: "QueryMacro")

  /// The models `filter` matches, sorted by `keyPath` (nil first) in `order`.
  @attached(accessor, names: named(get))
  @attached(peer, names: prefixed(_))
  public macro Query<Element: PersistentModel, Value: Comparable>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>, order: SortOrder = .forward,
    animation: Animation = .default
  ) = #externalMacro(module: "MVCSMacros", type: "QueryMacro")

  /// The models `filter` matches, sorted by `keyPath` in `order`.
  @attached(accessor, names: named(get))
  @attached(peer, names: prefixed(_))
  public macro Query<Element: PersistentModel, Value: Comparable>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward,
    transaction: Transaction?
  ) = #externalMacro(module: "MVCSMacros", type: "QueryMacro")
#else
  /// `@Model` without the package trait `Macros`: an error that says how to turn it on.
  @available(
    *, unavailable,
    message: "@Model needs the mvcs package trait Macros: in Package.swift, .package(url: …, traits: [\"Macros\"])"
  )
  @attached(member)
  public macro Model() = #externalMacro(module: "SwiftMacros", type: "DebugDescriptionMacro")

  /// `@Attribute` without the package trait `Macros`: an error that says how to turn it on.
  @available(
    *, unavailable,
    message: "@Attribute needs the mvcs package trait Macros: in Package.swift, .package(url: …, traits: [\"Macros\"])"
  )
  @attached(peer)
  public macro Attribute(
    _ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil
  ) = #externalMacro(module: "SwiftMacros", type: "DebugDescriptionMacro")

  /// `@Relationship` without the package trait `Macros`: an error that says how to turn it on.
  @available(
    *, unavailable,
    message:
      "@Relationship needs the mvcs package trait Macros: in Package.swift, .package(url: …, traits: [\"Macros\"])"
  )
  @attached(peer)
  public macro Relationship(
    _ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
    minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil,
    inverse: AnyKeyPath? = nil, hashModifier: String? = nil
  ) = #externalMacro(module: "SwiftMacros", type: "DebugDescriptionMacro")

  /// `@Transient` without the package trait `Macros`: an error that says how to turn it on.
  @available(
    *, unavailable,
    message: "@Transient needs the mvcs package trait Macros: in Package.swift, .package(url: …, traits: [\"Macros\"])"
  )
  @attached(peer)
  public macro Transient() = #externalMacro(module: "SwiftMacros", type: "DebugDescriptionMacro")
#endif
