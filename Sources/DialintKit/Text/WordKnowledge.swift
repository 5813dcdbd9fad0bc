/// What the text rules know about words in one dialog: the built-in lexicon, the vocabulary
/// (config, file and dialog), and the dialog's own button titles (quoted or named in the text,
/// they keep their capitals: "Tap Delete").
public struct WordKnowledge: Sendable {
    public var lexicon: Lexicon
    /// Vocabulary terms that keep their capitals, each split into its words.
    private var vocabularyPhrases: [[Substring]]
    /// The dialog's button titles, each split into its words.
    private var buttonPhrases: [[Substring]]
    /// Both, longest first, so "Acme Cloud Drive" wins over "Acme Cloud".
    private var phrases: [[Substring]]
    /// Whether this knowledge judges a button title (where no button title is protected).
    private var judgesButtonTitles = false
    private let cache: AnalysisCache
    /// Words that both the title and the message capitalize in mid-sentence ("Allow Signal…", "…use Signal.").
    private(set) var namesInDialog: Set<String> = []
    private let protections: ProtectionCache

    public init(lexicon: Lexicon = .english, vocabulary: [String] = [], buttonTitles: [String] = []) {
        self.init(lexicon: lexicon, vocabulary: vocabulary, buttonTitles: buttonTitles, cache: AnalysisCache())
    }

    /// Knowledge for one dialog that shares its file's string analyses. `dialogText` (its title and
    /// message) is read for names: a word both capitalize in the middle of a sentence is one.
    init(lexicon: Lexicon = .english, vocabulary: [String], buttonTitles: [String], dialogText: [String] = [],
        cache: AnalysisCache) {
        func split(_ terms: [String]) -> [[Substring]] {
            terms.map { cache.analyzed($0).words.map(\.text) }.filter { !$0.isEmpty }
        }
        self.cache = cache
        self.protections = ProtectionCache()
        var counts: [Substring: Int] = [:]
        for string in dialogText {
            let text = cache.analyzed(string)
            // Counted once per string: the evidence is the title and the message agreeing.
            var seen = Set<Substring>()
            for sentence in text.sentences {
                let words = sentence.tokenRange.filter { text.tokens[$0].kind == .word }
                for index in words.dropFirst() where WordShape(text.tokens[index].text) == .capitalized
                    && !GrammarWords.isMinor(text.folded[index]) && !text.isQuoted[index]
                {
                    if seen.insert(text.tokens[index].text).inserted { counts[text.tokens[index].text, default: 0] += 1 }
                }
            }
        }
        self.namesInDialog = Set(counts.filter { $0.value >= 2 }.keys.map(String.init))
        self.lexicon = lexicon
        self.vocabularyPhrases = split(vocabulary)
        self.buttonPhrases = split(buttonTitles)
        self.phrases = (vocabularyPhrases + buttonPhrases).sorted { $0.count > $1.count }
    }

    /// The same knowledge for judging a button title itself, where no button title is protected
    /// (a title would otherwise protect itself).
    public var forButtonTitles: WordKnowledge {
        var knowledge = self
        knowledge.buttonPhrases = []
        knowledge.phrases = vocabularyPhrases.sorted { $0.count > $1.count }
        knowledge.judgesButtonTitles = true
        return knowledge
    }

    /// The knowledge that applies to one string of a dialog.
    public func applying(to field: DialogString.Field) -> WordKnowledge {
        field == .buttonTitle ? forButtonTitles : self
    }

    /// For each token of `text`, whether it belongs to a name that keeps its capitals:
    /// a vocabulary term, a button title of the dialog, a built-in multi-word name
    /// ("Apple Pay", "Do Not Disturb"), or a settings path ("Settings > Privacy & Security").
    public func protectedTokens(in text: AnalyzedText) -> [Bool] {
        protections.protection(of: text.text, forButtonTitles: judgesButtonTitles) { computeProtectedTokens(in: text) }
    }

    /// The analysis of a string, made once per dialog however many rules ask.
    public func analyzed(_ text: String) -> AnalyzedText {
        cache.analyzed(text)
    }

    private func computeProtectedTokens(in text: AnalyzedText) -> [Bool] {
        var protected = [Bool](repeating: false, count: text.tokens.count)
        let wordIndexes = text.wordIndexes
        let words = wordIndexes.map { text.tokens[$0].text }
        var position = 0
        while position < words.count {
            var length = 0
            for phrase in vocabularyPhrases where phrase.count <= words.count - position && phrase.count > length {
                if zip(phrase, words[position...]).allSatisfy({ $0 == $1 }) { length = phrase.count }
            }
            // A button title keeps its capitals where the text names the button ("Tap Log Out",
            // "“Log Out”"), not where the text merely says the same words ("Log Out?").
            if length == 0, namesAControl(text, at: wordIndexes[position]) {
                for phrase in buttonPhrases where phrase.count <= words.count - position && phrase.count > length {
                    if zip(phrase, words[position...]).allSatisfy({ $0 == $1 }) { length = phrase.count }
                }
            }
            if length == 0 {
                length = lexicon.properNounPhraseLength(startingWith: words[position...])
            }
            if length > 0 {
                let first = wordIndexes[position]
                let last = wordIndexes[position + length - 1]
                for index in first...last { protected[index] = true }
                position += length
            } else {
                position += 1
            }
        }
        markSettingsPaths(in: text, protected: &protected)
        markNamesOfUIElements(in: text, protected: &protected)
        markNameRuns(in: text, protected: &protected)
        return protected
    }

    /// Whether the words at `tokenIndex` are named as a control: in quotation marks, or right after a
    /// selection verb ("tap", "press", "choose", "select", "click", "touch", "use"), maybe with "the" or "on".
    private func namesAControl(_ text: AnalyzedText, at tokenIndex: Int) -> Bool {
        if text.isQuoted[tokenIndex] { return true }
        var previous = text.previousWordIndex(before: tokenIndex)
        if let index = previous, ["the", "on"].contains(text.folded[index]) {
            previous = text.previousWordIndex(before: index)
        }
        guard let verb = previous else { return false }
        return GrammarWords.uiVerbs.contains(text.folded[verb]) || text.folded[verb] == "use"
    }

    /// A run of two or more capitalized words with a word the dictionary does not know is a name as a
    /// whole: "Mark Chen", "Nextcloud Talk", "Ice Cubes for Mastodon" stops at "for".
    private func markNameRuns(in text: AnalyzedText, protected: inout [Bool]) {
        let indexes = text.wordIndexes
        var start = 0
        while start < indexes.count {
            var end = start
            while end < indexes.count {
                let token = text.tokens[indexes[end]]
                let shape = WordShape(token.text)
                let joined = end == start || text.punctuationBefore(indexes[end]).isEmpty
                guard token.kind == .word, shape != .lowercase, shape != .noLetters, joined,
                    !GrammarWords.isMinor(text.folded[indexes[end]]),
                    !GrammarWords.uiVerbs.contains(text.folded[indexes[end]])
                else { break }
                end += 1
            }
            // An acronym or an inner capital ("OK", "iPhone") says nothing about the words beside it.
            if end - start >= 2, (start..<end).contains(where: { position in
                let word = text.tokens[indexes[position]].text
                return WordShape(word) == .capitalized && !lexicon.isCommonWord(word)
            })
            {
                for position in start..<end { protected[indexes[position]] = true }
            }
            start = max(end, start + 1)
        }
    }

    /// A capitalized run right before a lowercase UI noun names that element: "the Downloads folder".
    private func markNamesOfUIElements(in text: AnalyzedText, protected: inout [Bool]) {
        let indexes = text.wordIndexes
        for (position, index) in indexes.enumerated() where position > 0 {
            let noun = text.tokens[index].text
            guard noun.first?.isLowercase == true, GrammarWords.uiNouns.contains(String(noun)),
                text.punctuationBefore(index).isEmpty
            else { continue }
            var left = position - 1
            while left >= 0 {
                let word = text.tokens[indexes[left]]
                let shape = WordShape(word.text)
                guard shape == .capitalized || shape == .mixed || shape == .allCaps,
                    !GrammarWords.isMinor(word.text.lowercased()),
                    left == position - 1 || text.punctuationBefore(indexes[left + 1]).allSatisfy({ $0 == "&" })
                else { break }
                protected[indexes[left]] = true
                left -= 1
            }
        }
    }

    /// Words of a menu or settings path, "General > Software Update", are UI names.
    private func markSettingsPaths(in text: AnalyzedText, protected: inout [Bool]) {
        let separators: Set<Substring> = [">", "\u{203A}", "\u{2192}", "\u{25B8}"]
        for (index, token) in text.tokens.enumerated() where token.kind == .punctuation && separators.contains(token.text) {
            // The capitalized run on each side of the separator.
            var left = index - 1
            while left >= 0, text.tokens[left].kind != .punctuation || text.tokens[left].text == "&" {
                if text.tokens[left].isWordLike, WordShape(text.tokens[left].text) == .lowercase { break }
                protected[left] = true
                left -= 1
            }
            var right = index + 1
            while right < text.tokens.count, text.tokens[right].kind != .punctuation || text.tokens[right].text == "&" {
                if text.tokens[right].isWordLike, WordShape(text.tokens[right].text) == .lowercase { break }
                protected[right] = true
                right += 1
            }
        }
    }

    /// Whether a capitalized word is a name we know, as opposed to one merely presumed.
    public func isKnownProperNoun(_ word: Substring) -> Bool {
        lexicon.isProperNoun(word)
    }
}
