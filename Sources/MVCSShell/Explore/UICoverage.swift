import Foundation
import MVCS

/// Which screens a run reached and, on each, which controls it saw and which it acted on:
/// UI coverage, as `mvcs run --coverage FILE` and `mvcs explore` report it.
///
/// A screen is a view controller type. Its controls are the ones its bodies drew (buttons,
/// fields, toggles, pickers, steppers), the rows of its lists (selected) and the rows' swipe
/// actions; and the actions it declares (`actions`) that no control ever showed, which are
/// listed as never reached. Coverage is what was acted on of all that.
///
/// ```swift
/// var coverage = UICoverage()
/// coverage.see(session.screen())
/// coverage.act(on: UICoverage.Item(screen: "CounterViewController", kind: "button", label: "++"))
/// coverage.percent  // 50.0 when the screen showed two buttons
/// ```
public struct UICoverage: Sendable, Codable, Equatable {
  /// One thing a user can do on a screen.
  public struct Item: Sendable, Codable, Hashable, Comparable {
    /// The view controller type it belongs to.
    public var screen: String
    /// `button`, `text field`, `toggle`, `row`, `swipe action`, `action` (declared, not seen).
    public var kind: String
    /// Its label: a control's name (its label, less a value the label shows), a swipe
    /// action's title, an action's name.
    public var label: String

    /// The item of `screen` of `kind` labelled `label`.
    public init(screen: String, kind: String, label: String) {
      self.screen = screen
      self.kind = kind
      self.label = label
    }

    /// By screen, then kind, then label.
    public static func < (lhs: Item, rhs: Item) -> Bool {
      (lhs.screen, lhs.kind, lhs.label) < (rhs.screen, rhs.kind, rhs.label)
    }
  }

  /// What is known of one item: seen on screen, acted on, how often.
  public struct Use: Sendable, Codable, Equatable {
    /// Whether it was ever drawn (false for a declared action no control showed).
    public var seen = false
    /// How many steps acted on it.
    public var acted = 0
    /// For a declared action: a button offers it, so the button stands for it in reports.
    public var offered = false
  }

  /// Every item known, with its use.
  public private(set) var items: [Item: Use] = [:]
  /// The screens (view controller types) reached.
  public private(set) var screens: Set<String> = []

  /// An empty record.
  public init() {}

  /// Records what `screen` shows: its view controllers' types, their controls, their rows
  /// and the rows' swipe actions, and the actions they declare.
  @MainActor
  public mutating func see(_ screen: Screen) {
    for layer in screen.layers {
      for viewController in layer.viewControllers {
        let type = Self.typeName(viewController)
        if screens.insert(type).inserted {
          for action in viewController.actions {
            let item = Item(screen: type, kind: "action", label: action.name)
            if items[item] == nil { items[item] = Use() }
          }
        }
        if let list = viewController.rowPresenting {
          for row in layer.viewControllers where row.parent === list && list.index(of: row) != nil {
            // A SwiftUI row's select presses its button, counted as the button.
            if !row.isRowOfViews { mark(Item(screen: type, kind: "row", label: "select")) }
            for action in list.swipeActions(for: row) {
              mark(Item(screen: type, kind: "swipe action", label: action.title))
            }
          }
        }
      }
      // A progress view shows; nothing in it can be acted on.
      for control in layer.controls where !(control.control.input is ReadOnlyValue) {
        // Known by its name, which stays while a label that shows the value changes.
        let item = Self.item(for: control)
        mark(item)
        // A button shows its action: the declared action is reached through the button.
        if let press = control.input(as: ButtonPress.self) {
          items[Item(screen: item.screen, kind: "action", label: press.actionName), default: Use()].offered = true
        }
      }
    }
  }

  /// Records that a step acted on `item`.
  public mutating func act(on item: Item) {
    items[item, default: Use()].acted += 1
    items[item]?.seen = true
  }

  /// How many steps acted on `item`: what the explorer's choices favour the least of.
  public func uses(of item: Item) -> Int { items[item]?.acted ?? 0 }

  /// Adds `other`'s screens and items to these.
  public mutating func merge(_ other: UICoverage) {
    screens.formUnion(other.screens)
    for (item, use) in other.items {
      var mine = items[item] ?? Use()
      mine.seen = mine.seen || use.seen
      mine.acted += use.acted
      mine.offered = mine.offered || use.offered
      items[item] = mine
    }
  }

  /// The items reports count: all but the declared actions a button offers.
  public var counted: [(item: Item, use: Use)] {
    items.keys.sorted().compactMap { item in
      guard let use = items[item], !use.offered else { return nil }
      return (item, use)
    }
  }

  /// The share of items acted on, in percent; 0 when nothing was seen, so an empty walk
  /// never passes a `--coverage-min`.
  public var percent: Double {
    let counted = counted
    guard !counted.isEmpty else { return 0 }
    return Double(counted.filter { $0.use.acted > 0 }.count) * 100 / Double(counted.count)
  }

  /// The table printed on the terminal: per screen, each item with `acted` (and how often),
  /// `seen` or `never reached`, then the total.
  public var table: [String] {
    var rows: [[String]] = [["screen", "kind", "control", "use"]]
    let counted = counted
    for (item, use) in counted {
      let state = use.acted > 0 ? "acted \(use.acted)×" : use.seen ? "seen, not acted on" : "never reached"
      rows.append([item.screen, item.kind, item.label.escapingControlCharacters, state])
    }
    let acted = counted.filter { $0.use.acted > 0 }.count
    return Columns.format(rows) + [
      "UI coverage: \(Self.format(percent))% (\(acted) of \(counted.count) controls and actions acted on, on \(screens.count.counted("screen")))"
    ]
  }

  /// The record as JSON: screens, then items with their use, sorted, and the percentage.
  public func json() throws -> Data {
    struct Entry: Encodable {
      var screen: String
      var kind: String
      var label: String
      var seen: Bool
      var acted: Int
    }
    struct Document: Encodable {
      var percent: Double
      var screens: [String]
      var items: [Entry]
    }
    let entries = counted.map { item, use in
      Entry(screen: item.screen, kind: item.kind, label: item.label, seen: use.seen, acted: use.acted)
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return try encoder.encode(
      Document(percent: (percent * 10).rounded() / 10, screens: screens.sorted(), items: entries))
  }

  /// `percent` with one decimal, the same on every machine.
  public static func format(_ percent: Double) -> String {
    let tenths = Int((percent * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)"
  }

  /// The name a screen is known by: its view controller's ``ViewController/kindName``.
  @MainActor
  static func typeName(_ viewController: ViewController) -> String {
    viewController.kindName
  }

  /// The item `control` is counted as: its screen's kind, its kind and its name; a control in
  /// a row made for one element of a list's data, or drawn inside a `ForEach` element of a
  /// stack, counts once for all the rows of its screen (`a row's button`), since every
  /// element's row has it, told apart only by the data: a habit tracker's forty habits are
  /// one row, not forty controls named by their typed titles.
  @MainActor
  static func item(for control: VisibleControl) -> Item {
    let kind = control.kind.name
    if control.owner.isDataRow || control.isRepeated {
      return Item(screen: typeName(control.owner), kind: kind, label: "a row's \(kind)")
    }
    return Item(screen: typeName(control.owner), kind: kind, label: control.name)
  }

  private mutating func mark(_ item: Item) {
    items[item, default: Use()].seen = true
  }
}
