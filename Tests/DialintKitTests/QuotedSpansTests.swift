import Testing
@testable import DialintKit

@Suite("Quoted spans")
struct QuotedSpansTests {
    @Test func spansIncludeTheMarks() {
        let text = AnalyzedText("Tap “Delete” or \"Cancel\".")
        #expect(text.quotedSpans.map(\.inner) == ["Delete", "Cancel"])
        #expect(text.quotedSpans.map { text.text.utf8Slice($0.range) } == ["“Delete”", "\"Cancel\""])
        #expect(AnalyzedText("Don’t tap ‘Rename’ now").quotedSpans.map(\.inner) == ["Rename"])
        #expect(AnalyzedText("It’s a photo’s name").quotedSpans.isEmpty)
        #expect(AnalyzedText("An “unclosed quote").quotedSpans.isEmpty)
        #expect(AnalyzedText("Tippen Sie auf „Sichern“ oder ‚Löschen‘").quotedSpans.map(\.inner) == ["Sichern", "Löschen"])
        #expect(AnalyzedText("»Sichern« und «Löschen»").quotedSpans.map(\.inner) == ["Sichern", "Löschen"])
    }

    @Test func adjacentSpansAndRanges() {
        let text = AnalyzedText("«Oui» “A” “B c”")
        #expect(text.quotedSpans.map(\.inner) == ["Oui", "A", "B c"])
        let span = text.quotedSpans[2]
        #expect(text.text.utf8Slice(span.innerRange) == "B c")
        #expect(span.range.lowerBound == span.innerRange.lowerBound - "“".utf8.count)
        #expect(span.range.upperBound == span.innerRange.upperBound + "”".utf8.count)
    }
}
