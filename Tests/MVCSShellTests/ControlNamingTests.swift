import MVCS
import Testing

@testable import MVCSShell

/// How explore names the controls it offers: a label when exactly one control of that kind
/// on the layer says it, `#N` among the controls of its kind otherwise, and nothing for a
/// control under a layer that has controls of its kind.
@MainActor
@Suite struct ControlNamingTests {
  struct Form: View {
    @State private var title = ""
    var body: some View {
      VStack {
        Button("Save") {}
        TextField("Title", text: $title)
        Button("Save") {}
        Button("Cancel") {}
      }
    }
  }

  private func names(of layers: [RenderedScreen]) -> [[String?]] {
    let naming = ControlNaming(layers)
    return layers.enumerated().map { depth, layer in
      layer.controls.enumerated().map { naming.name(of: $1, at: $0, depth: depth) }
    }
  }

  @Test func aLabelSaidOnceNamesItsControlAndOneSaidTwiceGivesWayToPositions() {
    let layer = Renderer(width: 40, height: 10).renderScreen(HostingController(rootView: Form())).touchableLayer
    // The field is the first of its kind; the buttons are counted among buttons only.
    #expect(names(of: [layer]) == [["#0", "Title", "#1", "Cancel"]])
  }

  @Test func aControlUnderALayerWithControlsOfItsKindHasNoName() {
    let top = Renderer(width: 40, height: 10).renderScreen(HostingController(rootView: Button("Cancel") {}))
      .touchableLayer
    let under = Renderer(width: 40, height: 10).renderScreen(HostingController(rootView: Form())).touchableLayer
    // The buttons underneath are not found: a search takes the topmost layer with buttons. The
    // field is, by its label, as the only field; by position too, as no layer above has fields.
    #expect(names(of: [top, under]) == [["Cancel"], [nil, "Title", nil, nil]])
  }
}
