/// A named, documented operation of a view controller, invoked by a ``Button`` or by the
/// shell's `call`.
///
/// ```swift
/// Action("rename", summary: "Renames the list", parameters: [.init("name", .text)]) { args in
///     list.title = try args.text("name")
/// }
/// ```
@MainActor
public struct Action {
  /// The name `call` and buttons use: lower-case words joined by `-`.
  public let name: String
  /// One line saying what the action does, shown by `actions` and `help`.
  public let summary: String
  /// The typed inputs the action takes, in order.
  public let parameters: [Parameter]
  private let perform: @MainActor (Arguments) throws -> Void

  /// Creates an action named `name` that runs `perform` with its bound arguments.
  public init(
    _ name: String, summary: String, parameters: [Parameter] = [],
    perform: @escaping @MainActor (Arguments) throws -> Void
  ) {
    self.name = name
    self.summary = summary
    self.parameters = parameters
    self.perform = perform
  }

  /// Runs the action with arguments already bound to its parameters.
  public func callAsFunction(_ arguments: Arguments = Arguments()) throws {
    try perform(arguments)
  }

  /// `rename name:text [due:date]`: the action as its usage reads.
  public var synopsis: String {
    ([name] + parameters.map(\.synopsis)).joined(separator: " ")
  }
}
