/// Recognises a question by its grammar, whatever its punctuation: an auxiliary or modal verb followed
/// by its subject ("Are you sure", "Do you want to save", "Can this photo be shared"), or a wh-word
/// that opens a direct question ("What happened", "Where should this appear", "How much space is needed").
///
/// A first word alone proves nothing: "Could Not Delete Tag", "Can’t Open File" and "Do Not Disturb"
/// are statements or names, "When the download ends, …" is a clause, "How to Reset" is a heading.
public enum QuestionGrammar {
    /// Whether `sentence` of `text` has the form of a direct question.
    public static func isQuestion(_ text: AnalyzedText, _ sentence: AnalyzedText.Sentence, lexicon: Lexicon = .english) -> Bool {
        let indexes = text.wordIndexes(in: sentence)
        guard let first = indexes.first, !text.isQuoted[first], text.tokens[first].kind == .word else { return false }
        let lead = text.folded[first]
        if let base = auxiliaryBase(lead) {
            // The subject must follow at once, in the same clause: "Can this …", not "Can’t Open".
            guard indexes.count >= 2, text.punctuationBefore(indexes[1]).isEmpty else { return false }
            return isSubject(text.tokens[indexes[1]], folded: text.folded[indexes[1]], after: base,
                negated: lead.hasSuffix("n't"), lexicon: lexicon)
                || ((base == "do" || base == "have" || invertsABareSubject(text, sentence, lead: lead, base: base))
                    && hasNounSubject(text, indexes, after: base))
        }
        return isWhQuestion(text, indexes)
    }

    /// Whether the text's first sentence has the form of a direct question.
    public static func startsWithQuestion(_ text: AnalyzedText, lexicon: Lexicon = .english) -> Bool {
        text.sentences.first.map { isQuestion(text, $0, lexicon: lexicon) } ?? false
    }

    // MARK: - Auxiliaries

    /// Auxiliary and modal verbs, by form, with their base ("doesn't" → "do"). Curly apostrophes are folded.
    static let auxiliaries: [String: String] = {
        var forms: [String: String] = [:]
        let groups: [String: [String]] = [
            "be": ["am", "is", "are", "was", "were"],
            "do": ["do", "does", "did"],
            "have": ["have", "has", "had"],
            "modal": ["can", "could", "will", "would", "shall", "should", "may", "might", "must"],
        ]
        for (base, words) in groups {
            for word in words { forms[word] = word == "do" || word == "have" ? word : base }
        }
        let negatives = [
            "isn't": "be", "aren't": "be", "wasn't": "be", "weren't": "be", "don't": "do", "doesn't": "does",
            "didn't": "does", "haven't": "have", "hasn't": "has", "hadn't": "has", "can't": "modal",
            "couldn't": "modal", "won't": "modal", "wouldn't": "modal", "shouldn't": "modal", "mustn't": "modal",
        ]
        forms.merge(negatives) { $1 }
        // "does", "did", "has", "had" take any subject; bare "do" and "have" are also imperative verbs.
        forms["does"] = "does"
        forms["did"] = "does"
        forms["has"] = "has"
        forms["had"] = "has"
        return forms
    }()

    /// The auxiliary class of a word, or nil: "be", "do" (bare, also an imperative), "does", "have"
    /// (bare), "has", "modal".
    static func auxiliaryBase(_ word: String) -> String? { auxiliaries[word] }

    // MARK: - Subjects

    static let personalPronouns: Set<String> = ["i", "you", "we", "they", "he", "she", "it"]
    static let demonstratives: Set<String> = ["this", "that", "these", "those", "there"]
    static let determiners: Set<String> = [
        "the", "my", "your", "our", "their", "his", "her", "its", "all", "any", "some", "every", "each", "both",
        "either", "neither", "another", "other", "everyone", "anyone", "someone", "everybody", "anybody",
        "somebody", "everything", "anything", "something",
    ]
    static let indefiniteArticles: Set<String> = ["a", "an"]

    /// Whether `word` (folded) is a pronoun, a demonstrative or a determiner: a subject, or its start,
    /// after any auxiliary ("Do you…", "Is this…", "Will the file…").
    static func opensASubject(_ word: String) -> Bool {
        personalPronouns.contains(word) || demonstratives.contains(word) || determiners.contains(word)
    }

    /// Whether `word` (`lower` folded: lowercase, straight apostrophes) can be the subject after an auxiliary.
    static func isSubject(_ word: Token, folded lower: String, after base: String, negated: Bool = false, lexicon: Lexicon) -> Bool {
        // Bare "do" and "have" are imperatives before an object ("Do it later", "Have the code ready"):
        // only a personal pronoun makes them a question ("Do you want …", "Have you …").
        if base == "do" || base == "have" {
            return ["i", "you", "we", "they"].contains(lower)
        }
        if opensASubject(lower) { return true }
        // A negative auxiliary opens a statement with its subject left out ("Can’t Sync Photos") far
        // more often than a question ("Can’t you …"): only a pronoun or determiner makes it one.
        if negated { return false }
        // "Has a new version …" is a fragment with its subject left out.
        if indefiniteArticles.contains(lower) { return base != "does" && base != "has" }
        switch word.kind {
        case .placeholder:
            return true
        case .word:
            // A name: known ("Can Safari use …", "Is iCloud Drive on") or presumed, because the dictionary
            // does not know the word ("Does Nextcloud have access …"). A capitalized common word may be a
            // title-style verb or noun ("Can’t Open File", "Will Restart Tonight").
            let shape = WordShape(word.text)
            return shape == .mixed
                || (shape == .capitalized && (lexicon.isProperNoun(word.text) || !lexicon.isCommonWord(word.text)))
        default:
            return false
        }
    }

    /// Whether a modal or a form of "be" may open a question with a bare noun phrase as its subject
    /// ("Should contacts sync now", "Are photos shared"): not negated ("Can’t alias files"), not "May",
    /// as often the month ("May Bookings up 8%"), and not in a sentence with a comma, a dash, a colon
    /// or a semicolon, where "should" opens a condition ("Should issues continue after a restart,
    /// contact support").
    private static func invertsABareSubject(_ text: AnalyzedText, _ sentence: AnalyzedText.Sentence, lead: String, base: String) -> Bool {
        guard base == "modal" || base == "be", !lead.hasSuffix("n't"), lead != "may" else { return false }
        return !sentence.tokenRange.contains { text.tokens[$0].kind == .punctuation && clauseBreaks.contains(text.tokens[$0].text) }
    }

    private static let clauseBreaks: Set<Substring> = [",", ";", ":", "\u{2014}", "\u{2013}", "-"]
    /// Prepositions of five letters or more, which `GrammarWords.functionWords` leaves out: after a noun
    /// they make a heading, not a question ("Will Updates after Midnight", "Can Openers near You").
    private static let longerPrepositions: Set<String> = [
        "after", "near", "like", "before", "during", "without", "within", "around", "between", "under", "about",
        "against", "across", "behind", "beyond", "since", "until", "toward", "towards", "through", "throughout",
        "above", "below", "beside", "inside", "outside", "despite", "except", "versus",
    ]

    /// Whether bare "do" or "have", a modal or a form of "be" is followed by a noun phrase that is its
    /// subject: a plural noun, bare or after a determiner or a name, and then its verb in lowercase ("Do
    /// the files need syncing", "Do iCloud photos sync", "Should contacts sync now"), "been" ("Have these
    /// changes been saved"), or after "be" what the noun is ("Are photos shared"). Before an object "do"
    /// and "have" are imperatives: "Do the update later", "Have the files ready", "Do backups regularly",
    /// "Do the steps listed below", "Do Not Disturb".
    static func hasNounSubject(_ text: AnalyzedText, _ indexes: [Int], after base: String) -> Bool {
        let positions = indexes.prefix(6)
        let words = positions.map { text.folded[$0] }
        guard words.count >= 3, positions.dropFirst().allSatisfy({ text.punctuationBefore($0).isEmpty }) else {
            return false
        }
        // The plural noun: the first word, or the second after a determiner or a name ("iCloud photos").
        let opensPhrase = determiners.contains(words[1]) || demonstratives.contains(words[1])
            || WordShape(text.tokens[indexes[1]].text) == .mixed
        let noun = isPluralNoun(words[1]) ? 1 : opensPhrase && isPluralNoun(words[2]) ? 2 : nil
        guard let noun, noun + 1 < words.count else { return false }
        if base == "have" { return words[(noun + 1)...].prefix(2).contains("been") }
        let verb = indexes[noun + 1], next = words[noun + 1]
        // After "be" comes the noun's state, a participle as often as not; after the others, its verb.
        // After a modal or "be", a short word is no verb: "Will Updates as Planned", "Can Openers up 8%".
        if base == "modal" || base == "be", GrammarWords.functionWords.contains(next) || longerPrepositions.contains(next) { return false }
        return text.tokens[verb].kind == .word && text.shapes[verb] == .lowercase && (base == "be" || !isAdverbOrParticiple(next))
            && !wordsAfterAnObject.contains(next) && !determiners.contains(next) && !indefiniteArticles.contains(next)
            && next != "to"
    }

    /// An adverb in -ly or a participle in -ed or -ing, which follows an object ("Do backups regularly",
    /// "the steps listed"), not a verb that follows a subject ("apply", "need", "bring").
    private static func isAdverbOrParticiple(_ word: String) -> Bool {
        (word.count >= 6 && word.hasSuffix("ly") && !word.hasSuffix("ply")) || isParticipleShaped(word)
            || (word.count >= 6 && word.hasSuffix("ing"))
    }

    /// A word shaped like a past participle in -ed: "saved", "deleted"; not "need" or "bed".
    static func isParticipleShaped(_ word: String) -> Bool {
        word.count >= 5 && word.hasSuffix("ed") && !word.hasSuffix("eed")
    }

    /// A word that is most likely a plural noun: "files", "photos", "people", not "access", "status" or "always".
    private static func isPluralNoun(_ word: String) -> Bool {
        if irregularPlurals.contains(word) { return true }
        return word.count > 3 && word.hasSuffix("s") && !word.hasSuffix("ss") && !word.hasSuffix("us") && !word.hasSuffix("is")
            && !word.hasSuffix("'s") && !adverbsInS.contains(word) && auxiliaryBase(word) == nil && !determiners.contains(word)
    }

    private static let irregularPlurals: Set<String> = ["people", "children", "men", "women", "data", "media", "mice", "feet"]
    private static let adverbsInS: Set<String> = [
        "always", "sometimes", "perhaps", "besides", "afterwards", "towards", "backwards", "forwards", "nowadays",
        "thus", "unless", "regardless", "whereas", "various", "across", "nevertheless", "otherwise", "sideways",
    ]

    /// Words that follow the object of an imperative rather than a subject: "Do the exercises again".
    private static let wordsAfterAnObject: Set<String> = [
        "again", "now", "later", "first", "instead", "here", "there", "below", "above", "today", "tonight",
        "manually", "yourself", "together", "next", "too", "also", "and", "or", "for", "with", "in", "on", "at",
        "by", "from", "of", "faster", "better", "more", "less",
    ]

    // MARK: - Wh-questions

    static let whWords: Set<String> = ["what", "which", "who", "whom", "whose", "where", "when", "why", "how"]
    /// Wh-words contracted with "is", "are", "has", "will" or "did": a question by themselves.
    static let whContractions: Set<String> = [
        "what's", "what're", "what'll", "what'd", "where's", "where'd", "who's", "who're", "who'll", "who'd",
        "how's", "how'd", "when's", "why's", "which's",
    ]
    /// Words after "how" that take a noun or stand alone before the auxiliary: "How much space is needed".
    static let howModifiers: Set<String> = ["much", "many", "long", "often", "far", "old", "big", "soon", "well", "large"]
    /// Verbs whose subject is "what" or "who" in a question without an auxiliary: "What happened".
    static let subjectQuestionVerbs: Set<String> = [
        "happens", "went", "broke", "changes", "goes", "means", "caused", "owns", "made", "took", "came",
    ]

    static func isWhQuestion(_ text: AnalyzedText, _ indexes: [Int]) -> Bool {
        let words = indexes.map { text.folded[$0] }
        let lead = words[0]
        if whContractions.contains(lead) {
            // "What’s New" is a heading, not a question.
            return !(lead == "what's" && words.dropFirst().first == "new")
        }
        guard whWords.contains(lead), words.count >= 2 else { return false }
        /// The word at `position` is an auxiliary in the same clause as the wh-word.
        func auxiliaryAt(_ position: Int) -> Bool {
            position < words.count && auxiliaryBase(words[position]) != nil
                && text.punctuationBefore(indexes[position]).isEmpty
        }
        if auxiliaryAt(1) { return true }
        // "What if the transfer fails", "Why not try again".
        if (lead == "what" && words[1] == "if") || (lead == "why" && words[1] == "not") { return true }
        switch lead {
        case "what", "who":
            // "What happened", "Who changed this": the wh-word is the subject.
            let verb = words[1]
            if subjectQuestionVerbs.contains(verb) || (verb.hasSuffix("ed") && verb.count > 3) { return true }
            if lead == "who" { return false }
            return nounsThenAuxiliary(words, from: 1, auxiliaryAt)
        case "which", "whose":
            return nounsThenAuxiliary(words, from: 1, auxiliaryAt)
        case "how":
            guard howModifiers.contains(words[1]) else { return false }
            if auxiliaryAt(2) { return true }
            return nounsThenAuxiliary(words, from: 2, auxiliaryAt)
        default:
            // "When the download ends", "Where photos are stored": clauses, not questions.
            return false
        }
    }

    /// One or two nouns, then an auxiliary: "Which photos should be kept", "What apps can use location".
    /// A determiner or pronoun instead ("What this update includes") makes a clause.
    private static func nounsThenAuxiliary(_ words: [String], from start: Int, _ auxiliaryAt: (Int) -> Bool) -> Bool {
        var position = start
        while position < min(words.count, start + 2) {
            let word = words[position]
            if word == "to" || personalPronouns.contains(word) || demonstratives.contains(word)
                || determiners.contains(word) || indefiniteArticles.contains(word) || auxiliaryBase(word) != nil
            {
                return false
            }
            if auxiliaryAt(position + 1) { return true }
            position += 1
        }
        return false
    }
}
