import Foundation

/// How far something has got, as a bar with a percentage, or, when that is not known, an
/// indicator that moves with the app's clock.
///
/// ```swift
/// ProgressView("Downloading", value: 0.5)       // Downloading [##########----------] 50%
/// ProgressView("Copying", value: 3, total: 12)  // Copying [#####---------------] 25%
/// ProgressView("Loading")                       // Loading [   <=>              ]
/// ```
///
/// The bar is 20 cells, fewer on a narrow line. The indeterminate indicator's place comes
/// from the app's clock (a step every 250 ms, back and forth), so it moves with `clock
/// advance` in scripts and a replay draws it the same every time. `expect value Downloading
/// 50%` checks a determinate one.
public struct ProgressView: View {
  /// What is in progress; the shell's `expect value` finds it by it.
  public var label: String
  /// The fraction done, from 0 to 1; nil when not known.
  public var fraction: Double?

  /// A bar for `value` out of `total`; an indicator when `value` is nil.
  public init<V: BinaryFloatingPoint>(_ label: String = "", value: V?, total: V = 1.0) {
    self.label = label
    guard let value else {
      fraction = nil
      return
    }
    let fraction = total > 0 ? Double(value) / Double(total) : 0
    self.fraction = fraction.isNaN ? 0 : min(1, max(0, fraction))
  }

  /// A bar titled `title` for `value` out of `total`, as SwiftUI's.
  @_disfavoredOverload
  public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
    self.init(String(title), value: value, total: total)
  }

  /// A bar labelled by views of your own.
  public init<V: BinaryFloatingPoint, Label: View>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label
  ) {
    self.init((label() as? Text)?.content ?? "", value: value, total: total)
  }

  /// An indicator for progress whose amount is not known.
  public init(_ label: String = "") {
    self.label = label
    fraction = nil
  }

  /// An indicator titled `title`, as SwiftUI's.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S) {
    self.init(String(title))
  }

  /// The most cells the bar takes.
  static let cells = 20
  /// The indicator's block: `<=>`.
  private static let block = "<=>"
  /// How often the indicator moves a cell.
  private static let stepSeconds = 0.25

  /// Draws the label and the bar (or the indicator), and records the value as on screen.
  public func render(width: Int, in context: RenderContext) -> [RenderedLine] {
    let percent = fraction.map { "\(Int(($0 * 100).rounded(.down)))%" }
    context.register(Control(.progressView, label: label, value: percent, input: ReadOnlyValue()))
    let caption = label.isEmpty ? "" : label.escapingControlCharacters + " "
    let room = width - caption.displayWidth - 2 - (percent.map { $0.count + 1 } ?? 0)
    let cells = min(Self.cells, room)
    guard cells >= Self.block.count else {
      return Text(caption + (percent ?? "…")).render(width: width, in: context)
    }
    let bar: String
    if let fraction {
      let filled = Int((fraction * Double(cells)).rounded(.down))
      bar = String(copies: filled, of: "#") + String(copies: cells - filled, of: "-")
    } else {
      // Back and forth across the bar, a cell a step, from the app's time.
      let travel = cells - Self.block.count
      let steps = Int(((context.readTime()?.timeIntervalSince1970 ?? 0) / Self.stepSeconds).rounded(.down))
      let period = 2 * travel
      let phase = period == 0 ? 0 : ((steps % period) + period) % period
      let offset = phase <= travel ? phase : period - phase
      bar = String(copies: offset, of: " ") + Self.block + String(copies: travel - offset, of: " ")
    }
    let text = caption + "[" + bar + "]" + (percent.map { " " + $0 } ?? "")
    return [RenderedLine(text).prefix(columns: width)]
  }
}

extension ControlKind {
  /// A progress bar or indicator: read, never driven.
  public static let progressView = ControlKind("progress view")
}

/// The input of a control that shows a value and takes none, as a progress view: `expect
/// value` reads it, and no verb acts on it.
public struct ReadOnlyValue: ControlInput {
  /// A value to read only.
  public init() {}
}
