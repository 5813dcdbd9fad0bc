import Testing
@testable import DialintKit

@Suite("Whitespace")
struct WhitespaceTests {
    @Test func blankTexts() {
        for text in ["", " ", "\t\n\r\n", "\u{00A0}", " \u{3000} ", "\u{2028}", "\u{0085}"] {
            #expect(text.isBlank, "\(text.debugDescription)")
        }
        for text in ["a", " a ", "\u{00A0}x", "%@", "\u{200B}", "é", " \u{301}x", "\r\né", "\r\n\r\n日本"] {
            #expect(!text.isBlank, "\(text.debugDescription)")
        }
        #expect("  Save  ".dropFirst(2).dropLast(2).isBlank == false)
        #expect("ab  ".dropFirst(2).isBlank)
    }

    @Test func collapsedWhitespace() {
        #expect(" Got\u{00A0} it\n".collapsingWhitespace == "Got it")
        #expect("Delete…".collapsingWhitespace == "Delete…")
        #expect("  ".collapsingWhitespace == "")
        #expect("a\t\tb c".collapsingWhitespace == "a b c")
    }

    @Test func readingAPhrase() {
        for text in ["Cancel", "cancel", " CANCEL ", "Cancel\n", "\u{00A0}Cancel"] {
            #expect(text.reads("cancel"), "\(text.debugDescription)")
        }
        for text in ["Cancel Order", "Cancel.", "Cancelled", "", "   ", "Annuler", "can cel"] {
            #expect(!text.reads("cancel"), "\(text.debugDescription)")
        }
        #expect("Not  now".reads("not now"))
        #expect(!"Not".reads("not now"))
    }
}
