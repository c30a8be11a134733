// A SwiftUI app's file as written for iOS, unchanged: it imports UIKit and CoreGraphics beside
// SwiftUI for haptics, Settings, a UIKit colour and image, the screen's size and a CGVector.
// UIKitTests drives it.
import CoreGraphics
import SwiftUI
import UIKit

struct FeedbackApp: App {
  var body: some Scene {
    WindowGroup { FeedbackView() }
  }
}

/// Buttons that play haptics and open Settings.
struct FeedbackView: View {
  @State private var opened = "not yet"

  var body: some View {
    VStack {
      Text("Settings: \(opened)")
        .foregroundStyle(Color(uiColor: .secondaryLabel))
      if let star = UIImage(systemName: "star.fill") { Image(uiImage: star) }
      if let logo = UIImage(named: "logo") { Image(uiImage: logo) }
      Button("Tap") { UIImpactFeedbackGenerator(style: .medium).impactOccurred() }
      Button("Soft") { UIImpactFeedbackGenerator(style: .soft).impactOccurred(intensity: 0.5) }
      Button("Win") { UINotificationFeedbackGenerator().notificationOccurred(.success) }
      Button("Pick") {
        let generator = UISelectionFeedbackGenerator()
        generator.prepare()
        generator.selectionChanged()
      }
      Button("Settings") {
        if let url = URL(string: UIApplication.openSettingsURLString) {
          UIApplication.shared.open(url) { success in opened = success ? "opened" : "refused" }
        }
      }
      Text("Width: \(Int(UIScreen.main.bounds.width))")
      Text("Push: \(Int(CGVector(dx: 3, dy: 4).dy))")
    }
  }
}
