import MVCS

/// RandomImage's screen: shows the download's state and offers the one button, whose label
/// follows the state.
///
/// It never touches the model; the button sends `handleDownload`.
///
/// As in Mvce's example, a spinner turns while the size of the download is unknown, then a
/// bar shows its progress, and a failure is an alert with the error's text and "Dismiss".
final class RandomImageViewController: ViewController, EventView {
  // The model itself is observable; which model is shown is not.
  private var model: ImageModel? {
    didSet { setNeedsDisplay() }
  }
  private var dispatcher: Dispatcher<ImageEvent>?
  private let controller: ImageController
  private let failNextRequest: (@MainActor () -> Void)?

  /// `failNextRequest`, when given, becomes the `fail-next` action, for trying the error state.
  init(controller: ImageController, failNextRequest: (@MainActor () -> Void)? = nil) {
    self.controller = controller
    self.failNextRequest = failNextRequest
    super.init(name: "randomimage", title: "Random Image")
  }

  override func viewDidLoad() {
    glue(model: ImageModel(), view: self, controller: controller)
  }

  func bind(model: ImageModel, dispatcher: Dispatcher<ImageEvent>) -> Disposer {
    self.model = model
    self.dispatcher = dispatcher
    let observation = model.observeState { [weak self] state in
      if case .error(let message) = state { self?.presentError(message) }
    }
    return Disposer { [weak self] in
      observation.dispose()
      self?.model = nil
      self?.dispatcher = nil
    }
  }

  /// Shows `message` in an alert that "Dismiss" closes, as UIKit's alert does in Mvce's
  /// example.
  private func presentError(_ message: String) {
    let sentence = message.prefix(1).uppercased() + message.dropFirst() + (message.hasSuffix(".") ? "" : ".")
    present(
      PromptViewController(
        name: "error", title: "Download Failed", message: sentence,
        buttons: [PromptButton("Dismiss", role: .cancel)]))
  }

  /// The button's label in `state`.
  static func buttonTitle(for state: ImageState) -> String {
    switch state {
    case .none, .error: "Download Image"
    case .downloading: "Stop"
    case .finished: "Download Another Image"
    }
  }

  override var invariants: [Invariant] {
    [
      Invariant("a download's progress is from 0% to 100%") { [unowned self] in
        guard case .downloading(let progress?) = model?.state, !(0...100).contains(progress) else { return nil }
        return "it is at \(progress)%"
      }
    ]
  }

  override var body: any View {
    let state = model?.state ?? .none
    return VStack(alignment: .leading) {
      Text("Random Image", style: .bold)
      Divider()
      switch state {
      case .none, .error:
        Text("No image yet.")
      case .downloading(progress: nil):
        Text("⟳ Downloading…")
      case .downloading(let progress?):
        Text("Downloading…")
        ProgressBar(percent: progress)
      case .finished(let image):
        Text(image.picture.joined(separator: "\n"))
        Text("\(image.name), \(image.dimensions)")
      }
      Button(Self.buttonTitle(for: state), action: "download")
    }
  }

  override var actions: [Action] {
    var actions = [
      Action("download", summary: "Downloads an image, or stops the download under way") { [unowned self] _ in
        dispatcher?.send(.handleDownload)
      }
    ]
    if let failNextRequest {
      actions.append(
        Action("fail-next", summary: "Makes the next download fail, as a lost connection would") { _ in
          failNextRequest()
        })
    }
    return actions
  }
}
