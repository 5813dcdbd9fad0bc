/// The spans of a text that stand inside quotation marks, with the marks themselves:
/// `Tap “Delete”` holds one span whose inner text is `Delete`.
extension AnalyzedText {
    /// One quoted span.
    public struct QuotedSpan: Sendable, Hashable {
        /// UTF-8 offsets from the opening mark to the end of the closing mark.
        public var range: Range<Int>
        /// UTF-8 offsets of the text between the marks.
        public var innerRange: Range<Int>
        /// The text between the marks.
        public var inner: String
    }

    /// Every quoted span, in order (straight or curly double quotes, single quotes, guillemets; not code
    /// between backticks).
    public var quotedSpans: [QuotedSpan] {
        var spans: [QuotedSpan] = []
        var index = 0
        while index < tokens.count {
            guard isQuoted[index] else {
                index += 1
                continue
            }
            var end = index
            while end + 1 < tokens.count, isQuoted[end + 1] { end += 1 }
            // The marks are the tokens right around the run (isQuoted marks only the inside).
            // Code between backticks is quoted text for the analysis, yet no quotation.
            if index > 0, end + 1 < tokens.count,
                tokens[index - 1].kind == .punctuation, tokens[end + 1].kind == .punctuation, tokens[index - 1].text != "`"
            {
                let innerRange = tokens[index].range.lowerBound..<tokens[end].range.upperBound
                spans.append(QuotedSpan(
                    range: tokens[index - 1].range.lowerBound..<tokens[end + 1].range.upperBound,
                    innerRange: innerRange, inner: text.utf8Slice(innerRange)))
            }
            index = end + 1
        }
        return spans
    }
}
