/// Closed classes of English words that the capitalization and wording rules reason about.
/// All entries are lowercase.
public enum GrammarWords {
    /// Articles: lowercase in title-style unless first or last.
    public static let articles: Set<String> = ["a", "an", "the"]

    /// Coordinating conjunctions: lowercase in title-style unless first or last.
    public static let coordinatingConjunctions: Set<String> = ["and", "but", "or", "nor", "for", "yet", "so"]

    /// Prepositions of four or fewer letters: lowercase in title-style unless first, last, or
    /// the particle of a phrasal verb. Words of this length that are more often adverbs,
    /// adjectives or verbs in UI copy ("like", "near", "past", "next") are left out: capitalizing
    /// them is never wrong enough to report.
    public static let shortPrepositions: Set<String> = [
        "as", "at", "by", "down", "for", "from", "in", "into", "of", "off", "on", "onto", "out", "over",
        "per", "to", "up", "upon", "via", "with", "amid", "atop", "unto", "vs", "vs.",
    ]

    /// Words that stay lowercase inside a title-style title: the three lists above. Read through
    /// `AnalyzedText.isMinorWord(at:)`, which finds them once per string.
    public static let minorWords: Set<String> = articles.union(coordinatingConjunctions).union(shortPrepositions)

    /// Particles that, after a phrasal verb, are part of the verb and so capitalized: Sign In, Set Up, Turn Off.
    public static let particles: Set<String> = ["in", "out", "up", "on", "off", "over", "down", "back", "away"]

    /// Nouns that make a phrase of state with a short preposition ("in progress", "on hold"): after a
    /// verb that takes the short word as its particle, it may be either ("Call in Progress", a call in
    /// progress; "Turn On Hold", a setting).
    public static let statePhrases: [String: Set<String>] = [
        "in": ["progress", "use", "sync", "stock"],
        "on": ["hold"],
    ]

    /// Symbols and abbreviations of units, written after a quantity in a case of their own: "10 min",
    /// "5 km", "25 mb", "9 am". Title style capitalizes none of them ("10 Min"), and a capital would
    /// change some ("Mb" is megabits, "M" mega). Not "in" (inches), as often a particle after a
    /// run-time value ("Let %@ In"), nor b, d, g and l, as often labels ("Row 12 B"; review 65).
    public static let unitSymbols: Set<String> = [
        "ms", "s", "sec", "secs", "min", "mins", "h", "hr", "hrs", "wk", "wks", "mo", "mos", "yr", "yrs",
        "mm", "cm", "m", "km", "ft", "yd", "mi", "nm",
        "mg", "kg", "lb", "lbs", "oz",
        "ml", "cl", "dl", "gal", "qt", "pt", "tsp", "tbsp", "fl",
        "mph", "kph", "kmh", "kn",
        "kb", "mb", "gb", "tb", "pb", "kib", "mib", "gib", "tib", "bps", "kbps", "mbps", "gbps",
        "hz", "khz", "mhz", "ghz", "px", "dpi", "ppi", "fps", "rpm", "bpm", "kcal", "cal", "mah", "wh", "kwh", "db",
        "am", "pm",
    ]

    /// Verbs that take a particle in UI copy (base forms; inflections are derived).
    public static let phrasalVerbBases: Set<String> = [
        "back", "boot", "carry", "cash", "catch", "check", "clean", "clear", "come", "cut", "fill", "follow", "free",
        "give", "go", "hand", "hang", "hold", "lock", "log", "look", "opt", "pick", "plug", "power", "pull", "scroll",
        "set", "shut", "sign", "slow", "speak", "stand", "start", "swipe", "switch", "take", "top", "touch", "try", "tune",
        "turn", "wake", "wipe", "zoom", "roll", "break", "hook", "pair",
    ]

    /// Verbs that make a phrasal verb with some particles only (base forms; inflections are derived):
    /// "Find Out More" and "Speed Up Downloads", but "Find in Page" and "Work in Progress", where
    /// the same short word is a preposition and stays lowercase.
    public static let phrasalVerbParticles: [String: Set<String>] = [
        "blow": ["up"], "build": ["up"], "calm": ["down"], "cool": ["down", "off"], "drop": ["off"],
        "end": ["up"], "find": ["out"], "head": ["out"], "hurry": ["up"], "keep": ["up"], "line": ["up"],
        "point": ["out"], "pop": ["up", "out"], "put": ["away", "back"], "reach": ["out"], "sit": ["back"],
        "speed": ["up"], "sum": ["up"], "throw": ["away", "out"], "warm": ["up"], "work": ["out"], "wrap": ["up"],
        // Verbs whose phrasal particles are few: "Buy on the App Store" and "Send on Enter" take prepositions.
        "bring": ["up", "back", "in", "out", "over", "down"], "buy": ["out", "up", "back", "in"],
        "call": ["back", "up", "off", "in", "out"], "clock": ["in", "out"], "count": ["down", "in"],
        "dial": ["in", "up"], "load": ["up"], "move": ["in", "out", "up", "down", "over", "back", "away", "on"],
        "pay": ["off", "back", "out", "up"], "phone": ["in"], "print": ["out"], "send": ["out", "back", "off", "away"],
        "settle": ["up", "in", "down"], "sort": ["out"], "write": ["down", "off", "out", "back"],
    ]

    /// Whether `verb` (lowercase: a base form or one of its inflections, such as signed, signing,
    /// signs, setting) takes `particle` (lowercase) as the particle of a phrasal verb.
    public static func isPhrasalVerb(_ verb: String, particle: String) -> Bool {
        hasBase(verb) { base in
            phrasalVerbBases.contains(base) || phrasalVerbParticles[base]?.contains(particle) == true
        }
    }

    /// Whether `verb` or a base it is regularly inflected from ("logging", "checked", "signs") is one
    /// that `isBase` accepts.
    static func hasBase(_ verb: String, where isBase: (String) -> Bool) -> Bool {
        if isBase(verb) { return true }
        for suffix in ["ing", "ed", "s", "es"] where verb.hasSuffix(suffix) {
            var stem = String(verb.dropLast(suffix.count))
            if isBase(stem) { return true }
            // Doubled final consonant: setting, logged, shutting, stopped.
            if stem.count > 2, let last = stem.last, stem.dropLast().last == last {
                stem.removeLast()
                if isBase(stem) { return true }
            }
            // Dropped e: wiping, freed.
            if isBase(stem + "e") { return true }
        }
        return false
    }

    /// Words after which a product's name stands ("Open in Pages", "Export to Word", "Launch Signal"):
    /// a name that is also an everyday word is the name there, the word elsewhere ("Delete Pages?").
    public static let productContextWords: Set<String> = appVerbs.union([
        "in", "to", "from", "with", "on", "into", "via", "using", "opening", "download",
    ])

    /// Prepositions before a place of the UI: "in Notification Settings", "from the Share Menu". Not "to",
    /// which is as often an infinitive's ("Unable to Reset Network Settings").
    static let placePrepositions: Set<String> = ["in", "into", "from", "under", "on", "at", "via"]

    /// Everyday words that are people's names when capitalized inside a sentence (after a lowercase word,
    /// the sentence's first word or another name; `WordKnowledge.isPersonalName`): family words ("Share
    /// with Mom and Dad?") and given names ("Share the album with Grace?", "Transfer $250 to Grace Lee?").
    /// Left out: those that title style capitalizes as often after a lowercase word in UI copy ("to Pay
    /// Bill", "to Grant Access", "to Earn Miles", "It Will Be Deleted").
    static let personalNames: Set<String> = [
        "mom", "dad", "mum", "mama", "papa", "grandma", "grandpa", "nana", "granny",
        "grace", "rose", "faith", "hope", "sky", "lee", "joy", "dawn", "eve", "ray", "sue", "jay", "gene",
        "ruby", "jade", "ivy", "holly", "iris", "lily", "violet", "daisy", "heather", "mark", "pat", "rob", "frank",
        "harry", "penny", "maria", "sally", "carol", "hazel", "mike", "ken", "bob", "victor",
    ]

    /// Verbs whose object is often a person ("Call Bill?", "Meeting with Grace"): a capital right after
    /// one may be a name, so a fix of it is not safe.
    static let personVerbs: Set<String> = ["call", "ask", "invite", "meet", "facetime", "tell", "remind", "thank", "message"]

    /// Verbs whose object is most often an app: a capital right after one, the verb written in
    /// lowercase, is presumed the app's name ("Then relaunch Burrow.", "Please open Wire.").
    public static let appVerbs: Set<String> = [
        "open", "reopen", "launch", "relaunch", "restart", "quit", "install", "reinstall", "uninstall", "update",
    ]

    /// The pronoun "I" and its contractions, capitalized anywhere in a sentence.
    public static let firstPersonSingular: Set<String> = ["i", "i'm", "i've", "i'll", "i'd", "i’m", "i’ve", "i’ll", "i’d"]

    /// Nouns that name a kind of UI element. A capitalized run right before one is that element's
    /// name and keeps its capitals: "the Downloads folder", "the Scheduled list", "the Up Next queue".
    public static let uiNouns: Set<String> = [
        "album", "albums", "app", "button", "buttons", "category", "collection", "command", "control", "field",
        "filter", "folder", "folders", "icon", "key", "library", "link", "list", "lists", "mailbox", "mailboxes",
        "menu", "option", "pane", "panel", "playlist", "queue", "screen", "section", "setting", "settings",
        "shortcut", "sidebar", "switch", "tab", "tabs", "toolbar", "view", "widget", "page", "pages", "window",
    ]

    /// Verbs whose object is a named setting or control, even at the start of a sentence:
    /// "Turn on Sync Library?", "Tap Edit Profile to make it public." ("select" and "choose" are left
    /// out: "Select All Photos?" is title case, not a label).
    public static let settingVerbs: Set<String> = ["enable", "disable", "tap", "click", "press", "touch"]

    /// The setting verbs whose object is a feature rather than a control: what follows them is a
    /// feature's name or plain words, and title style capitalizes both ("Enable Longer Delay?").
    public static let featureVerbs: Set<String> = ["enable", "disable"]

    /// Verbs that name the selection of a control; a capitalized run right after one is a UI label
    /// ("Turn on Background App Refresh", "Select Show Previews") and keeps its capitals.
    public static let uiVerbs: Set<String> = [
        "tap", "taps", "tapping", "click", "clicking", "choose", "select", "selecting", "press", "touch", "enable",
        "disable", "open", "toggle", "use",
    ]

    /// Personal pronouns that address the reader or speak as the app, each form with the pronoun it is
    /// a form of: contractions ("you're"), possessives ("yours") and reflexives ("myself") count.
    public static let personalPronouns: [String: String] = [
        "you": "you", "you're": "you", "you've": "you", "you'll": "you", "you'd": "you", "yourself": "you",
        "yourselves": "you", "your": "your", "yours": "your", "me": "me", "myself": "me", "my": "my", "mine": "mine",
        "mine's": "mine",
    ]

    /// Words that make the word after them a noun: "one click", "no press", "your choice". Not
    /// "this" and "that", which stand alone as often ("After that click Continue").
    /// Determiners before which a capital opens a name ("the Touch Up tool", "your Press Kit", "this
    /// Press Release", "every Press Release"), where a verb would not stand. Not "that" or "either",
    /// which a verb may follow ("After that Click OK", "either Click Save"; review 78), nor "none", which
    /// stands alone ("If there are none Press Refresh"; review 80).
    static let namesOpeners: Set<String> = determiners.subtracting(["that", "either", "neither", "none"])

    /// Those of `namesOpeners` that also stand alone, as pronouns, where a verb may follow them: "To
    /// remove them all Click Delete", "To keep one Click Save", "To reach her Press the Add button" (review 80).
    static let namesOpenersStandingAlone: Set<String> = [
        "all", "one", "any", "some", "each", "both", "most", "many", "another", "several", "her", "his",
        "two", "three", "four", "five",
    ]

    public static let nounDeterminers: Set<String> = articles.union([
        "one", "each", "every", "another", "no", "any", "my", "your", "our", "their", "his", "her", "its",
        "two", "three", "four", "five", "several", "multiple", "many", "double", "single",
    ])

    /// Words that are never a name: the forms of "be", "have" and "do", modal verbs ("Will", "May" and
    /// "Can" may be names), determiners and adverbs of time ("Your photo Is Ready!", "Use Your Passcode",
    /// "Tap %@ Now to save.").
    static let neverNames: Set<String> = [
        "is", "are", "was", "were", "be", "been", "being", "has", "have", "had", "do", "does", "did", "could", "would",
        "should", "must", "might", "my", "your", "our", "their", "his", "its", "this", "these", "those", "every",
        "each", "some", "now", "again", "later", "soon", "already", "still", "also", "too",
    ]

    /// The forms of "be" and the verbs that link a subject to its state ("is", "remains"), the forms of
    /// "have" before a participle ("has"), and the words that may stand between them and the state ("not",
    /// "no longer", "still").
    static let linkingVerbs: Set<String> = [
        "am", "is", "are", "was", "were", "be", "been", "being", "isn't", "aren't", "wasn't", "weren't",
        "remains", "remain", "remained", "seems", "seem", "seemed", "becomes", "become", "became",
    ]
    static let perfectAuxiliaries: Set<String> = ["has", "have", "had", "hasn't", "haven't", "hadn't"]
    static let wordsBetweenVerbAndState: Set<String> = [
        "not", "never", "no", "longer", "still", "now", "currently", "already", "temporarily", "too", "very",
        "almost", "nearly", "completely", "fully", "being",
    ]
    static let stateLinks = linkingVerbs.union(perfectAuxiliaries).union(wordsBetweenVerbAndState)

    /// Words that stand before a noun as its determiner: "your settings", "this folder", "all items".
    static let determiners: Set<String> = nounDeterminers.union(quantifiers).union(["this", "that", "these", "those"])

    /// Quantifiers: "all", "some", "none"... Followed by a word, they open a noun phrase ("all items").
    public static let quantifiers: Set<String> = [
        "all", "some", "any", "none", "both", "each", "every", "either", "neither", "no", "most", "many",
    ]

    /// Words that name nothing by themselves: minor words, determiners, quantifiers, pronouns, and
    /// the adverbs that end an instruction ("now", "again"). After a verb that takes an app, such a
    /// word capitalized before a lowercase one is title style, not an app ("restart The app").
    static let functionWords: Set<String> = minorWords.union(nounDeterminers).union(quantifiers)
        .union(personalPronouns.keys).union(["this", "that", "these", "those", "it", "them", "now", "later", "again"])

    /// Conjunctions that open a clause, whose subject may follow ("…because the File could not be saved",
    /// "Notify Me If I Forget?").
    static let clauseOpeners: Set<String> = [
        "and", "but", "or", "so", "because", "since", "while", "when", "if", "as", "until", "unless", "although", "though",
    ]

    /// Verbs, in any form, that can say how to select a control ("Tap Delete", "click OK", "by
    /// pressing Cancel"): what the wording rules look for before working anything out.
    public static let selectionVerbs: Set<String> = [
        "tap", "taps", "tapped", "tapping", "touch", "touches", "touched", "touching", "click", "clicks", "clicked",
        "clicking", "press", "presses", "pressed", "pressing", "choose", "chooses", "chose", "chosen", "choosing",
        "select", "selects", "selected", "selecting", "hit", "use",
        "double-tap", "double-taps", "double-tapped", "double-tapping",
        "double-click", "double-clicks", "double-clicked", "double-clicking",
    ]
}

/// Classes of words a string's words belong to, found once when the string is analysed
/// (`AnalyzedText.wordClasses`), so that a rule asking "is there a pronoun here?" of every dialog
/// showing the string reads a bit instead of looking each word up again.
public struct WordClasses: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// `GrammarWords.personalPronouns`.
    public static let personalPronoun = WordClasses(rawValue: 1 << 0)
    /// `GrammarWords.selectionVerbs`.
    public static let selectionVerb = WordClasses(rawValue: 1 << 1)
    /// `GrammarWords.minorWords`: articles, coordinating conjunctions, short prepositions.
    public static let minor = WordClasses(rawValue: 1 << 2)
    /// `GrammarWords.uiVerbs`: a capitalized run after one is a control's label.
    public static let uiVerb = WordClasses(rawValue: 1 << 3)
    /// `GrammarWords.settingVerbs`: their object is a named setting even at a sentence's start.
    public static let settingVerb = WordClasses(rawValue: 1 << 4)
    /// `GrammarWords.particles`: "in", "out", "up"... after a phrasal verb.
    public static let particle = WordClasses(rawValue: 1 << 5)
    /// `GrammarWords.uiNouns`: "folder", "button", "tab"... named by the capitalized run before them.
    public static let uiNoun = WordClasses(rawValue: 1 << 6)
    /// `GrammarWords.stateLinks`: a form of "be" or "have", or a word between one and a state.
    public static let stateLink = WordClasses(rawValue: 1 << 7)

    /// The classes of a folded word (lowercase, straight apostrophes).
    static func of(_ folded: String) -> WordClasses {
        table[folded] ?? []
    }

    private static let table: [String: WordClasses] = {
        var table: [String: WordClasses] = [:]
        for word in GrammarWords.personalPronouns.keys { table[word, default: []].insert(.personalPronoun) }
        for word in GrammarWords.selectionVerbs { table[word, default: []].insert(.selectionVerb) }
        for word in GrammarWords.minorWords { table[word, default: []].insert(.minor) }
        for word in GrammarWords.uiVerbs { table[word, default: []].insert(.uiVerb) }
        for word in GrammarWords.settingVerbs { table[word, default: []].insert(.settingVerb) }
        for word in GrammarWords.particles { table[word, default: []].insert(.particle) }
        for word in GrammarWords.uiNouns { table[word, default: []].insert(.uiNoun) }
        for word in GrammarWords.stateLinks { table[word, default: []].insert(.stateLink) }
        return table
    }()
}
