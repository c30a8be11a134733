import MVCS

/// One note in the list: its title over the first line of its text.
final class NoteRowViewController: ViewController {
  var note: Note {
    didSet {
      title = note.title
      setNeedsDisplay()
    }
  }

  init(note: Note) {
    self.note = note
    super.init(name: note.title.dashedName, title: note.title)
  }

  override var body: any View {
    VStack(alignment: .leading) {
      Text(note.title, style: .bold)
      Text(note.text.split(separator: "\n").first.map(String.init) ?? "(no text)", style: .dim)
    }
  }
}
