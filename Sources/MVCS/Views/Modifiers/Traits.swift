/// A modifier that marks a view for its container rather than changing how it is drawn: a tag,
/// swipe actions.
@MainActor
protocol TraitModifier: PrimitiveViewModifier {
  /// Marks `traits`.
  func apply(to traits: inout ViewTraits)
}

extension TraitModifier {
  /// Draws the view as it is.
  func render(content: any View, width: Int, in context: RenderContext) -> [RenderedLine] {
    content.render(width: width, in: context)
  }
}

extension View {
  /// This view standing for `tag`: in a ``Picker``, the option choosing it sets; in a
  /// `TabView`, the tab a selection names.
  ///
  /// ```swift
  /// Text("Name").tag(Sort.name)
  /// Text(percent, format: .percent).tag(percent)
  /// ```
  public func tag<V: Hashable>(_ tag: V) -> ModifiedContent<Self, TagModifier> {
    modifier(TagModifier(tag: AnyHashable(tag)))
  }

  /// This list row with `content`'s buttons shown when it is swiped: `swipe ROW Archive`
  /// taps one, as a finger swiping then tapping would.
  ///
  /// ```swift
  /// Text(mail.subject)
  ///   .swipeActions {
  ///     Button("Archive") { archive(mail) }
  ///     Button("Delete", role: .destructive) { delete(mail) }
  ///   }
  /// ```
  public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
  ) -> ModifiedContent<Self, SwipeActionsModifier<T>> {
    modifier(SwipeActionsModifier(content: content()))
  }

  /// This list row deletable or not by the `onDelete` of its `ForEach`.
  public func deleteDisabled(_ isDisabled: Bool) -> ModifiedContent<Self, DeleteDisabledModifier> {
    modifier(DeleteDisabledModifier(isDisabled: isDisabled))
  }
}

/// The edge a row's swipe actions are at; both are swiped the same way in the shell.
public enum HorizontalEdge: Sendable, Hashable {
  case leading
  case trailing
}

/// Marks a view with a tag; see ``View/tag(_:)``.
public struct TagModifier: ViewModifier, TraitModifier {
  let tag: AnyHashable

  func apply(to traits: inout ViewTraits) {
    traits.tag = tag
  }
}

/// Gives a list row buttons shown when it is swiped; see ``View/swipeActions(edge:allowsFullSwipe:content:)``.
public struct SwipeActionsModifier<Content: View>: ViewModifier, TraitModifier {
  let content: Content

  func apply(to traits: inout ViewTraits) {
    traits.swipeActionsContent = content
  }
}

/// Keeps a list row from being deleted; see ``View/deleteDisabled(_:)``.
public struct DeleteDisabledModifier: ViewModifier, TraitModifier {
  let isDisabled: Bool

  func apply(to traits: inout ViewTraits) {
    traits.isDeleteDisabled = isDisabled
  }
}

extension ViewTraits {
  /// `view` without the trait modifiers said outside it (`.swipeActions { … }`, `.tag(…)`),
  /// their traits put in `traits`: how a row made by a `ForEach` carries them.
  static func peel(_ view: any View, into traits: inout ViewTraits) -> any View {
    var view = view
    while let modified = view as? any TraitModified {
      modified.trait.apply(to: &traits)
      view = modified.inner
    }
    return view
  }
}

/// A view with a trait modifier outside it.
@MainActor
protocol TraitModified {
  var trait: any TraitModifier { get }
  var inner: any View { get }
}

extension ModifiedContent: TraitModified where Content: View, Modifier: TraitModifier {
  var trait: any TraitModifier { modifier }
  var inner: any View { content }
}
