/// What the text rules know about words in one dialog: the built-in lexicon, the vocabulary
/// (config, file and dialog), and the dialog's own button titles (quoted or named in the text,
/// they keep their capitals: "Tap Delete").
public struct WordKnowledge: Sendable {
    public var lexicon: Lexicon
    /// What the dialog's rules share. One reference: some twenty rules each take a copy of this
    /// knowledge, some for every string, and a copy is one reference count.
    private let dialog: DialogWords
    /// Whether the dialog's button titles keep their capitals: not when judging a button title itself
    /// (a title would otherwise protect itself).
    private var protectsButtonTitles = true

    /// Vocabulary terms that keep their capitals (configuration, file and dialog).
    var vocabulary: Vocabulary { dialog.vocabulary }
    /// The dialog's button titles; none when judging a button title itself.
    var buttonTitles: [String] { protectsButtonTitles ? dialog.buttonTitles : [] }
    private var cache: TextAnalysisStore { dialog.cache }
    /// This dialog's strings, their analyses and protections, found again by identity: some twenty
    /// rules ask about the same few strings, and a short list beats hashing each string each time.
    private var memo: DialogMemo { dialog.memo }
    /// Words that both the title and the message capitalize in mid-sentence ("Allow Signal…", "…use Signal."),
    /// and the capitals right before such a word in both ("Face" of "Face Unlock").
    var namesInDialog: Set<String> { dialog.namesInDialog }
    /// Everyday words, known names among them ("Notes", "Photos", "Link"), capitalized inside a sentence of
    /// one of the title and message and written in lowercase in the other ("Unsynced Notes Detected" over
    /// "…will delete any unsynced notes.", "Unable to create symbolic Link" over "…is not a symbolic
    /// link."): the dialog itself shows them to be the everyday word.
    var everydayWordsInDialog: Set<String> { dialog.everydayWordsInDialog }
    /// The particles that both the title and the message write capitalized right after a name of the
    /// dialog that is a phrasal verb ("In" of "Sign In" in "Can’t Sign In" and "Use Sign In with Apple").
    var nameParticles: Set<NameParticle> { dialog.nameParticles }

    public init(lexicon: Lexicon = .english, vocabulary: [String] = [], buttonTitles: [String] = []) {
        self.init(lexicon: lexicon, vocabulary: vocabulary, buttonTitles: buttonTitles, cache: TextAnalysisStore())
    }

    /// Knowledge for one dialog that shares its file's string analyses. `dialogText` (its title and
    /// message) is read for names: a word both capitalize in the middle of a sentence is one, and so is
    /// a capital that stands right before such a name in both (`addWordsLeadingNames`).
    init(lexicon: Lexicon = .english, vocabulary: [String], buttonTitles: [String], dialogText: [String] = [],
        cache: TextAnalysisStore) {
        self.init(lexicon: lexicon, vocabulary: Self.vocabulary(vocabulary, cache: cache), buttonTitles: buttonTitles,
            dialogText: dialogText, cache: cache)
    }

    init(lexicon: Lexicon, vocabulary: Vocabulary, buttonTitles: [String], dialogText: [String], cache: TextAnalysisStore) {
        self.lexicon = lexicon
        let textAnalyses = dialogText.map { cache.analyzed($0) }
        // Counted once per string: the evidence is the title and the message agreeing.
        let capitals = textAnalyses.map(\.capitalizedInsideSentences)
        var namesInDialog: Set<String> = []
        var everydayWords: Set<String> = []
        var nameParticles: Set<NameParticle> = []
        if capitals.count >= 2 {
            // Past a handful, as sets: listed, each capital was compared with every capital of the strings
            // after it (10,000 in a title and its message grew with the square); most strings have none.
            let capitalSets = capitals.reduce(0) { $0 + $1.count } > 16 ? capitals.map(Set.init) : nil
            for (position, words) in capitals.enumerated() {
                for word in words where !namesInDialog.contains(String(word))
                    && (position + 1 ..< capitals.count).contains(where: { later in
                        (capitalSets?[later].contains(word) ?? capitals[later].contains(word))
                            && Self.agreeOnAName(word, textAnalyses[position], textAnalyses[later])
                    })
                {
                    namesInDialog.insert(String(word))
                }
            }
            if !namesInDialog.isEmpty {
                let pairs = Self.pairOccurrences(in: textAnalyses)
                Self.addWordsLeadingNames(to: &namesInDialog, pairs: pairs)
                nameParticles = Self.particles(of: namesInDialog, pairs: pairs)
            }
            everydayWords = Self.everydayWords(excluding: namesInDialog, in: textAnalyses, lexicon: lexicon)
        }
        dialog = DialogWords(vocabulary: vocabulary, buttonTitles: buttonTitles, namesInDialog: namesInDialog,
            everydayWordsInDialog: everydayWords, nameParticles: nameParticles, cache: cache)
        // The rules ask for these analyses again: found in the memo, they are not looked up in the
        // store a second time (a hash of the whole string each).
        for (text, analysis) in zip(dialogText, textAnalyses) { dialog.memo.remember(analysis, of: text) }
    }

    /// Whether two strings that both capitalize `word` inside a sentence show it to be a name. Not the
    /// same string twice (a title repeated as the message agrees with nothing), nor two plainly in title
    /// style, whose capitals are the style's. A string that may be in title style ("Add Medication",
    /// "Sign in to Overcast") agrees where the other writes the word as a name goes, not alone after an
    /// article, where the everyday word goes ("Enter the name of the Medication:"; sweep 41).
    private static func agreeOnAName(_ word: Substring, _ first: AnalyzedText, _ second: AnalyzedText) -> Bool {
        guard first.text != second.text, !(first.isInTitleStyle && second.isInTitleStyle) else { return false }
        if first.hasNoLowercaseInside, second.capitalsAfterArticles.contains(word) { return false }
        if second.hasNoLowercaseInside, first.capitalsAfterArticles.contains(word) { return false }
        return true
    }

    /// The everyday words, known names or not ("Notes", "Link"), capitalized inside a sentence of one
    /// string and written in lowercase in another, and with their capital in none other: even at a
    /// sentence's start, a capital there may be the name's. Each string's words are gathered once, and only when
    /// there is such a name (most dialogs have none): asked of each name, a string of many names and one
    /// of many words took a time growing with the product of both. Which capitals are such names is
    /// worked out once per string: asked per dialog, the lexicon's answers cost 3% of the benchmark's
    /// instructions.
    private static func everydayWords(excluding names: Set<String>, in analyses: [AnalyzedText], lexicon: Lexicon) -> Set<String> {
        var candidates: [(text: Int, name: Substring)] = []
        for (position, text) in analyses.enumerated() where !text.capitalizedInsideSentences.isEmpty {
            // Not a name whose lowercase is an auxiliary: "may" says nothing of "May". A word that is no
            // known name counts only after a lowercase word, the one place `sentenceStyle` asks about it.
            let everydayNames = text.facts.everydayNames {
                text.capitalizedInsideSentences.filter {
                    (lexicon.isProperNoun($0) || text.capitalsAfterLowercase.contains($0)) && lexicon.isCommonWord($0)
                        && QuestionGrammar.auxiliaryBase($0.lowercased()) == nil
                }
            }
            for name in everydayNames where !names.contains(String(name)) { candidates.append((position, name)) }
        }
        guard !candidates.isEmpty else { return [] }
        // Every word as written: the name in lowercase, and with its capital even at a sentence's start,
        // where it keeps the name possible.
        let words = analyses.map { text in text.facts.words { Set(text.wordIndexes.lazy.map { text.tokens[$0].text }) } }
        var everyday: Set<String> = []
        for (position, name) in candidates {
            let others = words.indices.lazy.filter { $0 != position }.map { words[$0] }
            let lowercase = Substring(name.lowercased())
            if others.contains(where: { $0.contains(lowercase) }) && !others.contains(where: { $0.contains(name) }) {
                everyday.insert(String(name))
            }
        }
        return everyday
    }

    /// Adds the capitalized words that stand right before a name of the dialog in two of its strings. A
    /// name of several words shows its first word's capital at a sentence start, where a capital tells
    /// nothing: "Key" of "Confirm Key Connector domain" and "…administrator.\n\nKey Connector domain:".
    /// The word must stand inside its sentence in one of the two, so that its capital tells there.
    ///
    /// A leader so added is a name in its turn, whose own leader may be added ("Face" of "Face Unlock").
    /// The pairs are gathered by their second word once, and each name looks up its own: comparing
    /// each pair with those of the other strings took a time growing with the square of their number.
    private static func addWordsLeadingNames(to names: inout Set<String>, pairs: PairOccurrences) {
        var waiting = Array(names)
        while let name = waiting.popLast() {
            for (leader, occurrences) in pairs[Substring(name)] ?? [:]
            where occurrences.isInAnotherText && occurrences.leaderIsInside && !names.contains(String(leader)) {
                names.insert(String(leader))
                waiting.append(String(leader))
            }
        }
    }

    /// The particles of names of the dialog that are phrasal verbs, where two of its strings write the
    /// two words capitalized together: the name is "Sign In", not "Sign" alone, and its particle keeps
    /// its capital with it ("Can’t Sign In" over "Use Sign In with Apple"). Not over "Tap Sign Up": the
    /// name there is another.
    private static func particles(of names: Set<String>, pairs: PairOccurrences) -> Set<NameParticle> {
        var particles: Set<NameParticle> = []
        for (word, leaders) in pairs where GrammarWords.particles.contains(word.lowercased()) {
            for (leader, occurrences) in leaders where occurrences.isInAnotherText && names.contains(String(leader))
                && GrammarWords.isPhrasalVerb(leader.lowercased(), particle: word.lowercased())
            {
                particles.insert(NameParticle(name: String(leader), particle: String(word)))
            }
        }
        return particles
    }

    /// Where a pair occurs: the first string it is in, whether it is in another, and whether its
    /// leader stands inside its sentence in one of them (then its capital tells there).
    private struct Occurrences {
        var firstText: Int
        var isInAnotherText = false
        var leaderIsInside = false
    }

    /// The capitalized pairs of the dialog's strings: word → leader → where.
    private typealias PairOccurrences = [Substring: [Substring: Occurrences]]

    private static func pairOccurrences(in analyses: [AnalyzedText]) -> PairOccurrences {
        var pairs: PairOccurrences = [:]
        for (text, analysis) in analyses.enumerated() {
            for pair in capitalizedPairs(in: analysis) {
                var occurrences = pairs[pair.word]?[pair.leader] ?? Occurrences(firstText: text)
                occurrences.isInAnotherText = occurrences.isInAnotherText || text != occurrences.firstText
                occurrences.leaderIsInside = occurrences.leaderIsInside || pair.leaderIsInside
                pairs[pair.word, default: [:]][pair.leader] = occurrences
            }
        }
        return pairs
    }

    private struct CapitalizedPair {
        var leader: Substring
        var word: Substring
        /// Whether the leader stands inside its sentence, where its capital tells.
        var leaderIsInside: Bool
    }

    /// Each two capitalized words next to each other in a sentence, with nothing but space between them
    /// (minor words and quoted text left out), and whether the first stands inside its sentence.
    private static func capitalizedPairs(in text: AnalyzedText) -> [CapitalizedPair] {
        var pairs: [CapitalizedPair] = []
        for sentence in text.sentences {
            var previous: Int?
            var previousIsInside = false
            for index in sentence.tokenRange where text.tokens[index].isWordLike {
                defer { previousIsInside = previous != nil; previous = index }
                guard let leader = previous, text.tokens[leader].kind == .word, text.tokens[index].kind == .word,
                    text.shapes[leader] == .capitalized, text.shapes[index] == .capitalized,
                    !text.isMinorWord(at: leader), !text.isQuoted[leader], !text.isQuoted[index],
                    text.punctuationBefore(index).isEmpty
                else { continue }
                pairs.append(CapitalizedPair(leader: text.tokens[leader].text, word: text.tokens[index].text,
                    leaderIsInside: previousIsInside))
            }
        }
        return pairs
    }

    /// Vocabulary terms split into words, longest first; the same terms are split once per thread.
    static func vocabulary(_ terms: [String], cache: TextAnalysisStore) -> Vocabulary {
        guard !terms.isEmpty else { return .empty }
        return cache.vocabulary(terms) {
            let phrases = terms.map { cache.analyzed($0).words.map(\.text) }.filter { !$0.isEmpty }
            return Vocabulary(terms: terms, phrases: phrases.sorted { $0.count > $1.count })
        }
    }

    /// The same knowledge for judging a button title itself, where no button title is protected
    /// (a title would otherwise protect itself).
    public var forButtonTitles: WordKnowledge {
        var knowledge = self
        knowledge.protectsButtonTitles = false
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
        protection(of: text).protected
    }

    /// The protection of `text` in this dialog, and whether it is the text's own (`isBase`): true
    /// unless a button title of the dialog is named in the text. Only then do checks of the text
    /// depend on the dialog, so only then can they not be shared with other dialogs.
    func protection(of text: AnalyzedText) -> (protected: [Bool], isBase: Bool) {
        memo.protection(of: text.text, forButtonTitles: buttonTitles.isEmpty) { computeProtectedTokens(in: text) }
    }

    private func computeProtectedTokens(in text: AnalyzedText) -> (protected: [Bool], isBase: Bool) {
        let base = text.facts.protection(vocabulary: vocabulary.key) { computeProtection(in: text, buttonPhrases: nil) }
        // Only where the text names a control can a button title add to that, and only where one is named
        // there is the protection worked out afresh. The titles are compared in their analyses: a text
        // names some control in a quarter of the benchmark's strings, and making lists of their words
        // first cost 9M instructions on its 100 files.
        guard !base.controlPositions.isEmpty, !buttonTitles.isEmpty else { return (base.protected, true) }
        let titles = buttonTitles.map(analyzed)
        // Past a handful of buttons, only the titles that start with the word at a position are tried there.
        let titlesByFirstWord = FirstWordIndex(titles) { title in title.wordIndexes.first.map { title.tokens[$0].text } }
        guard base.controlPositions.contains(where: { position in
            titlesByFirstWord.candidates(startingWith: text.tokens[text.wordIndexes[position]].text)
                .contains { Self.words(of: $0, match: text, at: position) }
        })
        else { return (base.protected, true) }
        let buttonPhrases = titles.map { $0.words.map(\.text) }.filter { !$0.isEmpty }
        let index = PhraseIndex(longestFirst: buttonPhrases.sorted { $0.count > $1.count })
        return (computeProtection(in: text, buttonPhrases: index).protected, false)
    }

    /// Whether the words of `phrase`, one or more, are the words of `text` from word `position` on: what
    /// `phrase(_:matches:at:)` asks of lists of words, asked of two analyses in place. (One generic
    /// function over lazy views of both cost 3.5M more instructions on the benchmark's 100 files.)
    private static func words(of phrase: AnalyzedText, match text: AnalyzedText, at position: Int) -> Bool {
        let phraseWords = phrase.wordIndexes
        let textWords = text.wordIndexes
        guard !phraseWords.isEmpty, phraseWords.count <= textWords.count - position else { return false }
        return phraseWords.indices.allSatisfy {
            phrase.tokens[phraseWords[$0]].text == text.tokens[textWords[position + $0]].text
        }
    }

    /// A capitalization check of `text`, shared by every dialog when it depends on the text alone (the
    /// protection is the text's own and, for sentence style, the dialog shows no word to be a name or an
    /// everyday word itself).
    func sharedCheck(
        of text: AnalyzedText, style: TextFacts.CheckStyle, compute: ([Bool]) -> CapitalizationCheck
    ) -> CapitalizationCheck {
        let (protected, isBase) = protection(of: text)
        guard isBase, style == .title || (namesInDialog.isEmpty && everydayWordsInDialog.isEmpty) else { return compute(protected) }
        return text.facts.check(style, vocabulary: vocabulary.key) { compute(protected) }
    }

    /// For each sentence of `text`, whether its grammar makes it a question, "?" or not
    /// (`QuestionGrammar`); the grammar is worked out once per string and thread.
    ///
    /// A sentence that opens with a name of several words, declared or known, and goes on as a statement
    /// is no question however its first word reads: "Will Chen left the group" with "Will Chen" in the
    /// vocabulary (blind suite 29). It must go on with a verb that has a tense: "Will Chen be notified",
    /// "Will Chen, do you want to leave" (review 62) and "Will Chen’s photos stay shared" (review 63) ask.
    /// The name is what the protection pass found, worked out once per text: looked up in the vocabulary
    /// again for each sentence, 20,000 sentences and 5,000 terms took twice as long.
    public func questionSentences(in text: AnalyzedText) -> [Bool] {
        let grammar = text.facts.questions { text.sentences.map { QuestionGrammar.isQuestion(text, $0, lexicon: lexicon) } }
        guard grammar.contains(true) else { return grammar }
        let wordIndexes = text.wordIndexes
        var result = grammar
        var position = 0
        lazy var protected = protection(of: text).protected
        for (number, sentence) in text.sentences.enumerated() {
            // Word positions rise with the sentences: one pass finds each sentence's first word.
            while position < wordIndexes.count, wordIndexes[position] < sentence.tokenRange.lowerBound { position += 1 }
            // A name's second word is capitalized: "Will you…" is looked no further into.
            func continuesTheName(_ next: Int) -> Bool {
                next < wordIndexes.count && sentence.tokenRange.contains(wordIndexes[next])
                    && text.shapes[wordIndexes[next]] != .lowercase && text.punctuationBefore(wordIndexes[next]).isEmpty
                    && protected[wordIndexes[next]]
            }
            guard grammar[number], position < wordIndexes.count, sentence.tokenRange.contains(wordIndexes[position]),
                protected[wordIndexes[position]], continuesTheName(position + 1)
            else { continue }
            var end = position + 2
            while continuesTheName(end) { end += 1 }
            if goesOnAsAStatement(text, afterName: position..<end, in: sentence) { result[number] = false }
        }
        return result
    }

    /// Whether a verb with a tense follows the name at word positions `name` in its sentence with no mark
    /// between: a past ("left", "declined"), a form of "be", "have", "do" or a modal ("is", "can’t"), or a
    /// present in -s ("wants").
    private func goesOnAsAStatement(_ text: AnalyzedText, afterName name: Range<Int>, in sentence: AnalyzedText.Sentence) -> Bool {
        let wordIndexes = text.wordIndexes
        // A possessive name opens a noun phrase, whose verb comes later: not told here ("Will Chen’s photos").
        guard name.upperBound < wordIndexes.count, Self.possessiveStem(of: text.tokens[wordIndexes[name.upperBound - 1]].text) == nil
        else { return false }
        let next = wordIndexes[name.upperBound]
        // Capitalized in title style too: "Will Chen Left the Group" (2014).
        guard sentence.tokenRange.contains(next), text.punctuationBefore(next).isEmpty, text.tokens[next].kind == .word else { return false }
        let word = text.folded[next]
        return QuestionGrammar.auxiliaryBase(word) != nil || QuestionGrammar.isParticipleShaped(word) || Self.irregularPasts.contains(word)
            || (word.count > 3 && word.hasSuffix("s") && !word.hasSuffix("ss"))
    }

    /// Irregular past tenses that follow a person's name in a notice ("Will Chen left the group").
    private static let irregularPasts: Set<String> = [
        "left", "sent", "made", "took", "gave", "got", "came", "went", "found", "saw", "said", "told", "paid", "bought",
        "won", "lost", "set", "put", "ran", "began", "brought", "built", "chose", "drove", "fell", "felt", "forgot", "heard",
        "held", "kept", "knew", "led", "met", "quit", "sold", "spent", "stood", "wrote", "sang", "rode", "shot", "shut",
        "slept", "spoke", "swam", "taught", "thought", "threw", "understood", "woke", "wore", "read",
    ]

    /// Whether some sentence of `text` asks a question: it ends with "?", or its grammar makes it one.
    public func asksQuestion(_ text: AnalyzedText) -> Bool {
        let questions = questionSentences(in: text)
        return text.sentences.indices.contains { text.sentences[$0].isQuestion || questions[$0] }
    }

    /// The analysis of a string, made once per thread however many rules and dialogs ask.
    public func analyzed(_ text: String) -> AnalyzedText {
        memo.analysis(of: text) { cache.analyzed(text) }
    }

    /// Whether `phrase` is the words of `words` from `position` on, its last word perhaps in the
    /// possessive ("Day One's", "Rose’s"; blind suite 27).
    private static func phrase(_ phrase: [Substring], matches words: [Substring], at position: Int) -> Bool {
        guard phrase.count <= words.count - position else { return false }
        return zip(phrase.indices, words[position...]).allSatisfy { offset, word in
            phrase[offset] == word || (offset == phrase.count - 1 && possessiveStem(of: word) == phrase[offset])
        }
    }

    /// A word without its possessive "'s" or "’s" (in capitals too: "ONE’S"), or nil.
    static func possessiveStem(of word: Substring) -> Substring? {
        guard word.count > 2, let last = word.last, last == "s" || last == "S",
            let apostrophe = word.dropLast().last, apostrophe == "'" || apostrophe == "\u{2019}"
        else { return nil }
        return word.dropLast(2)
    }

    /// The protection pass; `buttonPhrases` are protected where the text names a control.
    private func computeProtection(in text: AnalyzedText, buttonPhrases: PhraseIndex?) -> BaseProtection {
        var protected = [Bool](repeating: false, count: text.tokens.count)
        var controlPositions: [Int] = []
        let wordIndexes = text.wordIndexes
        let words = wordIndexes.map { text.tokens[$0].text }
        // Worked out only for a text that may open a sentence with a control's name.
        lazy var sentenceEnds = Self.sentenceEnds(in: text)
        // Headings before a colon are looked for only in a text that has one (most have none).
        lazy var hasAColon = text.text.utf8.contains(UInt8(ascii: ":"))
        var position = 0
        while position < words.count {
            var length = 0
            if !vocabulary.index.isEmpty {
                // The terms that start with the word as written, and those that start with it without a
                // possessive, a one-word term's ("Rose’s"): joined into one list, the two made a new array
                // for every word of every text.
                func considerTerms(startingWith first: Substring) {
                    for phrase in vocabulary.index.candidates(startingWith: first)
                        where phrase.count > length && Self.phrase(phrase, matches: words, at: position)
                    {
                        length = phrase.count
                    }
                }
                considerTerms(startingWith: words[position])
                if let stem = Self.possessiveStem(of: words[position]) { considerTerms(startingWith: stem) }
            }
            // A button title keeps its capitals where the text names the button ("Tap Log Out",
            // "“Log Out”"), or makes it the subject of a sentence, or of a clause after a comma, that says
            // more ("Sign In isn’t available right now.", "Sorry, Sign In isn’t available right now."),
            // not where the text merely says the same words ("Log Out?").
            if length == 0 {
                let namesControl = namesAControl(text, at: wordIndexes[position])
                let isSubject = !namesControl && Self.precedesCapitalizedParticle(text, at: position)
                    && (Self.opensSentence(at: position, sentenceEnds: sentenceEnds)
                        || text.punctuationBefore(wordIndexes[position]) == [","] && position + 1 < sentenceEnds[position])
                // After a lowercase or a minor word, capitals that spell out a button title of two words or
                // more, and no more, name the button without a verb too ("Nothing is lost with Keep Both.",
                // "Nothing Is Lost With Keep Both."). Not inside a run of capitals ("Please Try Again
                // Later."): that is title style. One capital is left to sentence style's own judgement.
                let mayNameLabel = !namesControl && !isSubject && Self.startsCapitalizedPair(text, at: position)
                    && !Self.startsSentence(at: position, sentenceEnds: sentenceEnds)
                    && (text.shapes[wordIndexes[position - 1]] == .lowercase || text.isMinorWord(at: wordIndexes[position - 1]))
                // A button title that opens a sentence before a colon heads what it explains ("Take Photo: Use
                // the camera.", "Choose Photo: Use the camera roll."; sweep 43).
                var headingLength: Int?
                if !namesControl, !isSubject, !mayNameLabel, hasAColon, let length = Self.headingLength(text, at: position),
                    Self.startsSentence(at: position, sentenceEnds: sentenceEnds)
                {
                    headingLength = length
                }
                if namesControl || isSubject || mayNameLabel || headingLength != nil {
                    controlPositions.append(position)
                    // As a subject the name leaves its sentence more to say: "Log Out?" asks the action.
                    let room = isSubject ? sentenceEnds[position] - position - 1 : words.count - position
                    for phrase in buttonPhrases?.candidates(startingWith: words[position]) ?? [] where phrase.count > length && phrase.count <= room
                        && (!mayNameLabel || phrase.count >= 2 && !Self.startsCapitalizedPair(text, at: position + phrase.count - 1))
                        // A subject is followed by the rest of its sentence in lowercase ("Sign In isn’t
                        // available"); "Turn On Photo Stream Now?" is the action in title style.
                        && (!isSubject || text.shapes[wordIndexes[position + phrase.count]] == .lowercase)
                        && (headingLength == nil || phrase.count == headingLength)
                        && Self.phrase(phrase, matches: words, at: position)
                    {
                        length = phrase.count
                    }
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
        // Keys are named with capitals: "press a key with Command, Option, Control, or Shift" (sweep 47).
        for key in ControlReference.listedModifierKeys(in: text) { protected[key] = true }
        markNameRuns(in: text, protected: &protected)
        return BaseProtection(protected: protected, controlPositions: controlPositions)
    }

    /// The number of words, four at most, from `position` to a colon right after the last of them, if
    /// none of them is lowercase but a minor word and no mark stands between them ("Take Photo:",
    /// "Save to Files:").
    private static func headingLength(_ text: AnalyzedText, at position: Int) -> Int? {
        let wordIndexes = text.wordIndexes
        for length in 1...4 where position + length <= wordIndexes.count {
            let index = wordIndexes[position + length - 1]
            guard text.tokens[index].kind == .word, text.shapes[index] != .lowercase || text.isMinorWord(at: index),
                length == 1 || text.tokens[index - 1].kind == .space && text.tokens[index - 2].isWordLike
            else { return nil }
            if index + 1 < text.tokens.count, text.tokens[index + 1].kind == .punctuation, text.tokens[index + 1].text == ":" {
                return length
            }
        }
        return nil
    }

    /// Whether a word says a state, as after "not": a participle or an adjective in -able or -ible
    /// ("installed", "running", "available", "reachable"), or a word of a state that has no such ending.
    private static func isAState(_ word: String) -> Bool {
        word.count >= 5 && ["ed", "ing", "able", "ible"].contains(where: word.hasSuffix) || statesWithoutEndings.contains(word)
    }

    private static let statesWithoutEndings: Set<String> = ["found", "set", "ready", "known", "done", "shown", "open"]

    /// For each word position, the position just past the last word of its sentence.
    private static func sentenceEnds(in text: AnalyzedText) -> [Int] {
        let wordIndexes = text.wordIndexes
        var ends = [Int](repeating: wordIndexes.count, count: wordIndexes.count)
        var position = 0
        for sentence in text.sentences {
            let start = position
            while position < wordIndexes.count, sentence.tokenRange.contains(wordIndexes[position]) { position += 1 }
            for inSentence in start..<position { ends[inSentence] = position }
        }
        return ends
    }

    /// Whether the word after `position` is a capitalized particle or minor word, the way a control's
    /// name goes on ("Sign In", "Log Out"). Other capitals amid lowercase words are left to sentence
    /// style's own judgement of names.
    private static func precedesCapitalizedParticle(_ text: AnalyzedText, at position: Int) -> Bool {
        guard position + 1 < text.wordIndexes.count else { return false }
        let next = text.wordIndexes[position + 1]
        return (text.isMinorWord(at: next) || text.wordClasses[next].contains(.particle))
            && text.shapes[next] == .capitalized
    }

    /// Whether the word at `position` and the next are both capitalized, with nothing between them.
    private static func startsCapitalizedPair(_ text: AnalyzedText, at position: Int) -> Bool {
        guard position + 1 < text.wordIndexes.count else { return false }
        let word = text.wordIndexes[position], next = text.wordIndexes[position + 1]
        return text.shapes[word] == .capitalized && text.shapes[next] == .capitalized && text.punctuationBefore(next).isEmpty
    }

    /// Whether the word at `position` is the first of its sentence.
    private static func startsSentence(at position: Int, sentenceEnds: [Int]) -> Bool {
        position == 0 || sentenceEnds[position - 1] == position
    }

    /// Whether the word at `position` opens its sentence, and another word of the sentence follows it.
    private static func opensSentence(at position: Int, sentenceEnds: [Int]) -> Bool {
        position + 1 < sentenceEnds[position] && startsSentence(at: position, sentenceEnds: sentenceEnds)
    }

    /// Whether the words at `tokenIndex` are named as a control: in quotation marks, or right after a
    /// selection verb ("tap", "press", "choose", "select", "click", "touch", "use"), maybe with "the" or "on",
    /// or after "or" or "and" that joins them to a capitalized label so named, where the list ends with them
    /// ("Tap Yes or No.", "Tap Yes or No to continue", where "No" is a function word that no list of labels
    /// takes on its own; sweep 38; not "Tap Continue and All your photos upload"; review 67). Only a button
    /// title of the dialog is protected there (`computeProtection`).
    private func namesAControl(_ text: AnalyzedText, at tokenIndex: Int, afterConjunction: Bool = false) -> Bool {
        if text.isQuoted[tokenIndex] { return true }
        // Most text has no selection verb: then nothing is named after one.
        guard text.allWordClasses.contains(.uiVerb) else { return false }
        var previous = text.previousWordIndex(before: tokenIndex)
        if !afterConjunction, let conjunction = previous, ["or", "and"].contains(text.folded[conjunction]),
            text.punctuationBefore(conjunction).allSatisfy({ $0 == "," }), text.punctuationBefore(tokenIndex).isEmpty,
            let label = text.previousWordIndex(before: conjunction), text.shapes[label] != .lowercase
        {
            // A capital after it goes on with a label of its own ("Use Wi-Fi or Cellular Data"; review 70).
            let endsTheList = text.adjacentWordIndex(after: tokenIndex).map { next in
                text.shapes[next] == .lowercase && Self.wordsAfterAList.contains(text.folded[next])
            } ?? true
            return endsTheList && namesAControl(text, at: label, afterConjunction: true)
        }
        if let index = previous, ["the", "on"].contains(text.folded[index]) {
            previous = text.previousWordIndex(before: index)
        }
        guard let verb = previous else { return false }
        return text.wordClasses[verb].contains(.uiVerb)
    }

    /// A run of two or more capitalized words with a word the dictionary does not know is a name as a
    /// whole: "Mark Chen", "Nextcloud Talk", "Ice Cubes for Mastodon" stops at "for". A known name
    /// of a thing says nothing about the words beside it: "Restart Your Mac Now?" is title style, and
    /// "Mac" keeps its capital on its own. Nor does the capital of an everyday word that opens its
    /// sentence: in "Your Pinecone indexes are safe." the name is "Pinecone", and "Your" a pronoun.
    private func markNameRuns(in text: AnalyzedText, protected: inout [Bool]) {
        let indexes = text.wordIndexes
        // Whether each sentence is in plain title style, by its first token, worked out once: asked
        // once per run, a sentence of 20,000 name runs took 56 s.
        var plainTitleStyle: [Int: Bool] = [:]
        var start = 0
        // Whether a lowercase word follows each word in its sentence, worked out once, backwards, the
        // first time a run meets "you" or "your" (asked per run, a sentence of such runs grew with its square).
        lazy var lowercaseFollows: [Bool] = {
            var follows = [Bool](repeating: false, count: indexes.count)
            var seen = false
            for position in indexes.indices.reversed() {
                follows[position] = seen
                if text.startsSentence(indexes[position]) {
                    seen = false
                } else if text.tokens[indexes[position]].kind == .word && text.shapes[indexes[position]] == .lowercase {
                    seen = true
                }
            }
            return follows
        }()
        while start < indexes.count {
            var end = start
            // Asked only of a run that meets "you" or "your": a lookup for every word cost 6M instructions
            // on the benchmark's 100 files.
            lazy var opensWithAnUnknownWord = text.startsSentence(indexes[start]) && text.tokens[indexes[start]].kind == .word
                && !lexicon.isCommonWord(text.tokens[indexes[start]].text)
            // A word the dictionary does not know, opening its sentence, goes on with "you" or "your" right
            // after it and more capitals to the sentence's end as a sentence, not a name: "Ooops You Missed!",
            // "Congrats You Won!" (sweep 38). Elsewhere the run may be a title ("Play Coldplay Fix You?",
            // "Coldplay Fix You is now playing", "Lewis Capaldi Someone You Loved", "Halsey You Should Be Sad
            // is playing next"; reviews 67, 70 and 71).
            func isInterjectionBeforeYou(at position: Int) -> Bool {
                position == start + 1 && Self.isSecondPerson(text.folded[indexes[position]]) && opensWithAnUnknownWord
                    && position + 1 < indexes.count && text.punctuationBefore(indexes[position + 1]).isEmpty
                    && text.shapes[indexes[position + 1]] != .lowercase && !lowercaseFollows[position]
            }
            // "Not" before a state, in a run that opens its sentence, is the status of the name before it, no
            // part of it: "Orbot Not Installed", "Kodi Not Responding" (sweep 43). Before another word it may
            // be a title's ("Play Eminem Not Afraid?", "Kendrick Lamar Not Like Us is now playing"; review 73).
            func isNotBeforeAState(at position: Int) -> Bool {
                guard position > start, text.folded[indexes[position]] == "not", text.startsSentence(indexes[start]),
                    position + 1 < indexes.count, text.punctuationBefore(indexes[position + 1]).isEmpty
                else { return false }
                return Self.isAState(text.folded[indexes[position + 1]])
            }
            while end < indexes.count {
                let token = text.tokens[indexes[end]]
                let shape = text.shapes[indexes[end]]
                let joined = end == start || text.punctuationBefore(indexes[end]).isEmpty
                // A name already known (the vocabulary's, a curated one, a button's) ends a run, and so
                // does the pronoun "I" (`isPronounI`), whose capital is always right: no word the dictionary
                // has, it had made "Can I Delete Photos?" a name. So does a form of "be" or "has", which no
                // name holds ("Part I Is Ready"), and so does "not" before a state (`isNotBeforeAState`).
                guard token.kind == .word, shape != .lowercase, shape != .noLetters, joined, !protected[indexes[end]],
                    !text.isMinorWord(at: indexes[end]), !isPronounI(text, at: indexes[end]),
                    !Self.auxiliariesNoNameHolds.contains(QuestionGrammar.auxiliaryBase(text.folded[indexes[end]]) ?? ""),
                    !isNotBeforeAState(at: end),
                    !text.wordClasses[indexes[end]].contains(.uiVerb), !isInterjectionBeforeYou(at: end)
                else { break }
                end += 1
                // A Roman numeral ends the name it numbers ("Part II Now": "Now" is no part of it).
                if end - 1 > start, Self.isRomanNumeral(token.text) { break }
            }
            // Capitalized words the dictionary does not know. An acronym or an inner capital ("OK",
            // "iPhone") says nothing about the words beside it, nor does a known name of a thing.
            let unknown = end - start >= 2
                ? (start..<end).filter { position in
                    let word = text.tokens[indexes[position]].text
                    return text.shapes[indexes[position]] == .capitalized && !lexicon.isCommonWord(word)
                        || position > start && Self.isRomanNumeral(word)
                }
                : []
            // A known name spelled otherwise ("Iphone") is a known name too: "Is Your Iphone Nearby?" is title
            // style around it, not a name of three words (review 76).
            if unknown.contains(where: { !lexicon.isNameOfThing(text.tokens[indexes[$0]].text) && !isANameSpelledOtherwise(text, at: indexes[$0]) }) {
                let first = indexes[start]
                let capitalOfTheSentence = text.startsSentence(first) && lexicon.isCommonWord(text.tokens[first].text)
                let run = (capitalOfTheSentence ? start + 1 : start)..<end
                let wholeRunIsName = run.count <= 2 || !isInPlainTitleStyle(text, wordAt: run.lowerBound, known: &plainTitleStyle)
                let isUnknown = Set(unknown)
                for position in run
                where wholeRunIsName || (position - 1...position + 1).contains(where: { run.contains($0) && isUnknown.contains($0) }) {
                    protected[indexes[position]] = true
                }
            }
            start = max(end, start + 1)
        }
    }

    /// Whether the word at `tokenIndex` is a known name with capitals of its own, written otherwise ("Iphone").
    private func isANameSpelledOtherwise(_ text: AnalyzedText, at tokenIndex: Int) -> Bool {
        lexicon.nameSpelling(of: text.tokens[tokenIndex].text, folded: text.folded[tokenIndex], includingInitialisms: false) != nil
    }

    /// Whether the word at `tokenIndex` is surely the pronoun "I": a contraction ("I'm", "I’ll"), or "I"
    /// opening its sentence, after an auxiliary ("Can I", "How Do I") or after a word that opens a clause
    /// ("What I Watched", "Notify Me If I Forget?", "People I Follow"). After another word it may be a
    /// Roman numeral ending a name ("World War I Documentary", "Watch Alien I Restored?", "Age of
    /// Empires I"), and stays in the name's run: a pronoun there is missed ("the Playlist I Made"), but
    /// a fix never lowercases a name.
    private func isPronounI(_ text: AnalyzedText, at tokenIndex: Int) -> Bool {
        let word = text.folded[tokenIndex]
        guard GrammarWords.firstPersonSingular.contains(word) else { return false }
        guard word == "i", let previous = text.previousWordIndex(before: tokenIndex), !text.startsSentence(tokenIndex) else { return true }
        let before = text.folded[previous]
        return QuestionGrammar.auxiliaryBase(before) != nil || Self.wordsBeforeAClause.contains(before)
    }

    /// Words that follow a list of labels rather than go on with its last ("Tap Yes or No to continue",
    /// "…or No in the alert", "…or No when asked"), where a determiner or a noun goes on with a clause
    /// ("Tap Continue and All your photos upload").
    private static let wordsAfterAList: Set<String> = [
        "to", "in", "on", "at", "for", "from", "below", "above", "when", "if", "again", "now", "first", "instead",
        "twice", "once", "then",
    ]

    /// Whether a word is "you" or "your" in any form ("You’ll", "Yours").
    private static func isSecondPerson(_ word: String) -> Bool {
        guard word.utf8.first == UInt8(ascii: "y"), let pronoun = GrammarWords.personalPronouns[word] else { return false }
        return pronoun == "you" || pronoun == "your"
    }

    /// The auxiliary classes (`QuestionGrammar.auxiliaryBase`) of words no name holds: forms of "be" and "has".
    private static let auxiliariesNoNameHolds: Set<String> = ["be", "has"]

    /// Words after which "I" opens a clause: the conjunctions that open one, wh-words, plurals not in -s
    /// ("people", "children") and pronouns such as "everything".
    private static let wordsBeforeAClause: Set<String> = GrammarWords.clauseOpeners.union([
        "what", "who", "whom", "where", "why", "how", "which", "whatever", "that", "before", "after", "than", "once",
        "whenever", "wherever", "people", "children",
        "everything", "everyone", "everybody", "anything", "anyone", "something", "someone",
    ])

    /// Whether a word is a Roman numeral of two letters or more in capitals, of I, V and X ("II", "XIV";
    /// not "CV" or "XL"): after capitals it ends a name, as an unknown word does ("Street Fighter II").
    private static func isRomanNumeral(_ word: Substring) -> Bool {
        word.utf8.count >= 2 && word.utf8.allSatisfy { "IVX".utf8.contains($0) }
    }

    /// Whether the sentence of the word at word position `position` is plainly title style: no
    /// lowercase word, and a capitalized minor word or auxiliary that no name holds ("To", "For", "Is",
    /// "Can't"). There a name run's capitals tell nothing: the name is taken to be the words the
    /// dictionary does not know and one capitalized word on each side ("Nextcloud Talk Is Ready" names
    /// "Nextcloud Talk"). Elsewhere the whole run is the name ("Connect Philips Hue Bridge?"). Asked
    /// once per sentence (`known`, by the sentence's first token), not per word or run: a run of
    /// 200,000 unknown capitals took 15 s asked per word.
    private func isInPlainTitleStyle(_ text: AnalyzedText, wordAt position: Int, known: inout [Int: Bool]) -> Bool {
        let index = text.wordIndexes[position]
        guard let sentence = text.sentence(containing: index) else { return false }
        if let answer = known[sentence.tokenRange.lowerBound] { return answer }
        let words = sentence.tokenRange.filter { text.tokens[$0].kind == .word }
        let hasLowercase = words.contains { text.shapes[$0] == .lowercase }
        let hasTitleStyleCapital = words.dropFirst().contains { index in
            text.shapes[index] == .capitalized && (text.isMinorWord(at: index) || QuestionGrammar.auxiliaryBase(text.folded[index]) != nil)
        }
        let answer = !hasLowercase && hasTitleStyleCapital
        known[sentence.tokenRange.lowerBound] = answer
        return answer
    }

    /// A capitalized run right before a lowercase UI noun names that element: "the Downloads folder",
    /// "My Files folder". Not a determiner right before the noun, in whatever case: it is the noun's
    /// ("Your settings will be reset.", "Check YOUR settings.", "My folder is gone."), and taken for a
    /// name it hid the pronoun. Other pronouns name tabs and sections ("the Me tab", "the For You tab").
    ///
    /// A capitalized UI noun is the name's last word where the run follows a preposition of place: "in
    /// Notification Settings", "from the Share Menu". Elsewhere its capital may be title style's ("Reset
    /// Network Settings?"), and so may a function word's ("to Save Your Settings").
    private func markNamesOfUIElements(in text: AnalyzedText, protected: inout [Bool]) {
        let indexes = text.wordIndexes
        for (position, index) in indexes.enumerated() where position > 0 {
            guard text.wordClasses[index].contains(.uiNoun), text.punctuationBefore(index).isEmpty else { continue }
            let isCapitalized = text.shapes[index] == .capitalized
            guard isCapitalized || text.shapes[index] == .lowercase else { continue }
            var left = position - 1
            // A capitalized noun's name is a few words at most: walked from each noun of a run of
            // capitalized nouns ("Settings Settings …"), the whole run took a time growing with its square.
            while left >= 0, !isCapitalized || position - left <= ControlReference.longestControlName {
                let shape = text.shapes[indexes[left]]
                // A minor word opens the name only capitalized, after a determiner: "the For You tab" (not
                // "Move it To Trash folder", "Open the file In Settings app", title style).
                let opensNameAfterLowercase = shape == .capitalized && left > 0 && left < position - 1
                    && text.shapes[indexes[left - 1]] == .lowercase && GrammarWords.determiners.contains(text.folded[indexes[left - 1]])
                // So does a capitalized particle right after a capitalized verb: "the Sign In button", "the
                // Log Out option".
                // Not a verb of selection's, unless a determiner opens the name: "Please Click On Save button"
                // selects "Save" (sweep 47), "the Touch Up My Appearance setting" is Zoom's (review 77).
                let isParticleOfTheName = shape == .capitalized && left > 0 && GrammarWords.particles.contains(text.folded[indexes[left]])
                    && text.shapes[indexes[left - 1]] == .capitalized && text.punctuationBefore(indexes[left]).isEmpty
                    && (!text.wordClasses[indexes[left - 1]].contains(.selectionVerb)
                        || left > 1 && GrammarWords.namesOpeners.contains(text.folded[indexes[left - 2]])
                            && text.punctuationBefore(indexes[left - 1]).isEmpty)
                guard shape == .capitalized || shape == .mixed || shape == .allCaps,
                    !text.isMinorWord(at: indexes[left]) || opensNameAfterLowercase || isParticleOfTheName,
                    left == position - 1 || text.punctuationBefore(indexes[left + 1]).allSatisfy({ $0 == "&" }),
                    !(left == position - 1 && GrammarWords.determiners.contains(text.folded[indexes[left]])),
                    !(isCapitalized && GrammarWords.functionWords.contains(text.folded[indexes[left]]))
                else { break }
                left -= 1
            }
            guard left < position - 1 else { continue }
            if isCapitalized {
                var before = left
                if before >= 0, text.folded[indexes[before]] == "the", text.punctuationBefore(indexes[before + 1]).isEmpty { before -= 1 }
                guard before >= 0, text.shapes[indexes[before]] == .lowercase,
                    GrammarWords.placePrepositions.contains(text.folded[indexes[before]]),
                    text.punctuationBefore(indexes[before + 1]).isEmpty
                else { continue }
                protected[index] = true
            }
            for name in (left + 1)..<position { protected[indexes[name]] = true }
        }
    }

    /// Words of a menu or settings path, "General > Software Update", are UI names; not a verb of
    /// selection before "on", "the" or a quotation, the next step's object ("iPhone Storage -> Click on
    /// “%@”"; sweep 50), where a setting's name goes on otherwise ("Touch > Tap to Wake"; review 82).
    private func markSettingsPaths(in text: AnalyzedText, protected: inout [Bool]) {
        for (index, token) in text.tokens.enumerated() where token.kind == .punctuation && Self.isPathSeparator(token.text) {
            // The capitalized run on each side of the separator.
            var left = index - 1
            while left >= 0, text.tokens[left].kind != .punctuation || text.tokens[left].text == "&" {
                if text.shapes[left] == .lowercase { break }
                protected[left] = true
                left -= 1
            }
            var right = index + 1
            if let first = text.adjacentWordIndex(after: index), text.isVerbOfSelection(first), text.shapes[first] == .capitalized,
                text.adjacentWordIndex(after: first).map({ ["on", "the"].contains(text.folded[$0]) })
                    ?? text.tokens[(first + 1)...].first(where: { $0.kind != .space }).map({ AnalyzedText.quotationCloser(of: $0.text) != nil }) ?? false
            {
                continue
            }
            while right < text.tokens.count, text.tokens[right].kind != .punctuation || text.tokens[right].text == "&" {
                if text.shapes[right] == .lowercase { break }
                protected[right] = true
                right += 1
            }
        }
    }

    /// ">", "›", "→", "▸" (punctuation tokens are one scalar each).
    private static func isPathSeparator(_ text: Substring) -> Bool {
        switch text.unicodeScalars.first {
        case ">", "\u{203A}", "\u{2192}", "\u{25B8}": true
        default: false
        }
    }

    /// Whether a capitalized word is a name we know, as opposed to one merely presumed.
    public func isKnownProperNoun(_ word: Substring) -> Bool {
        lexicon.isProperNoun(word)
    }

    /// How many words a known name of several words ("Touch ID", "Apple Pay") that starts at word
    /// `position` of `text` takes; 0 when none starts there.
    public func knownNameLength(in text: AnalyzedText, atWord position: Int) -> Int {
        let indexes = text.wordIndexes
        guard position + 1 < indexes.count else { return 0 }
        let words = indexes[position...].prefix(Lexicon.Curated.longestPhraseWordCount).map { text.tokens[$0].text }
        return lexicon.properNounPhraseLength(startingWith: words[...])
    }
}

/// A name of a dialog and the particle written capitalized after it in two of its strings ("Sign", "In").
struct NameParticle: Hashable, Sendable {
    var name: String
    var particle: String
}

/// What the rules of one dialog know about its words, shared by every copy of its `WordKnowledge`.
/// Confined to the thread linting the dialog, like its `TextAnalysisStore`.
private final class DialogWords: @unchecked Sendable {
    let vocabulary: Vocabulary
    let buttonTitles: [String]
    let namesInDialog: Set<String>
    let everydayWordsInDialog: Set<String>
    let nameParticles: Set<NameParticle>
    let cache: TextAnalysisStore
    let memo = DialogMemo()

    init(vocabulary: Vocabulary, buttonTitles: [String], namesInDialog: Set<String>, everydayWordsInDialog: Set<String>,
        nameParticles: Set<NameParticle>, cache: TextAnalysisStore) {
        self.vocabulary = vocabulary
        self.buttonTitles = buttonTitles
        self.namesInDialog = namesInDialog
        self.everydayWordsInDialog = everydayWordsInDialog
        self.nameParticles = nameParticles
        self.cache = cache
    }
}

/// What one dialog's rules have asked of its strings so far (see `WordKnowledge.memo`), by exact
/// bytes (`ExactText`). Confined to the thread linting the dialog, like its `TextAnalysisStore`.
///
/// Its lists are exempt from run-time exclusivity checks, which took 12M of 1,566M instructions on the
/// benchmark's 100 files (146,000 lookups). No access to a list is open when another begins: a lookup
/// ends before `compute` runs and the append comes after it, so a `compute` that asks the memo for an
/// analysis (a protection does) finds no access in progress. The compiler cannot see that through
/// the closures.
final class DialogMemo: @unchecked Sendable {
    @exclusivity(unchecked) private var analyses: [(text: ExactText, analysis: AnalyzedText)] = []
    @exclusivity(unchecked) private var protections: [(text: ExactText, forButtonTitles: Bool, protection: (protected: [Bool], isBase: Bool))] = []

    func analysis(of text: String, compute: () -> AnalyzedText) -> AnalyzedText {
        let key = ExactText(text)
        // The very string first (its identity), then the same bytes in another string.
        if let found = analyses.first(where: { $0.text.identity.isSame(as: key.identity) }) ?? analyses.first(where: { $0.text == key }) {
            return found.analysis
        }
        let analysis = compute()
        // A dialog has a handful of strings; anything past that is looked up where it came from.
        if analyses.count < 16 {
            // Room for a dialog's usual strings at once, not grown from one entry up.
            if analyses.isEmpty { analyses.reserveCapacity(8) }
            analyses.append((key, analysis))
        }
        return analysis
    }

    /// Records `analysis` as the analysis of `text`, made before any rule asked for it.
    func remember(_ analysis: AnalyzedText, of text: String) {
        _ = self.analysis(of: text) { analysis }
    }

    func protection(
        of text: String, forButtonTitles: Bool, compute: () -> (protected: [Bool], isBase: Bool)
    ) -> (protected: [Bool], isBase: Bool) {
        let key = ExactText(text)
        if let found = protections.first(where: { $0.forButtonTitles == forButtonTitles && $0.text.identity.isSame(as: key.identity) })
            ?? protections.first(where: { $0.forButtonTitles == forButtonTitles && $0.text == key })
        {
            return found.protection
        }
        let protection = compute()
        if protections.count < 16 {
            if protections.isEmpty { protections.reserveCapacity(8) }
            protections.append((key, forButtonTitles, protection))
        }
        return protection
    }
}
