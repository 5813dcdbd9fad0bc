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
}
