import MVCS
import Testing

@MainActor
@Suite struct ColorViewControllerTests {
  @Test func aSwatchIsABarOfBlocksAndTheColoursName() {
    let swatch = ColorViewController(color: "Light Blue")
    #expect(swatch.name == "light-blue")
    #expect(swatch.title == "Light Blue")
    #expect(Renderer(width: 30).render(swatch).text(color: false) == ["████████ Light Blue"])
  }
}
