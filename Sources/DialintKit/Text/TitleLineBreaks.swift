/// Line breaks inside a title. A title is one line, so a break in it either wraps a sentence or ends one
/// written without a stop. Before a capital, nothing tells which: "Delete Photo\nThis Can’t Be Undone"
/// is two sentences, "Save Changes\nBefore Closing?" one, "Sign in to\nApple ID" one before a name. The
/// analysis reads such a break as a sentence's end; a space alone would join two sentences, and a
/// capitalization fix made on either reading may be wrong on the other.
extension AnalyzedText {
    /// Whether the space token at `tokenIndex` breaks the line before a capital, with no stop (a
    /// terminator, a colon, a semicolon or a dash) ending the line before.
    public func breaksLineBeforeACapital(at tokenIndex: Int) -> Bool {
        guard Self.breaksLine(tokens[tokenIndex]), previousWordIndex(before: tokenIndex) != nil,
            let next = tokens.indices[(tokenIndex + 1)...].first(where: { tokens[$0].isWordLike }),
            tokens[next].kind == .word, tokens[next].text.first?.isUppercase == true
        else { return false }
        return !punctuationBefore(tokenIndex).contains { Self.lineStops.contains($0.unicodeScalars.first ?? " ") }
    }

    /// Whether some line break of the text stands before a capital with no stop before it.
    public var hasLineBreakBeforeACapital: Bool {
        tokens.indices.contains { tokens[$0].kind == .space && breaksLineBeforeACapital(at: $0) }
    }

    /// Marks after which a line ends its sentence or a part of it.
    private static let lineStops: Set<Unicode.Scalar> = [".", "!", "?", "…", "\u{203D}", ":", ";", "\u{2014}", "\u{2013}"]
}
