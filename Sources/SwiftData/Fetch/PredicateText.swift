/// A predicate as written, read by reflection: each expression's type and what it holds, down
/// to the values it captured.
///
/// Not the predicate's `description`: on Linux, Foundation's stops the process for an
/// expression type it did not make itself (an app's own `StandardPredicateExpression`, or
/// `localizedStandardContains`, which mvcs supplies).
///
/// <!-- sample: not compiled, uses the reader's @Model types (the trait Macros); Examples/Bookshelf compiles the same code -->
/// ```swift
/// PredicateText(#Predicate<Book> { $0.pages > 300 }.expression, typeNames: .short).text
/// // Comparison(lhs: KeyPath(root: Variable(key: VariableID(id: 1)), keyPath: \Book.pages), …
/// ```
struct PredicateText {
  /// How an expression's type is written.
  enum TypeNames {
    /// With its generic arguments and module: what tells two predicates apart.
    case full
    /// Its name alone: what a person reads in a message.
    case short
  }

  /// The text; at most about 4 KiB with short names, for a message.
  private(set) var text = ""
  private let typeNames: TypeNames
  /// The predicate's variables, numbered as they first appear: each `#Predicate` gets ids
  /// of its own from a process-wide counter, so two predicates written alike differ only
  /// there.
  private var variables: [PredicateExpressions.VariableID: Int] = [:]

  init(_ expression: Any, typeNames: TypeNames) {
    self.typeNames = typeNames
    write(expression, depth: 0)
  }

  /// Whether a message has said enough.
  ///
  /// A fingerprint is not cut short (only past 64 levels of nesting, which no predicate
  /// written by hand reaches): two predicates that differ past a cut would be taken for one,
  /// and the query would not fetch again.
  private var isFull: Bool { typeNames == .short && text.utf8.count >= 4_096 }

  private mutating func write(_ value: Any, depth: Int) {
    guard depth < 64, !isFull else {
      text += "…"
      return
    }
    if let keyPath = value as? AnyKeyPath {
      text += Self.name(of: keyPath)
      return
    }
    if let variable = value as? PredicateExpressions.VariableID {
      let number = variables[variable] ?? variables.count
      variables[variable] = number
      text += "$\(number)"
      return
    }
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .class {
      // A captured object (a model) is told apart by its identity, not written.
      text += "object"
      return
    }
    if mirror.children.isEmpty {
      // A captured value (a string, a number, an enum's case). An expression is never
      // described: its description is what may stop the process.
      text += value is any PredicateExpression ? name(of: value) : String(reflecting: value)
      return
    }
    if mirror.displayStyle == .optional, let some = mirror.children.first {
      write(some.value, depth: depth + 1)
      return
    }
    text += name(of: value) + "("
    for (index, child) in mirror.children.enumerated() {
      if isFull { break }
      if index > 0 { text += ", " }
      if let label = child.label { text += label + ": " }
      write(child.value, depth: depth + 1)
    }
    text += ")"
  }

  /// A key path as written, `\Book.title`: a model's property by its name in the model's
  /// metadata (a macro's computed property prints as an address otherwise).
  private static func name(of keyPath: AnyKeyPath) -> String {
    let root = type(of: keyPath).rootType
    if let model = root as? any PersistentModel.Type,
      let property = model.schemaMetadata.first(where: { $0.keypath == keyPath })
    {
      return "\\\(model).\(property.name)"
    }
    return String(describing: keyPath)
  }

  private func name(of value: Any) -> String {
    switch typeNames {
    case .full: String(reflecting: type(of: value))
    case .short: String(String(describing: type(of: value)).prefix { $0 != "<" })
    }
  }
}
