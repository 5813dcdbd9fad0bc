import Testing
@testable import DialintKit

@Suite("Whitespace")
struct WhitespaceTests {
    @Test func blankTexts() {
        // Invisible format characters show nothing either: a title of a zero-width space is blank.
        for text in ["", " ", "\t\n\r\n", "\u{00A0}", " \u{3000} ", "\u{2028}", "\u{0085}", "\u{200B}", " \u{FEFF}\u{2060} "] {
            #expect(text.isBlank, "\(text.debugDescription)")
        }
        for text in ["a", " a ", "\u{00A0}x", "%@", "\u{200B}x", "é", " \u{301}x", "\r\né", "\r\n\r\n日本"] {
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
        // Decided past the ASCII bytes: a space joined to a combining accent is still whitespace,
        // and the Kelvin sign lowercases to an ASCII "k".
        #expect("Not \u{301}now".reads("not now"))
        #expect("Ok\u{212A}".reads("okk"))
        #expect(!"Cancel\u{301}".reads("cancel"))
    }

    /// ASCII text takes a byte-by-byte path; every ASCII text of up to four of these bytes must read
    /// as splitting by `Character.isWhitespace` reads it (0x1C to 0x1F are separators, not whitespace).
    @Test func asciiTextMatchesTheCharacterDefinition() {
        let bytes: [UInt8] = [0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x1C, 0x1F, 0x41, 0x61, 0x2E]
        var texts: [String] = [""]
        for _ in 0..<4 {
            texts += texts.flatMap { text in bytes.map { text + String(UnicodeScalar($0)) } }
        }
        texts = Array(Set(texts))
        for text in texts {
            let collapsed = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(text.collapsingWhitespace == collapsed, "\(text.debugDescription)")
            #expect(Substring(text).collapsingWhitespace == collapsed, "\(text.debugDescription)")
            for phrase in ["a", "a a", "a.", "aa a"] {
                #expect(text.reads(phrase) == (collapsed.lowercased() == phrase), "\(text.debugDescription) \(phrase)")
            }
        }
    }
}
