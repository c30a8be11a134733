/// A view controller that owns a SwiftUI view, as ZeeZide's `ViewController` is: subclass it
/// and write `var view: some View`.
///
/// In a file that imports `MVCSUI`, `ViewController` names MVCS's view controller class and
/// ``ViewOwning`` together, so the seed's shape compiles as written, and a subclass that
/// overrides `body` instead works as anywhere else:
///
/// ```swift
/// final class RedPandaCard: ViewController {
///   var view: some View {
///     VStack {
///       Text("Red Panda")
///       Button(action: fetch) { Text("Fetch") }
///     }
///   }
///   private func fetch() { … }
/// }
/// ```
///
/// Used as a type rather than a superclass, write `MVCS.ViewController` (or `any
/// ViewController`): a parameter of type `ViewController` here is the pair of them.
public typealias ViewController = MVCS.ViewController & ViewOwning
