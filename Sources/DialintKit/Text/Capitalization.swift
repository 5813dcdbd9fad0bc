/// The two capitalization styles of Apple's UI text.
public enum CapitalizationStyle: String, Sendable, Hashable {
    /// Every word capitalized except articles, coordinating conjunctions and short prepositions.
    case title = "title-style"
    /// The first word capitalized, the rest lowercase unless proper nouns.
    case sentence = "sentence-style"
}

/// One word in the wrong case, with its correction.
public struct CaseCorrection: Sendable, Hashable {
    /// UTF-8 byte offsets of the word in the analysed string.
    public var range: Range<Int>
    public var word: String
    public var corrected: String
    /// A name's own spelling, right whatever the rest of the text is: fixable even where the text's
    /// case is undecided (review 76).
    public var isCertain = false
}

/// The words of a string that break a capitalization style.
public struct CapitalizationCheck: Sendable, Hashable {
    public var corrections: [CaseCorrection]
    /// Whether every word's case could be decided: no capitalized word that might be an unknown
    /// proper noun. Only then are the corrections safe to apply as fixes.
    public var isDecidable: Bool

    init(corrections: [CaseCorrection], isDecidable: Bool) {
        // A word whose corrected case is itself is no finding: "ǅungla" (a title-case letter, neither
        // upper nor lower) capitalized is "ǅungla".
        self.corrections = corrections.filter { $0.word != $0.corrected }
        self.isDecidable = isDecidable
    }
}

/// The case shape of a word.
enum WordShape: Equatable {
    /// "photo", "built-in"
    case lowercase
    /// "Photo", "Sign-In", "Don't", "I"
    case capitalized
    /// "OK", "PDF", "USB-C"
    case allCaps
    /// "iCloud", "AirDrop", "McDonald", "eBay"
    case mixed
    case noLetters

    init(_ word: Substring) {
        if let shape = Self.asciiShape(word.utf8) {
            self = shape
            return
        }
        var letterCount = 0
        var upperCount = 0
        var innerUpper = false
        var firstIsUpper = false
        var previous: Character?
        for character in word {
            defer { previous = character }
            // Letters without case (Chinese, Japanese, Arabic, Hebrew...) neither start a sentence with
            // a capital nor break one: a word of them alone has no letters to judge.
            guard character.isLetter, character.isCased else { continue }
            letterCount += 1
            if character.isUppercase {
                upperCount += 1
                if letterCount == 1 {
                    firstIsUpper = true
                } else if let previous, previous.isLetter {
                    // A capital after a hyphen or apostrophe starts a part ("Sign-In"); after a letter it is inner.
                    innerUpper = true
                }
            }
        }
        if letterCount == 0 {
            self = .noLetters
        } else if upperCount == letterCount {
            self = letterCount >= 2 ? .allCaps : .capitalized
        } else if !firstIsUpper {
            self = upperCount > 0 ? .mixed : .lowercase
        } else {
            self = innerUpper ? .mixed : .capitalized
        }
    }
}

extension WordShape {
    /// The same judgement on ASCII bytes without Unicode tables; nil when the word is not ASCII.
    static func asciiShape(_ bytes: Substring.UTF8View) -> WordShape? {
        var letterCount = 0
        var upperCount = 0
        var innerUpper = false
        var firstIsUpper = false
        var previousIsLetter = false
        for byte in bytes {
            guard byte < 0x80 else { return nil }
            let isUpper = byte >= 0x41 && byte <= 0x5A
            let isLetter = isUpper || (byte >= 0x61 && byte <= 0x7A)
            defer { previousIsLetter = isLetter }
            guard isLetter else { continue }
            letterCount += 1
            if isUpper {
                upperCount += 1
                if letterCount == 1 { firstIsUpper = true } else if previousIsLetter { innerUpper = true }
            }
        }
        if letterCount == 0 { return .noLetters }
        if upperCount == letterCount { return letterCount >= 2 ? .allCaps : .capitalized }
        if !firstIsUpper { return upperCount > 0 ? .mixed : .lowercase }
        return innerUpper ? .mixed : .capitalized
    }
}

/// Plain words written in capitals, in runs (`WordKnowledge.shoutedRuns`).
struct ShoutedRuns {
    /// Each run's word positions.
    var runs: [[Int]] = []
    /// The spelling of each name or initialism inside a run, by token: "FACE ID IS OFF" is "Face ID is off".
    var spellings: [Int: Substring] = [:]
    /// Whether a sentence with a run holds words in capitals we can't spell ("THE XYZ IS OFF"): its fix
    /// would leave them as they are, half the sentence shouted still.
    var leavesCapitalsOut = false

    /// The tokens of the runs' words: a style judges them as runs, not one by one.
    func tokenIndexes(in text: AnalyzedText) -> Set<Int> {
        runs.isEmpty ? [] : Set(runs.joined().map { text.wordIndexes[$0] })
    }
}

extension WordKnowledge {
    /// Judges `text` as title-style: every word capitalized except articles, coordinating
    /// conjunctions and prepositions of four or fewer letters that are neither first nor last
    /// (nor the particle of a phrasal verb: Sign In, Set Up).
    public func titleStyle(_ text: AnalyzedText) -> CapitalizationCheck {
        guard text.mayNeedTitleCase || text.mayBeShouted else { return CapitalizationCheck(corrections: [], isDecidable: true) }
        return sharedCheck(of: text, style: .title) { titleStyle(text, protected: $0) }
    }

    private func titleStyle(_ text: AnalyzedText, protected: [Bool]) -> CapitalizationCheck {
        let wordIndexes = text.wordIndexes
        var corrections: [CaseCorrection] = []
        let nameSpellings = nameSpellings(in: text, protected: protected)
        // Words in capitals are judged as runs (below), names among them with their spelling: judged
        // alone too, a name's word was reported twice ("SAVE TO ICLOUD DRIVE").
        let shouted = shoutedRuns(in: text, protected: protected)
        let inRuns = shouted.tokenIndexes(in: text)
        for (position, tokenIndex) in wordIndexes.enumerated() where !inRuns.contains(tokenIndex) {
            let token = text.tokens[tokenIndex]
            // A name or an initialism with capitals of its own, capitalized otherwise, whatever else protects
            // it ("Sign In to Icloud", "Use Wifi Instead", "Export as Pdf"; review 75).
            if token.kind == .word, text.shapes[tokenIndex] == .capitalized || text.shapes[tokenIndex] == .mixed {
                var named: [Int: CaseCorrection] = [:]
                nameCorrections(text, at: tokenIndex, into: &named)
                if let correction = named[tokenIndex] {
                    corrections.append(correction)
                    continue
                }
            }
            // Quoted text is literal, a file's or an album's name ("Open “my report”"), in title style as in sentence style.
            guard token.kind == .word, !protected[tokenIndex], !text.isQuoted[tokenIndex] else { continue }
            // A unit after a quantity ("10 min", "25 mb") and a file's extension ("Export .zip") keep
            // their own case: "10 Min", "25 Mb" (megabits) and ".Zip" or ".CSV" are no title style (sweep 33).
            if text.shapes[tokenIndex] == .lowercase && keepsItsOwnCase(text, at: tokenIndex) { continue }
            // "Call in Progress" (a call that is in progress) or "Call In Progress"? "Turn On Hold" (the
            // setting) or "Turn on Hold"? "Look in Settings" or "Look In Settings"? A verb's particle
            // before a noun of state or a place may be either: both spellings stand (sweep 33; reviews 64
            // and 65; blind suite 33).
            if mayBeParticleOrPreposition(text, at: tokenIndex) { continue }
            if let spelling = nameSpellings[tokenIndex] {
                // A word of a name takes the name's own capitals, whatever title style says of it
                // alone: "touch id" is "Touch ID", not "Touch Id"; "up next" is "Up Next".
                if token.text != spelling {
                    corrections.append(CaseCorrection(range: token.range, word: String(token.text), corrected: String(spelling)))
                }
                continue
            }
            let shape = text.shapes[tokenIndex]
            guard shape == .lowercase || shape == .capitalized else { continue }
            // A lowercase letter-dot abbreviation keeps its case in any style: "3 p.m.", "e.g.".
            if shape == .lowercase && Tokenizer.isLetterDotAbbreviation(token.text) { continue }
            let wantsCapital = wantsTitleCapital(text, atWord: position)
            // A name its makers write in lowercase keeps it ("Update npm"; blind suite 33): asked only of a
            // word that would be corrected, a lookup for every lowercase word being dear.
            if wantsCapital && shape == .lowercase && !isKnownProperNoun(token.text) {
                corrections.append(CaseCorrection(
                    range: token.range, word: String(token.text), corrected: capitalized(token.text)))
            } else if !wantsCapital && shape == .capitalized {
                corrections.append(CaseCorrection(range: token.range, word: String(token.text), corrected: token.text.lowercased()))
            }
        }
        corrections += shouted.runs.map { run in
            recased(run, in: text, spellings: shouted.spellings) { position, _ in
                // "WAIT 30 SEC", "SAVE AS .ZIP": the unit and the extension in lowercase (review 65).
                wantsTitleCapital(text, atWord: position) && !keepsItsOwnCase(text, at: text.wordIndexes[position])
            }
        }
        return CapitalizationCheck(corrections: corrections.sorted { $0.range.lowerBound < $1.range.lowerBound },
            isDecidable: !shouted.leavesCapitalsOut)
    }

    /// Whether the word at `tokenIndex` is a unit's symbol right after a number or a run-time value ("10
    /// min", "%d mb"), alone or after "in", a size's "x" ("6 x 5"), or a file's extension right after a
    /// period that no word ends (" .zip", "(.csv)", ",.tsv", "%@.zip", "*.tmp"; a word's period ends its
    /// sentence).
    private func keepsItsOwnCase(_ text: AnalyzedText, at tokenIndex: Int) -> Bool {
        let word = text.folded[tokenIndex]
        // A unit of measure alone or after "in", not after a number: a picker's "kg", "Show Speed in mph"
        // (sweep 36); not one that is an everyday word, a unit of time ("Min" and "Sec" are short for
        // words as often), or one written with capitals ("Size in gb" is "GB"; review 66).
        if GrammarWords.unitSymbols.contains(word), word.count > 1, !Self.unitsNotAlone.contains(word),
            !lexicon.isCommonWord(text.tokens[tokenIndex].text),
            text.wordIndexes.count == 1
                || text.punctuationBefore(tokenIndex).isEmpty && text.previousWordIndex(before: tokenIndex).map({ text.folded[$0] == "in" }) == true
        {
            return true
        }
        guard tokenIndex > 0 else { return false }
        let before = text.tokens[tokenIndex - 1]
        if before.kind == .punctuation && before.text == "." {
            return tokenIndex == 1 || text.tokens[tokenIndex - 2].kind != .word
        }
        // The sign of a size between two numbers: "6 x 5", "%d x %d", "1920 x 1080" (sweep 36).
        if word == "x" {
            return Self.followsAQuantity(text, at: tokenIndex)
                && text.adjacentWordIndex(after: tokenIndex).map { Self.isQuantity(text.tokens[$0]) } == true
        }
        return GrammarWords.unitSymbols.contains(word) && Self.followsAQuantity(text, at: tokenIndex)
    }

    private static let unitsNotAlone: Set<String> = [
        "ms", "sec", "secs", "min", "mins", "hr", "hrs", "wk", "wks", "mo", "mos", "yr", "yrs", "am", "pm",
        "kb", "mb", "gb", "tb", "pb", "kib", "mib", "gib", "tib", "mbps", "gbps", "hz", "khz", "mhz", "ghz",
        "db", "wh", "kwh", "mah",
    ]

    /// Whether the word at `tokenIndex` comes right after a number or a run-time value, with nothing but
    /// space between: its unit ("10 min", "%@ GB").
    private static func followsAQuantity(_ text: AnalyzedText, at tokenIndex: Int) -> Bool {
        guard text.punctuationBefore(tokenIndex).isEmpty, let previous = text.previousWordIndex(before: tokenIndex) else { return false }
        return isQuantity(text.tokens[previous])
    }

    /// A number or a run-time value, which a unit or a size's "x" may follow.
    private static func isQuantity(_ token: Token) -> Bool {
        token.kind == .number || token.kind == .placeholder
    }

    /// Whether the short word at `tokenIndex` is a particle of the verb before it ("in" of "call in")
    /// right before a noun with which it makes a phrase of state ("in progress", "on hold"), or the "in"
    /// of a verb that takes no object with it (`verbsBeforeAPlace`) before a place: a known name, or "the"
    /// and a UI noun ("Look in Settings", "Check in Wallet", "Check in the App"; blind suite 33). Not "Plug
    /// In Apple Pencil", "Fill In the Field", whose name is the verb's object, nor "Look At Photos" (review 68).
    private func mayBeParticleOrPreposition(_ text: AnalyzedText, at tokenIndex: Int) -> Bool {
        let particle = text.folded[tokenIndex]
        guard text.punctuationBefore(tokenIndex).isEmpty, let next = text.adjacentWordIndex(after: tokenIndex),
            let previous = text.previousWordIndex(before: tokenIndex),
            GrammarWords.isPhrasalVerb(text.folded[previous], particle: particle)
        else { return false }
        if let nouns = GrammarWords.statePhrases[particle], nouns.contains(text.folded[next]) { return true }
        guard particle == "in", GrammarWords.hasBase(text.folded[previous], where: Self.verbsBeforeAPlace.contains) else { return false }
        if text.shapes[next] != .lowercase, isKnownProperNoun(text.tokens[next].text) { return true }
        return text.folded[next] == "the"
            && text.adjacentWordIndex(after: next).map { text.wordClasses[$0].contains(.uiNoun) } == true
    }

    /// Verbs whose "in" is as often a preposition of place as their particle, taking no object with it:
    /// "Look in Settings", "Signing in Safari", "Try in Safari", "Follow in Apple Music" (reviews 68 and 69).
    private static let verbsBeforeAPlace: Set<String> = ["look", "check", "search", "sign", "log", "try", "follow"]

    /// Whether title style capitalizes the word at word position `position`: all but articles,
    /// conjunctions and short prepositions inside the title, unless such a word is a phrasal verb's particle.
    private func wantsTitleCapital(_ text: AnalyzedText, atWord position: Int) -> Bool {
        let wordIndexes = text.wordIndexes
        let tokenIndex = wordIndexes[position]
        let isFirst = position == 0 || startsPart(text, at: tokenIndex)
        let isLast = position == wordIndexes.count - 1 || endsPart(text, after: tokenIndex)
        guard !isFirst && !isLast && text.isMinorWord(at: tokenIndex) else { return true }
        let previous = text.previousWordIndex(before: tokenIndex).map { text.folded[$0] }
        // "in", "at" and "by" before a number are prepositions, whatever the verb: "Event Starts in 1 Hour",
        // "Game Starts in 3 Rounds" (not "Back Up 3 Photos", "Turn On 2 Alarms", where the number counts
        // the verb's object).
        if ["in", "at", "by"].contains(text.folded[tokenIndex]),
            text.tokens[(tokenIndex + 1)...].first(where: { $0.kind != .space })?.kind == .number
        {
            return false
        }
        // "yet" after a negation is an adverb, no conjunction: "Not Yet Available", "Hasn’t Yet Synced"
        // (blind suite 29).
        if text.folded[tokenIndex] == "yet", let previous, previous == "not" || previous.hasSuffix("n't") { return true }
        guard text.wordClasses[tokenIndex].contains(.particle), text.punctuationBefore(tokenIndex).isEmpty,
            let previous
        else { return false }
        // After a form of "be", a particle with no object is an adverb, no preposition: before another
        // preposition ("Cellular Data Is Off for iTunes", "Your Mac Is Up to Date"; blind suite 24). Not
        // before its object ("Your Order Is on the Way", "Sync Is in Progress"; review 55), nor "out of",
        // one preposition ("AirPods Are out of Range"), nor "up to" a number ("Storage Is up to 2 TB"), nor
        // before a conjunction, where another preposition may share the object ("Is on or Before Friday";
        // review 56).
        if QuestionGrammar.auxiliaryBase(previous) == "be" || Self.otherFormsOfBe.contains(previous),
            let next = text.tokens[(tokenIndex + 1)...].firstIndex(where: \.isWordLike),
            Self.wordsAfterAnAdverbParticle.contains(text.folded[next]),
            text.folded[next] != "to" || text.tokens[(next + 1)...].first(where: \.isWordLike)?.kind != .number
        {
            return true
        }
        return GrammarWords.isPhrasalVerb(previous, particle: text.folded[tokenIndex])
    }

    /// Forms of "be" that are no auxiliary opening a question: "been", and contractions ("It’s Off for Now").
    private static let otherFormsOfBe: Set<String> = [
        "be", "been", "being", "it's", "that's", "there's", "here's", "he's", "she's", "what's", "who's", "you're",
        "we're", "they're", "i'm",
    ]

    /// Prepositions that follow a particle used as an adverb after "be" ("Is Off for").
    private static let wordsAfterAnAdverbParticle: Set<String> = [
        "for", "to", "at", "by", "with", "from", "until", "since", "during", "after", "before",
    ]

    /// Plain words written in capitals, which neither style allows: runs of two or more ("THIS CANNOT
    /// BE UNDONE") and single words of four letters or more ("DELETE"), as word positions. Each is a
    /// common word that no initialism or name spells in capitals ("OK", "PDF", "USB" and "IT" are not
    /// shouted), and neither quoted nor protected. Shorter words alone ("NEW", "ALL") may be labels.
    /// A name or initialism in capitals amid them joins the run with its own spelling ("FACE ID IS OFF",
    /// "THE VPN IS OFF"); names alone make a run where their spelling differs ("ICLOUD DRIVE").
    /// Quoted text doesn't break a shouted sentence: in a sentence written wholly in capitals, quoted words
    /// aside, a short word cut off from a run is shouted too ("TAP “ALLOW” ON THE NEXT POPUP" is "Tap
    /// “ALLOW” on the next popup"; not "NOTICE: the “Maps” US edition").
    func shoutedRuns(in text: AnalyzedText, protected: [Bool]) -> ShoutedRuns {
        var shouted = ShoutedRuns()
        guard text.mayBeShouted else { return shouted }
        // Known spellings, asked only of words in capitals: names of several words ("FACE ID", "ICLOUD
        // DRIVE") and single names and initialisms ("ICLOUD", "VPN").
        lazy var names = nameSpellings(in: text, protected: protected)
        var run: [Int] = []
        var plainWords: [Substring] = []
        var respelled = false
        // The sentence's runs too short to count alone: in a sentence written wholly in capitals, quoted
        // words aside, they are shouted too, where a run of it counts.
        var shortRuns: [[Int]] = []
        var sentenceHasOtherCase = false
        func close() {
            // Plain words: two or more, or one of four letters or more, or of three opening its sentence
            // before a name ("USE FACE ID"; not "Use a US VPN", "the NEW VPN mode", which may be labels).
            // Names alone, where their spelling is not what is written ("ICLOUD DRIVE").
            let opensSentence = run.first.map { text.startsSentence(text.wordIndexes[$0]) } ?? false
            if plainWords.count >= 2 || plainWords.first.map({ $0.count >= 4 || ($0.count == 3 && run.count >= 2 && opensSentence) }) == true
                || (plainWords.isEmpty && respelled)
            {
                shouted.runs.append(run)
            } else if !plainWords.isEmpty, !(plainWords.count == 1 && Self.unitsAfterNumbers.contains(plainWords[0])
                && Self.followsAQuantity(text, at: text.wordIndexes[run[0]]))
            {
                // Not a unit after its number or a run-time value ("2 AM", "%@ GB"), which keeps its capitals.
                shortRuns.append(run)
            }
            run = []
            plainWords = []
            respelled = false
        }
        var position = 0
        for sentence in text.sentences {
            // A run stays within its sentence.
            var sentenceHasRun = false
            var leftOut = false
            let firstRunOfSentence = shouted.runs.count
            shortRuns = []
            sentenceHasOtherCase = false
            for index in text.wordIndexes(in: sentence) {
                defer { position += 1 }
                let token = text.tokens[index]
                let isQuoted = text.isQuoted[index]
                // "A" has no lowercase letter to tell shouting by: between words in capitals it is shouted
                // too ("USE A DIFFERENT APP"), else left as it is ("Plan A", "Use A VPN").
                let isArticleAmidCapitals = token.text == "A" && !run.isEmpty
                    && text.adjacentWordIndex(after: index).map { text.shapes[$0] == .allCaps } == true
                if token.kind == .word, !isQuoted, text.shapes[index] != .allCaps, !isArticleAmidCapitals { sentenceHasOtherCase = true }
                guard token.kind == .word, text.shapes[index] == .allCaps || isArticleAmidCapitals, !protected[index], !isQuoted else {
                    close()
                    continue
                }
                // A spelling of OK is button-ok's business, in capitals or not.
                if AcknowledgementWords.isSpellingOfOK(token.text) {
                    close()
                    continue
                }
                let afterDeterminer = text.previousWordIndex(before: index).map { GrammarWords.determiners.contains(text.folded[$0]) } ?? false
                let beforeApp = text.adjacentWordIndex(after: index).map { ["app", "apps"].contains(text.folded[$0]) } ?? false
                if let spelling = names[index] ?? knownSpelling(ofCapitals: token.text, afterDeterminer: afterDeterminer, beforeApp: beforeApp) {
                    // A name or initialism amid shouted words keeps its own spelling: "Face ID is off".
                    run.append(position)
                    shouted.spellings[index] = spelling
                    if spelling != token.text { respelled = true }
                } else if lexicon.isCommonWord(token.text), !Self.ambiguousInitialisms.contains(token.text),
                    !Self.initialismsThatAreNouns.contains(token.text), !Self.namesAnEnvironmentVariable(text, at: index)
                {
                    run.append(position)
                    plainWords.append(token.text)
                    sentenceHasRun = true
                } else {
                    // An initialism we don't know ("THE XYZ IS OFF"): its neighbours' case can't be settled.
                    leftOut = true
                    close()
                }
            }
            close()
            if shouted.runs.count > firstRunOfSentence && !shortRuns.isEmpty && !sentenceHasOtherCase {
                shouted.runs[firstRunOfSentence...] = ArraySlice((shouted.runs[firstRunOfSentence...] + shortRuns).sorted { $0[0] < $1[0] })
            }
            if sentenceHasRun && leftOut { shouted.leavesCapitalsOut = true }
        }
        return shouted
    }

    /// Units written in capitals after a number ("7 AM", "5 GB"): never shouting there. (Those written in
    /// lowercase, "10 min", are `GrammarWords.unitSymbols`.)
    private static let unitsAfterNumbers: Set<Substring> = ["AM", "PM", "GB", "MB", "KB", "TB", "HZ", "FPS", "MP"]

    /// Initialisms that are as often verbs in capitals: the initialism after a determiner ("ENTER YOUR
    /// PIN"), else undecided ("PIN THIS CHAT?", "SIM PIN REQUIRED").
    private static let ambiguousInitialisms: Set<Substring> = ["PIN", "LED"]

    /// Initialisms that are nouns too, undecided wherever they stand: no shouting alone ("BASH Error",
    /// "RAID Degraded", where "Bash" and "Raid" would be other words; sweep 34), and no fix of a run
    /// around them ("JOIN THE RAID NOW" may be a game's raid; review 65).
    private static let initialismsThatAreNouns: Set<Substring> = ["RAID", "BASH", "SWAT"]

    /// Whether the word in capitals at `tokenIndex` is one of `environmentVariables` named as written:
    /// standing alone in capitals, or given a value ("SET PATH=/usr/bin").
    private static func namesAnEnvironmentVariable(_ text: AnalyzedText, at tokenIndex: Int) -> Bool {
        guard environmentVariables.contains(text.tokens[tokenIndex].text) else { return false }
        return !standsBesideWordsInCapitals(text, at: tokenIndex) || text.tokens[(tokenIndex + 1)...].first?.text == "="
    }

    /// Whether a word in capitals at `tokenIndex` has a word in capitals of two letters or more right
    /// before or after it: one of a shouted run ("INVALID PATH", "Sorry, THIS PATH IS BLOCKED").
    private static func standsBesideWordsInCapitals(_ text: AnalyzedText, at tokenIndex: Int) -> Bool {
        // "A" has no lowercase letter to tell by: the word before it tells ("SET A PATH").
        var previous = text.previousWordIndex(before: tokenIndex)
        if let article = previous, text.tokens[article].text == "A" { previous = text.previousWordIndex(before: article) }
        return [previous, text.adjacentWordIndex(after: tokenIndex)].contains { index in
            index.map { text.tokens[$0].kind == .word && text.shapes[$0] == .allCaps } ?? false
        }
    }

    /// Environment variables named as written, and everyday words too: undecided standing alone in
    /// capitals or given a value ("Make sure ANDROID_HOME is in PATH", "Add ~/bin to your PATH", "SET
    /// PATH=/usr/bin"; sweep 39), shouted words like any beside other words in capitals ("SET PATH",
    /// "Error – INVALID PATH", "DOWNLOAD PATH: ~/Downloads"; reviews 67 to 70). Not HOME, SHELL or TERM,
    /// more often the words ("Your HOME network is offline", "You are NOT HOME", "USE THE BASH SHELL").
    private static let environmentVariables: Set<Substring> = ["PATH"]

    /// The spelling of a word written in capitals that is a name or an initialism ("ICLOUD" → "iCloud",
    /// "VPN", "ID"), or an app's name before "app" ("THE SETTINGS APP" is "the Settings app"); nil for a
    /// plain word or one we don't know. (Spellings of OK are button-ok's.)
    private func knownSpelling(ofCapitals word: Substring, afterDeterminer: Bool, beforeApp: Bool) -> Substring? {
        // An optional ending goes with the spelling: as written after an initialism ("HTTP(S)", "URL(S)":
        // a letter of HTTPS or a plural, which capitals can't tell apart), in lowercase after a name that
        // has lowercase letters ("IPHONE(S)" is "iPhone(s)").
        let plural = Tokenizer.optionalPluralLength(word)
        if let spelling = lexicon.correctedSpelling(of: word.dropLast(plural).lowercased()[...]) {
            let ending = word.suffix(plural)
            return Substring(spelling + (spelling.contains(where: \.isLowercase) ? ending.lowercased() : String(ending)))
        }
        if beforeApp {
            let name = Substring(word.lowercased().capitalizingFirstLetter)
            if lexicon.isProperNoun(name) || lexicon.isContextualName(name) { return name }
        }
        // Initialisms that are English words in lowercase, which the lexicon's initialisms leave out: in
        // capitals "ID" is the initialism ("SIGN IN WITH YOUR ID"), and so are "PIN" and "LED" after a
        // determiner ("ENTER YOUR PIN"), elsewhere as often the verbs ("PIN THIS CHAT?").
        if word.dropLast(plural) == "ID" || (afterDeterminer && Self.ambiguousInitialisms.contains(word)) { return word }
        return lexicon.isProperNoun(word) ? word : nil
    }

    /// One correction for a run of shouted words: each word in lowercase, with a capital where
    /// `wantsCapital(position, isFirstOfSentence)` says; what lies between the words is kept.
    private func recased(
        _ run: [Int], in text: AnalyzedText, spellings: [Int: Substring], wantsCapital: (Int, Bool) -> Bool
    ) -> CaseCorrection {
        let first = text.wordIndexes[run[0]], last = text.wordIndexes[run[run.count - 1]]
        // A run lies within one sentence: only its first word may open it.
        let opensSentence = text.startsSentence(first)
        var written = ""
        var corrected = ""
        var position = run[0]
        for index in first...last {
            let token = text.tokens[index]
            written += token.text
            guard token.isWordLike else {
                corrected += token.text
                continue
            }
            defer { position += 1 }
            if let spelling = spellings[index] {
                corrected += spelling
                continue
            }
            let lower = token.text.lowercased()
            corrected += wantsCapital(position, index == first && opensSentence) ? lower.capitalizingFirstLetter : lower
        }
        let range = text.tokens[first].range.lowerBound..<text.tokens[last].range.upperBound
        return CaseCorrection(range: range, word: written, corrected: corrected)
    }

    /// The words of names of several words written in another case than the name's ("use touch id",
    /// "add to up next", a vocabulary term in lowercase), by token: the name's spelling of each word
    /// that has a capital in it ("Action button" leaves "button" to title style). The name's last word
    /// may be in the possessive, which stays ("DAY ONE’S MEMBERSHIP" → "Day One’s"; review 59).
    private func nameSpellings(in text: AnalyzedText, protected: [Bool]) -> [Int: Substring] {
        let indexes = text.wordIndexes
        guard indexes.count >= 2 else { return [:] }
        let words = indexes.map { text.tokens[$0].text }
        let bare = words.map { Self.possessiveStem(of: $0) ?? $0 }
        var spellings: [Int: Substring] = [:]
        var position = 0
        while position < indexes.count - 1 {
            var name = protected[indexes[position]] ? nil : lexicon.multiWordNameSpelling(startingWith: bare[position...])
            for phrase in vocabulary.phrases where phrase.count >= 2 && phrase.count > (name?.count ?? 0)
                && phrase.count <= words.count - position
                && zip(phrase, bare[position...]).allSatisfy({ $0.lowercased() == $1.lowercased() })
            {
                name = phrase
            }
            guard let name, (position..<position + name.count).allSatisfy({ text.punctuationBefore(indexes[$0]).isEmpty || $0 == position }),
                (position..<position + name.count - 1).allSatisfy({ bare[$0].count == words[$0].count })
            else {
                position += 1
                continue
            }
            for (offset, spelling) in name.enumerated() where spelling.contains(where: \.isUppercase) {
                let word = words[position + offset]
                // The text's own apostrophe stays: "d’ivoire" becomes "d’Ivoire".
                var written = word.contains("\u{2019}") ? spelling.replacingOccurrences(of: "'", with: "\u{2019}") : String(spelling)
                written += word.dropFirst(bare[position + offset].count).lowercased()
                spellings[indexes[position + offset]] = Substring(written)
            }
            position += name.count
        }
        return spellings
    }

    /// Judges `text` as sentence-style: each sentence's first word capitalized, the rest
    /// lowercase unless proper nouns, acronyms, names with inner capitals, run-time values,
    /// quoted text, UI names, vocabulary or the dialog's button titles.
    public func sentenceStyle(_ text: AnalyzedText) -> CapitalizationCheck {
        guard text.mayNeedSentenceCase || text.mayBeShouted else { return CapitalizationCheck(corrections: [], isDecidable: true) }
        return sharedCheck(of: text, style: .sentence) { sentenceStyle(text, protected: $0) }
    }

    private func sentenceStyle(_ text: AnalyzedText, protected: [Bool]) -> CapitalizationCheck {
        let labels = uiLabelTokens(in: text, protected: protected)
        // Words in capitals are judged as runs (below); an "A" among them ("USE A DIFFERENT APP") is the
        // run's, not one more capital of the sentence.
        let shouted = shoutedRuns(in: text, protected: protected)
        let inRuns = shouted.tokenIndexes(in: text)
        var corrections: [CaseCorrection] = []
        var isDecidable = true
        // The words the text capitalizes inside a sentence other than as a subject, gathered the first
        // time a subject is found.
        // The corrections of the words of a name written otherwise, by token, found at its first word.
        var namedWords: [Int: CaseCorrection] = [:]
        // Whether a verb may select a control whose kind is capitalized after its name ("Tap the Refresh Button").
        let selectsAControl = text.allWordClasses.contains(.selectionVerb)
        lazy var capitalsNotSubjects: Set<Substring> = Set(text.wordIndexes.lazy.filter { index in
            text.tokens[index].kind == .word && text.shapes[index] == .capitalized && !text.startsSentence(index)
                && !self.isCapitalizedSubject(text, at: index)
        }.map { text.tokens[$0].text })
        for sentence in text.sentences {
            var isFirstWord = true
            // The capitals inside the sentence that would be lowercase, and the lowercase words that
            // title style would capitalize: which are more tells title style from names (see below).
            var inner: [CaseCorrection] = []
            var lowercaseWords = 0
            var minorCapitals = 0
            var ambiguous: [CaseCorrection] = []
            var maybeNames = 0
            var everydayWords: [CaseCorrection] = []
            var capitalTokens: [Int] = []
            var loneSlips: [CaseCorrection] = []
            var subjectSlips: [CaseCorrection] = []
            // Capitals reported alone because no name stands where they do: they count with the sentence's
            // other capitals, and tell title style as surely as a word that is never a name.
            var placeSlips = 0
            // The words of a work's title, presumed a name whole ("Couldn’t play Hit the Road Jack.").
            var titleOfAWorkEnd = -1
            for tokenIndex in sentence.tokenRange where text.tokens[tokenIndex].isWordLike {
                let token = text.tokens[tokenIndex]
                defer { isFirstWord = false }
                guard token.kind == .word, !text.isQuoted[tokenIndex], !inRuns.contains(tokenIndex), tokenIndex > titleOfAWorkEnd else { continue }
                let shape = text.shapes[tokenIndex]
                if isFirstWord {
                    // A text that opens with an ellipsis goes on from something before it, the title
                    // most often ("...but isn't supported on macOS %@."): its first word is no sentence's.
                    let continuesText = text.previousWordIndex(before: tokenIndex) == nil
                        && Self.continuesFromBefore(text, at: tokenIndex)
                    // A name its makers write in lowercase opens a sentence as written ("npm failed to start.").
                    // A name spelled otherwise, with the other words of a name it opens ("icloud drive is full").
                    nameCorrections(text, at: tokenIndex, into: &namedWords)
                    if let correction = namedWords.removeValue(forKey: tokenIndex) {
                        if correction.corrected != correction.word { corrections.append(correction) }
                    } else if shape == .lowercase && !protected[tokenIndex] && !continuesText && !isKnownProperNoun(token.text) {
                        corrections.append(CaseCorrection(
                            range: token.range, word: String(token.text), corrected: capitalized(token.text)))
                    }
                    continue
                }
                if shape == .lowercase && !text.isMinorWord(at: tokenIndex) { lowercaseWords += 1 }
                // A name with a spelling of its own written otherwise ("Please enable bluetooth.", "Check your
                // Wifi connection", "Turn on icloud drive"): only names whose lowercase form is no English
                // word, so the spelling is certain, whatever else protects the word; an initialism in
                // lowercase is spelling, not capitalization (sweep 45; review 75).
                nameCorrections(text, at: tokenIndex, into: &namedWords)
                if let correction = namedWords.removeValue(forKey: tokenIndex) {
                    if correction.corrected != correction.word { corrections.append(correction) }
                    continue
                }
                // "Tap the Refresh Button": the control's name keeps its capitals, the word for its kind
                // does not (sweep 47), whatever protects the name.
                // Not a word the vocabulary, a button title of the dialog or both its title and message capitalize.
                if shape == .capitalized, selectsAControl, let nameStart = selectedControlName(text, beforeKindAt: tokenIndex, in: sentence),
                    !namesInDialog.contains(String(token.text)),
                    !isAButtonTitleOrTerm(text.text.utf8Slice(text.tokens[nameStart].range.lowerBound..<token.range.upperBound))
                {
                    loneSlips.append(CaseCorrection(range: token.range, word: String(token.text), corrected: token.text.lowercased()))
                    continue
                }
                if shape == .capitalized, selectsAControl, namesASelectedControl(text, at: tokenIndex, in: sentence) { continue }
                guard shape == .capitalized, !protected[tokenIndex], !labels[tokenIndex],
                    !startsPart(text, at: tokenIndex)
                else {
                    // "Acme Inc. Is Offline": one sentence (the analysis reads it so), yet "Is" may start the
                    // next one ("Ask Acme Corp. They know."). Not judged, and no fix is safe.
                    if shape == .capitalized && followsAbbreviationInsideAName(text, at: tokenIndex) { isDecidable = false }
                    continue
                }
                let lower = token.text.lowercased()
                if GrammarWords.firstPersonSingular.contains(lower) { continue }
                // "Id" is the initialism, lowercased or not: "Your Apple Id" is "your Apple ID", never "Apple id".
                var correction: CaseCorrection {
                    CaseCorrection(range: token.range, word: String(token.text), corrected: lower == "id" ? "ID" : lower)
                }
                // A plural counted by the number before it is the noun, not the app: "Delete 24 Photos From iCloud?".
                let isCounted = isCountedNoun(text, at: tokenIndex)
                if !isCounted, isKnownProperNoun(token.text) {
                    // A known name that is also an everyday word ("Notes", "Safari", "May") is most often the
                    // name ("Unable to reach Safari"), but in title style it may be one more slip ("Unsynced
                    // Notes Detected"): it is not reported, and a fix is not safe.
                    // Where the dialog writes the word in lowercase too ("Unsynced Notes Detected" over "…any
                    // unsynced notes."), it is the word: one more slip of a sentence in title style.
                    if lexicon.isCommonWord(token.text) && !contextMakesItAName(text, at: tokenIndex) {
                        if everydayWordsInDialog.contains(String(token.text)) { everydayWords.append(correction) } else { maybeNames += 1 }
                    }
                    continue
                }
                // A lone capital is a label ("Element X", "Plan B"). "A" is the article only with a word
                // after it in its sentence: at the end it is a label too ("Delete file A?"), and so is one
                // joined to what follows ("A$45.00", Australian dollars) or before a function word, which
                // no article precedes ("Option A or Option B"; review 80).
                if token.text.count == 1 && (token.text != "A"
                    || !text.tokens[(tokenIndex + 1)..<sentence.tokenRange.upperBound].contains(where: \.isWordLike)
                    || text.tokens.indices.contains(tokenIndex + 1) && text.tokens[tokenIndex + 1].kind != .space
                    || text.adjacentWordIndex(after: tokenIndex).map { GrammarWords.functionWords.contains(text.folded[$0]) } == true)
                {
                    continue
                }
                // A word where no name stands is no name of the dialog either: the same slip in the title
                // and the message showed no name ("The disk is Full"; review 76).
                if isWhereNoNameStands(text, at: tokenIndex), lexicon.isCommonWord(token.text), !lexicon.isContextualName(token.text),
                    !isNamedByItsPlace(text, at: tokenIndex, in: sentence)
                {
                    loneSlips.append(correction)
                    capitalTokens.append(tokenIndex)
                    placeSlips += 1
                    continue
                }
                if namesInDialog.contains(String(token.text)) || continuesANameOfTheDialog(text, at: tokenIndex) { continue }
                // A determiner or "please" right before a lowercase word opens no name ("Thank you, Your
                // request…"): reported alone, whatever the sentence's other capitals are.
                if opensALowercasePhrase(text, at: tokenIndex) {
                    loneSlips.append(correction)
                    continue
                }
                // A product whose name is a frequent everyday word ("Signal", "Pages", "Project", "Access"):
                // the name where the context says so ("Open in Pages"), else the word ("Delete Project").
                if !isCounted, lexicon.isContextualName(token.text) {
                    if !contextMakesItAName(text, at: tokenIndex) {
                        ambiguous.append(correction)
                        capitalTokens.append(tokenIndex)
                    } else if followsAnEverydayName(text, at: tokenIndex) {
                        // After a name that is an everyday word too ("Camera Access Denied"; sweeps 25 and 26),
                        // the product is no surer than the word: not reported, but a fix of the other capitals
                        // would leave "Camera Access denied". Not reported as the word either where the dialog
                        // writes it in lowercase: a brand's product is named so too ("Zoom Phone Unavailable"
                        // over "Your phone is offline"; review 53).
                        maybeNames += 1
                    }
                    continue
                }
                // Presumed a name we don't know ("Dropbox"), or an app named with an everyday word where its
                // place says so ("Then relaunch Burrow.", "Welcome to Transmission"): never reported, but it
                // makes a fix unsafe.
                guard lexicon.isCommonWord(token.text), !isNamedByItsPlace(text, at: tokenIndex, in: sentence) else {
                    isDecidable = false
                    continue
                }
                // The word the dialog writes in lowercase elsewhere, after a word that opens no label: a
                // slip, reported alone ("Unable to create symbolic Link" over "…is not a symbolic link.").
                if isAnEverydayWordOfTheDialog(text, at: tokenIndex) {
                    loneSlips.append(correction)
                    continue
                }
                // A verb right after a lowercase modal ("The watch will Restart to finish the update.") is never
                // a name: reported alone, not as a sign that the other capitals of its sentence are title
                // style's ("…can’t Restart while Game Mode is on"; review 57).
                if isVerbAfterAModal(text, at: tokenIndex) {
                    loneSlips.append(correction)
                    continue
                }
                // A verb that opens a work's title is presumed a name with the rest of it ("Couldn’t play
                // Hit the Road Jack."; review 81): not reported, nor fixed.
                if let lastCapital = ControlReference.titleOfAWork(in: text, verbAt: tokenIndex) {
                    isDecidable = false
                    titleOfAWorkEnd = lastCapital
                    continue
                }
                // So is a verb of selection before "the" control it selects ("To start, Press the Start Button").
                if selectsAControl, isSelectionVerbBeforeItsObject(text, at: tokenIndex) {
                    loneSlips.append(correction)
                    continue
                }
                // A capitalized article, conjunction or short preposition ("Create A new album", "Free Up
                // Space by deleting old backups") is title style, never a name: it is reported, and so are
                // the other capitals of its sentence.
                if text.isMinorWord(at: tokenIndex) || isAuxiliaryOfAVerb(text, at: tokenIndex)
                    || isParticipleAfterBe(text, at: tokenIndex)
                {
                    minorCapitals += 1
                }
                // A capital that may be a person's name is reported, but a fix could lowercase a name.
                if followsAPersonVerb(text, at: tokenIndex) || GrammarWords.personalNames.contains(text.folded[tokenIndex]) {
                    isDecidable = false
                }
                // A subject the text capitalizes elsewhere too, inside a sentence, is a name it uses ("The
                // Library is empty. Add songs to the Library."); not when it is a subject there too ("The
                // File could not be saved. The File is locked.").
                if isCapitalizedSubject(text, at: tokenIndex), !capitalsNotSubjects.contains(token.text) {
                    subjectSlips.append(correction)
                }
                // "…the setting If you want links": a conjunction that opens a clause names nothing. Reported
                // amid lowercase words too, yet not fixed: a stop may be what is missing before it (sweep 24).
                if opensAClauseMidSentence(text, at: tokenIndex) { subjectSlips.append(correction) }
                inner.append(correction)
                capitalTokens.append(tokenIndex)
            }
            // A minor word capitalized, or as many capitals as lowercase words, is title style where
            // sentence style is wanted ("Failed to Block User.", "You Can’t Undo This Action.", "Then Try
            // again."). A capital or two amid lowercase prose are names the lexicon cannot know: an app
            // ("Please launch Element on another device"), a feature ("set a new Security Phrase in
            // Settings"), a folder ("select it in Applications"), a button ("Choose OK to overwrite,
            // Cancel to keep it"). In 282 real dialogs of over twenty open-source apps, 20 of 22 such
            // capitals were names or labels. A presumed name is not reported and, as an unknown word
            // does, leaves the text's case undecided for a fix.
            // A contextual name where nothing says it is the name counts with the capitals: in title
            // style it is one more slip ("Microphone Access Required", "Delete Project"); amid lowercase
            // words it is presumed the name, as any lone capital is. So does a known name that the dialog
            // writes in lowercase elsewhere, even alone where no lowercase word stands beside it ("Reset
            // Settings" over "…settings will be reset."; sweep 27); beside one it may be the name still
            // ("Allow “Tot” to access Photos?" over "…selected photos…").
            let capitals = inner.count + ambiguous.count + (lowercaseWords == 0 ? everydayWords.count : 0) + placeSlips
            let isTitleStyle = capitals > 0 && (minorCapitals > 0 || capitals >= lowercaseWords)
            if isTitleStyle {
                corrections += (inner + ambiguous + everydayWords + loneSlips).sorted { $0.range.lowerBound < $1.range.lowerBound }
                // An everyday word the dialog writes in lowercase is most likely the word here, yet it may
                // be the name still: reported, not fixed.
                if maybeNames > 0 || !everydayWords.isEmpty { isDecidable = false }
                // Exactly as many capitals as lowercase words, none of them a word that no name is: in
                // real copy most often a slip ("Added Item to cart!", "Something went Wrong."), yet
                // sometimes a name ("Remove the Hallway sensor?", "Share passwords with Family?"). Two
                // sweeps of real dialogs (219 and 1,157) lost true findings when such ties were taken for
                // names: they are reported, and not fixed.
                // Place slips lift it only where they are all the capitals: beside them, "The Hallway sensor
                // is Offline" may still name a room (review 76).
                if minorCapitals == 0, placeSlips == 0 || !(inner.isEmpty && ambiguous.isEmpty), capitals == lowercaseWords,
                    !capitalTokens.contains(where: { cannotBeAName(text, at: $0) })
                {
                    isDecidable = false
                }
                // Capitals only in a run of words that ends the sentence after a preposition of place are
                // as likely a place as title style ("Meet at Golden Gate Park?"; blind suite 23): reported,
                // not fixed.
                if minorCapitals == 0, endsWithANamedPlace(text, in: sentence, capitals: capitalTokens) {
                    isDecidable = false
                }
                // Capitals only in one run of words that a lowercase word title style would capitalize
                // follows are as likely a name in sentence style as title style half done ("Play Midnight
                // Rain next?", "Remove Stranger Things from downloads?"; blind suite 27): reported, not fixed.
                if minorCapitals == 0, isNameRunBeforeLowercase(text, in: sentence, capitals: capitalTokens) {
                    isDecidable = false
                }
            } else {
                if !inner.isEmpty { isDecidable = false }
                corrections += (loneSlips + subjectSlips).sorted { $0.range.lowerBound < $1.range.lowerBound }
            }
        }
        if !shouted.runs.isEmpty {
            let recasedRuns = shouted.runs.map { run in
                recased(run, in: text, spellings: shouted.spellings) { _, isFirstOfSentence in isFirstOfSentence }
            }
            corrections += recasedRuns
            if shouted.leavesCapitalsOut { isDecidable = false }
        }
        // A name's spelling is found where its word stands, the rest at its sentence's end: in the text's order.
        corrections.sort { $0.range.lowerBound < $1.range.lowerBound }
        return CapitalizationCheck(corrections: corrections, isDecidable: isDecidable)
    }

    /// Whether the capitalized word at `tokenIndex` is one the dialog writes in lowercase in another string
    /// and capitalized in none (`everydayWordsInDialog`), right after a lowercase word that opens no
    /// label: not a preposition of place or "to", nor a verb of selection, before it or before its
    /// determiner ("Remove from Favorites?" over "…no longer in your favorites." names the list).
    private func isAnEverydayWordOfTheDialog(_ text: AnalyzedText, at tokenIndex: Int) -> Bool {
        guard !everydayWordsInDialog.isEmpty, everydayWordsInDialog.contains(String(text.tokens[tokenIndex].text)),
            let previous = text.previousWordIndex(before: tokenIndex), text.punctuationBefore(tokenIndex).isEmpty,
            text.shapes[previous] == .lowercase
        else { return false }
        var opener = previous
        if GrammarWords.determiners.contains(text.folded[previous]) {
            guard let beforeDeterminer = text.previousWordIndex(before: previous) else { return true }
            opener = beforeDeterminer
        }
        let word = text.folded[opener]
        return word != "to" && !GrammarWords.placePrepositions.contains(word)
            && text.wordClasses[opener].isDisjoint(with: [.uiVerb, .selectionVerb, .settingVerb])
    }

    /// Whether the capitalized word at `tokenIndex` is the particle of a name of the dialog that is a
    /// phrasal verb, right after it ("In" of "Can’t Sign In" over "Use Sign In with Apple"): the name's
    /// own words keep their capitals, so its particle keeps its too; correcting it alone would leave
    /// half a name ("Can’t Sign in").
    private func continuesANameOfTheDialog(_ text: AnalyzedText, at tokenIndex: Int) -> Bool {
        guard !nameParticles.isEmpty, let previous = text.previousWordIndex(before: tokenIndex),
            text.punctuationBefore(tokenIndex).isEmpty
        else { return false }
        let pair = NameParticle(name: String(text.tokens[previous].text), particle: String(text.tokens[tokenIndex].text))
        return nameParticles.contains(pair)
    }

    /// Whether the capitalized everyday word at `tokenIndex` names an app or a person where it stands:
    /// after a verb that takes an app, after "welcome to", or as a person's name ("Share with Mom and
    /// Dad?", "Share the album with Grace?"). Not after a verb that takes a person ("Invite Friends",
    /// "Call History" are the commonest title-style slips), where the fix alone is withheld ("Call Bill?").
    private func isNamedByItsPlace(_ text: AnalyzedText, at tokenIndex: Int, in sentence: AnalyzedText.Sentence) -> Bool {
        followsAnAppVerb(text, at: tokenIndex, in: sentence) || isWelcomed(text, at: tokenIndex)
            || isSignedInto(text, at: tokenIndex) || isPersonalName(text, at: tokenIndex)
    }

    /// Whether the capitalized word at `tokenIndex` is a person's name of `GrammarWords.personalNames`
    /// where it stands: after a lowercase word, the sentence's first word or another such name ("with
    /// Grace", "Remove Grace from…", "to Grace Lee", "Mom and Dad"), and not before a capitalized everyday
    /// word, whose compound it opens ("Rose Gold", "Grace Period"). After a pronoun or another capital
    /// ("We Hope…", "Renew Your Grace Period?") it may be title style's. Where it is not presumed a name,
    /// it is reported, but never fixed (`sentenceStyle`).
    private func isPersonalName(_ text: AnalyzedText, at tokenIndex: Int) -> Bool {
        guard GrammarWords.personalNames.contains(text.folded[tokenIndex]), let previous = text.previousWordIndex(before: tokenIndex),
            text.shapes[previous] == .lowercase || GrammarWords.personalNames.contains(text.folded[previous])
                || (text.startsSentence(previous) && !GrammarWords.functionWords.contains(text.folded[previous]))
        else { return false }
        guard let next = text.adjacentWordIndex(after: tokenIndex), text.punctuationBefore(next).isEmpty,
            text.shapes[next] == .capitalized
        else { return true }
        return GrammarWords.personalNames.contains(text.folded[next]) || !lexicon.isCommonWord(text.tokens[next].text)
    }

    /// Whether the word at `tokenIndex` follows a verb that takes a person, right before it or before
    /// "with" ("Call Bill?", "Meeting with Grace"): a capital there may be a name, so no fix is safe.
    private func followsAPersonVerb(_ text: AnalyzedText, at tokenIndex: Int) -> Bool {
        // Not what happened to the call ("Call Failed", "Call Waiting"), nor a pronoun ("Thank You!") or an
        // auxiliary ("Your message Is Ready!"); a name may end as a verb form does ("Sterling", "King").
        let word = text.folded[tokenIndex]
        guard !isVerbForm(word), !GrammarWords.functionWords.contains(word), QuestionGrammar.auxiliaryBase(word) == nil,
            var previous = text.previousWordIndex(before: tokenIndex), text.punctuationBefore(tokenIndex).isEmpty
        else { return false }
        if text.folded[previous] == "with", let verb = text.previousWordIndex(before: previous), text.punctuationBefore(previous).isEmpty {
            // "The Meeting With Maria": the noun takes a person after "with" as the verb does.
            previous = verb
        } else if let before = text.previousWordIndex(before: previous), GrammarWords.determiners.contains(text.folded[before]) {
            // Right after a determiner the "verb" is a noun, and what follows is no object: "Your message Is Ready!".
            return false
        }
        let verb = text.folded[previous]
        return GrammarWords.personVerbs.contains(verb)
            || ["s", "ing", "ed"].contains { verb.hasSuffix($0) && GrammarWords.personVerbs.contains(String(verb.dropLast($0.count))) }
    }

    /// Whether a word is a verb in -ed or -ing whose stem is a word ("failed", "waiting", "saved"; not
    /// "sterling", "king").
    private func isVerbForm(_ word: String) -> Bool {
        for suffix in ["ed", "ing"] where word.hasSuffix(suffix) {
            let stem = Substring(word.dropLast(suffix.count))
            if stem.count >= 3, lexicon.isCommonWord(stem) || lexicon.isCommonWord(Substring(stem + "e")) { return true }
        }
        return false
    }

    /// Whether the word at `tokenIndex` is the object of a verb that takes an app, right before it and
    /// written in sentence style: in lowercase ("relaunch Burrow"), or opening a sentence that has a
    /// lowercase word that is no minor word ("Quit Transmission first."), not "Relaunch Burrow", where
    /// every capital may be title style's. A function word opens the app's name only before another
    /// capital ("restart The Verge", "update Your Phone"); before a lowercase word or a device it is
    /// title style ("restart The app", "update Your iPhone").
    private func followsAnAppVerb(_ text: AnalyzedText, at tokenIndex: Int, in sentence: AnalyzedText.Sentence) -> Bool {
        // A noun's verb is no app: "The update Is ready.", "The install Was interrupted."
        if QuestionGrammar.auxiliaryBase(text.folded[tokenIndex]) != nil { return false }
        if GrammarWords.functionWords.contains(text.folded[tokenIndex]) {
            guard let next = text.adjacentWordIndex(after: tokenIndex), text.shapes[next] != .lowercase,
                !isKnownDevice(text.tokens[next].text)
            else { return false }
        }
        guard let previous = text.previousWordIndex(before: tokenIndex), text.punctuationBefore(tokenIndex).isEmpty,
            GrammarWords.appVerbs.contains(text.folded[previous])
        else { return false }
        if text.shapes[previous] == .lowercase { return true }
        return previous == text.firstWordIndex(atOrAfter: sentence.tokenRange.lowerBound)
            && sentence.tokenRange.contains { index in
                text.tokens[index].kind == .word && text.shapes[index] == .lowercase && !text.isMinorWord(at: index)
            }
    }

    /// Whether `word` is a known name of a thing that no app's name would start with after a function
    /// word: one with inner capitals or no everyday word ("Your iPhone", "Your Mac", "The HomePod"), not
    /// "Phone" ("Your Phone" was an app).
    private func isKnownDevice(_ word: Substring) -> Bool {
        lexicon.isNameOfThing(word) && (WordShape(word) == .mixed || !lexicon.isCommonWord(word))
    }

    /// Whether the word at `tokenIndex` is what "welcome to" greets, a name ("Welcome to Transmission",
    /// "Welcome to Things"), whatever the case of "Welcome".
    private func isWelcomed(_ text: AnalyzedText, at tokenIndex: Int) -> Bool {
        guard let to = text.previousWordIndex(before: tokenIndex), let welcome = text.previousWordIndex(before: to) else { return false }
        return text.folded[to] == "to" && text.folded[welcome] == "welcome"
            && text.punctuationBefore(tokenIndex).isEmpty && text.punctuationBefore(to).isEmpty
    }

    /// Whether the word at `tokenIndex` is what one signs or logs out of, alone at its sentence's end,
    /// "out of" in lowercase: an app or a service ("Sign out of Ramble?"; sweep 44). Not after "in to",
    /// whose "to" may open an infinitive ("Sign in to Continue"), nor a word that names nothing or opens
    /// more words ("Log out of This Device", "Sign out of All Devices?"; review 74).
    private func isSignedInto(_ text: AnalyzedText, at tokenIndex: Int) -> Bool {
        guard let of = text.previousWordIndex(before: tokenIndex), text.folded[of] == "of", text.shapes[of] == .lowercase,
            let out = text.previousWordIndex(before: of), text.folded[out] == "out", text.shapes[out] == .lowercase,
            let verb = text.previousWordIndex(before: out), ["sign", "log"].contains(text.folded[verb]),
            !GrammarWords.functionWords.contains(text.folded[tokenIndex]),
            text.sentence(containing: tokenIndex).map({ sentence in
                !text.tokens[(tokenIndex + 1)..<sentence.tokenRange.upperBound].contains(where: \.isWordLike)
            }) == true
        else { return false }
        return [tokenIndex, of, out].allSatisfy { text.punctuationBefore($0).isEmpty }
    }

    /// Whether the capitalized word at `tokenIndex` is an auxiliary before its verb ("The photo Was
    /// deleted", "It Will be kept"): title style, never a name. Not a negated one ("Don’t Allow", "Don’t
    /// Save" are the system's button labels), not "Will" before "to" or "is" (a person: "Ask Will to
    /// share"), and not right after a run-time value, which may be a sentence of its own ("Error: %@
    /// Do you want to try again?").
    private func isAuxiliaryOfAVerb(_ text: AnalyzedText, at tokenIndex: Int) -> Bool {
        let word = text.folded[tokenIndex]
        guard QuestionGrammar.auxiliaryBase(word) != nil, !word.hasSuffix("n't") else { return false }
        // A value that opens the sentence and an auxiliary before a verb, not before its subject, make one
        // sentence: "%@ Is sharing a note" (blind suite 24), not "%@ Do you want to try again?", nor before
        // an imperative's bare "do", where the value may be a sentence of its own ("%@ Do not turn off…").
        if let previous = text.previousWordIndex(before: tokenIndex), text.tokens[previous].kind == .placeholder,
            !text.startsSentence(previous) || opensAQuestion(text, at: tokenIndex)
                || text.sentence(containing: tokenIndex)?.isQuestion == true || QuestionGrammar.auxiliaryBase(word) == "do"
        {
            return false
        }
        guard let next = text.tokens[(tokenIndex + 1)...].firstIndex(where: { $0.isWordLike }),
            text.punctuationBefore(next).isEmpty, text.tokens[next].kind == .word, text.shapes[next] == .lowercase
        else { return false }
        return !text.isMinorWord(at: next) && QuestionGrammar.auxiliaryBase(text.folded[next]) == nil
    }

    /// Whether the auxiliary at `tokenIndex` stands before a pronoun or a determiner, its subject: "Do you
    /// want…", "Is this…", "Will the file…".
    private func opensAQuestion(_ text: AnalyzedText, at tokenIndex: Int) -> Bool {
        guard let next = text.adjacentWordIndex(after: tokenIndex) else { return false }
        return QuestionGrammar.opensASubject(text.folded[next])
    }

    /// Whether the capitalized word at `tokenIndex` is one that no name would have, so that as many
    /// capitals as lowercase words are surely title style, and fixed: a form of "be", "have" or "do", or
    /// a modal verb ("The sync Is off"), a determiner ("Use Your Passcode to unlock the app."), an adverb
    /// of time ("Tap %@ Now to save."), a kind of UI element ("Then relaunch the App."),
    /// a verb in -ed after a word that is no determiner or minor word ("The upload Failed."; not "the
    /// Enhanced voice"), one in -ing after such a word in lowercase ("Photos are Uploading"; not "Battery
    /// Charging"), or any word after "then" or "please" ("Then Try again.").
    private func cannotBeAName(_ text: AnalyzedText, at tokenIndex: Int) -> Bool {
        let word = text.folded[tokenIndex]
        if GrammarWords.neverNames.contains(word) || GrammarWords.uiNouns.contains(word) { return true }
        guard let previous = text.previousWordIndex(before: tokenIndex), text.punctuationBefore(tokenIndex).isEmpty,
            text.tokens[previous].kind == .word
        else { return false }
        let before = text.folded[previous]
        if ["then", "please"].contains(before) { return true }
        guard isVerbForm(word), !text.isMinorWord(at: previous), !GrammarWords.determiners.contains(before) else { return false }
        return word.hasSuffix("ed") || text.shapes[previous] == .lowercase
    }

    /// Whether the capitalized word at `tokenIndex` is a determiner or "please" right before a lowercase
    /// word, and right after a comma or a lowercase word that is no determiner ("Thank you, Your request
    /// has been submitted.", "Something went wrong, Please try again."): it opens no name, which would
    /// go on in capitals ("Your Phone") or follow a determiner ("the My week widget"). After an emoji or
    /// a list's marker ("🎉 Your account is ready", "1) Your device…") a new sentence may start.
    /// A quantifier ("from All devices") opens no name before a noun; before a short word it may be a
    /// label ("tap All to select them").
    private func opensALowercasePhrase(_ text: AnalyzedText, at tokenIndex: Int) -> Bool {
        let word = text.folded[tokenIndex]
        let isQuantifier = Self.quantifiers.contains(word)
        guard Self.phraseOpeners.contains(word) || isQuantifier, let next = text.adjacentWordIndex(after: tokenIndex),
            text.tokens[next].kind == .word, text.shapes[next] == .lowercase, !(isQuantifier && text.isMinorWord(at: next)),
            let previous = text.previousWordIndex(before: tokenIndex), text.tokens[previous].kind == .word
        else { return false }
        // Nothing but a comma between: the previous word-like token stands right before.
        let between = text.tokens[(previous + 1)..<tokenIndex].filter { $0.kind != .space }
        if between.map(\.text) == [","] { return true }
        let before = text.folded[previous]
        return between.isEmpty && text.shapes[previous] == .lowercase && !GrammarWords.determiners.contains(before)
            && !Self.wordsBeforeAName.contains(before) && !(isQuantifier && Self.wordsBeforeALabel.contains(before))
    }

    /// Words after which a name follows, whatever its first word: "an album called My trip", "then My
    /// location" (labels in a row).
    private static let wordsBeforeAName: Set<String> = ["called", "named", "titled", "entitled", "then"]

    private static let phraseOpeners: Set<String> = [
        "my", "your", "our", "their", "his", "its", "this", "these", "those", "please",
    ]

    /// Quantifiers that stand before a noun: not "no", an answer too ("tap No thanks"), nor "none"; not
    /// "most", "many", "either" or "neither", which open labels in sentence case as often ("Most recent").
    private static let quantifiers: Set<String> = ["all", "every", "each", "both", "some", "any"]

    /// Words after which a label in sentence case stands: "set to Every weekday", "sorted by All media",
    /// "show as Any size" (review 55), "look in All files", "under All media" (review 58).
    private static let wordsBeforeALabel: Set<String> = ["to", "by", "as", "in", "under", "on"]

    /// Whether the capitalized word at `tokenIndex` is a subordinating conjunction inside a sentence,
    /// between lowercase words, after a comma or a closing quote at most ("Links are made If the setting
    /// is on"). Not after a determiner or a preposition, where it is a label ("the When field", "set it to
    /// Until a date"), nor after a word that names a work ("the song When the party’s over"), nor before a
    /// capital, where it may begin a title ("Until Dawn").
    private func opensAClauseMidSentence(_ text: AnalyzedText, at tokenIndex: Int) -> Bool {
        guard Self.subordinators.contains(text.folded[tokenIndex]),
            text.punctuationBefore(tokenIndex).allSatisfy({ [",", "\u{201D}", "\"", ")"].contains($0) }),
            let previous = text.previousWordIndex(before: tokenIndex), text.tokens[previous].kind == .word,
            let next = text.adjacentWordIndex(after: tokenIndex), text.tokens[next].kind == .word
        else { return false }
        let before = text.folded[previous]
        return text.shapes[previous] == .lowercase && text.shapes[next] == .lowercase
            && !GrammarWords.determiners.contains(before) && !Self.prepositionsBeforeALabel.contains(before)
            && !Self.wordsBeforeAWork.contains(before)
    }

    /// Words after which the title of a work follows, which may begin with a conjunction and be written
    /// in sentence case ("the song When the party’s over"; review 48).
    private static let wordsBeforeAWork: Set<String> = wordsBeforeAName.union([
        "song", "album", "track", "single", "playlist", "show", "series", "episode", "film", "movie", "book",
        "novel", "game", "podcast", "poem", "play", "title",
    ])

    /// Prepositions after which a capitalized conjunction begins a label ("set the rule to Until a date"):
    /// not the particles of phrasal verbs, after which a clause may open ("Turn it off When you are done").
    private static let prepositionsBeforeALabel: Set<String> = ["to", "for", "from", "at", "in", "into", "onto", "with", "by", "of", "as"]

    /// The clause openers that are no minor word (because, if, when, until…): a capitalized minor word
    /// is title style's slip already.
    private static let subordinators = GrammarWords.clauseOpeners.subtracting(GrammarWords.minorWords)

    /// Whether the capitalized everyday word at `tokenIndex` is a sentence's subject, a noun between a
    /// determiner and an auxiliary ("The Disk is full.", "…because the File could not be saved"), with
    /// the determiner opening the sentence or a clause (after a conjunction or a comma). A place in the
    /// app is named after a verb or a preposition ("in the Library", "open the Inbox"), a subject rarely
    /// is: amid lowercase words it is reported, yet not fixed, as it may still be a feature's name.
    private func isCapitalizedSubject(_ text: AnalyzedText, at tokenIndex: Int) -> Bool {
        guard let determiner = text.previousWordIndex(before: tokenIndex),
            Self.subjectDeterminers.contains(text.folded[determiner])
                || text.folded[determiner] == "that" && text.startsSentence(determiner),
            text.punctuationBefore(tokenIndex).isEmpty,
            let next = text.adjacentWordIndex(after: tokenIndex), text.shapes[next] == .lowercase, QuestionGrammar.auxiliaryBase(text.folded[next]) != nil
        else { return false }
        if text.startsSentence(determiner) { return true }
        guard let before = text.previousWordIndex(before: determiner) else { return false }
        return text.punctuationBefore(determiner).contains(",")
            || (text.punctuationBefore(determiner).isEmpty && GrammarWords.clauseOpeners.contains(text.folded[before]))
    }

    /// Determiners before a subject. "That" counts too, but only opening a sentence ("That File is
    /// damaged."; `isCapitalizedSubject`): elsewhere it is as often a conjunction before a name ("so that
    /// Things can remind you").
    private static let subjectDeterminers: Set<String> = ["the", "this", "your", "my", "our", "their", "its"]

    /// Whether the capitalized word at `tokenIndex` is a past participle right after "be", "been",
    /// "being", "was" or "were" ("The file couldn’t be Saved.", "Photos will be Deleted from this iPhone.",
    /// "The photo was Deleted"): a passive verb, never a name, whose capital is title style's however many
    /// lowercase words stand around it. Not after "is" or "are", where a capital may be a state's name
    /// ("until the status is Connected"), nor after a status "was" ("The sync status was Disconnected"),
    /// nor after "has" or "have", which also hold a thing named ("Your team has Advanced until May", "You
    /// have Wicked tickets"; review 57).
    private func isParticipleAfterBe(_ text: AnalyzedText, at tokenIndex: Int) -> Bool {
        guard QuestionGrammar.isParticipleShaped(text.folded[tokenIndex]),
            let previous = lowercaseWordBeforeANegation(text, at: tokenIndex)
        else { return false }
        let auxiliary = text.folded[previous]
        if auxiliary == "was" || auxiliary == "were" {
            // "The sync status was Disconnected": a state's name, as after "is".
            let subject = text.previousWordIndex(before: previous).map { text.folded[$0] }
            return !["status", "state", "mode"].contains(subject ?? "")
        }
        return ["be", "been", "being"].contains(auxiliary)
    }

    /// Adds to `corrections` the spelling of the name that the word at `tokenIndex` writes otherwise,
    /// and of the other words of a name of several words it opens ("icloud drive" is "iCloud Drive",
    /// "macbook pro" "MacBook Pro"): a lowercase name whose lowercase form is no English word
    /// ("bluetooth", "wifi", "iphone’s"), or a capitalized word that is such a name or an initialism
    /// ("Wifi", "Iphone", "Pdf"). Not quoted, nor a file's extension (" .pdf") or a unit, which keep their
    /// own case. A word already corrected as part of a name is left as it is.
    private func nameCorrections(_ text: AnalyzedText, at tokenIndex: Int, into corrections: inout [Int: CaseCorrection]) {
        let shape = text.shapes[tokenIndex]
        guard shape == .lowercase || shape == .capitalized || shape == .mixed, corrections[tokenIndex] == nil, !text.isQuoted[tokenIndex]
        else { return }
        let token = text.tokens[tokenIndex]
        // Inner capitals are written on purpose more often than plain capitals: an identifier starts in
        // lowercase ("faceID").
        if shape == .mixed, token.text.first?.isLowercase == true { return }
        guard let spelling = lexicon.nameSpelling(of: token.text, folded: text.folded[tokenIndex], includingInitialisms: shape == .capitalized),
            // A provider spells its hotspots' Wi-Fi its own way after its own name: "Xfinity WiFi" (review 77).
            !(shape == .mixed && spelling == "Wi-Fi" && followsABrand(text, at: tokenIndex)),
            shape != .lowercase || !lexicon.isCommonWord(token.text), !keepsItsOwnCase(text, at: tokenIndex),
            // Initialisms whose capitalized spelling is a name too: "The Sims", "Call Lan", "Ip Man".
            !Self.initialismsThatAreNames.contains(text.folded[tokenIndex]),
            // A term of the vocabulary keeps its spelling ("Wifi Analyzer"; review 76).
            !vocabulary.words.contains(token.text)
        else { return }
        corrections[tokenIndex] = CaseCorrection(range: token.range, word: String(token.text), corrected: spelling, isCertain: true)
        // The word's position, found by halving: a text of many such names stays linear.
        let indexes = text.wordIndexes
        var low = 0
        var high = indexes.count
        while low < high {
            let middle = (low + high) / 2
            if indexes[middle] < tokenIndex { low = middle + 1 } else { high = middle }
        }
        let following = indexes[low..<min(indexes.count, low + Lexicon.Curated.longestPhraseWordCount)]
        let words = following.map { text.tokens[$0].text }
        guard let name = lexicon.multiWordNameSpelling(startingWith: words[...]),
            following.dropFirst().prefix(name.count - 1).allSatisfy({ text.punctuationBefore($0).isEmpty && !text.isQuoted[$0] })
        else { return }
        // A word already right is recorded too, unchanged, so that no other check judges it: "Drive" of
        // "Sign In to Icloud Drive" is the name's.
        for (index, spelling) in zip(following, name).dropFirst() {
            corrections[index] = CaseCorrection(
                range: text.tokens[index].range, word: String(text.tokens[index].text), corrected: String(spelling), isCertain: true)
        }
    }

    private static let initialismsThatAreNames: Set<String> = ["sim", "sims", "lan", "ip", "ai"]

    /// Whether the word right before the word at `tokenIndex`, with no mark between, is a name that is no
    /// English word, a brand before its own spelling of a name: "Xfinity" of "Xfinity WiFi". (A name after
    /// it is no sign: "MacOS Ventura".)
    private func followsABrand(_ text: AnalyzedText, at tokenIndex: Int) -> Bool {
        guard text.punctuationBefore(tokenIndex).isEmpty, let previous = text.previousWordIndex(before: tokenIndex),
            text.tokens[previous].kind == .word, text.shapes[previous] != .lowercase
        else { return false }
        let word = text.tokens[previous].text
        // Not a person's: "Priya’s WiFi" (review 78).
        return !text.folded[previous].hasSuffix("'s") && !lexicon.isCommonWord(word)
            && lexicon.nameSpelling(of: word, folded: text.folded[previous], includingInitialisms: false) == nil
    }

    /// Words for the kind of a control, written in lowercase after its name in Apple's style ("the Home
    /// button", "the Share icon", "the For You tab"). Not "link" or "switch", which end names of their own
    /// ("Magic Link", "Nintendo Switch").
    private static let kindsOfControl: Set<String> = ["button", "buttons", "icon", "icons", "tab", "tabs"]

    /// The first token of the capitalized name of a control right before the capitalized word at
    /// `tokenIndex`, where that word says what kind of control it is, in a sentence that selects the
    /// control: a verb of selection, maybe "on", and "the" before the name, which is four words at most
    /// ("Tap the Refresh Button to try again", "Click on the Share Icon"). Without "the" the words may
    /// be a label that ends so ("Tap New Tab", "Choose Change Icon"); after "the" without a verb, a
    /// feature ("after using the Fire Button", DuckDuckGo's; sweep 45). The noun closes the phrase: a
    /// lowercase word, a minor word or a mark follows ("the New Tab button", "the Tab Groups feature"
    /// are left alone); a held key is no name ("Shift Tab"), and the whole is no known name.
    private func selectedControlName(_ text: AnalyzedText, beforeKindAt tokenIndex: Int, in sentence: AnalyzedText.Sentence) -> Int? {
        guard Self.kindsOfControl.contains(text.folded[tokenIndex]), !text.isQuoted[tokenIndex],
            text.punctuationBefore(tokenIndex).isEmpty
        else { return nil }
        if let next = text.nextWordIndexInSentence(after: tokenIndex), text.punctuationBefore(next).isEmpty,
            text.shapes[next] != .lowercase || ControlReference.controlNouns.contains(text.folded[next])
                || Self.kindsOfControl.contains(text.folded[next]),
            !text.isMinorWord(at: next)
        {
            return nil
        }
        var nameStart = tokenIndex
        for _ in 0..<ControlReference.longestControlName {
            guard let previous = text.previousWordIndex(before: nameStart), sentence.tokenRange.contains(previous),
                text.punctuationBefore(nameStart).isEmpty, text.tokens[previous].kind == .word, text.shapes[previous] != .lowercase,
                // A capitalized particle after a capitalized word is the name's: "the Sign In Button", "the Page
                // Up Button". Not a volume button's direction: "the Volume Up Button" (reviews 78 and 79).
                !text.isMinorWord(at: previous) || GrammarWords.particles.contains(text.folded[previous])
                    && text.previousWordIndex(before: previous).map({ text.shapes[$0] == .capitalized && text.folded[$0] != "volume" }) == true
            else { break }
            nameStart = previous
        }
        // Not a key ("Shift Tab") nor a game controller's lettered button, which its makers write so ("the B
        // Button"; review 77).
        let lastNameWord = text.previousWordIndex(before: tokenIndex) ?? tokenIndex
        guard nameStart != tokenIndex, !ControlReference.isHeldKey(text.folded[lastNameWord]),
            !(nameStart == lastNameWord && text.tokens[lastNameWord].text.count == 1),
            let article = text.previousWordIndex(before: nameStart), sentence.tokenRange.contains(article),
            text.folded[article] == "the", text.punctuationBefore(nameStart).isEmpty, text.punctuationBefore(article).isEmpty,
            var verb = text.previousWordIndex(before: article), sentence.tokenRange.contains(verb)
        else { return nil }
        // "Click On the Save Button": the particle is the verb's, no part of the name.
        if text.folded[verb] == "on", let before = text.previousWordIndex(before: verb), sentence.tokenRange.contains(before),
            text.punctuationBefore(verb).isEmpty
        {
            verb = before
        }
        guard text.isVerbOfSelection(verb) else { return nil }
        let words = (nameStart...tokenIndex).filter { text.tokens[$0].isWordLike }.map { text.tokens[$0].text }
        return lexicon.properNounPhraseLength(startingWith: words[...]) < words.count ? nameStart : nil
    }

    /// Whether the capitalized word at `tokenIndex` is a verb of selection inside its sentence, right
    /// before "the" (or "on the"): "To start, Press the Start Button". Not right after a determiner, where
    /// it opens a name ("the Touch Up tool"), but for one that also stands alone ("To reach her Press the
    /// Add button"; review 80); nor quoted or after a colon, a dash or a label's bracket, where a capital
    /// may stand; nor before capitals that read as a title's (`ControlReference.objectAfterThe`). After a
    /// determiner that stands alone, only before a control: not "Her Touch the Sky cover" (review 81).
    private func isSelectionVerbBeforeItsObject(_ text: AnalyzedText, at tokenIndex: Int) -> Bool {
        guard text.isVerbOfSelection(tokenIndex), !text.isQuoted[tokenIndex], !text.followsAColonDashOrBracket(tokenIndex),
            let previous = text.previousWordIndex(before: tokenIndex), var next = text.adjacentWordIndex(after: tokenIndex)
        else { return false }
        let afterADeterminer = text.punctuationBefore(tokenIndex).isEmpty && GrammarWords.namesOpeners.contains(text.folded[previous])
        guard !afterADeterminer || GrammarWords.namesOpenersStandingAlone.contains(text.folded[previous]) else { return false }
        if text.tokens[next].text == "on", let after = text.adjacentWordIndex(after: next) { next = after }
        guard text.tokens[next].text == "the" else { return false }
        switch ControlReference.objectAfterThe(in: text, at: next) {
        case .control: return true
        // Capitals that could end a title, where the words before rule one out: "You can also Select the
        // Photos." (review 83).
        case .title: return !afterADeterminer && ControlReference.titleOfAWork(in: text, verbAt: tokenIndex) == nil
        case .unclear: return !afterADeterminer
        }
    }

    /// Whether `words` are a button title of the dialog ("Tap the Add Button" over a button "Add Button"),
    /// or a vocabulary term ends them or they end one ("Fire Button" and "DuckDuckGo Fire Button"). A term
    /// of one word ends them only where it is all of them: a term "Tab" names no "Refresh Tab" (review 80).
    private func isAButtonTitleOrTerm(_ words: String) -> Bool {
        buttonTitles.contains { $0.compare(words, options: .caseInsensitive) == .orderedSame }
            || vocabulary.endings.contains(words)
            || Vocabulary.endings(of: words).contains(where: vocabulary.termsOfSeveralWords.contains)
    }

    /// Whether the capitalized word at `tokenIndex` is a word of such a control's name ("Accept" of "Press
    /// the Accept Button"): the name of a control keeps its capitals, as the screen shows it.
    private func namesASelectedControl(_ text: AnalyzedText, at tokenIndex: Int, in sentence: AnalyzedText.Sentence) -> Bool {
        var index = tokenIndex
        for _ in 0..<ControlReference.longestControlName {
            guard let next = text.nextWordIndexInSentence(after: index), text.punctuationBefore(next).isEmpty,
                text.shapes[next] == .capitalized
            else { return false }
            if Self.kindsOfControl.contains(text.folded[next]) {
                guard let nameStart = selectedControlName(text, beforeKindAt: next, in: sentence), nameStart <= tokenIndex else { return false }
                // A device's button is named in lowercase, but for the Home and Action buttons: "the side
                // button", "the power button" (review 77).
                let isADevicesButton = nameStart == tokenIndex && index == tokenIndex
                    && ControlReference.hardware.contains(text.folded[tokenIndex]) && !["home", "action"].contains(text.folded[tokenIndex])
                return !isADevicesButton
            }
            index = next
        }
        return false
    }

    /// Whether the capitalized word at `tokenIndex` stands where no name does: a state said of the
    /// subject after "be" or "have" ("The disk is Full.", "Your session has Expired."), a time closing the
    /// clause ("The server is busy Now.") or a word opening a clause right after a semicolon ("Café
    /// closed; Reopen tomorrow?"). Such a word is reported alone (blind suite 38).
    private func isWhereNoNameStands(_ text: AnalyzedText, at tokenIndex: Int) -> Bool {
        isStateAfterALinkingVerb(text, at: tokenIndex) || isTimeClosingAClause(text, at: tokenIndex)
            || opensAClauseAfterASemicolon(text, at: tokenIndex) || isPronounBeforeItsVerb(text, at: tokenIndex)
    }

    /// Whether the capitalized word at `tokenIndex` is a personal pronoun inside its sentence, right after
    /// a lowercase word other than a preposition, as the subject of the auxiliary or modal right after
    /// it: "…so You cannot subscribe", "…because They have expired" (sweep 48). Not "I", always
    /// capitalized, nor "It", a title as often ("Stephen King’s It is…"). Right after a comma, a clause's
    /// subject before its verb (an auxiliary, a modal or a past in -ed): a pronoun, "It" and "That" too but
    /// for "It is" ("Sorry, We couldn’t save it.", "Sorry, That didn’t work.", "Sorry, We removed it"), a
    /// pronoun such as "Something" ("Oops, Something went wrong."; blind suite 42), or a pronoun with its
    /// verb ("Sorry, You’re offline", "%@, They’ve been added"; review 81). Not "You is", "We has", a
    /// title's verb, nor "Nothing ear", a product.
    private func isPronounBeforeItsVerb(_ text: AnalyzedText, at tokenIndex: Int) -> Bool {
        let pronoun = text.folded[tokenIndex]
        let isContracted = Self.contractedSubjects.contains(pronoun)
        guard Self.subjectPronouns.contains(pronoun) || Self.indefinitePronouns.contains(pronoun) || pronoun == "it" || pronoun == "that"
            || isContracted,
            let previous = text.previousWordIndex(before: tokenIndex)
        else { return false }
        let marks = text.punctuationBefore(tokenIndex)
        let afterAComma = marks == [","]
        var verb = text.adjacentWordIndex(after: tokenIndex)
        if isContracted { return afterAComma && verb.map { text.shapes[$0] == .lowercase } ?? true }
        // "Somebody else is editing."
        if let word = verb, text.folded[word] == "else", Self.indefinitePronouns.contains(pronoun) { verb = text.adjacentWordIndex(after: word) }
        guard let verb, text.shapes[verb] == .lowercase else { return false }
        let verbWord = text.folded[verb]
        let auxiliary = verbWord == "cannot" ? "modal" : QuestionGrammar.auxiliaryBase(verbWord)
        if afterAComma, Self.indefinitePronouns.contains(pronoun) {
            return auxiliary != nil || verbWord.hasSuffix("ed") || Self.verbsAfterIndefinitePronouns.contains(verbWord)
        }
        if ["you", "we", "they"].contains(pronoun), ["is", "was", "has", "does"].contains(verbWord) { return false }
        if afterAComma {
            let isPast = verbWord.hasSuffix("ed") || Self.verbsAfterIndefinitePronouns.contains(verbWord) && !verbWord.hasSuffix("s")
            let isVerb = auxiliary != nil || isPast && Self.subjectPronouns.contains(pronoun)
            return isVerb && (Self.subjectPronouns.contains(pronoun) || pronoun == "that" || pronoun == "it" && auxiliary != "be")
        }
        return auxiliary != nil && Self.subjectPronouns.contains(pronoun) && marks.isEmpty && text.shapes[previous] == .lowercase
            // After a preposition a pronoun is no subject: "Songs Made for You will play" names a playlist.
            && !GrammarWords.shortPrepositions.contains(text.folded[previous])
    }

    private static let subjectPronouns: Set<String> = ["you", "we", "they", "he", "she"]
    private static let indefinitePronouns: Set<String> = [
        "something", "nothing", "everything", "anything", "someone", "somebody", "everyone", "everybody", "nobody",
        "anyone", "anybody",
    ]
    /// Pasts and present forms that follow "something" or "nobody" as often as an -ed: "Something went
    /// wrong", "Everyone made it".
    private static let verbsAfterIndefinitePronouns: Set<String> = [
        "went", "goes", "got", "gets", "came", "comes", "broke", "took", "seems", "looks", "needs", "happens", "ran",
        "made", "said", "knows", "knew", "found", "left", "lost", "sent", "saw", "gave", "wants", "likes", "loves",
        "paid", "put", "set", "kept", "built", "bought", "brought", "told", "thought", "won",
    ]
    /// Pronouns with their verb, folded: "you’re", "they’ve", "that’s".
    private static let contractedSubjects: Set<String> = [
        "you're", "you've", "you'll", "you'd", "we're", "we've", "we'll", "we'd", "they're", "they've", "they'll",
        "they'd", "he's", "he'll", "he'd", "she's", "she'll", "she'd", "that's", "that'll", "it'll",
    ]

    /// Whether the capitalized word at `tokenIndex` says a state of the subject: right after a lowercase
    /// form of "be" (maybe with "not", "no longer", "still", "now"…), a participle, an -ing form of a
    /// verb, an adjective in -able or -ible or a plain adjective of state ("The disk is Full.", "Your
    /// photos are Syncing.", "This item is no longer Available."); after "has", "have" or "had", the
    /// participle of an event ("Your session has Expired."). The word must close its clause: a mark or
    /// the sentence's end after it, or after "be" a function word ("The file is Locked and can’t be
    /// opened.", "…is Ready to install"), but not "by" before a capital, a work's author ("…is Educated by
    /// Tara Westover"). A name may stand there as the value of a setting or the title of a work ("until
    /// the status is Connected", "The top song this week is Wasted"), hence the subjects left out,
    /// anywhere in the clause before the verb; and a plan or a thing had is no event ("Your team has
    /// Advanced", "You now have Unlimited"; reviews 57 and 75).
    private func isStateAfterALinkingVerb(_ text: AnalyzedText, at tokenIndex: Int) -> Bool {
        // Most capitals follow no such verb: the word's class says so before any list is read.
        guard var verb = text.previousWordIndex(before: tokenIndex), text.wordClasses[verb].contains(.stateLink),
            text.punctuationBefore(tokenIndex).isEmpty
        else { return false }
        let word = text.folded[tokenIndex]
        let isParticiple = QuestionGrammar.isParticipleShaped(word)
        let isState = isParticiple || Self.adjectivesOfState.contains(word)
            || word.count >= 6 && (word.hasSuffix("able") || word.hasSuffix("ible"))
            || word.count >= 6 && word.hasSuffix("ing") && GrammarWords.hasBase(word) { $0 != word && lexicon.isCommonWord($0[...]) }
        guard isState else { return false }
        // "not", "no longer", "still"… between the verb and the state, two words at most.
        for _ in 0..<2 where GrammarWords.wordsBetweenVerbAndState.contains(text.folded[verb]) && text.shapes[verb] == .lowercase {
            guard text.punctuationBefore(verb).isEmpty, let before = text.previousWordIndex(before: verb) else { return false }
            verb = before
        }
        guard text.shapes[verb] == .lowercase else { return false }
        let isBe = GrammarWords.linkingVerbs.contains(text.folded[verb])
        guard isBe || GrammarWords.perfectAuxiliaries.contains(text.folded[verb]) && Self.participlesOfEvents.contains(word) else {
            return false
        }
        // The clause's subject, back to a mark or the sentence's start, six words at most.
        var subject = verb
        for _ in 0..<6 {
            guard text.punctuationBefore(subject).isEmpty, let before = text.previousWordIndex(before: subject) else { break }
            subject = before
            if Self.subjectsNamingAValue.contains(text.folded[subject]) { return false }
        }
        guard let next = text.nextWordIndexInSentence(after: tokenIndex), text.punctuationBefore(next).isEmpty else { return true }
        guard isBe, text.shapes[next] == .lowercase, GrammarWords.functionWords.contains(text.folded[next]) else { return false }
        // "…is Educated by Tara Westover": a work and its author.
        if text.folded[next] == "by", let author = text.nextWordIndexInSentence(after: next), text.shapes[author] != .lowercase {
            return false
        }
        return true
    }

    /// Adjectives of a state without a telling ending, as said of a disk, a server or a file.
    private static let adjectivesOfState: Set<String> = [
        "full", "busy", "empty", "ready", "offline", "online", "invalid", "corrupt", "incorrect", "incomplete",
        "wrong", "missing", "unknown", "unavailable", "available", "outdated", "inactive", "active",
        // Compounds (blind suite 42: "This file is Read-Only").
        "read-only", "write-protected", "up-to-date", "out-of-date",
    ]
    /// Participles of what happens to a thing, after "has" or "have" ("Your session has Expired").
    private static let participlesOfEvents: Set<String> = [
        "expired", "ended", "changed", "failed", "stopped", "finished", "started", "completed", "updated",
        "crashed", "disconnected", "connected", "arrived", "shipped", "moved", "closed", "opened", "timed",
        "joined", "declined", "accepted", "canceled", "cancelled", "deleted", "removed", "renewed", "paused",
    ]
    /// Subjects whose value may be a name: a setting's, a work's, a person's, a place's ("The status is
    /// Connected", "The next stop is Reading").
    private static let subjectsNamingAValue: Set<String> = [
        "status", "state", "mode", "name", "title", "song", "track", "album", "playlist", "book", "show", "movie",
        "film", "episode", "podcast", "musical", "play", "performance", "game", "pick", "plan", "tier", "membership",
        "subscription", "role", "level", "difficulty", "type", "value", "setting", "option", "preset", "answer",
        "winner", "category", "label", "tag", "theme", "language", "region", "country", "filter", "sort", "order",
        "presence", "focus", "ringtone", "tone", "sound", "stop", "station", "destination", "advisor", "contact", "map",
    ]

    /// Whether the capitalized word at `tokenIndex` is an adverb of time that closes its clause after a
    /// lowercase word that is no preposition and no verb of looking ("The server is busy Now.", "Please
    /// try again Later."): a time, never a name. After a preposition or such a verb it may name a view or
    /// a list ("Add it to Today", "Find the widget under Today", "Swipe right to see Today").
    private func isTimeClosingAClause(_ text: AnalyzedText, at tokenIndex: Int) -> Bool {
        guard Self.adverbsOfTime.contains(text.folded[tokenIndex]), text.punctuationBefore(tokenIndex).isEmpty,
            let previous = text.previousWordIndex(before: tokenIndex), text.shapes[previous] == .lowercase,
            !text.isMinorWord(at: previous), !GrammarWords.determiners.contains(text.folded[previous]),
            !Self.wordsBeforeAView.contains(text.folded[previous])
        else { return false }
        guard let next = text.nextWordIndexInSentence(after: tokenIndex), text.punctuationBefore(next).isEmpty else { return true }
        // "…try again Later or contact support" (sweep 46); not a label's "or" ("Remind Me Later or Never").
        guard ["or", "and", "but"].contains(text.folded[next]), text.shapes[next] == .lowercase,
            let after = text.nextWordIndexInSentence(after: next)
        else { return false }
        return text.shapes[after] == .lowercase
    }

    private static let adverbsOfTime: Set<String> = [
        "now", "later", "today", "tomorrow", "tonight", "yesterday", "soon", "again", "anymore", "instead",
        "immediately", "automatically", "permanently", "temporarily", "manually", "successfully",
    ]
    /// Longer prepositions of place and verbs of looking, before which "Today" may be a view.
    private static let wordsBeforeAView: Set<String> = [
        "under", "above", "below", "within", "beside", "inside", "behind", "near", "over", "across", "through",
        "see", "open", "view", "visit", "show", "find", "check",
    ]

    /// Whether the capitalized word at `tokenIndex` opens a clause right after a semicolon, where a
    /// sentence goes on ("Café closed; Reopen tomorrow?", "…; Check your calendar"). Not where it is the
    /// clause's subject, which may be a name that is an everyday word ("…; Things will open now.",
    /// "…; Drew signed for it."), nor before a number ("…; Player 2 disconnected").
    private func opensAClauseAfterASemicolon(_ text: AnalyzedText, at tokenIndex: Int) -> Bool {
        guard text.punctuationBefore(tokenIndex) == [";"] else { return false }
        guard let next = text.nextWordIndexInSentence(after: tokenIndex) else { return true }
        if text.tokens[next].kind == .number || text.tokens[next].kind == .placeholder { return false }
        let following = text.folded[next]
        // A verb of the UI is the clause's verb whatever follows it ("…; Delete photos"; review 76).
        let isImperative = !text.wordClasses[tokenIndex].isDisjoint(with: [.uiVerb, .selectionVerb, .settingVerb])
        return QuestionGrammar.auxiliaryBase(following) == nil && !QuestionGrammar.isParticipleShaped(following)
            && (isImperative || !(following.count > 3 && following.hasSuffix("s") && !following.hasSuffix("ss")))
    }

    /// Whether the capitalized word at `tokenIndex` is the verb right after a lowercase modal ("The watch
    /// will Restart to finish the update.", "The download can’t Resume."): a verb, never a name. Names
    /// the lexicon knows never get here ("you can Zoom in"); before another capital the word may open a
    /// label used as a verb ("you can Reset Warnings in Settings", "you can Move to Trash"). The check is
    /// the text's alone, shared by every dialog that shows it: it does not ask for the dialog's buttons.
    private func isVerbAfterAModal(_ text: AnalyzedText, at tokenIndex: Int) -> Bool {
        guard let previous = lowercaseWordBeforeANegation(text, at: tokenIndex) else { return false }
        let modal = text.folded[previous]
        guard QuestionGrammar.auxiliaryBase(modal) == "modal" || modal == "cannot" else { return false }
        // In a question the modal may come before its subject: "How much can Bill spend?", "Who will
        // Arsenal face?" (review 55), with or without its "?" ("Where can Bob find the file"), and so
        // after "then", "so" or "nor" ("Only then can Things import the list"; review 60).
        if text.sentence(containing: tokenIndex)?.isQuestion == true { return false }
        if let before = text.previousWordIndex(before: previous), Self.wordsBeforeAnInvertedModal.contains(text.folded[before]) {
            return false
        }
        return !isFollowedByACapital(text, at: tokenIndex) && !opensALabelInTitleStyle(text, at: tokenIndex)
    }

    /// Words after which a modal comes before its subject: question words, "much" and "many" ("How much
    /// can…"), "then", "so", "nor" and "neither".
    private static let wordsBeforeAnInvertedModal = QuestionGrammar.whWords.union(["much", "many", "then", "so", "nor", "neither"])

    /// Whether the word at `tokenIndex` opens a label in title style, a minor word and a capital after
    /// it: "You can Move to Trash", "…Save for Later", "…Open in Safari" (review 58), as a button's title
    /// reads; the check is the text's alone and cannot ask for the dialog's buttons.
    private func opensALabelInTitleStyle(_ text: AnalyzedText, at tokenIndex: Int) -> Bool {
        guard let minor = text.adjacentWordIndex(after: tokenIndex), text.isMinorWord(at: minor) else { return false }
        return isFollowedByACapital(text, at: minor)
    }

    /// The lowercase word right before the word at `tokenIndex`, or before the "not" or "never" right
    /// before it ("Photos were not Saved", "It will never Expire"), with no punctuation between.
    private func lowercaseWordBeforeANegation(_ text: AnalyzedText, at tokenIndex: Int) -> Int? {
        guard var previous = text.previousWordIndex(before: tokenIndex), text.punctuationBefore(tokenIndex).isEmpty,
            text.shapes[previous] == .lowercase
        else { return nil }
        if ["not", "never"].contains(text.folded[previous]) {
            guard text.punctuationBefore(previous).isEmpty, let before = text.previousWordIndex(before: previous),
                text.shapes[before] == .lowercase
            else { return nil }
            previous = before
        }
        return previous
    }

    /// Whether a word with a capital or inner capitals follows the word at `tokenIndex`, with nothing but
    /// space between.
    private func isFollowedByACapital(_ text: AnalyzedText, at tokenIndex: Int) -> Bool {
        guard let next = text.adjacentWordIndex(after: tokenIndex) else { return false }
        return text.shapes[next] == .capitalized || text.shapes[next] == .mixed
    }

    /// Whether the context makes the word at `tokenIndex` a name (a product's, a month's): it follows a
    /// preposition or a verb that takes an app ("Open in Pages", "Launch Signal"), another name or a
    /// number ("iPhone 16 Pro"), or a number follows it ("May 5").
    private func contextMakesItAName(_ text: AnalyzedText, at tokenIndex: Int) -> Bool {
        if let next = text.tokens[(tokenIndex + 1)...].first(where: { $0.kind != .space }), next.kind == .number { return true }
        guard let previous = text.previousWordIndex(before: tokenIndex), text.punctuationBefore(tokenIndex).isEmpty else {
            return false
        }
        if GrammarWords.productContextWords.contains(text.folded[previous]) { return true }
        if text.tokens[previous].kind == .number { return true }
        let shape = text.shapes[previous]
        return shape == .mixed || shape == .allCaps || (shape == .capitalized && isKnownProperNoun(text.tokens[previous].text))
    }

    /// Whether `capitals` all stand in a run of two or more capitalized words (or numbers) that ends
    /// `sentence` right after a lowercase preposition of place: "at Golden Gate Park", "near Central
    /// Station". Not after "to", which is as often an infinitive's ("Failed to Save Changes").
    private func endsWithANamedPlace(_ text: AnalyzedText, in sentence: AnalyzedText.Sentence, capitals: [Int]) -> Bool {
        guard let firstCapital = capitals.min() else { return false }
        let words = text.wordIndexes(in: sentence)
        guard var runStart = words.lastIndex(where: { $0 <= firstCapital }) else { return false }
        // Every word from the first capital to the sentence's end.
        guard isUnbrokenCapitalRun(text, words[runStart...]) else { return false }
        // The run goes back over capitalized words the check left alone ("Amazon Prime" of "… Video").
        while runStart > 0, text.shapes[words[runStart - 1]] != .lowercase, text.tokens[words[runStart - 1]].kind == .word,
            text.punctuationBefore(words[runStart]).isEmpty
        {
            runStart -= 1
        }
        // A run that opens with a determiner names no place ("in Another App", "from All Devices"), nor
        // does one that ends with a participle, a status ("via AirDrop Failed").
        guard runStart > 0, words.count - runStart >= 2, text.punctuationBefore(words[runStart]).isEmpty,
            !GrammarWords.functionWords.contains(text.folded[words[runStart]]),
            let last = words.last, !QuestionGrammar.isParticipleShaped(text.folded[last])
        else { return false }
        let preposition = words[runStart - 1]
        return text.shapes[preposition] == .lowercase && Self.prepositionsBeforeAPlace.contains(text.folded[preposition])
    }

    /// Whether the capitals at `capitals` are one run of capitalized words, with no mark between them and
    /// none a word that no name is ("Could Not Connect to server", "Update Your Mac now?"), that a
    /// lowercase word title style would capitalize follows later in the sentence. Whatever that word is:
    /// an adverb or a participle after the run ("Play Midnight Rain now?", "Leave Group Chat now?") says
    /// no more of a name than of a slip, and a fix that lowercases a name is worse than none (review 62).
    private func isNameRunBeforeLowercase(_ text: AnalyzedText, in sentence: AnalyzedText.Sentence, capitals: [Int]) -> Bool {
        guard let firstCapital = capitals.min(), let lastCapital = capitals.max(),
            !capitals.contains(where: { index in
                cannotBeAName(text, at: index) || GrammarWords.functionWords.contains(text.folded[index]) || text.folded[index] == "not"
            })
        else { return false }
        let words = text.wordIndexes(in: sentence)
        guard let runStart = words.firstIndex(of: firstCapital), let runEnd = words.firstIndex(of: lastCapital),
            isUnbrokenCapitalRun(text, words[runStart...runEnd])
        else { return false }
        return words[(runEnd + 1)...].contains { index in
            text.tokens[index].kind == .word && text.shapes[index] == .lowercase && !text.isMinorWord(at: index)
        }
    }

    /// Whether the words at `run` (token indexes) are each capitalized or a number, with no mark between them.
    private func isUnbrokenCapitalRun(_ text: AnalyzedText, _ run: ArraySlice<Int>) -> Bool {
        run.indices.allSatisfy { position in
            let index = run[position]
            return (text.tokens[index].kind == .number || text.shapes[index] != .lowercase)
                && (position == run.startIndex || text.punctuationBefore(index).isEmpty)
        }
    }

    /// The prepositions that stand before places more often than before parts of an app: "in", "on",
    /// "from" stand before settings and screens as often ("Error in Payment Method", "Pause on Cellular
    /// Data"), and lost more right fixes than they saved names (review 52: 43 against 18).
    private static let prepositionsBeforeAPlace: Set<String> = ["at", "near", "around"]

    /// Whether the word at `tokenIndex` follows, with nothing between, a capitalized known name that is an
    /// everyday word as well ("Camera", "Contacts", "Zoom").
    private func followsAnEverydayName(_ text: AnalyzedText, at tokenIndex: Int) -> Bool {
        guard let previous = text.previousWordIndex(before: tokenIndex), text.punctuationBefore(tokenIndex).isEmpty,
            text.shapes[previous] == .capitalized
        else { return false }
        let word = text.tokens[previous].text
        return isKnownProperNoun(word) && lexicon.isCommonWord(word)
    }

    /// Whether the word at `tokenIndex` is a plural right after a number or an integer's run-time value
    /// that counts it ("24 Photos", "%d Files"): the noun, not the app of that name. Not a word that is
    /// no plural ("1 Infinite Loop", "Plus"), nor after a number that belongs to a name before it
    /// ("iPhone 16 Plus", "Microsoft 365 Teams"), nor an app's name before the plural it describes
    /// ("Open 3 Pages documents?"; "Delete 24 Photos permanently?" is counted).
    private func isCountedNoun(_ text: AnalyzedText, at tokenIndex: Int) -> Bool {
        guard isPlural(text.folded[tokenIndex]), let previous = text.previousWordIndex(before: tokenIndex),
            text.punctuationBefore(tokenIndex).isEmpty
        else { return false }
        if let next = text.adjacentWordIndex(after: tokenIndex), text.tokens[next].kind == .word,
            text.shapes[next] == .lowercase, isPlural(text.folded[next])
        {
            return false
        }
        // A quantifier counts it as a number does ("Delete all Notes", "Remove these Files?"; sweep 41), but
        // not a name joined to another ("Sync all Notes and Reminders?").
        if text.shapes[previous] == .lowercase, Self.countingWords.contains(text.folded[previous]) {
            return !isJoinedToAName(text, at: tokenIndex)
        }
        let count = text.tokens[previous]
        guard count.kind == .number || count.kind == .placeholder && count.text.hasPrefix("%") && count.text.last.map("diu".contains) == true
        else { return false }
        guard let name = text.previousWordIndex(before: previous), text.punctuationBefore(previous).isEmpty else { return true }
        let shape = text.shapes[name]
        return shape != .mixed && shape != .allCaps && !(shape == .capitalized && isKnownProperNoun(text.tokens[name].text))
    }

    /// Words that count the plural after them, as a number does; not "both" nor "either", which join
    /// two names as often ("Sync both Notes and Reminders?").
    private static let countingWords: Set<String> = ["all", "some", "any", "most", "many", "no", "these", "those", "several", "multiple", "few"]

    /// Whether "and" or "or" joins the word at `tokenIndex` to a capitalized word after it.
    private func isJoinedToAName(_ text: AnalyzedText, at tokenIndex: Int) -> Bool {
        guard let conjunction = text.adjacentWordIndex(after: tokenIndex), ["and", "or"].contains(text.folded[conjunction]),
            let next = text.adjacentWordIndex(after: conjunction)
        else { return false }
        return text.shapes[next] != .lowercase
    }

    /// Whether a lowercase word is the plural of a common word: "photos", "boxes" (not "plus", "is").
    private func isPlural(_ word: String) -> Bool {
        guard word.count > 3, word.hasSuffix("s") else { return false }
        return lexicon.isCommonWord(Substring(word.dropLast()))
            || word.hasSuffix("es") && lexicon.isCommonWord(Substring(word.dropLast(2)))
    }

    /// A lowercase word as it is written where it takes a capital: a name in its own spelling
    /// ("iphone" → "iPhone", "wifi" → "Wi-Fi"), "ok" as "OK", any other word with its first letter
    /// capitalized ("save" → "Save").
    private func capitalized(_ word: Substring) -> String {
        if let name = lexicon.correctedSpelling(of: word) { return name }
        if AcknowledgementWords.isInitialsOK(word) { return "OK" }
        // "id" in UI copy is the initialism ("user id", "apple id"), never "Id".
        if word == "id" { return "ID" }
        return word.capitalizingFirstLetter
    }

    /// Capitalized runs that name a control right after a selection verb inside its sentence ("To
    /// continue, tap Allow Full Access."), or a setting or control after "turn on", "enable" or another
    /// verb of `GrammarWords.settingVerbs` anywhere ("Turn on Sync Library?"); the labels named in a row
    /// after them ("tap Share, then Save Image"); and labels after another selection verb opening a
    /// sentence written in sentence style ("Select Keep Both or Replace in the Files app.").
    /// Such names keep their capitals.
    /// A verb inside a protected name is no verb: "Touch ID Settings Changed" names no setting.
    func uiLabelTokens(in text: AnalyzedText, protected: [Bool]) -> [Bool] {
        var labels = [Bool](repeating: false, count: text.tokens.count)
        // Most text has no such verb, nor the "on" or "off" of "turn on": nothing to look for.
        guard !text.allWordClasses.isDisjoint(with: [.uiVerb, .settingVerb, .particle]) else { return labels }
        for sentence in text.sentences {
            let words = text.wordIndexes(in: sentence)
            var position = 0
            while position < words.count {
                let verb = text.folded[words[position]]
                let classes = text.wordClasses[words[position]]
                var next = position + 1
                let isTurn = (verb == "turn" || verb == "switch") && next < words.count
                    && ["on", "off"].contains(text.folded[words[next]])
                // The object of "turn on" or a setting verb ("enable", "tap", "press") is a named setting or
                // control wherever it stands; another selection verb opening a sentence may be title case
                // ("Select All Photos?", "Use Your Passcode"), and names controls only in a list of labels
                // before sentence style (below).
                let namesSetting = isTurn || classes.contains(.settingVerb)
                // A verb capitalized inside its sentence is title style itself ("Can't Open File"), and
                // what follows it no label.
                let isCapitalizedInside = text.shapes[words[position]] == .capitalized && !text.startsSentence(words[position])
                guard namesSetting || classes.contains(.uiVerb), !protected[words[position]],
                    !isCapitalizedInside
                else {
                    position += 1
                    continue
                }
                if isTurn { next += 1 }
                if next < words.count, text.tokens[words[next]].text == "the" { next += 1 }
                var run = next..<labelRunEnd(in: text, words: words, from: next)
                var runs = [run]
                // Labels in a row name the controls one after another, the verb said once: "tap Share,
                // then Save Image", "select Keep Both or Replace".
                while !run.isEmpty, let start = coordinatedLabelStart(in: text, words: words, at: run.upperBound) {
                    run = start..<labelRunEnd(in: text, words: words, from: start)
                    if !run.isEmpty { runs.append(run) }
                }
                next = runs[runs.count - 1].upperBound
                // "Enable" or "Disable" opening a sentence, with capitals after it to the end ("Enable Longer
                // Delay?"), is title style as much as a named feature: the name is taken only where the rest
                // of the sentence is written in sentence style ("Enable Sync Library to keep your photos?").
                // So is another selection verb ("Select All Photos?"), whose object is taken for labels where
                // the rest is in sentence style and no label starts with a function word ("Choose Keep Both
                // in the Files app.", "Select Keep Both or Replace in the Files app."; not "Use Your Passcode
                // to unlock."). "Select Different Files to upload." is taken for a label too: the capital of
                // a label that opens with a verb cannot be told from an adjective's.
                // "Turn on" has its own tell: the lowercase "on" that title style capitalizes ("Turn on Sync
                // Library?"); "tap" and the other setting verbs name a control wherever they stand.
                var isTitleStyleAsWell: Bool {
                    let restIsSentenceStyle = words[next...].contains { text.shapes[$0] == .lowercase && !text.isMinorWord(at: $0) }
                    if GrammarWords.featureVerbs.contains(verb) { return !restIsSentenceStyle }
                    // A label is no function word's: "Use Your Passcode or Face ID" is title style.
                    // (A run may be empty: a verb ends its sentence, "Touch".)
                    let namesLabels = !runs.contains { !$0.isEmpty && GrammarWords.functionWords.contains(text.folded[words[$0.lowerBound]]) }
                    return !namesSetting && (!namesLabels || !restIsSentenceStyle)
                }
                let mayBeTitleStyle = position == 0 && !isTurn
                if !(mayBeTitleStyle && isTitleStyleAsWell) {
                    for run in runs {
                        for word in words[run] { labels[word] = true }
                    }
                }
                position = next
            }
        }
        return labels
    }

    /// The end (a position in `words`) of the capitalized run of a label that starts at `start`: names,
    /// "&", and the particle of a phrasal verb, as title style keeps it ("tap Sign In again", "choose
    /// Log Out"; the run ended before the particle, and "In" was reported).
    private func labelRunEnd(in text: AnalyzedText, words: [Int], from start: Int) -> Int {
        // A run-time value stands for a whole label ("tap %@, then Save Image"), not the start of one
        // ("Tap %@ Now to save": "Now" is title style's).
        if start < words.count, text.tokens[words[start]].kind == .placeholder { return start + 1 }
        var end = start
        while end < words.count {
            let shape = text.shapes[words[end]]
            let isName = shape == .capitalized || shape == .mixed || shape == .allCaps
            let isParticle = end > start
                && GrammarWords.isPhrasalVerb(text.folded[words[end - 1]], particle: text.folded[words[end]])
            guard isName, !text.isMinorWord(at: words[end]) || text.tokens[words[end]].text == "&" || isParticle else { break }
            end += 1
        }
        return end
    }

    /// Where the next label of a list starts after a label that ends at `end`: after "or", "and",
    /// "then" or "and then", a comma before them or not, and the UI noun of the label before ("tap Share,
    /// then Save Image", "press the Share button, then Save Image"); nil if none.
    private func coordinatedLabelStart(in text: AnalyzedText, words: [Int], at end: Int) -> Int? {
        var position = end
        if position < words.count, text.wordClasses[words[position]].contains(.uiNoun), text.shapes[words[position]] == .lowercase {
            position += 1
        }
        guard position < words.count, ["or", "and", "then"].contains(text.folded[words[position]]),
            text.punctuationBefore(words[position]).allSatisfy({ $0 == "," })
        else { return nil }
        var start = position + 1
        if start < words.count, text.folded[words[position]] != "then", text.folded[words[start]] == "then" { start += 1 }
        // A function word opens a clause, not a label ("Tap Continue and Your Photos Will Be Deleted.").
        guard start < words.count, text.punctuationBefore(words[start]).isEmpty,
            !GrammarWords.functionWords.contains(text.folded[words[start]])
        else { return nil }
        return start
    }

    /// Whether a token starts a new part of the text: after a colon, a dash, a sentence end or an opening
    /// bracket or quote. Not an article, conjunction or short preposition right after an em dash joined
    /// to the words on both sides, as Apple writes em dashes inside a sentence ("Swipe up—or press the
    /// side button—to unlock."): no part opens with such a word, while a label may follow the dash
    /// ("Step 1—Choose a Photo"), and an en dash joins a range ("Mon–Sat", "Low–High").
    func startsPart(_ text: AnalyzedText, at tokenIndex: Int) -> Bool {
        if tokenIndex >= 2, text.isMinorWord(at: tokenIndex), Self.isEmDashJoiningWords(text, at: tokenIndex - 1) { return false }
        var index = tokenIndex - 1
        while index >= 0, !text.tokens[index].isWordLike {
            let token = text.tokens[index]
            if token.kind == .punctuation, Self.partStarts.contains(token.text), !Self.isOpenerUsedAsCloser(text, at: index) {
                return true
            }
            index -= 1
        }
        // After a label or a list's marker: "(Optional) Press the Home button", "Step 3) Open the app" (review 82).
        return text.followsALabel(tokenIndex)
    }

    /// Whether the opening quote at `index` is glued to the word before it and stands apart from what
    /// follows: it closes the quotation ("Connect to “Libera“ and join", with the opener written twice),
    /// as “ closes a German „…“. What follows it starts no part.
    private static func isOpenerUsedAsCloser(_ text: AnalyzedText, at index: Int) -> Bool {
        let tokens = text.tokens
        guard tokens[index].text == "\u{201C}" || tokens[index].text == "\u{2018}", index >= 1, index + 1 < tokens.count else { return false }
        return tokens[index - 1].isWordLike && tokens[index + 1].kind == .space
    }

    /// Whether the token at `index` is an em dash with a word right before and right after it.
    private static func isEmDashJoiningWords(_ text: AnalyzedText, at index: Int) -> Bool {
        let tokens = text.tokens
        guard index >= 1, index + 1 < tokens.count, tokens[index].kind == .punctuation, tokens[index].text == "\u{2014}" else { return false }
        return tokens[index - 1].isWordLike && tokens[index + 1].isWordLike
    }

    /// Whether the text's first word goes on from something before the text: after an ellipsis ("...but
    /// isn't supported on macOS %@.", continuing the title), or glued to a period, a file's extension or
    /// a hidden file's name (".gitignore is missing.", ".zip archives can't be opened.").
    private static func continuesFromBefore(_ text: AnalyzedText, at tokenIndex: Int) -> Bool {
        let marks = text.punctuationBefore(tokenIndex)
        if marks.contains("…") || marks.filter({ $0 == "." }).count >= 2 { return true }
        return tokenIndex > 0 && text.tokens[tokenIndex - 1].text == "."
    }

    /// Whether the word at `tokenIndex` comes right after the period of an abbreviation inside a name,
    /// where a sentence may end or go on: "Acme Inc. Is Offline", "Ask Acme Corp. They know."
    private func followsAbbreviationInsideAName(_ text: AnalyzedText, at tokenIndex: Int) -> Bool {
        guard text.punctuationBefore(tokenIndex) == ["."], let previous = text.previousWordIndex(before: tokenIndex) else { return false }
        return AnalyzedText.abbreviationsInsideNames.contains(text.folded[previous])
    }

    /// Whether a token ends a part of the text: before a colon or a dash.
    func endsPart(_ text: AnalyzedText, after tokenIndex: Int) -> Bool {
        var index = tokenIndex + 1
        while index < text.tokens.count, !text.tokens[index].isWordLike {
            if text.tokens[index].kind == .punctuation, Self.partSeparators.contains(text.tokens[index].text) {
                return true
            }
            index += 1
        }
        return false
    }

    /// A colon or a dash: an em dash, an en dash, or a hyphen standing for one ("Online - Paired",
    /// "Online -- Paired"). A hyphen inside a word ("Wi-Fi") is part of the word's token, never one of these.
    private static let partSeparators: [Substring] = [":", "\u{2014}", "\u{2013}", "-"]
    /// Marks after which a new part starts: separators, opening brackets and quotes, sentence ends.
    /// Straight quotes are left out: a closing one ("Le Bistro" Could) would look like an opening one.
    private static let partStarts = Set(partSeparators + ["(", "[", "\u{201C}", "\u{2018}", "\u{201E}", "\u{201A}", "\u{00AB}", "!", "?", ".", "…"])
}

extension StringProtocol {
    /// "photo" → "Photo"; leaves the rest of the word as it is.
    var capitalizingFirstLetter: String {
        guard let first, let scalar = first.unicodeScalars.first else { return "" }
        // Title case, not upper case: a ligature becomes "Fi" ("ﬁle" → "File"), not "FI". The marks
        // that follow in the same character stay as they are.
        let marks = String(String.UnicodeScalarView(first.unicodeScalars.dropFirst()))
        return scalar.properties.titlecaseMapping + marks + dropFirst()
    }
}
