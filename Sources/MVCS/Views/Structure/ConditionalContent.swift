/// One of two views, by the branch of an `if`/`else` or `switch` taken: each branch keeps its
/// own identity, so switching branches drops the state of the one left.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  let storage: Storage

  /// Draws the branch taken.
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    switch storage {
    case .trueContent(let view): context.withComponent(.branch(true)) { view.render(width: width, in: context) }
    case .falseContent(let view): context.withComponent(.branch(false)) { view.render(width: width, in: context) }
    }
  }

  /// The widths of the branch taken.
  public func layoutWidths(offered width: Int, in context: RenderContext) -> LayoutWidths {
    switch storage {
    case .trueContent(let view):
      context.withComponent(.branch(true)) { view.layoutWidths(offered: width, in: context) }
    case .falseContent(let view):
      context.withComponent(.branch(false)) { view.layoutWidths(offered: width, in: context) }
    }
  }
}

extension _ConditionalContent: ViewListContributor {
  func contribute(to list: inout ViewList, at scope: ViewListScope, in context: RenderContext) {
    switch storage {
    case .trueContent(let view): context.appendElements(of: view, at: scope.appending(.branch(true)), to: &list)
    case .falseContent(let view): context.appendElements(of: view, at: scope.appending(.branch(false)), to: &list)
    }
  }
}

extension Optional: View where Wrapped: View {
  /// An optional view is a primitive: it draws what it holds.
  public typealias Body = Never

  /// Draws the view it holds, or nothing.
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    self?.render(width: width, in: context) ?? []
  }

  /// The widths of the view it holds, or none.
  public func layoutWidths(offered width: Int, in context: RenderContext) -> LayoutWidths {
    self?.layoutWidths(offered: width, in: context) ?? LayoutWidths(fixed: 0)
  }
}

extension Optional: ViewListContributor where Wrapped: View {
  func contribute(to list: inout ViewList, at scope: ViewListScope, in context: RenderContext) {
    if let view = self { context.appendElements(of: view, at: scope, to: &list) }
  }
}

extension RenderContext {
  /// Runs `work` one step further down, at `component`: the steps the framework's own views take.
  func withComponent<Result>(_ component: ViewPathComponent, _ work: () -> Result) -> Result {
    path.append(component)
    defer { path.removeLast() }
    return work()
  }
}
