import MVCS

/// A message whose "Reply" button presents a prompt; what is sent becomes the message.
final class ReplyDemoViewController: MessageViewController {
  init() {
    super.init(name: "message", title: "Message", message: "No reply yet.", image: "✉")
    button = .init("Reply") { [unowned self] in presentPrompt() }
  }

  private func presentPrompt() {
    present(
      PromptViewController(
        name: "reply", title: "Reply", message: "Write a reply",
        fields: [PromptField(label: "Text", placeholder: "Your reply")],
        buttons: [
          PromptButton("Cancel", role: .cancel),
          PromptButton("Send") { [unowned self] values in
            // An empty reply is ignored, as MVCTodo ignores an empty name.
            guard let text = values.first, !text.isEmpty else { return }
            message = "Reply: \(text)"
          },
        ]))
  }
}
