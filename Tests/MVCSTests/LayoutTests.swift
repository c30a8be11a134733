import MVCS
import Observation
import Testing

/// What each layout view draws, as a user sees it in a terminal.
@MainActor
@Suite struct LayoutTests {
  private func screen(width: Int, _ content: @escaping () -> any View) -> RenderedScreen {
    Renderer(width: width).render(StubViewController("stub", content: content))
  }

  private func render(width: Int, _ content: @escaping () -> any View) -> [String] {
    screen(width: width, content).text(color: false)
  }

  private func spaces(_ count: Int) -> String { String(repeating: " ", count: count) }

  // MARK: Text

  @Test func textWrapsEmojiAndCJKByColumns() {
    #expect(render(width: 10) { Text("📝 Groceries for the week") } == ["📝", "Groceries", "for the", "week"])
    #expect(render(width: 9) { Text("日本語 と 한국어") } == ["日本語 と", "한국어"])
  }

  @Test func lineLimitEndsTheLastLineWithAnEllipsis() {
    #expect(render(width: 10) { Text("Tap the button to create").lineLimit(1) } == ["Tap the b…"])
    #expect(render(width: 10) { Text("Tap the button to create", lineLimit: 2) } == ["Tap the", "button to…"])
    #expect(render(width: 10) { Text("Tap the button to create").lineLimit(3) } == ["Tap the", "button to", "create"])
    #expect(render(width: 10) { Text("short").lineLimit(1) } == ["short"])
  }

  @Test func lineLimitNeverSplitsAWideCharacter() {
    #expect(render(width: 8) { Text("日本語の文章です").lineLimit(1) } == ["日本語…"])
    #expect(render(width: 8) { Text("👍🏽 great work team").lineLimit(1) } == ["👍🏽 grea…"])
  }

  @Test func lineLimitMarksParagraphsLeftOut() {
    #expect(render(width: 10) { Text("one\ntwo\nthree").lineLimit(2) } == ["one", "two…"])
  }

  @Test(arguments: 8...24)
  func truncatedTextFitsTheWidthAndTheLineCount(width: Int) {
    let lines = render(width: width) { Text("📝 日本語のメモ: buy 🥛 milk and 🍞 bread\nsecond 한국어 line").lineLimit(2) }
    #expect(lines.count <= 2)
    #expect(lines.allSatisfy { $0.displayWidth <= width }, "\(lines)")
    #expect(lines.last?.hasSuffix("…") == true)
  }

  @Test func truncationByColumns() {
    #expect("Groceries for the week".truncated(toColumns: 10) == "Groceries…")
    #expect("日本語".truncated(toColumns: 4) == "日…")
    #expect("Milk".truncated(toColumns: 4) == "Milk")
    #expect("Milk".truncated(toColumns: 0) == "")
  }

  @Test func renderedLinePrefixKeepsStylesAndWholeCharacters() {
    var line = RenderedLine("ab", style: .bold)
    line.append("日本", style: .dim)
    #expect(line.prefix(columns: 3).plainText == "ab")
    #expect(line.prefix(columns: 3).width == 2)
    #expect(line.prefix(columns: 4).text(color: true) == "\u{1B}[1mab\u{1B}[0m\u{1B}[2m日\u{1B}[0m")
    #expect(line.prefix(columns: 10) == line)
  }

  // MARK: Stacks

  @Test func vStackAlignsEachViewAsABlockAcrossItsWidestLine() {
    func stack(_ alignment: HorizontalAlignment) -> [String] {
      render(width: 20) {
        VStack(alignment: alignment) {
          Text("ab")
          Text("abcdef")
        }
      }
    }
    #expect(stack(.leading) == ["ab", "abcdef"])
    #expect(stack(.center) == ["  ab", "abcdef"])
    #expect(stack(.trailing) == ["    ab", "abcdef"])
    #expect(
      render(width: 20) {
        VStack(alignment: .trailing) {
          Text("a\nbbb")
          Text("cccccc")
        }
      } == ["   a", "   bbb", "cccccc"])
  }

  @Test func vStackCentresOnTheWholeWidthNextToADividerLeaningLeft() {
    let lines = render(width: 10) {
      VStack(alignment: .center) {
        Text("Title")
        Divider()
      }
    }
    #expect(lines == ["  Title", String(repeating: "─", count: 10)])
  }

  @Test func vStackSpacingAddsBlankLines() {
    #expect(
      render(width: 20) {
        VStack(alignment: .leading, spacing: 32) {
          Text("a")
          Text("b")
        }
      } == ["a", "", "", "b"])
  }

  @Test func hStackAlignsViewsOfDifferentHeights() {
    func stack(_ alignment: VerticalAlignment) -> [String] {
      render(width: 20) {
        HStack(alignment: alignment) {
          Text("a\nb\nc")
          Text("x")
        }
      }
    }
    #expect(stack(.top) == ["a x", "b", "c"])
    #expect(stack(.center) == ["a", "b x", "c"])
    #expect(stack(.bottom) == ["a", "b", "c x"])
  }

  @Test func hStackSpacingPutsColumnsBetweenViews() {
    #expect(
      render(width: 20) {
        HStack(alignment: .top, spacing: 24) {
          Text("a")
          Text("日本")
          Text("b")
        }
      } == ["a   日本   b"])
  }

  @Test func textInARowGivesWayToAButtonThatKeepsItsLabelWhole() {
    let screen = screen(width: 10) {
      HStack(alignment: .top) {
        Text("abcdefghij")
        Text("gone")
        Button("Go", action: "go")
      }
    }
    #expect(screen.text(color: false) == ["a… g… [Go]"])
    #expect(screen.controls(.button).map(\.label) == ["Go"])
  }

  @Test func aRowLeavesOutTheViewsThatDoNotFitEvenAtTheirNarrowest() {
    let screen = screen(width: 10) {
      HStack(alignment: .top) {
        Button("Open", action: "open")
        Text("x").frame(width: 48)
        Button("Gone", action: "gone")
      }
    }
    #expect(screen.text(color: false) == ["[Open]", "[Gone]"])
    #expect(screen.controls(.button).map(\.label) == ["Open", "Gone"])
    let cut = self.screen(width: 10) {
      HStack(alignment: .top) {
        Button("Open", action: "open")
        Text("x").frame(width: 48)
        Text("gone")
      }
    }
    #expect(cut.text(color: false) == ["[Open]"])
  }

  @Test func aRowOfButtonsWrapsWholeButtonsNeverCuttingALabel() {
    let lines = render(width: 20) {
      HStack(alignment: .top) {
        Button("Cancel", action: "cancel")
        Button("Create", action: "create")
        Spacer()
        Button("Help", action: "help")
      }
    }
    #expect(lines == ["[Cancel] [Create]", "[Help]"])
  }

  @Test func aButtonWiderThanTheLineWrapsItsLabelAtWords() {
    let screen = screen(width: 12) { Button("Download Another Image", action: "download") }
    #expect(screen.text(color: false) == ["[Download", "Another", "Image]"])
    #expect(screen.controls(.button).map(\.label) == ["Download Another Image"])
  }

  // MARK: Spacer

  @Test func aSpacerPushesLaterViewsToTheRightEdge() {
    let lines = render(width: 20) {
      HStack(alignment: .top) {
        Button("<", action: "back")
        Spacer()
        Button(">", action: "next")
      }
    }
    #expect(lines == ["[<]" + spaces(14) + "[>]"])
  }

  @Test func aSpacerCountsWideCharactersByColumns() {
    let lines = render(width: 10) {
      HStack(alignment: .top) {
        Text("日本")
        Spacer()
        Text("📝")
      }
    }
    #expect(lines == ["日本    📝"])
    #expect(lines[0].displayWidth == 10)
  }

  @Test func spacersShareTheLeftoverEvenlyTheOddColumnsGoingLast() {
    let centred = { (width: Int) in
      self.render(width: width) {
        HStack(alignment: .top) {
          Spacer()
          Text("ab")
          Spacer()
        }
      }
    }
    #expect(centred(12) == [spaces(5) + "ab"])  // 8 left over: 4 and 4
    #expect(centred(11) == [spaces(4) + "ab"])  // 7 left over: 3 and 4
    let three = render(width: 12) {
      HStack(alignment: .top, spacing: 0) {
        Text("a")
        Spacer()
        Text("b")
        Spacer()
        Text("c")
        Spacer()
        Text("d")
      }
    }
    #expect(three == ["a  b   c   d"])  // 8 left over: 2, 3 and 3
  }

  @Test func aSpacerInAVStackIsOneBlankLine() {
    #expect(
      render(width: 20) {
        VStack(alignment: .leading) {
          Text("a")
          Spacer()
          Text("b")
        }
      } == ["a", "", "b"])
  }

  // MARK: Button, Divider

  @Test func aDisabledButtonIsDimAndMarkedAndStillListed() {
    let screen = screen(width: 20) { Button("Reset", action: "reset", isEnabled: false) }
    // Marked, so a reader without colour (a CI log, an agent) tells it from an enabled one.
    #expect(screen.text(color: false) == ["[⊘ Reset]"])
    #expect(screen.text(color: true) == ["\u{1B}[2m[⊘ Reset]\u{1B}[0m"])
    #expect(screen.controls(.button).map(\.isEnabled) == [false])
  }

  @Test func aDividerSpansTheWidth() {
    #expect(render(width: 12) { Divider() } == [String(repeating: "─", count: 12)])
  }

  // MARK: TextField

  @Test func aTextFieldShowsItsTextInABoxFillingTheWidth() {
    var title = "Milk"
    let lines = render(width: 24) {
      TextField(label: "Title", text: Binding(get: { title }, set: { title = $0 }), placeholder: "e.g. Bread")
    }
    #expect(lines == ["Title: [Milk" + spaces(11) + "]"])
    #expect(lines[0].displayWidth == 24)
  }

  @Test func anEmptyTextFieldShowsItsPlaceholderMarkedAndDim() {
    let screen = screen(width: 24) {
      TextField(label: "Title", text: .constant(""), placeholder: "e.g. Bread")
    }
    #expect(screen.text(color: false) == ["Title: [‹e.g. Bread›" + spaces(3) + "]"])
    #expect(screen.text(color: true) == ["Title: [\u{1B}[2m‹e.g. Bread›\u{1B}[0m" + spaces(3) + "]"])
  }

  @Test func aTextFieldCutsLongTextAndLabelsToFit() {
    let long = render(width: 24) {
      TextField(label: "Title", text: .constant("Organic whole milk from the farm"))
    }
    #expect(long == ["Title: [Organic whole… ]"])
    let longLabel = render(width: 20) {
      TextField(label: "A very long label indeed", text: .constant("Milk"))
    }
    #expect(longLabel == ["A very long…: [Milk]"])
    let wide = render(width: 14) { TextField(label: "品名", text: .constant("牛乳と卵とパン")) }
    #expect(wide == ["品名: [牛乳… ]"])
    #expect(wide[0].displayWidth == 14)
  }

  @Test func aTextFieldEscapesControlCharacters() {
    #expect(
      render(width: 20) { TextField(label: "N\u{1B}", text: .constant("a\u{1B}[2Jb")) } == ["N^[: [a^[[2Jb      ]"])
  }

  @Test func aTextFieldRegistersItselfAndTypingGoesThroughItsBinding() throws {
    let model = Draft()
    let editor = StubViewController("editor") {
      VStack(alignment: .leading) {
        TextField(label: "Title", text: Binding(get: { model.title }, set: { model.title = $0 }), placeholder: "Milk")
        TextField(label: "Note", text: .constant(""), isEnabled: false)
      }
    }
    let screen = Renderer(width: 20).render(editor)
    #expect(screen.controls(.textField).map(\.label) == ["Title", "Note"])
    #expect(screen.controls(.textField).map(\.placeholder) == ["Milk", ""])
    #expect(screen.controls(.textField).map(\.isEnabled) == [true, false])
    #expect(screen.controls(.textField).allSatisfy { $0.owner === editor })
    try #require(screen.controls(.textField).first?.input(as: TextEntry.self)).enter("Bread")
    #expect(model.title == "Bread")
    #expect(Renderer(width: 20).render(editor).text(color: false).first == "Title: [Bread      ]")
  }

  @Test func aDisabledTextFieldIsDimAndMarked() {
    let screen = screen(width: 12) { TextField(label: "N", text: .constant("ab"), isEnabled: false) }
    #expect(screen.text(color: true) == ["\u{1B}[2m⊘ N: [ab   ]\u{1B}[0m"])
  }

  @Test func everyDisabledControlIsMarkedWithoutColour() {
    let screen = screen(width: 40) {
      VStack(alignment: .leading) {
        Toggle("Wi-Fi", isOn: .constant(true))
        Stepper("Size", value: .constant(4), in: 1...7)
        Picker("Sort", selection: .constant(1)) {
          Text("A").tag(1)
          Text("B").tag(2)
        }
        .pickerStyle(.menu)
        Picker("Mode", selection: .constant(1)) {
          Text("A").tag(1)
          Text("B").tag(2)
        }
        .pickerStyle(.segmented)
        Picker("Ring", selection: .constant(1)) { Text("A").tag(1) }
        TextField("Name", text: .constant(""), prompt: "iPhone")
        SecureField("Code", text: .constant("12"))
        TextEditor("Notes", text: .constant("x"))
        Stepper("", value: .constant(4), in: 1...7)
      }
      .disabled(true)
    }
    #expect(
      screen.text(color: false) == [
        "[x] ⊘ Wi-Fi", "⊘ Size: 4 (-/+)", "⊘ Sort: [A ▾]", "⊘ Mode: [ *A* | B ]", "⊘ Ring: [A ▾]",
        "⊘ Name: [‹iPhone›                      ]", "⊘ Code: [••                            ]",
        "┌─ ⊘ Notes ────────────────────────────┐", "│ x                                    │",
        "└──────────────────────────────────────┘", "⊘ 4 (-/+)",
      ])
    #expect(screen.controls.allSatisfy { !$0.isEnabled })
  }

  // MARK: Box

  @Test func aBoxDrawsABorderWithItsTitle() {
    let lines = render(width: 16) {
      Box(title: "Groceries") {
        Text("Milk")
        Button("Add", action: "add")
      }
    }
    #expect(
      lines == [
        "┌─ Groceries ──┐",
        "│ Milk         │",
        "│ [Add]        │",
        "└──────────────┘",
      ])
  }

  @Test func aBoxLaysItsContentOutFourColumnsNarrower() {
    let lines = render(width: 10) { Box { Text("one two three 日本語日本語") } }
    #expect(
      lines == [
        "┌────────┐",
        "│ one    │",
        "│ two    │",
        "│ three  │",
        "│ 日本語 │",
        "│ 日本語 │",
        "└────────┘",
      ])
    #expect(lines.allSatisfy { $0.displayWidth == 10 })
  }

  @Test func aBoxCutsALongTitle() {
    #expect(render(width: 12) { Box(title: "Groceries") {} } == ["┌─ Groce… ─┐", "└──────────┘"])
    #expect(render(width: 12) { Box(title: "日本語のリスト") {} } == ["┌─ 日本… ──┐", "└──────────┘"])
  }

  @Test func aBoxBorderIsDimOnlyWithColour() {
    let screen = screen(width: 8) { Box(title: "A") { Text("b") } }
    #expect(screen.text(color: false) == ["┌─ A ──┐", "│ b    │", "└──────┘"])
    #expect(screen.text(color: true)[0] == "\u{1B}[2m┌─\u{1B}[0m \u{1B}[1mA\u{1B}[0m \u{1B}[2m──┐\u{1B}[0m")
  }

  // MARK: NavigationBar

  @Test func aNavigationBarCentresItsTitleBetweenItsButtons() {
    let screen = screen(width: 40) {
      NavigationBar(
        title: "Groceries", leading: [Button("< Lists", action: "back")], trailing: [Button("Edit", action: "edit")])
    }
    #expect(screen.text(color: false) == ["[< Lists]" + spaces(6) + "Groceries" + spaces(10) + "[Edit]", rule(40)])
    #expect(screen.controls(.button).map(\.label) == ["< Lists", "Edit"])
    #expect(screen.controls(.button).allSatisfy { $0.owner.name == "stub" })
  }

  @Test func aNavigationBarMovesTheTitleOffCentreBeforeCuttingIt() {
    let bar = NavigationBar(
      title: "Groceries", leading: [Button("< Lists", action: "back")], trailing: [Button("Edit", action: "edit")])
    #expect(render(width: 30) { bar } == ["[< Lists] Groceries     [Edit]", rule(30)])
    #expect(render(width: 20) { bar } == ["[< Lists] Gr… [Edit]", rule(20)])
  }

  @Test func aNavigationBarLeavesOutTrailingButtonsThatDoNotFit() {
    let screen = screen(width: 12) {
      NavigationBar(
        title: "Groceries", leading: [Button("< Lists", action: "back")],
        trailing: [Button("Share", action: "share"), Button("Edit", action: "edit")])
    }
    #expect(screen.text(color: false) == ["[< Lists] G…", rule(12)])
    #expect(screen.controls(.button).map(\.label) == ["< Lists"])
  }

  @Test func aNavigationBarWithoutButtonsCentresOnTheWholeWidth() {
    #expect(render(width: 11) { NavigationBar(title: "日本") } == ["   日本", rule(11)])
  }

  @Test func aNavigationBarTitleIsBoldOnlyWithColour() {
    let screen = screen(width: 9) { NavigationBar(title: "Hi") }
    #expect(screen.text(color: false)[0] == "   Hi")
    #expect(screen.text(color: true)[0] == "   \u{1B}[1mHi\u{1B}[0m")
  }

  // MARK: Colour

  @Test func stylesBecomeANSIOnlyWithColour() {
    let screen = screen(width: 30) {
      VStack(alignment: .leading) {
        Text("title", style: .bold)
        Text("aside", style: .italic)
        Box(title: "B") { Divider() }
        NavigationBar(title: "N", trailing: [Button("x", action: "x")])
        TextField(label: "F", text: .constant(""), placeholder: "p")
      }
    }
    #expect(!screen.text(color: false).joined().contains("\u{1B}"))
    #expect(screen.text(color: true)[1] == "\u{1B}[3maside\u{1B}[0m")
  }

  // MARK: Every view

  @Test(arguments: 8...32)
  func noViewDrawsWiderThanItsWidth(width: Int) {
    let screen = screen(width: width) {
      VStack(alignment: .center) {
        NavigationBar(
          title: "日本語のリスト", leading: [Button("< Back", action: "back")],
          trailing: [Button("Edit", action: "edit"), Button("📤", action: "share")])
        NavigationBar(title: "Only", leading: [Button("123456", action: "a")])
        Box(title: "Groceries for the week") {
          Text("📝 Milk, 牛乳 and bread").lineLimit(2)
          TextField(label: "A long label", text: .constant("whole milk"))
          HStack(alignment: .center) {
            Text("a\nb")
            Spacer()
            Button("Add", action: "add")
          }
        }
        HStack(alignment: .top) {
          Spacer()
          Text("centred 日本")
          Spacer()
        }
      }
    }
    #expect(screen.lines.allSatisfy { $0.width <= width }, "\(screen.text(color: false))")
  }

  private func rule(_ width: Int) -> String { String(repeating: "─", count: width) }
}

/// A model a text field edits; observable, so typing into the field redraws it.
@MainActor
@Observable
final class Draft {
  var title = ""
}

/// Layout that holds: rows share their width as SwiftUI's stacks do, frames, padding and
/// priorities, all measured in display columns.
@MainActor
@Suite struct RowLayoutTests {
  private func render(width: Int, _ content: @escaping () -> any View) -> [String] {
    Renderer(width: width).render(StubViewController("stub", content: content)).text(color: false)
  }

  /// A title far wider than any screen, with wide characters among narrow ones.
  static let longTitle =
    "Quarterly 📦 shipping and 日本語 handling for the warehouse on the other side of town, "
    + String(repeating: "with every pallet counted twice 🧾 ", count: 8)

  @Test(arguments: [20, 40, 80, 200])
  func theLongTitleRowKeepsTheAmountWholeOnOneLine(width: Int) {
    let lines = render(width: width) {
      HStack(alignment: .top) {
        Text(Self.longTitle)
        Spacer()
        Text("$123.45")
      }
    }
    #expect(lines.count == 1, "\(lines)")
    let line = lines[0]
    #expect(line.hasSuffix(" $123.45"), "\(line)")
    #expect(line.displayWidth == width, "\(line)")
    // The cut never splits a wide character nor ends on a blank, so the title may be a
    // column or two short of its share.
    var title = line.dropLast(" $123.45".count)
    while title.last == " " { title.removeLast() }
    #expect(title.hasSuffix("…"), "\(line)")
    #expect(String(title).displayWidth >= width - " $123.45".count - 3, "\(line)")
    #expect(Self.longTitle.hasPrefix(title.dropLast()), "\(line)")
  }

  @Test func wideCharactersAreCutByColumnsNeverSplit() {
    for width in 20...30 {
      let lines = render(width: width) {
        HStack(alignment: .top) {
          Text("日本語の長いタイトルです、とても長い")
          Text("¥1,234")
        }
      }
      #expect(lines.count == 1)
      #expect(lines[0].displayWidth <= width, "\(lines)")
      #expect(lines[0].hasSuffix(" ¥1,234"), "\(lines)")
    }
  }

  @Test func theWidestViewGivesWayFirstAndPriorityKeepsAViewWhole() {
    #expect(
      render(width: 20) {
        HStack(alignment: .top) {
          Text("abcdefghijklmnop")
          Text("qrstuvwxyz")
        }
      } == ["abcdefghi… qrstuvwx…"])
    #expect(
      render(width: 20) {
        HStack(alignment: .top) {
          Text("abcdefghijklmnop")
          Text("qrstuvwxyz").layoutPriority(1)
        }
      } == ["abcdefgh… qrstuvwxyz"])
  }

  @Test func aFixedFrameTakesItsWidthAndAlignsItsContent() {
    #expect(
      render(width: 30) {
        HStack(alignment: .top, spacing: 0) {
          Text("ab").frame(width: 48, alignment: .leading)
          Text("cd").frame(width: 48, alignment: .center)
          Text("ef").frame(width: 48, alignment: .trailing)
          Text("|")
        }
      } == ["ab      cd      ef|"])
    #expect(render(width: 30) { Text("a long title").frame(width: 48) } == ["a long", "title"])
    #expect(render(width: 30) { HStack(alignment: .top) { Text("a long title").frame(width: 48) } } == ["a lon…"])
  }

  @Test func aFrameWithAMaximumTakesWhatItIsOfferedUpToIt() {
    #expect(
      render(width: 20) {
        HStack(alignment: .top, spacing: 0) {
          Text("ab").frame(maxWidth: .infinity, alignment: .leading)
          Text("|")
        }
      } == ["ab                 |"])
    #expect(
      render(width: 20) {
        HStack(alignment: .top, spacing: 0) {
          Text("ab").frame(maxWidth: 48, alignment: .trailing)
          Text("|")
        }
      } == ["    ab|"])
    #expect(
      render(width: 20) {
        HStack(alignment: .top, spacing: 0) {
          Text("ab").frame(minWidth: 32, alignment: .center)
          Text("|")
        }
      } == [" ab |"])
  }

  @Test func twoFlexibleViewsShareTheRowEvenly() {
    #expect(
      render(width: 21) {
        HStack(alignment: .top) {
          Text("a").frame(maxWidth: .infinity, alignment: .leading)
          Text("b").frame(maxWidth: .infinity, alignment: .trailing)
        }
      } == ["a                   b"])
  }

  @Test func paddingAddsColumnsAndLines() {
    #expect(render(width: 20) { Text("Total").padding(.horizontal, 16) } == ["  Total"])
    #expect(render(width: 20) { Text("Saved").padding() } == ["", "  Saved", ""])
    #expect(
      render(width: 12) {
        HStack(alignment: .top, spacing: 0) {
          Text("a long title").padding(.leading, 16)
          Text("|")
        }
      } == ["  a long t…|"])
  }

  @Test func aLineLimitLetsTextWrapInARow() {
    #expect(
      render(width: 14) {
        HStack(alignment: .top) {
          Text("one two three four").lineLimit(2)
          Text("$5")
        }
      } == ["one two     $5", "three four"])
  }

  @Test func twoLongTextsShareTheRowTheFirstKeepingTheOddColumn() {
    #expect(
      render(width: 10) {
        HStack(alignment: .top) {
          Text("abcdefghijklmnop")
          Text("qrstuvwxyz")
        }
      } == ["abcd… qrs…"])
  }
}
