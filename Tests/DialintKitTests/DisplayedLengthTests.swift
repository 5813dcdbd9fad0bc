import Testing
@testable import DialintKit

@Suite("Displayed length")
struct DisplayedLengthTests {
    @Test func displayedLengthCountsWhatPeopleSee() {
        #expect("  Café  ".displayedLength == 4)
        #expect("👨‍👩‍👧 🇫🇷".displayedLength == 3)
        #expect("Delete %@?".displayedLength == 10)
        #expect(" \n ".displayedLength == 0)
        #expect("{name} saved".displayedLength == 12)
    }
}
