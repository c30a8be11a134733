import MVCS
import MVCSTesting
import Testing

/// What SwiftUI draws in pixels compiles as SwiftUI declares it and leaves a view's text as it
/// is: a colour as a view or a background, gradients, outlines laid over, a grid of cells, a
/// frame relative to the container, a 3D rotation, a button border clip, an animation's
/// completion.
@MainActor
@Suite struct GraphicsStandInsTests {
  struct Cell: View {
    let name: String
    var body: some View {
      VStack {
        Text(name)
          .containerRelativeFrame(.horizontal) { width, _ in width * 0.6 }
          .rotation3DEffect(.zero, axis: (x: 0, y: 1, z: 0))
      }
      .background(.indigo)
      .background { Color.teal.opacity(0.3) }
      .clipShape(.buttonBorder)
      .overlay(RoundedRectangle(cornerRadius: 8).strokeBorder(.white, lineWidth: 1))
      .accessibilityElement(children: .combine)
      .accessibilityAddTraits(.isHeader)
    }
  }

  struct Gallery: View {
    @State private var taps = 0
    let columns = [GridItem(.adaptive(minimum: 150)), GridItem(.fixed(40), spacing: 8)]

    var body: some View {
      ZStack {
        RadialGradient(
          stops: [.init(color: Color(red: 0.1, green: 0.2, blue: 0.45), location: 0.3)], center: .top,
          startRadius: 200, endRadius: 400)
        LinearGradient(colors: [.red, .mint], startPoint: .topLeading, endPoint: .bottomTrailing)
        VStack(alignment: .leading) {
          LazyVGrid(columns: columns, alignment: .leading) {
            ForEach(["Apollo 1", "Apollo 7"], id: \.self) { Cell(name: $0) }
          }
          .padding([.horizontal, .bottom])
          Button("Tap") {
            withAnimation(.default, completionCriteria: .logicallyComplete) {
              taps += 1
            } completion: {
              taps += 10
            }
          }
          Text("\(taps) taps")
          Color.red
        }
      }
    }
  }

  @Test func theViewsTextIsDrawnAndNothingElse() async {
    let shell = TestShell(app: HostedApp("gallery") { Gallery() }, width: 30)
    await shell.expectScreen(
      """
        Apollo 1
        Apollo 7

      [Tap]
      0 taps
      """)
    await shell.run("tap Tap")
    await shell.run("expect shows '11 taps'")
  }

  @Test func aColourIsMadeOffTheMainActor() async {
    let made = await Task.detached { Color("AccentColor") == Color.blue }.value
    #expect(!made)
  }
}
