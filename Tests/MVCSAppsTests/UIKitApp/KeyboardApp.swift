// A SwiftUI file as written for iOS, unchanged: its buttons put the keyboard away through
// UIKit's window, the two ways apps reach it. UIKitTests drives it.
import SwiftUI
import UIKit

struct KeyboardApp: App {
  var body: some Scene {
    WindowGroup { NoteForm() }
  }
}

/// Two fields, one focused through a `Bool`, one through an optional enum.
struct NoteForm: View {
  enum Field { case note }

  @State private var title = ""
  @State private var note = ""
  @FocusState private var isTitleFocused: Bool
  @FocusState private var focus: Field?

  var body: some View {
    VStack {
      TextField("Title", text: $title)
        .focused($isTitleFocused)
      TextField("Note", text: $note)
        .focused($focus, equals: .note)
      Text("Title editing: \(isTitleFocused ? "yes" : "no")")
      Text("Note editing: \(focus == .note ? "yes" : "no")")
      Button("Done") {
        UIApplication.shared.windows.first?.endEditing(true)
      }
      Button("Hide Keyboard") {
        let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
        scene?.keyWindow?.endEditing(true)
      }
    }
  }
}
