import MVCS
import MVCSTesting
import Testing

/// A toolbar's `.keyboard` items show under the screen while a field has focus, as iOS shows
/// them over the keyboard (which covers the bottom bar meanwhile), and go when focus goes.
@MainActor
@Suite struct KeyboardToolbarTests {
  struct AmountView: View {
    @State private var amount = 0.0
    @State private var note = ""
    @FocusState private var amountIsFocused: Bool

    var body: some View {
      NavigationStack {
        Form {
          TextField("Amount", value: $amount, format: .number)
            .focused($amountIsFocused)
          TextField("Note", text: $note)
        }
        .navigationTitle("Tip")
        .toolbar {
          ToolbarItemGroup(placement: .keyboard) {
            Spacer()
            Button("Done") { amountIsFocused = false }
          }
          ToolbarItem(placement: .bottomBar) {
            Button("Help") {}
          }
        }
      }
    }
  }

  @Test func doneShowsWhileTheAmountHasFocus() async {
    let shell = TestShell(app: HostedApp("tip") { AmountView() }, width: 30)
    await shell.expectScreen(
      """
      Tip
      ──────────────────────────────
        Amount: [0                 ]
        Note: [                    ]
      [Help]
      """)
    await shell.run("fill Amount 12")
    await shell.expectScreen(
      """
      Tip
      ──────────────────────────────
        Amount: [12                ]
        Note: [                    ]
                              [Done]
      """)
    // The keyboard covers the bottom bar while it is up.
    await shell.run("expect hides Help")
    await shell.run("tap Done")
    await shell.run("expect hides Done")
    await shell.run("expect shows Help")
    // A field the focus state does not follow raises no keyboard of its own here.
    await shell.run("fill Note lunch")
    await shell.run("expect hides Done")
    let error = await shell.error("tap Done")
    #expect(error?.message == "no button 'Done' on the screen")
  }
}
