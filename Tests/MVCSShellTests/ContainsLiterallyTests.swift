import Testing

@testable import MVCSShell

/// The byte search explore matches labels and clues with, in place of Foundation's `contains`.
@Suite struct ContainsLiterallyTests {
  @Test func findsAWordAnywhereAndOnlyWhole() {
    #expect("delete list".containsLiterally("delete"))
    #expect("undelete".containsLiterally("delete"))
    #expect("list delete".containsLiterally("delete"))
    #expect(!"delet".containsLiterally("delete"))
    #expect(!"deletE".containsLiterally("delete"), "bytes, not case-folded: callers lower-case first")
    #expect("ddelete".containsLiterally("delete"), "a false start is not the end of the search")
  }

  @Test func theEmptyNeedleIsEverywhereAndUnicodeIsComparedByItsBytes() {
    #expect("".containsLiterally(""))
    #expect("abc".containsLiterally(""))
    #expect("e-mail ✉︎ address".containsLiterally("✉︎ addr"))
    #expect(!"café".containsLiterally("cafe"))
  }
}
