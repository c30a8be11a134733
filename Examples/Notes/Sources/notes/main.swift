import MVCSCommandLine
import NotesKit

await MVCSCommandLine.main(apps: [NotesApp()], version: "1.0.0")
