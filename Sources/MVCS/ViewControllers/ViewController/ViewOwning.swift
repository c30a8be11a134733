/// A view controller that owns its view as a SwiftUI view, as ZeeZide's `ViewController`
/// does: `var view: some View`, which ``ViewController/body`` shows.
///
/// A file that imports `MVCSUI` gets it with the name alone: there, `ViewController` is this
/// class and this protocol together, so the seed's shape compiles as it is written:
///
/// ```swift
/// import MVCSUI
///
/// final class Main: ViewController {
///   let carousel = FavoritesCarousel()
///
///   var view: some View {
///     VStack {
///       carousel.controlledContentView   // the child drawn inline, contained in Main
///       Divider()
///       Button(action: clearAll) { Image(systemName: "xmark.circle.fill") }
///     }
///   }
///
///   private func clearAll() { … }
/// }
/// ```
///
/// Elsewhere, adopt it by name (`final class Main: ViewController, ViewOwning`), or override
/// `body`. A view controller without a `view` of its own shows its title.
@MainActor
public protocol ViewOwning: AnyObject {
  /// The type of the view.
  associatedtype ContentView: View
  /// The view this view controller shows, evaluated again when something it reads changes.
  @ViewBuilder var view: ContentView { get }
}

extension ViewOwning {
  /// No view of its own: a view controller that adopts the protocol through `MVCSUI`'s
  /// `ViewController` without writing one shows its title, as any view controller does.
  public var view: OwnedViewPlaceholder { OwnedViewPlaceholder() }

  /// The view, as ``ViewController/body`` shows it.
  var ownedView: any View {
    if view is OwnedViewPlaceholder, let controller = self as? ViewController {
      return Text(controller.title ?? controller.name)
    }
    return view
  }
}

/// What a view controller that writes no `view` of its own has for one: nothing, so it shows
/// its title.
public struct OwnedViewPlaceholder: View {
  /// Draws nothing.
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] { [] }
}

extension ViewController {
  /// This view controller drawn inline where the view is, contained in the view controller
  /// whose body draws it: ZeeZide's `controlledContentView`, UIKit's child view controller.
  ///
  /// ```swift
  /// var view: some View {
  ///   VStack { carousel.controlledContentView; Divider(); card.controlledContentView }
  /// }
  /// ```
  public var controlledContentView: ControlledContentView {
    ControlledContentView(child: self)
  }
}

/// A child view controller drawn inline; see ``ViewController/controlledContentView``.
///
/// The first time it is drawn, the view controller joins the one whose body draws it as a
/// child (appearing with it when that one is on screen), so paths, `tree` and the lifecycle
/// log see it where it is drawn.
public struct ControlledContentView: View {
  /// The view controller drawn.
  public let child: ViewController

  /// Draws the child, containing it first if it has no parent.
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    let owner = context.owner
    if child.parent == nil, child.presentingViewController == nil, !context.isMeasuring, owner !== child {
      owner.addChild(child)
      child.finishMove(toParent: owner)
      if owner.untrackedIsVisible {
        let child = child
        context.whenDrawn {
          child.beginAppearance(true)
          child.endAppearance(true)
        }
      }
    }
    return context.render(child, width: width)
  }
}
