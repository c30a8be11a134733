import MVCS
import Testing

@testable import MVCSApps

@MainActor
@Suite struct RandomImageTests {
  private func launch(_ clock: VirtualClock = VirtualClock()) -> (AppHost, VirtualClock) {
    (AppHost(app: RandomImageApp(), environment: .init(clock: clock)), clock)
  }

  private func screen(_ host: AppHost) -> [String] {
    Renderer(width: 60).render(host.root).text(color: false)
  }

  private func glued(source: OfflineImageSource) -> (ImageModel, ImageController, RandomImageViewController) {
    let model = ImageModel()
    let controller = ImageController(source: source)
    let view = RandomImageViewController(controller: controller)
    glue(model: model, view: view, controller: controller)
    return (model, controller, view)
  }

  @Test func theButtonFollowsTheState() {
    let image = OfflineImages.all[0]
    #expect(RandomImageViewController.buttonTitle(for: .none) == "Download Image")
    #expect(RandomImageViewController.buttonTitle(for: .downloading(progress: 30)) == "Stop")
    #expect(RandomImageViewController.buttonTitle(for: .finished(image)) == "Download Another Image")
    #expect(RandomImageViewController.buttonTitle(for: .error("lost")) == "Download Image")
  }

  @Test func aDownloadReportsProgressThenFinishes() throws {
    let clock = VirtualClock()
    let (model, controller, view) = glued(source: OfflineImageSource(clock: clock))
    try view.action(named: "download")?()
    #expect(model.state == .downloading(progress: nil))
    clock.advance(by: 0.3)
    #expect(model.state == .downloading(progress: 30))
    clock.advance(by: 0.6)
    #expect(model.state == .downloading(progress: 90))
    clock.advance(by: 0.1)
    #expect(model.state == .finished(OfflineImages.all[0]))
    #expect(!controller.isRequesting)
    #expect(clock.pendingTimers == 0)
  }

  @Test func stopCancelsThePendingTicks() throws {
    let clock = VirtualClock()
    let (model, controller, view) = glued(source: OfflineImageSource(clock: clock))
    try view.action(named: "download")?()
    clock.advance(by: 0.4)
    #expect(clock.pendingTimers == 1)
    try view.action(named: "download")?()
    #expect(model.state == .none)
    #expect(!controller.isRequesting)
    #expect(clock.pendingTimers == 0)
    clock.advance(by: 5)
    #expect(model.state == .none)
  }

  @Test func handleDownloadChainsToCancelOrRequest() {
    let clock = VirtualClock()
    let model = ImageModel()
    let controller = ImageController(source: OfflineImageSource(clock: clock))
    let view = RandomImageViewController(controller: controller)
    glue(model: model, view: view, controller: controller)
    controller.emit(.handleDownload)
    #expect(model.state.isDownloading)
    controller.emit(.handleDownload)
    #expect(model.state == .none)
  }

  @Test func reportsAfterTheDownloadEndedAreIgnored() {
    let clock = VirtualClock()
    let (model, controller, _) = glued(source: OfflineImageSource(clock: clock))
    controller.emit(.progress(40))
    controller.emit(.downloaded(OfflineImages.all[1]))
    #expect(model.state == .none)
  }

  @Test func theOfflineSourceHandsOutTheListInOrderRoundAndRound() {
    let source = OfflineImageSource(clock: VirtualClock())
    let count = OfflineImages.all.count
    #expect(source.image(forRequest: 1) == OfflineImages.all[0])
    #expect(source.image(forRequest: 2) == OfflineImages.all[1])
    #expect(source.image(forRequest: count + 1) == OfflineImages.all[0])
    #expect(Set(OfflineImages.all.map(\.name)).count == count)
    for image in OfflineImages.all {
      #expect(!image.picture.isEmpty)
      #expect(image.picture.allSatisfy { !$0.hasSuffix(" ") })
    }
  }

  @Test func twoRunsSeeTheSameImages() throws {
    func run() throws -> [String] {
      let (host, clock) = launch()
      try host.root.action(named: "download")?()
      _ = clock.runUntilIdle(timeout: 5)
      try host.root.action(named: "download")?()
      _ = clock.runUntilIdle(timeout: 5)
      return screen(host)
    }
    let first = try run()
    #expect(first == (try run()))
    #expect(first.contains("Lighthouse, 480 × 640"))
  }

  @Test func aFailingRequestEndsInTheErrorStateAndTheNextOneRetries() throws {
    let clock = VirtualClock()
    let source = OfflineImageSource(clock: clock, failingRequests: [1])
    let (model, _, view) = glued(source: source)
    try view.action(named: "download")?()
    clock.advance(by: 0.4)
    #expect(model.state == .downloading(progress: 40))
    clock.advance(by: 0.1)
    #expect(model.state == .error("the connection was lost"))
    #expect(clock.pendingTimers == 0)
    try view.action(named: "download")?()
    _ = clock.runUntilIdle(timeout: 5)
    #expect(model.state == .finished(OfflineImages.all[1]))
  }

  @Test func aFailureIsAnAlertWithTheErrorsTextAndDismiss() throws {
    let (host, clock) = launch()
    try host.root.action(named: "fail-next")?()
    try host.root.action(named: "download")?()
    _ = clock.runUntilIdle(timeout: 5)
    let alert = try #require(host.root.presentedViewController as? PromptViewController)
    #expect(alert.title == "Download Failed")
    #expect(alert.message == "The connection was lost.")
    #expect(alert.buttons.map(\.title) == ["Dismiss"])
    #expect(screen(host).last == "[Download Image]")
    try alert.action(named: "dismiss")?()
    #expect(host.root.presentedViewController == nil)
  }

  @Test func theFinishedScreenShowsThePictureAndItsSize() throws {
    let (host, clock) = launch()
    try host.root.action(named: "download")?()
    _ = clock.runUntilIdle(timeout: 5)
    let image = OfflineImages.all[0]
    #expect(
      screen(host) == ["Random Image", String(repeating: "─", count: 60)] + image.picture + [
        "Mountains at dawn, 640 × 480", "[Download Another Image]",
      ])
  }

  @Test func randomImageIsBuiltIn() {
    #expect(BuiltInApps.names == BuiltInApps.all.map(\.name))
    #expect(BuiltInApps.named("randomimage") is RandomImageApp)
  }
}
