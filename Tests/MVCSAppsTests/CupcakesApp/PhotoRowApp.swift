// A SwiftUI file as written for iOS: NetworkTests counts the requests its photo makes.
import SwiftUI

/// A row whose photo's placeholder is a progress view: the content changes its kind of view
/// once the image has loaded.
struct PhotoRowApp: App {
  var body: some Scene {
    WindowGroup {
      List {
        HStack {
          // swift-format-ignore: NeverForceUnwrap
          AsyncImage(url: URL(string: "https://cupcakes.example/photos/lemon.png")!) { image in
            image.resizable()
          } placeholder: {
            ProgressView()
          }
          Text("Lemon")
        }
      }
    }
  }
}
