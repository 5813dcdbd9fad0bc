/// How a line break inside a title reads. A title is one line, so a break in it is either a wrap or
/// the end of a sentence written without a stop; which one decides both the capitals (a sentence's
/// first word, or a word inside one) and how the lines may be joined (with a space, or with a stop).
public enum TitleLineBreak: Sendable, Equatable {
    /// A stop ends the line before, or the next line goes on in lowercase or with a number or a value:
    /// the sentences are what the analysis says, and a space may join the lines.
    case clear
    /// A capital follows, but only a wrap makes sense: the capital is a name's ("Sign in to\nApple ID"),
    /// or the line before ends with a word that needs more ("Unable to\nConnect"). A space joins the
    /// lines, yet the analysis took the capital for a sentence's start.
    case wrapBeforeACapital
    /// A capital follows a line that could end a sentence ("Delete Photo\nThis Can’t Be Undone", "Save
    /// Changes\nBefore Closing?"): one sentence wrapped or two run together, and nothing tells which.
    case unclear
}

extension WordKnowledge {
    /// How the line break in the space token at `tokenIndex` of a title reads.
    public func titleLineBreak(_ text: AnalyzedText, atToken tokenIndex: Int) -> TitleLineBreak {
        guard AnalyzedText.breaksLine(text.tokens[tokenIndex]),
            let previous = text.previousWordIndex(before: tokenIndex),
            let next = text.tokens.indices[(tokenIndex + 1)...].first(where: { text.tokens[$0].isWordLike }),
            text.tokens[next].kind == .word, text.tokens[next].text.first?.isUppercase == true,
            !text.punctuationBefore(tokenIndex).contains(where: { Self.stops.contains($0.unicodeScalars.first ?? " ") })
        else { return .clear }
        let word = text.tokens[next].text
        // A name, or a quotation or an aside in brackets: "Delete\n“Notes”?", "Low storage\n(Action Required)".
        let isName = text.shapes[next] != .capitalized || word == "I" || !lexicon.isCommonWord(word)
            || text.wordIndexes.firstIndex(of: next).map { knownNameLength(in: text, atWord: $0) > 0 } == true
            || text.tokens[(tokenIndex + 1)..<next].contains { $0.kind == .punctuation }
        // The line before ends with a word that needs more, or the next starts with a preposition
        // ("Delete 3 Items\nFrom iCloud?").
        let folded = text.folded[previous]
        let needsMore = text.tokens[previous].kind == .word
            && (text.isMinorWord(at: previous) || GrammarWords.determiners.contains(folded)
                || QuestionGrammar.auxiliaryBase(folded) != nil)
        let goesOn = GrammarWords.shortPrepositions.contains(text.folded[next])
        return isName || needsMore || goesOn ? .wrapBeforeACapital : .unclear
    }

    /// Marks after which a line ends its sentence or a part of it: terminators, a colon, a semicolon, a dash.
    private static let stops: Set<Unicode.Scalar> = [".", "!", "?", "…", "\u{203D}", ":", ";", "\u{2014}", "\u{2013}"]

    /// Whether a line break of a title stands before a capital with no stop before it: the analysis
    /// took that capital for a sentence's start, which may be wrong, so the title's case is not fixed
    /// until the lines are joined (`whitespace` joins them where it can tell how).
    public func hasLineBreakBeforeACapital(_ text: AnalyzedText) -> Bool {
        text.tokens.indices.contains { index in
            text.tokens[index].kind == .space && titleLineBreak(text, atToken: index) != .clear
        }
    }
}
