import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// Expands SwiftData's `@Model` on a class: a backing for its stored properties, their
/// metadata (how each is kept, found by its type), an initializer that makes the model from
/// a row, the observation registrar, and the conformances to `PersistentModel` and
/// `Observable`; and puts `@_PersistedProperty(N)` on each stored property.
///
/// <!-- sample: not compiled, needs the package trait Macros; Examples/Bookshelf compiles its models -->
/// ```swift
/// @Model final class Book {
///   var title: String
///   // var title: String { init(initialValue) {…} get {…} set {…} }   through the backing
///   // public static let schemaMetadata = [._property("title", \Book.title, …)]
///   init(title: String) { self.title = title }
/// }
/// ```
public struct ModelMacro: MemberMacro, MemberAttributeMacro, ExtensionMacro {
  /// The backing, the metadata, the registrar and the initializer from a row.
  public static func expansion(
    of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let classDecl = declaration.as(ClassDeclSyntax.self) else { throw ModelMacroError.notAClass }
    let name = classDecl.name.trimmedDescription
    let properties = try PersistedProperties(of: declaration, in: context)
    let metadata = properties.list.map { $0.metadata(in: name) }.joined(separator: ",\n")
    let stubs = properties.list.map { "self._\($0.name) = _SwiftDataNoType()" }.joined(separator: "\n")
    var members: [DeclSyntax] = [
      "public var persistentBackingData = SwiftData._ModelBacking(for: \(raw: name).self)",
      "public let _$observationRegistrar = Observation.ObservationRegistrar()",
      """
      public static let schemaMetadata: [SwiftData.Schema.PropertyMetadata] = [
      \(raw: metadata)
      ]
      """,
      "public static let _$layout = SwiftData.ModelLayout(of: \(raw: name).self)",
      """
      public required init(backingData: SwiftData._ModelBacking) {
      \(raw: stubs)
      self.persistentBackingData = backingData
      }
      """,
      "public struct _SwiftDataNoType: Sendable {}",
    ]
    // A class that declares no initializer would have had `init()` from its defaults; the
    // one above would take it away.
    let declaresInit = declaration.memberBlock.members.contains { $0.decl.is(InitializerDeclSyntax.self) }
    if !declaresInit { members.append("public init() {}") }
    return members
  }

  /// `@_PersistedProperty(N)` on the N-th stored property.
  public static func expansion(
    of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol, in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard let variable = member.as(VariableDeclSyntax.self), let name = PersistedProperty.name(of: variable) else {
      return []
    }
    guard let index = try PersistedProperties(of: declaration, in: nil).list.firstIndex(where: { $0.name == name })
    else { return [] }
    return ["@_PersistedProperty(\(raw: index))"]
  }

  /// `PersistentModel` and `Observable`.
  public static func expansion(
    of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    [
      try ExtensionDeclSyntax("extension \(type.trimmed): SwiftData.PersistentModel {}"),
      try ExtensionDeclSyntax("extension \(type.trimmed): Observation.Observable {}"),
    ]
  }
}

/// Expands `@_PersistedProperty(N)` on a model's stored property: accessors through the
/// model's backing, observed, and the stand-in its initializer sets.
public struct PersistedPropertyMacro: AccessorMacro, PeerMacro {
  /// The property's accessors.
  public static func expansion(
    of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let variable = declaration.as(VariableDeclSyntax.self), let name = PersistedProperty.name(of: variable),
      let index = node.arguments?.as(LabeledExprListSyntax.self)?.first?.expression.trimmedDescription
    else { return [] }
    return [
      """
      @storageRestrictions(accesses: persistentBackingData, initializes: _\(raw: name))
      init(initialValue) {
      persistentBackingData._$initialize(\(raw: index), initialValue)
      _\(raw: name) = _SwiftDataNoType()
      }
      """,
      """
      get {
      _$observationRegistrar.access(self, keyPath: \\.\(raw: name))
      return self._$read(\(raw: index))
      }
      """,
      """
      set {
      _$observationRegistrar.withMutation(of: self, keyPath: \\.\(raw: name)) {
      self._$write(\(raw: index), newValue)
      }
      }
      """,
    ]
  }

  /// What goes beside the property.
  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let variable = declaration.as(VariableDeclSyntax.self), let name = PersistedProperty.name(of: variable)
    else { return [] }
    return ["private var _\(raw: name): _SwiftDataNoType"]
  }
}

/// `@Attribute`, `@Relationship` and `@Transient`: marks `@Model` reads; they add nothing.
public struct ModelMarkerMacro: PeerMacro {
  /// What goes beside the property.
  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}

/// A model's stored properties, in declaration order: `var`s with a type, not static, not
/// computed, not lazy, not `@Transient`.
struct PersistedProperties {
  let list: [PersistedProperty]

  init(of declaration: some DeclGroupSyntax, in context: (any MacroExpansionContext)?) throws {
    var list: [PersistedProperty] = []
    for member in declaration.memberBlock.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self), let name = PersistedProperty.name(of: variable),
        let binding = variable.bindings.first
      else { continue }
      // A property without its type written takes its initial value's (`var sights =
      // [Sight]()`), as SwiftData's do; one with neither cannot be kept.
      let type = binding.typeAnnotation?.type.trimmedDescription
      guard type != nil || binding.initializer != nil else {
        context?.diagnose(
          Diagnostic(node: Syntax(binding), message: ModelMacroError.noType(name)))
        continue
      }
      list.append(
        PersistedProperty(
          name: name, type: type, initialValue: binding.initializer?.value.trimmedDescription,
          attribute: variable.attributes.named("Attribute"), relationship: variable.attributes.named("Relationship")))
    }
    self.list = list
  }
}

/// One stored property of a model.
struct PersistedProperty {
  let name: String
  let type: String?
  let initialValue: String?
  let attribute: AttributeSyntax?
  let relationship: AttributeSyntax?

  /// The property's name, when `variable` is one a model keeps.
  static func name(of variable: VariableDeclSyntax) -> String? {
    guard variable.bindingSpecifier.tokenKind == .keyword(.var), variable.bindings.count == 1,
      let binding = variable.bindings.first, binding.accessorBlock == nil,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedDescription
    else { return nil }
    let modifiers = variable.modifiers.map(\.name.tokenKind)
    if modifiers.contains(.keyword(.static)) || modifiers.contains(.keyword(.class))
      || modifiers.contains(.keyword(.lazy))
    {
      return nil
    }
    // Transient, or wrapped by another property wrapper or macro: not kept.
    for attribute in variable.attributes {
      guard let attribute = attribute.as(AttributeSyntax.self) else { return nil }
      let attributeName = attribute.attributeName.trimmedDescription
      if !["Attribute", "Relationship", "SwiftData.Attribute", "SwiftData.Relationship"].contains(attributeName) {
        return nil
      }
    }
    return name
  }

  /// Its entry in `schemaMetadata`.
  func metadata(in typeName: String) -> String {
    var arguments = ["\"\(name)\"", "\\\(typeName).\(name)"]
    if let attribute {
      var options: [String] = []
      var originalName = "nil"
      for argument in attribute.arguments?.as(LabeledExprListSyntax.self) ?? [] {
        switch argument.label?.text {
        case nil: options.append(argument.expression.trimmedDescription)
        case "originalName": originalName = argument.expression.trimmedDescription
        default: break
        }
      }
      arguments.append(
        "attribute: SwiftData.Schema.Attribute(options: [\(options.joined(separator: ", "))], originalName: \(originalName))"
      )
    }
    if let relationship {
      var parts: [String] = []
      for argument in relationship.arguments?.as(LabeledExprListSyntax.self) ?? [] {
        guard let label = argument.label?.text, ["deleteRule", "inverse", "originalName"].contains(label) else {
          continue
        }
        parts.append("\(label): \(argument.expression.trimmedDescription)")
      }
      arguments.append("relationship: SwiftData.Schema.Relationship(\(parts.joined(separator: ", ")))")
    }
    if let initialValue { arguments.append("default: { \(initialValue) }") }
    return "SwiftData.Schema.PropertyMetadata._property(\(arguments.joined(separator: ", ")))"
  }
}

extension AttributeListSyntax {
  /// The attribute named `name` (or `SwiftData.name`), if any.
  fileprivate func named(_ name: String) -> AttributeSyntax? {
    lazy.compactMap { $0.as(AttributeSyntax.self) }.first {
      [name, "SwiftData.\(name)"].contains($0.attributeName.trimmedDescription)
    }
  }
}

/// What a `@Model` written wrongly is told.
enum ModelMacroError: Error, CustomStringConvertible, DiagnosticMessage {
  case notAClass
  case noType(String)

  var description: String {
    switch self {
    case .notAClass: "@Model goes on a class: @Model final class Book { … }"
    case .noType(let name): "@Model needs the type of '\(name)' written, or a value to start with: var \(name): Int = 0"
    }
  }

  var message: String { description }
  var diagnosticID: MessageID { MessageID(domain: "SwiftData", id: "\(self)") }
  var severity: DiagnosticSeverity { .error }
}

/// Expands SwiftData's `@Query` on a property: the query it was given, kept beside it as
/// `_name` (of the element type the property's array holds), and a getter that reads it, as
/// SwiftData's macro does; so `@Query private var books: [Book]` compiles without arguments,
/// to be given its query in the view's initializer (`_books = Query(…)`).
///
/// <!-- sample: not compiled, needs the package trait Macros; Examples/Bookshelf compiles its models -->
/// ```swift
/// @Query(sort: \Book.title) private var books: [Book]
/// // var _books: SwiftData.Query<Book, [Book]> = SwiftData.Query(sort: \Book.title)
/// // private var books: [Book] { get { _books.wrappedValue } }
/// ```
public struct QueryMacro: AccessorMacro, PeerMacro {
  /// The property's accessors.
  public static func expansion(
    of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    let query = try QueryProperty(declaration)
    return ["get { _\(raw: query.name).wrappedValue }"]
  }

  /// What goes beside the property.
  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    let query = try QueryProperty(declaration)
    let arguments = node.arguments?.as(LabeledExprListSyntax.self)?.trimmedDescription ?? ""
    // Internal, not private: a private stored property makes the view's memberwise
    // initializer private, where SwiftData's property wrapper leaves it internal (a view
    // with `@Query private var books` is made from another file or its parent's body).
    return [
      """
      var _\(raw: query.name): SwiftData.Query<\(raw: query.element), \(raw: query.type)> = SwiftData.Query(\(raw: arguments))
      """
    ]
  }
}

/// What `@Query` reads from its property: its name, its type, and the type of its elements.
private struct QueryProperty {
  let name: String
  let type: String
  let element: String

  init(_ declaration: some DeclSyntaxProtocol) throws {
    guard let variable = declaration.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedDescription
    else { throw QueryMacroError.notAProperty }
    guard let type = binding.typeAnnotation?.type else { throw QueryMacroError.noType(name) }
    if let array = type.as(ArrayTypeSyntax.self) {
      element = array.element.trimmedDescription
    } else if let generic = type.as(IdentifierTypeSyntax.self), generic.name.text == "Array",
      let argument = generic.genericArgumentClause?.arguments.first
    {
      element = argument.argument.trimmedDescription
    } else {
      throw QueryMacroError.noType(name)
    }
    self.name = name
    self.type = type.trimmedDescription
  }
}

/// What a `@Query` written wrongly is told.
enum QueryMacroError: Error, CustomStringConvertible {
  case notAProperty
  case noType(String)

  var description: String {
    switch self {
    case .notAProperty: "@Query goes on one property of a view: @Query(sort: \\Book.title) private var books: [Book]"
    case .noType(let name): "@Query var \(name) needs its type written as an array of models: [Book]"
    }
  }
}
