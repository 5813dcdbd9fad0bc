/// Line breaks inside a title. A title is one line, so a break in it either wraps a sentence or ends one
/// written without a stop. Before a capital, nothing tells which: "Delete Photo\nThis Can’t Be Undone"
/// is two sentences, "Save Changes\nBefore Closing?" one, "Sign in to\nApple ID" one before a name. The
/// analysis reads such a break as a sentence's end; a space alone would join two sentences, and a
/// capitalization fix made on either reading may be wrong on the other.
extension AnalyzedText {
    /// The space tokens that break the line before a capital, with no stop (a terminator, a colon, a
    /// semicolon or a dash) ending the line before. One pass each way: looked up from every break, a
    /// title of many breaks took a time growing with the square of their number (review 50).
    public var lineBreaksBeforeCapitals: [Int] {
        guard tokens.contains(where: Self.breaksLine) else { return [] }
        var nextWordLike = [Int](repeating: tokens.count, count: tokens.count + 1)
        for index in tokens.indices.reversed() {
            nextWordLike[index] = tokens[index].isWordLike ? index : nextWordLike[index + 1]
        }
        var breaks: [Int] = []
        var seenWord = false
        var stopSinceWord = false
        for (index, token) in tokens.enumerated() {
            if token.isWordLike {
                seenWord = true
                stopSinceWord = false
            } else if token.kind == .punctuation {
                if Self.lineStops.contains(token.text.unicodeScalars.first ?? " ") { stopSinceWord = true }
            } else if Self.breaksLine(token), seenWord, !stopSinceWord {
                let next = nextWordLike[index + 1]
                if next < tokens.count, tokens[next].kind == .word, tokens[next].text.first?.isUppercase == true {
                    breaks.append(index)
                }
            }
        }
        return breaks
    }

    /// Whether some line break of the text stands before a capital with no stop before it.
    public var hasLineBreakBeforeACapital: Bool { !lineBreaksBeforeCapitals.isEmpty }

    /// Marks after which a line ends its sentence or a part of it.
    private static let lineStops: Set<Unicode.Scalar> = [".", "!", "?", "…", "\u{203D}", ":", ";", "\u{2014}", "\u{2013}"]
}
