/// A string split into tokens and sentences, with its quoted spans: what every text rule reads.
///
/// Immutable, and a class so that handing it to twenty rules costs a reference count, not seven.
public final class AnalyzedText: Sendable {
    public let text: String
    public let tokens: [Token]
    /// Indexes into `tokens` of the word-like tokens (words, numbers, run-time values, literals).
    public let wordIndexes: [Int]
    public let sentences: [Sentence]
    /// For each token, whether it stands inside quotation marks ("…", “…”, ‘…’, «…»).
    public let isQuoted: [Bool]
    /// For each token, its text lowercased with curly apostrophes straightened ("Don’t" → "don't"):
    /// what word lists are compared with. Made once here so that no rule folds a word again.
    public let folded: [String]
    /// For each token, the classes of words it belongs to (none for a token that is not a word).
    public let wordClasses: [WordClasses]
    /// For each token, its case shape (`noLetters` for a token that is not word-like): asked of the
    /// same words by the analysis, the protection and both capitalization checks, so found once.
    let shapes: [WordShape]
    /// Every class that some word of the text belongs to.
    public let allWordClasses: WordClasses
    /// Capitalized words inside its sentences (not first, not minor words, not quoted), once each:
    /// when a dialog's title and message both capitalize a word there, it is a name ("Allow Signal…").
    public let capitalizedInsideSentences: [Substring]
    /// Whether no word inside its sentences is in lowercase but minor words: the string may be in title
    /// style ("Add Medication", "Sign in to Overcast"), and its capitals may be the style's.
    let hasNoLowercaseInside: Bool
    /// Whether the string is plainly in title style: no lowercase word inside its sentences but minor
    /// words, and two capitals or more there ("Delete All Conversations?"). Its capitals say nothing of names.
    var isInTitleStyle: Bool { hasNoLowercaseInside && capitalizedInsideSentences.count >= 2 }
    /// Those of `capitalizedInsideSentences` that stand alone right after an article or a demonstrative
    /// ("Medication" of "Enter the name of the Medication:"), where an everyday word goes more often than
    /// a name; not before the noun that names what it is ("the Overcast app").
    let capitalsAfterArticles: Set<Substring>
    /// Those of `capitalizedInsideSentences` right after a lowercase word ("Link" of "Unable to create
    /// symbolic Link"): where the dialog writes one in lowercase too, it may be the everyday word.
    let capitalsAfterLowercase: Set<Substring>
    /// Whether any word could need a sentence-style correction (a sentence starting in lowercase, a
    /// capital inside a sentence); when none could, the check need not look at names at all.
    let mayNeedSentenceCase: Bool
    /// Whether any word could need a title-style correction (a lowercase word, a capitalized minor word).
    let mayNeedTitleCase: Bool
    /// Whether some plain words may be written in capitals (`WordKnowledge.shoutedRuns`).
    let mayBeShouted: Bool
    /// What the text rules work out from this string alone, kept with it for every dialog that shows it.
    let facts = TextFacts()

    /// A sentence: a run of tokens ending with its terminator, a line break, or the end of the text.
    public struct Sentence: Sendable, Hashable {
        /// Indexes into `tokens`.
        public var tokenRange: Range<Int>
        /// The closing punctuation run (".", "?", "!", "…", "?!"), or nil.
        public var terminator: String?
        public var isQuestion: Bool { terminator?.utf8.contains(UInt8(ascii: "?")) ?? false }
    }

    public init(_ text: String) {
        self.text = text
        let tokens = Tokenizer.tokenize(text)
        self.tokens = tokens
        self.wordIndexes = tokens.indices.filter { tokens[$0].isWordLike }
        self.sentences = Self.splitSentences(tokens)
        self.isQuoted = Self.quotedTokens(tokens)
        let folded = tokens.map { $0.isWordLike ? Self.fold($0.text) : "" }
        self.folded = folded
        let wordClasses = tokens.indices.map { tokens[$0].kind == .word ? WordClasses.of(folded[$0]) : [] }
        self.wordClasses = wordClasses
        self.allWordClasses = wordClasses.reduce(into: []) { $0.formUnion($1) }
        let shapes = tokens.map { $0.isWordLike ? WordShape($0.text) : .noLetters }
        self.shapes = shapes
        var capitals: [Substring] = []
        var seenCapitals = Set<Substring>()
        var hasLowercaseInside = false
        var afterArticles: Set<Substring> = []
        var afterLowercase: Set<Substring> = []
        for sentence in sentences {
            var isFirst = true
            for index in sentence.tokenRange where tokens[index].kind == .word {
                defer { isFirst = false }
                if !isFirst, !hasLowercaseInside, shapes[index] == .lowercase, !wordClasses[index].contains(.minor), !isQuoted[index] {
                    hasLowercaseInside = true
                }
                guard !isFirst, shapes[index] == .capitalized, !wordClasses[index].contains(.minor), !isQuoted[index],
                    // A list while it is short (it nearly always is), a set past that: 100,000 distinct
                    // capitals took 19 s compared each with all before.
                    capitals.count < 32 ? !capitals.contains(tokens[index].text) : seenCapitals.insert(tokens[index].text).inserted
                else { continue }
                capitals.append(tokens[index].text)
                if capitals.count == 32 { seenCapitals = Set(capitals) }
                if index >= 2, tokens[index - 1].kind == .space, tokens[index - 2].kind == .word, shapes[index - 2] == .lowercase {
                    afterLowercase.insert(tokens[index].text)
                    if Self.standsAloneAfterAnArticle(index, tokens: tokens, shapes: shapes, folded: folded, wordClasses: wordClasses) {
                        afterArticles.insert(tokens[index].text)
                    }
                }
            }
        }
        self.capitalizedInsideSentences = capitals
        self.hasNoLowercaseInside = !hasLowercaseInside
        self.capitalsAfterArticles = afterArticles
        self.capitalsAfterLowercase = afterLowercase
        var sentenceCase = false
        for sentence in sentences where !sentenceCase {
            var isFirst = true
            for index in sentence.tokenRange where tokens[index].isWordLike {
                defer { isFirst = false }
                guard tokens[index].kind == .word, !isQuoted[index] else { continue }
                let shape = shapes[index]
                // A word may be a name written otherwise ("enable bluetooth", "Wifi is off").
                if (isFirst ? shape == .lowercase : shape == .capitalized)
                    || Self.mayBeANameWrittenOtherwise(folded[index], shape: shape, isFirst: isFirst)
                {
                    sentenceCase = true
                    break
                }
            }
        }
        self.mayNeedSentenceCase = sentenceCase
        // Capitals where plain words belong: a word of four letters or more in capitals, or two in a row.
        let wordIndexes = self.wordIndexes
        self.mayBeShouted = wordIndexes.indices.contains { position in
            let index = wordIndexes[position]
            guard tokens[index].kind == .word, shapes[index] == .allCaps else { return false }
            return tokens[index].text.count >= 4 || (position + 1 < wordIndexes.count && shapes[wordIndexes[position + 1]] == .allCaps)
        }
        self.mayNeedTitleCase = wordIndexes.contains { index in
            guard tokens[index].kind == .word else { return false }
            let shape = shapes[index]
            return shape == .lowercase || (shape == .capitalized && wordClasses[index].contains(.minor))
                || Self.mayBeANameWrittenOtherwise(folded[index], shape: shape, isFirst: true)
        }
    }

    /// Whether a word (folded) may be a name with capitals of its own written otherwise: in lowercase
    /// inside a sentence ("bluetooth"), capitalized ("Wifi", "Pdf") or with other inner capitals
    /// ("WiFi", "IPhone", "TouchID"); a possessive is the name's.
    private static func mayBeANameWrittenOtherwise(_ folded: String, shape: WordShape, isFirst: Bool) -> Bool {
        guard shape == .capitalized || shape == .mixed || shape == .lowercase && !isFirst else { return false }
        return Lexicon.mayBeANameInAnotherSpelling(folded, orInitialism: shape == .capitalized)
    }

    /// Lowercase with straight apostrophes, without an optional plural ending ("file(s)" is "file"
    /// to the word lists); ASCII text takes a fast path.
    static func fold(_ text: Substring) -> String {
        let pluralLength = Tokenizer.optionalPluralLength(text)
        if pluralLength > 0 { return fold(text.dropLast(pluralLength)) }
        let ascii = text.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            return String(unsafeUninitializedCapacity: bytes.count) { folded in
                for (index, byte) in bytes.enumerated() {
                    folded[index] = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 0x20 : byte
                }
                return bytes.count
            }
        }
        if let ascii, let ascii { return ascii }
        var folded = text.lowercased()
        // Every right single quotation mark, even one that a combining mark follows.
        if folded.unicodeScalars.contains("\u{2019}") {
            folded.unicodeScalars = String.UnicodeScalarView(folded.unicodeScalars.map { $0 == "\u{2019}" ? "'" : $0 })
        }
        return folded
    }

    /// The word-like tokens.
    public var words: [Token] { wordIndexes.map { tokens[$0] } }

    /// The word-like tokens folded (`folded`): what a rule compares with its word lists.
    public var foldedWords: [String] { wordIndexes.map { folded[$0] } }

    /// Indexes into `tokens` of the word-like tokens of one sentence.
    public func wordIndexes(in sentence: Sentence) -> [Int] {
        sentence.tokenRange.filter { tokens[$0].isWordLike }
    }

    /// The word-like tokens of one sentence, folded.
    public func foldedWords(in sentence: Sentence) -> [String] {
        wordIndexes(in: sentence).map { folded[$0] }
    }

    /// Whether `sentence` has words of two letters or more in capitals, and none in lowercase or with
    /// only a first capital (a name with inner capitals, "iPhone", is neither; review 66): "CLICK OK TO
    /// CONTINUE." is written in capitals, "CLICK Manage." is not.
    public func isWrittenInCapitals(_ sentence: Sentence) -> Bool {
        let words = wordIndexes(in: sentence).filter { tokens[$0].kind == .word && tokens[$0].text.count > 1 }
        return words.filter { shapes[$0] == .allCaps }.count > 1
            && words.allSatisfy { shapes[$0] != .lowercase && shapes[$0] != .capitalized }
    }

    /// The number of words as people count them (a run-time value is one word).
    public var wordCount: Int { wordIndexes.count }

    /// Whether the word-like token at `index` stays lowercase inside a title (`GrammarWords.minorWords`).
    public func isMinorWord(at index: Int) -> Bool {
        wordClasses[index].contains(.minor)
    }

    /// Whether the text holds more than one sentence of prose. A run-time value or a literal on a line
    /// of its own is the object of the line before, no sentence of its own ("Can’t create file:\n%@").
    public var hasSeveralSentences: Bool {
        sentences.lazy.filter { self.tokens[$0.tokenRange].contains { $0.kind == .word } }.count > 1
    }

    /// Whether the last sentence is a question.
    public var isQuestion: Bool { sentences.last?.isQuestion ?? false }

    /// Whether the word-like token at `tokenIndex` is the first of its sentence.
    public func startsSentence(_ tokenIndex: Int) -> Bool {
        guard let sentence = sentence(containing: tokenIndex) else { return false }
        return firstWordIndex(atOrAfter: sentence.tokenRange.lowerBound) == tokenIndex
    }

    /// The first word-like token at or after the token `start`, found by halving `wordIndexes`: a scan
    /// past a sentence's opening run of 100,000 brackets, asked for each word, took 12 s (review 83).
    public func firstWordIndex(atOrAfter start: Int) -> Int? {
        let position = firstWordPosition { $0 >= start }
        return position < wordIndexes.count ? wordIndexes[position] : nil
    }

    /// The position in `wordIndexes` of the first word whose token `isAtOrAfter` a point of the text
    /// (`wordIndexes.count` if none), found by halving; `isAtOrAfter` must hold from some word on.
    public func firstWordPosition(where isAtOrAfter: (Int) -> Bool) -> Int {
        var low = 0, high = wordIndexes.count
        while low < high {
            let middle = (low + high) / 2
            if isAtOrAfter(wordIndexes[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// Whether the token at `tokenIndex` stands inside round or square brackets opened at or after
    /// the token at `start` and not closed before it.
    public func isInsideBrackets(_ tokenIndex: Int, from start: Int) -> Bool {
        var depth = 0
        for index in start..<tokenIndex where tokens[index].kind == .punctuation {
            switch tokens[index].text {
            case "(", "[": depth += 1
            case ")", "]": depth = max(0, depth - 1)
            default: break
            }
        }
        return depth > 0
    }

    /// The sentence that holds the token at `tokenIndex`, found by bisection: asked for each word, a
    /// search through every sentence made text of many sentences quadratic.
    public func sentence(containing tokenIndex: Int) -> Sentence? {
        var low = 0
        var high = sentences.count
        while low < high {
            let middle = (low + high) / 2
            if sentences[middle].tokenRange.upperBound <= tokenIndex { low = middle + 1 } else { high = middle }
        }
        return low < sentences.count && sentences[low].tokenRange.contains(tokenIndex) ? sentences[low] : nil
    }

    /// Whether the word at `index`, right after a lowercase word with only a space between, stands
    /// after an article or demonstrative and before no word with capitals nor a noun of a UI element
    /// ("the Medication:", not "the Smart Sync", "the Overcast app").
    private static func standsAloneAfterAnArticle(
        _ index: Int, tokens: [Token], shapes: [WordShape], folded: [String], wordClasses: [WordClasses]
    ) -> Bool {
        guard articlesAndDemonstratives.contains(folded[index - 2]) else { return false }
        guard index + 2 < tokens.count, tokens[index + 1].kind == .space, tokens[index + 2].kind == .word else { return true }
        return shapes[index + 2] == .lowercase && !wordClasses[index + 2].contains(.uiNoun) && folded[index + 2] != "app"
    }

    private static let articlesAndDemonstratives: Set<String> = GrammarWords.articles.union(["this", "that", "these", "those"])

    /// The index of the word-like token before `tokenIndex`, if any.
    public func previousWordIndex(before tokenIndex: Int) -> Int? {
        var index = tokenIndex - 1
        while index >= 0 {
            if tokens[index].isWordLike { return index }
            index -= 1
        }
        return nil
    }

    /// The token index of the next word-like token in the sentence of `tokenIndex`, if any, whatever
    /// stands between them.
    public func nextWordIndexInSentence(after tokenIndex: Int) -> Int? {
        guard let sentence = sentence(containing: tokenIndex) else { return nil }
        return tokens[(tokenIndex + 1)..<sentence.tokenRange.upperBound].indices.first { tokens[$0].isWordLike }
    }

    /// Whether a colon, a dash or a closing bracket stands right before the token at `tokenIndex`, after
    /// which a capital may stand inside a sentence ("Next step: Click Save", "Then — Press OK"). A closing
    /// bracket only where it ends a label or a list's marker that opens the sentence, its line or a clause
    /// (`followsALabel`): "(Optional) Select the files", "1) Click Save", "Step 2) Press" (review 80); not
    /// "You can (optionally) Select…" (review 81).
    public func followsAColonDashOrBracket(_ tokenIndex: Int) -> Bool {
        let marks = punctuationBefore(tokenIndex)
        if marks.contains(where: Self.marksBeforeACapital.contains) { return true }
        return followsALabel(tokenIndex)
    }

    /// Whether the token at `tokenIndex` follows the closing bracket of a label or a list's marker that
    /// opens its sentence, line or clause: a part of the text starts there.
    public func followsALabel(_ tokenIndex: Int) -> Bool {
        let marks = punctuationBefore(tokenIndex)
        guard marks.last == ")" || marks.last == "]" else { return false }
        return closesALabelOpeningItsClause(before: tokenIndex)
    }

    private static let marksBeforeACapital: Set<Substring> = [":", "—", "–", "-"]

    /// Whether the closing bracket right before the token at `tokenIndex` ends a label that opens its
    /// clause: since the sentence's start, a line break, a stop, a colon or a semicolon, at most two words
    /// ("1)", "Step 2)", "a)"), or four in brackets opened first of all ("(Beta)", "[Required]", "(Requires
    /// iOS 17)"; review 82).
    private func closesALabelOpeningItsClause(before tokenIndex: Int) -> Bool {
        var words = 0
        var index = tokenIndex - 1
        while index >= 0 {
            let token = tokens[index]
            if token.isWordLike {
                words += 1
                if words > 4 { return false }
            } else if Self.clauseOpeners.contains(token.text) || Self.breaksLine(token) || startsSentence(atToken: index + 1) {
                return words > 0 && words <= 2
            } else if token.text == "(" || token.text == "[" {
                // The opening bracket comes first: nothing but space before it in its clause.
                var before = index - 1
                while before >= 0, tokens[before].kind == .space, !Self.breaksLine(tokens[before]) { before -= 1 }
                return before < 0 || Self.clauseOpeners.contains(tokens[before].text) || Self.breaksLine(tokens[before])
                    || startsSentence(atToken: index)
            }
            index -= 1
        }
        return words > 0 && words <= 2
    }

    /// Marks after which a label may open a clause: "Tip: (Optional) Select…", "Saved. (2) Turn on Wi-Fi" (review 83).
    private static let clauseOpeners: Set<Substring> = [";", ":", ".", "!", "?"]

    /// Whether the token at `tokenIndex` is the first of its sentence.
    private func startsSentence(atToken tokenIndex: Int) -> Bool {
        sentence(containing: tokenIndex)?.tokenRange.lowerBound == tokenIndex
    }

    /// Whether the word at `tokenIndex` is a verb of selection that names what it selects ("Tap", "Press",
    /// "Click"): "use" is one only before a control's name, and then rarely.
    public func isVerbOfSelection(_ tokenIndex: Int) -> Bool {
        wordClasses[tokenIndex].contains(.selectionVerb) && folded[tokenIndex] != "use"
    }

    /// The index of the word-like token after `tokenIndex` with nothing but space between them, if any.
    public func adjacentWordIndex(after tokenIndex: Int) -> Int? {
        var index = tokenIndex + 1
        while index < tokens.count, tokens[index].kind == .space, !Self.breaksLine(tokens[index]) { index += 1 }
        return index < tokens.count && tokens[index].isWordLike ? index : nil
    }

    /// Whether an article stands in one of the `words` words before `tokenIndex`, with no punctuation
    /// between: the word there is then (the head of) a noun phrase ("the mine", "a gold mine").
    public func followsArticle(_ tokenIndex: Int, within words: Int = 2) -> Bool {
        var index = tokenIndex
        for _ in 0..<words {
            guard punctuationBefore(index).isEmpty, let previous = previousWordIndex(before: index) else { return false }
            if GrammarWords.articles.contains(folded[previous]) { return true }
            index = previous
        }
        return false
    }

    /// Whether a word that may be a verb or a noun ("click", "press") is used as a noun: a determiner
    /// or a number stands right before it ("One click on Start", "2 clicks", "no click"), an article one
    /// word before ("a single click"), or a preposition other than "to" before a form not in -ing ("on
    /// click"); or it opens its sentence in -s ("Clicks on Start are ignored"), which no imperative does.
    public func isUsedAsNoun(_ tokenIndex: Int) -> Bool {
        let word = folded[tokenIndex]
        if startsSentence(tokenIndex) { return word.hasSuffix("s") && !word.hasSuffix("ss") }
        if followsArticle(tokenIndex) { return true }
        guard let previous = previousWordIndex(before: tokenIndex), punctuationBefore(tokenIndex).isEmpty else { return false }
        let before = folded[previous]
        if GrammarWords.nounDeterminers.contains(before) || tokens[previous].kind == .number { return true }
        return GrammarWords.shortPrepositions.contains(before) && before != "to" && !word.hasSuffix("ing")
    }

    /// The punctuation between the previous word-like token and `tokenIndex` (spaces skipped).
    public func punctuationBefore(_ tokenIndex: Int) -> [Substring] {
        var result: [Substring] = []
        var index = tokenIndex - 1
        while index >= 0, !tokens[index].isWordLike {
            if tokens[index].kind == .punctuation { result.append(tokens[index].text) }
            index -= 1
        }
        // Gathered backwards; inserting each at the front grew with the square of a run of marks.
        return result.reversed()
    }

    /// Whether a token is punctuation that ends a sentence: ".", "!", "?", "…", "‽" (punctuation
    /// tokens are one scalar each).
    static func isTerminator(_ token: Token) -> Bool {
        guard token.kind == .punctuation, let scalar = token.text.unicodeScalars.first else { return false }
        switch scalar {
        case ".", "!", "?", "…", "\u{203D}": return true
        default: return false
        }
    }

    /// Whether a token is a closing quotation mark or bracket, which may follow a terminator.
    static func isClosingMark(_ token: Token) -> Bool {
        guard token.kind == .punctuation, let scalar = token.text.unicodeScalars.first else { return false }
        switch scalar {
        case "\"", "\u{201D}", "\u{2019}", ")", "]", "\u{00BB}", "\u{00AB}", "\u{201C}", "\u{2018}": return true
        default: return false
        }
    }

    /// Whether a space token breaks the line (what `Character.isNewline` says of its characters).
    static func breaksLine(_ token: Token) -> Bool {
        token.kind == .space && token.text.unicodeScalars.contains(where: Tokenizer.isLineBreak)
    }
    /// Words after whose period a sentence does not end when a lowercase word follows ("etc. and",
    /// "Acme Corp. has", "et al. found", "Jan. and Feb."). Before a capital the period may end the
    /// sentence, so these stay open only before a lowercase word.
    static let abbreviations: Set<String> = [
        "e.g", "i.e", "etc", "vs", "inc", "ltd", "co", "corp", "bros", "llc", "plc", "al", "cf", "no", "nos",
        "approx", "min", "mins", "max", "fig", "figs", "vol", "ver", "dept", "est", "incl", "excl", "misc", "avg",
        "ext", "tel", "pp", "ed", "eds", "hr", "hrs", "sec", "secs", "yr", "yrs", "mo", "mos", "wk", "wks", "oz", "lb", "lbs", "ft",
        "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec",
        "mon", "tue", "tues", "wed", "thu", "thur", "thurs", "fri", "sat", "sun",
        "ave", "blvd", "rd", "hwy", "apt", "ste", "univ", "intl", "pl", "ct", "ln", "pkwy", "sq", "cir",
        "tsp", "tbsp", "qt", "qts", "pt", "pts", "gal", "gals",
    ]
    /// Abbreviations of units that a rate writes after a slash ("$4.99/mo.", "5 GB/wk.").
    static let unitsAfterASlash: Set<String> = ["mo", "mos", "yr", "yrs", "wk", "wks", "hr", "hrs", "min", "mins", "sec", "secs", "oz", "lb", "lbs", "ft"]

    /// Whether a period after `word` belongs to it: an abbreviation that is no English word by itself
    /// ("etc", "Inc", "approx"), where "No." or "Sun." may end a sentence.
    public static func takesAbbreviationPeriod(_ word: Substring, lexicon: Lexicon = .english) -> Bool {
        abbreviations.contains(word.lowercased()) && !lexicon.isCommonWord(word)
    }

    /// Abbreviations that stand before a number, after whose period a number goes on the sentence:
    /// "Photo No. 5 was deleted", "Jan. 5", "approx. 2 GB", "Vol. 3". Units are not among them: they
    /// follow their number, and a number after one starts a sentence ("Synced in 2 min. 3 files
    /// still need attention.").
    static let abbreviationsBeforeNumbers: Set<String> = [
        "no", "nos", "vol", "fig", "figs", "approx", "ver", "pp", "ext", "tel", "apt", "ste", "avg", "incl", "excl",
        "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec",
    ]

    /// Titles before a name: a sentence never ends after them ("Mr. Smith").
    static let titleAbbreviations: Set<String> = [
        "mr", "mrs", "ms", "dr", "st", "jr", "sr", "prof", "mt", "gen", "rev", "gov", "capt", "sgt",
    ]

    /// Abbreviations inside a name or between two, after which a sentence goes on before a capital as
    /// well: "Acme Inc. Is Offline" is one title-style sentence, "Mac vs. PC" one phrase. Read as a
    /// sentence end, the title was judged as two sentences, and its fix broke it ("Acme Inc. Is
    /// offline"). A sentence that does end there ("Contact Acme Inc. Then try again.") is read as one
    /// with a capital inside it, which is presumed a name and left alone.
    static let abbreviationsInsideNames: Set<String> = ["inc", "corp", "co", "ltd", "llc", "plc", "bros", "vs"]

    /// Whether a sentence goes on after the period of `word` (lowercase) whatever follows on the line:
    /// a title before a name, or an abbreviation inside a name.
    static func periodNeverEndsASentence(after word: String) -> Bool {
        titleAbbreviations.contains(word) || abbreviationsInsideNames.contains(word)
    }

    private static func splitSentences(_ tokens: [Token]) -> [Sentence] {
        var sentences: [Sentence] = []
        var start = 0
        var index = 0
        // The first word-like token at or after each token (`tokens.count`: none), and the last one
        // before each (-1: none), built at the first mark that asks (most titles and buttons have
        // none). Looking ahead and back from each mark took a time growing with the square of text
        // whose marks have no words between them ("😀 ... 😀 ...", ".-.-.-").
        var nextWordLike: [Int] = []
        var previousWordLike: [Int] = []
        func indexWords() {
            guard nextWordLike.isEmpty else { return }
            nextWordLike = [Int](repeating: tokens.count, count: tokens.count + 1)
            previousWordLike = [Int](repeating: -1, count: tokens.count + 1)
            for position in tokens.indices.reversed() {
                nextWordLike[position] = tokens[position].isWordLike ? position : nextWordLike[position + 1]
            }
            for position in tokens.indices {
                previousWordLike[position + 1] = tokens[position].isWordLike ? position : previousWordLike[position]
            }
        }
        func nextWord(from position: Int) -> Token? {
            indexWords()
            let found = nextWordLike[min(position, tokens.count)]
            return found < tokens.count ? tokens[found] : nil
        }
        func close(at end: Int, terminator: String?) {
            if terminator != nil || tokens[start..<end].contains(where: \.isWordLike) {
                sentences.append(Sentence(tokenRange: start..<end, terminator: terminator))
            }
            start = end
        }
        while index < tokens.count {
            let token = tokens[index]
            // A line break ends a sentence unless the next line goes on in lowercase (a hard wrap).
            if Self.breaksLine(token), nextWord(from: index + 1)?.text.first?.isLowercase != true {
                close(at: index, terminator: nil)
                index += 1
                start = index
                continue
            }
            guard Self.isTerminator(token) else {
                index += 1
                continue
            }
            // The whole run of terminators and closing marks: "?!", "...", "." + "”".
            var end = index
            var terminator = ""
            while end < tokens.count, Self.isTerminator(tokens[end]) || Self.isClosingMark(tokens[end]) {
                if Self.isTerminator(tokens[end]) { terminator += tokens[end].text }
                end += 1
            }
            let following = nextWord(from: end)
            let atEnd = following == nil
            let followedBySpace = end < tokens.count && tokens[end].kind == .space
            indexWords()
            let previousWord = previousWordLike[index] >= start ? tokens[previousWordLike[index]] : nil
            // A unit after a slash is the abbreviation: "$4.99/mo. vs. $2.99/mo." (blind suite 20); not any
            // word ("yes/no. then").
            let abbreviation = terminator == "." ? previousWord.map { word -> String in
                let whole = word.text.lowercased().trimmingDots
                let unit = whole.afterLastSlash
                return unit != whole && Self.unitsAfterASlash.contains(unit) ? unit : whole
            } : nil
            let isAbbreviation = abbreviation.map(abbreviations.contains) == true
            let nextStartsLowercase = following?.text.first?.isLowercase == true
            // "Wait… then" and "Wait... then" go on; an ellipsis ends a sentence only before a capital.
            let isEllipsis = terminator == "…" || (terminator.count >= 2 && terminator.allSatisfy { $0 == "." })
            let isTitle = terminator == "." && previousWord.map { periodNeverEndsASentence(after: $0.text.lowercased()) } == true
            // A mark inside a quotation that the sentence goes on after: Album “Why?” created.
            let endsAQuotation = end > index && isClosingMark(tokens[end - 1]) && !isTerminator(tokens[end - 1])
            // An abbreviation that stands before a number goes on before one: "Photo No. 5 was deleted".
            let goesOn = (nextStartsLowercase && (isAbbreviation || isEllipsis || endsAQuotation))
                || (following?.kind == .number && abbreviation.map(abbreviationsBeforeNumbers.contains) == true)
            if atEnd || (followedBySpace && !isTitle && !goesOn) {
                close(at: end, terminator: terminator)
            }
            index = end
        }
        if start < tokens.count { close(at: tokens.count, terminator: nil) }
        return sentences
    }

    /// The mark that closes a quotation opened by `mark`, or nil when `mark` opens none: straight and
    /// curly quotes, guillemets either way round (« » in French, » « in German), German „…“ and ‚…‘.
    static func quotationCloser(of mark: Substring) -> Substring? {
        switch mark {
        case "\"", "'": mark
        case "\u{201C}": "\u{201D}"
        case "\u{2018}": "\u{2019}"
        case "\u{00AB}": "\u{00BB}"
        case "\u{00BB}": "\u{00AB}"
        case "\u{201E}": "\u{201C}"
        case "\u{201A}": "\u{2018}"
        default: nil
        }
    }

    /// Marks that open a quotation, and those that close one (some are both: “ closes „ and opens ”).
    static let quotationOpeners: [Substring] = ["\"", "'", "\u{201C}", "\u{2018}", "\u{00AB}", "\u{00BB}", "\u{201E}", "\u{201A}"]
    static let quotationClosers = Set(quotationOpeners.compactMap(quotationCloser(of:)))
    private static let quotationCloserScalars = Set(quotationClosers.compactMap(\.unicodeScalars.first)).union(["`"])

    /// The mark that closes a span `mark` opens: a quotation, or code between backticks (Markdown, which
    /// SwiftUI renders: "`DELETE FROM sessions`" is a statement, not shouting; blind suite 20).
    private static func spanCloser(of mark: Substring) -> Substring? {
        mark == "`" ? mark : quotationCloser(of: mark)
    }

    /// Whether the backtick at `index` may open code: not inside a word (a backtick written for an
    /// apostrophe, "couldn`t"), and with the code right after it.
    private static func opensCode(_ tokens: [Token], at index: Int) -> Bool {
        (index == 0 || !tokens[index - 1].isWordLike) && index + 1 < tokens.count && tokens[index + 1].kind != .space
    }

    /// Whether the backtick at `index` may close code: right after it, and not inside a word.
    private static func closesCode(_ tokens: [Token], at index: Int) -> Bool {
        index > 0 && tokens[index - 1].kind != .space && (index + 1 == tokens.count || !tokens[index + 1].isWordLike)
    }

    private static func quotedTokens(_ tokens: [Token]) -> [Bool] {
        var quoted = [Bool](repeating: false, count: tokens.count)
        // Where each closing mark last appears, found at the first opening mark (most text has none): a
        // quote opens a span only if its closer comes later. Looking ahead from each opening mark took
        // 104 s for 100,000 that were never closed.
        var lastClosers: [(mark: Substring, index: Int)]?
        var open: Substring?
        for (index, token) in tokens.enumerated() {
            if token.kind == .punctuation, open == nil, let closer = spanCloser(of: token.text),
                closer != "`" || opensCode(tokens, at: index)
            {
                if lastClosers == nil {
                    var found: [(mark: Substring, index: Int)] = []
                    for (later, mark) in tokens.enumerated().dropFirst(index + 1) where mark.kind == .punctuation {
                        guard let scalar = mark.text.unicodeScalars.first, Self.quotationCloserScalars.contains(scalar),
                            scalar != "`" || closesCode(tokens, at: later)
                        else { continue }
                        if let known = found.firstIndex(where: { $0.mark == mark.text }) { found[known].index = later } else { found.append((mark.text, later)) }
                    }
                    lastClosers = found
                }
                // Only a quote that is closed later opens a span.
                if let last = lastClosers?.first(where: { $0.mark == closer })?.index, last > index {
                    open = closer
                }
                continue
            }
            if let closer = open {
                if token.kind == .punctuation, token.text == closer, closer != "`" || closesCode(tokens, at: index) {
                    open = nil
                } else {
                    quoted[index] = true
                }
            }
        }
        return quoted
    }
}

extension String {
    /// What follows the string's last slash, or the whole string.
    var afterLastSlash: String {
        guard let slash = lastIndex(of: "/") else { return self }
        return String(self[index(after: slash)...])
    }

    /// The string without leading and trailing dots.
    var trimmingDots: String {
        var result = Substring(self)
        while result.first == "." { result.removeFirst() }
        while result.last == "." { result.removeLast() }
        return String(result)
    }
}
