import MVCS

/// The counter's screen: it never touches the model, it only shows it and sends events.
final class CounterViewController: ViewController, EventView {
  // The model itself is observable; which model is shown is not.
  private var model: CounterModel? {
    didSet { setNeedsDisplay() }
  }
  private var dispatcher: Dispatcher<CounterEvent>?
  /// The taps of ++ less those of --, counted here, apart from the model: what its count must be.
  private var tapped = 0

  init() {
    super.init(name: "counter", title: "Counter")
  }

  override func viewDidLoad() {
    glue(model: CounterModel(), view: self, controller: CounterController())
  }

  func bind(model: CounterModel, dispatcher: Dispatcher<CounterEvent>) -> Disposer {
    self.model = model
    self.dispatcher = dispatcher
    return Disposer { [weak self] in
      self?.model = nil
      self?.dispatcher = nil
    }
  }

  override var body: any View {
    VStack(alignment: .leading) {
      Text("Counter", style: .bold)
      Divider()
      Text(model.map { String($0.count) } ?? "–")
      HStack(alignment: .top) {
        Button("++", action: "increment")
        Button("--", action: "decrement")
      }
    }
  }

  override var actions: [Action] {
    [
      Action("increment", summary: "Adds one to the count") { [unowned self] _ in
        tapped += 1
        dispatcher?.send(.increment)
      },
      Action("decrement", summary: "Subtracts one from the count") { [unowned self] _ in
        tapped -= 1
        dispatcher?.send(.decrement)
      },
    ]
  }

  override var invariants: [Invariant] {
    [
      Invariant("the count is the taps of ++ less those of --") { [unowned self] in
        guard let model, model.count != tapped else { return nil }
        return "it shows \(model.count) after \(tapped)"
      }
    ]
  }
}
