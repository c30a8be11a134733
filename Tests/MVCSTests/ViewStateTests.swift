import Foundation
import MVCS
import Observation
import Testing

/// A view's state lives at its place in the tree, as SwiftUI's does: kept across drawings,
/// dropped when the view leaves, moving with a `ForEach` id, and changed only through the
/// bodies that read it.
@MainActor
@Suite struct ViewStateTests {
  private struct Counter: View {
    var title = "Count"
    @State private var count = 0

    var body: some View {
      VStack(alignment: .leading) {
        Text("\(title): \(count)")
        Button("Add one") { count += 1 }
      }
    }
  }

  /// The screen drawn, and a tap on the button labelled `label`, as the shell taps.
  private func draw(_ host: ViewController, width: Int = 30) -> RenderedScreen {
    Renderer(width: width).render(host)
  }

  private func tap(_ label: String, in host: ViewController) throws {
    let screen = draw(host)
    let button = try #require(screen.controls(.button).first { $0.label == label })
    let press = try #require(button.input(as: ButtonPress.self))
    let action = try #require(button.owner.action(named: press.actionName))
    try action()
  }

  @Test func stateIsKeptFromOneDrawingToTheNext() throws {
    let host = HostingController(rootView: Counter())
    #expect(draw(host).text(color: false) == ["Count: 0", "[Add one]"])
    try tap("Add one", in: host)
    try tap("Add one", in: host)
    #expect(draw(host).text(color: false) == ["Count: 2", "[Add one]"])
  }

  @Test func aButtonWithAClosureIsAnActionNamedAfterItsLabel() throws {
    let host = HostingController(rootView: Counter())
    _ = draw(host)
    #expect(host.availableActions.map(\.name) == ["add-one"])
    let action = try #require(host.action(named: "add-one"))
    try action()
    #expect(draw(host).text(color: false).first == "Count: 1")
  }

  private struct Toggled: View {
    @State private var showsCounter = true
    var body: some View {
      VStack(alignment: .leading) {
        if showsCounter { Counter() }
        Button("Toggle") { showsCounter.toggle() }
      }
    }
  }

  @Test func stateGoesWithItsViewAndStartsAfreshWhenTheViewComesBack() throws {
    let host = HostingController(rootView: Toggled())
    try tap("Add one", in: host)
    #expect(draw(host).text(color: false).first == "Count: 1")
    try tap("Toggle", in: host)
    #expect(draw(host).text(color: false) == ["[Toggle]"])
    try tap("Toggle", in: host)
    #expect(draw(host).text(color: false).first == "Count: 0")
  }

  private struct Item: Identifiable {
    let id: String
  }

  private struct Rows: View {
    @State var items = [Item(id: "a"), Item(id: "b")]
    var body: some View {
      VStack(alignment: .leading) {
        ForEach(items) { item in Counter(title: item.id) }
        Button("Reverse") { items.reverse() }
      }
    }
  }

  @Test func stateMovesWithItsForEachID() throws {
    let host = HostingController(rootView: Rows())
    let screen = draw(host)
    let second = try #require(screen.controls(.button).filter { $0.label == "Add one" }.last)
    let press = try #require(second.input(as: ButtonPress.self))
    let action = try #require(second.owner.action(named: press.actionName))
    try action()
    #expect(draw(host).text(color: false) == ["a: 0", "[Add one]", "b: 1", "[Add one]", "[Reverse]"])
    try tap("Reverse", in: host)
    #expect(draw(host).text(color: false) == ["b: 1", "[Add one]", "a: 0", "[Add one]", "[Reverse]"])
  }

  /// Counts evaluations without being observed, so counting is not itself a change.
  final class Counts {
    var evaluations: [String] = []
  }

  private struct Probe: View {
    let name: String
    let counts: Counts
    @State private var value = 0
    var body: some View {
      let _ = counts.evaluations.append(name)
      VStack(alignment: .leading) {
        Text("\(name) \(value)")
        Button("Bump \(name)") { value += 1 }
      }
    }
  }

  private struct Pair: View {
    let counts: Counts
    var body: some View {
      VStack(alignment: .leading) {
        Probe(name: "left", counts: counts)
        Probe(name: "right", counts: counts)
      }
    }
  }

  @Test func aChangeEvaluatesOnlyTheBodiesThatReadIt() throws {
    let counts = Counts()
    let host = HostingController(rootView: Pair(counts: counts))
    _ = draw(host)
    #expect(counts.evaluations == ["left", "right"])
    counts.evaluations = []
    try tap("Bump right", in: host)
    #expect(draw(host).text(color: false) == ["left 0", "[Bump left]", "right 1", "[Bump right]"])
    #expect(counts.evaluations == ["right"])
  }
}
