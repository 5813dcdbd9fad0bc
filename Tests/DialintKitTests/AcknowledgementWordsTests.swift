import Testing
@testable import DialintKit

@Suite("Acknowledgement words")
struct AcknowledgementWordsTests {
    @Test func acknowledgements() {
        #expect(AcknowledgementWords.isAcknowledgement("OK"))
        #expect(AcknowledgementWords.isAcknowledgement("O.K."))
        #expect(AcknowledgementWords.isAcknowledgement("Got  it!"))
        #expect(AcknowledgementWords.isAcknowledgement("Done"))
        #expect(!AcknowledgementWords.isAcknowledgement("Erase"))
        #expect(!AcknowledgementWords.isAcknowledgement("Continue"))
    }

    @Test func spellingsOfOK() {
        for word in ["ok", "Ok", "OK", "okay", "OKAY", "O.K.", "o.k", ".ok"] {
            #expect(AcknowledgementWords.isSpellingOfOK(word), "\(word)")
        }
        for word in ["Okta", "Bokeh", "K", "o", "", "..", "Okays"] {
            #expect(!AcknowledgementWords.isSpellingOfOK(word), "\(word)")
        }
    }
}
