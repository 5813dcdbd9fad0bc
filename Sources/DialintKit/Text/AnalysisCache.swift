import Foundation

/// The analyses of strings (each with its `TextFacts`), split vocabularies and whole dialogs' findings,
/// memoized across files. Dialog copy repeats across files ("Cancel", "Delete this photo?", the same
/// error in every screen), and some twenty rules read each string, so each distinct string is analysed
/// once per thread instead of once per rule, dialog or file, and each distinct dialog is judged once.
///
/// A store belongs to one `Linter` (one configuration, hence one lexicon) and, through
/// `ThreadAnalyses`, to one thread; the lock only keeps it safe if it is ever shared. The values are
/// pure functions of their keys, so the output does not depend on which store computed them.
/// Bounded: each table keeps at most its capacity (`BoundedTable`), so memory does not grow with the tree.
///
/// Lint calls ask the store directly. A table of each call's own in front of it (the first design)
/// looked most strings up twice, since a file's titles and messages are mostly its own, to save an
/// uncontended lock: dropping it took 0.5% off the benchmark's instructions.
final class TextAnalysisStore: @unchecked Sendable {
    private let lock = NSLock()
    // Read and written only under `lock`, which run-time exclusivity checks cannot see.
    @exclusivity(unchecked) private var analyses: BoundedTable<ExactText, AnalyzedText>
    @exclusivity(unchecked) private var vocabularies: BoundedTable<[String], Vocabulary>
    @exclusivity(unchecked) private var lastVocabularySerial = 0
    @exclusivity(unchecked) private var dialogFindings: BoundedTable<DialogContent, DialogFindings>
    @exclusivity(unchecked) private var partialFindings: BoundedTable<DialogContent, DialogFindings>

    /// `dialogCapacity`: most dialogs of a tree are seen once, and the repeated ones (the same
    /// confirmation in every screen) come back thousands of dialogs apart. On the benchmark's 100,000
    /// dialogs (47,661 distinct), two threads found a repeat in 37% of dialogs with 4,096 entries
    /// cleared when full, and would in 43.5% with 8,192 kept in two generations, 46% with 16,384 (48% is
    /// every repeat). The larger table took the run's peak memory from 66 MB to 90 MB for 1.2% fewer
    /// instructions: not worth it against the 100 MB bound.
    init(capacity: Int = 20_000, dialogCapacity: Int = 8_192) {
        analyses = BoundedTable(capacity: capacity)
        vocabularies = BoundedTable(capacity: capacity)
        dialogFindings = BoundedTable(capacity: dialogCapacity)
        // Far fewer distinct than whole dialogs: the benchmark's 100 files have 20 sets of buttons.
        partialFindings = BoundedTable(capacity: dialogCapacity / 2)
    }

    // Each table is named in its own closures: reaching it through a key path (the first design) made
    // every lookup a trip through the key-path machinery and a checked access: 7.9M instructions on the
    // benchmark's 100 files.
    func analyzed(_ text: String) -> AnalyzedText {
        let key = ExactText(text)
        return lock.memoized(read: { analyses.value(for: key) }, compute: { AnalyzedText(text) }) {
            analyses.insert($0, for: key)
        }
    }

    /// Each vocabulary made here gets a number of its own (`Vocabulary.serial`), which dialogs' keys
    /// hold instead of its terms.
    func vocabulary(_ terms: [String], compute: () -> Vocabulary) -> Vocabulary {
        lock.memoized(read: { vocabularies.value(for: terms) }, compute: {
            var vocabulary = compute()
            lastVocabularySerial += 1
            vocabulary.serial = lastVocabularySerial
            return vocabulary
        }) { vocabularies.insert($0, for: terms) }
    }

    /// What the built-in rules find in a dialog with this content (the linter's rules: a store
    /// belongs to one linter).
    func findings(for content: DialogContent, compute: () -> DialogFindings) -> DialogFindings {
        lock.memoized(read: { dialogFindings.value(for: content) }, compute: compute) {
            dialogFindings.insert($0, for: content)
        }
    }

    /// What the linter's rules that read only some parts of a dialog find in a dialog with these parts
    /// (`content` made with those parts).
    func findings(partial content: DialogContent, compute: () -> DialogFindings) -> DialogFindings {
        lock.memoized(read: { partialFindings.value(for: content) }, compute: compute) {
            partialFindings.insert($0, for: content)
        }
    }
}

/// A memo table that holds at most `capacity` entries, in two generations: entries go into the
/// recent one; when it is half full, it becomes the older one and the older one is dropped. An
/// entry found in the older generation moves back to the recent one, so what keeps coming back
/// stays while what was seen once ages out. Clearing the whole table when full (the first design)
/// dropped the repeated entries with the rest.
struct BoundedTable<Key: Hashable, Value> {
    private var recent: [Key: Value] = [:]
    private var older: [Key: Value] = [:]
    let capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 2)
    }

    var count: Int { recent.count + older.count }

    mutating func value(for key: Key) -> Value? {
        if let value = recent[key] { return value }
        guard let value = older.removeValue(forKey: key) else { return nil }
        insert(value, for: key)
        return value
    }

    mutating func insert(_ value: Value, for key: Key) {
        if recent.count >= capacity / 2 {
            older = recent
            recent = Dictionary(minimumCapacity: capacity / 2)
        }
        recent[key] = value
    }
}

extension NSLock {
    /// A memoized value: `read` under the lock; if nothing is there, `compute` outside it (it may take
    /// long, and the result is the same whoever computes it), then `write` under the lock.
    func memoized<Value>(read: () -> Value?, compute: () -> Value, write: (Value) -> Void) -> Value {
        lock()
        let cached = read()
        unlock()
        if let cached { return cached }
        let value = compute()
        lock()
        write(value)
        unlock()
        return value
    }
}

/// One `TextAnalysisStore` per thread that lints with a linter. A store shared by all threads made
/// them take turns: two cores reference-counting the same analyses of "Cancel" and "OK" ran no faster
/// than one (a file of a million like dialogs: 10.8 s on two cores against 11.3 s on one). Each thread
/// now analyses a string once, and no analysis crosses threads.
final class ThreadAnalyses: @unchecked Sendable {
    private let lock = NSLock()
    private var stores: [pthread_t: TextAnalysisStore] = [:]

    /// The calling thread's store.
    var current: TextAnalysisStore {
        let thread = pthread_self()
        lock.lock()
        defer { lock.unlock() }
        if let store = stores[thread] { return store }
        let store = TextAnalysisStore()
        stores[thread] = store
        return store
    }
}

/// What the text rules work out from one string alone (its protection and capitalization checks
/// under each vocabulary it meets, the grammar of its sentences), kept with its `AnalyzedText` so
/// that every dialog showing the string finds them without looking the string up again. An analysis
/// belongs to one linter, hence one lexicon; the values are pure functions of the string.
final class TextFacts: @unchecked Sendable {
    /// The two capitalization styles a string is checked against.
    enum CheckStyle: Hashable, Sendable {
        case title, sentence
    }

    private struct CheckKey: Hashable {
        var vocabulary: TermsKey
        var style: CheckStyle
    }

    private let lock = NSLock()
    // Read and written only under `lock`, which run-time exclusivity checks cannot see.
    @exclusivity(unchecked) private var protections: [TermsKey: BaseProtection] = [:]
    @exclusivity(unchecked) private var checks: [CheckKey: CapitalizationCheck] = [:]
    @exclusivity(unchecked) private var questions: [Bool]?
    @exclusivity(unchecked) private var everydayNames: [Substring]?
    @exclusivity(unchecked) private var words: Set<Substring>?

    /// The protection under a vocabulary (usually none).
    func protection(vocabulary: TermsKey, compute: () -> BaseProtection) -> BaseProtection {
        lock.memoized(read: { protections[vocabulary] }, compute: compute) { protections[vocabulary] = $0 }
    }

    /// A capitalization check under a vocabulary, when the dialog adds nothing to it.
    func check(_ style: CheckStyle, vocabulary: TermsKey, compute: () -> CapitalizationCheck) -> CapitalizationCheck {
        let key = CheckKey(vocabulary: vocabulary, style: style)
        return lock.memoized(read: { checks[key] }, compute: compute) { checks[key] = $0 }
    }

    /// For each sentence, whether its grammar makes it a question.
    func questions(compute: () -> [Bool]) -> [Bool] {
        lock.memoized(read: { questions }, compute: compute) { questions = $0 }
    }

    /// The capitals inside its sentences that are everyday words, known names or not ("Notes", "Link").
    func everydayNames(compute: () -> [Substring]) -> [Substring] {
        lock.memoized(read: { everydayNames }, compute: compute) { everydayNames = $0 }
    }

    /// Its words as written.
    func words(compute: () -> Set<Substring>) -> Set<Substring> {
        lock.memoized(read: { words }, compute: compute) { words = $0 }
    }
}

/// A string as a key of the analysis tables: equal only to the same bytes. Swift's `==` holds
/// canonically equivalent strings equal ("é" and "e" with a combining accent), but their analyses
/// differ, since token ranges are UTF-8 offsets: sharing one would misplace every finding after the
/// accent. Hashing the bytes also skips the normalization that `String` hashing does.
struct ExactText: Hashable {
    let text: String
    /// The string's own bits (`StringIdentity`), for the common case: rules ask about the very
    /// string the dialog holds.
    let identity: StringIdentity

    init(_ text: String) {
        self.text = text
        identity = StringIdentity(text)
    }

    /// Most matches are settled on the identity, most mismatches on the lengths, known without
    /// reading the text.
    static func == (a: ExactText, b: ExactText) -> Bool {
        if a.identity.isSame(as: b.identity) { return true }
        let count = a.text.utf8.count
        guard count == b.text.utf8.count else { return false }
        guard count > 0 else { return true }
        return a.text.withUTF8Bytes { a in
            b.text.withUTF8Bytes { b in a.baseAddress == b.baseAddress || memcmp(a.baseAddress!, b.baseAddress!, count) == 0 }
        }
    }

    func hash(into hasher: inout Hasher) {
        text.withUTF8Bytes { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}

/// The bits of a `String` value: the same bits are the same text, since they hold either the text
/// itself (a short string) or a reference to storage that cannot change while this string refers to
/// it too. Different bits say nothing (two copies of one text). Comparing two words replaced reading
/// both strings' bytes on the two million lookups of the benchmark's dialogs in their memos.
struct StringIdentity {
    private let first: UInt64
    private let second: UInt64

    init(_ text: String) {
        guard MemoryLayout<String>.size == 16 else {
            // No platform dialint builds on, but then the identity is never the same.
            (first, second) = (0, 0)
            return
        }
        (first, second) = withUnsafeBytes(of: text) { ($0.load(as: UInt64.self), $0.load(fromByteOffset: 8, as: UInt64.self)) }
    }

    func isSame(as other: StringIdentity) -> Bool {
        first == other.first && second == other.second && (first | second) != 0
    }
}

/// The tokens of a string that keep their capitals whatever dialog it is in (vocabulary, built-in
/// names, settings paths, UI names, runs of names), and the word positions where the text names a
/// control ("Tap Log Out", "“Log Out”"): there, and only there, a dialog's button title is protected too.
struct BaseProtection: Sendable {
    var protected: [Bool]
    /// Positions in `wordIndexes` that the protection pass reached with no vocabulary term starting
    /// there, where the text names a control.
    var controlPositions: [Int]
}

/// Vocabulary terms that keep their capitals, each split into its words, longest first so that
/// "Acme Cloud Drive" wins over "Acme Cloud".
struct Vocabulary: Sendable {
    let terms: [String]
    /// The terms' words, longest first.
    var phrases: [[Substring]] { index.items }
    /// The same, found by their first word.
    let index: PhraseIndex
    /// The terms as a key of what a string's facts keep under them, hashed once.
    let key: TermsKey

    /// Every word of the terms, as written: a name spelled otherwise keeps the vocabulary's spelling.
    let words: Set<Substring>
    /// Every run of whole words that ends a term, the term too ("DuckDuckGo Fire Button", "Fire Button",
    /// "Button"), and the terms of more than one word: asked of a name, each is one look-up, where a
    /// scan of 2,000 terms for each control's name made a long message take 30 s (review 80).
    let endings: Set<String>
    let termsOfSeveralWords: Set<String>

    init(terms: [String], phrases: [[Substring]]) {
        self.terms = terms
        self.index = PhraseIndex(longestFirst: phrases)
        self.key = TermsKey(terms)
        self.words = Set(phrases.joined())
        self.endings = Set(terms.flatMap(Self.endings(of:)))
        self.termsOfSeveralWords = Set(terms.filter { $0.utf8.contains(UInt8(ascii: " ")) })
    }

    /// The runs of whole words that end `phrase`, longest first, the phrase itself among them.
    static func endings(of phrase: String) -> [String] {
        var endings = [phrase]
        var rest = Substring(phrase)
        while let space = rest.firstIndex(of: " ") {
            rest = rest[rest.index(after: space)...]
            endings.append(String(rest))
        }
        return endings
    }
    /// Which vocabulary of its store this is (0: none): a dialog's key holds this, not the terms, which
    /// in every key made memory grow with dialogs × terms (a 40,000-term vocabulary over 2,000 dialogs: 1.1 GB).
    var serial = 0

    static let empty = Vocabulary(terms: [], phrases: [])
}

/// A vocabulary's terms as a table key, with their hash worked out once: keyed by the terms
/// themselves, every look-up of a string's facts hashed every term (20,000 terms over 20,000 distinct
/// strings: 11 s). Equal keys compare their arrays, at once when they share storage, as the copies of
/// one vocabulary do.
struct TermsKey: Hashable, Sendable {
    let terms: [String]
    private let hash: Int

    init(_ terms: [String]) {
        self.terms = terms
        hash = terms.hashValue
    }

    func hash(into hasher: inout Hasher) { hasher.combine(hash) }

    static func == (a: TermsKey, b: TermsKey) -> Bool { a.hash == b.hash && a.terms == b.terms }
}

/// Phrases (lists of words, longest first) to find where a text's word starts one.
typealias PhraseIndex = FirstWordIndex<[Substring], Substring>

extension PhraseIndex {
    init(longestFirst phrases: [[Substring]]) { self.init(phrases, firstWord: \.first) }
    var phrases: [[Substring]] { items }
}

/// Items that start with a word (phrases, button titles), to find those that may start where a text's
/// word is. Past a handful they are found by their first word: a text was compared with every item at
/// every word it might start at, and a dialog whose message names 20,000 of its buttons took 23 s.
struct FirstWordIndex<Item, Word: Hashable> {
    /// Every item, in the order given.
    let items: [Item]
    /// Positions in `items` by first word, in the order given; nil for a handful of items, which are
    /// tried in turn. Items with no first word are in no group.
    private let byFirstWord: [Word: [Int]]?

    /// The most items that are tried in turn, with no table.
    static var linearSearchLimit: Int { 16 }

    init(_ items: [Item], firstWord: (Item) -> Word?) {
        self.items = items
        guard items.count > Self.linearSearchLimit else {
            byFirstWord = nil
            return
        }
        var table: [Word: [Int]] = [:]
        for index in items.indices {
            if let word = firstWord(items[index]) { table[word, default: []].append(index) }
        }
        byFirstWord = table
    }

    var isEmpty: Bool { items.isEmpty }

    /// The items that may start with `word`, in the order given (all of them, for a handful).
    func candidates(startingWith word: Word) -> [Item] {
        guard let byFirstWord else { return items }
        return byFirstWord[word]?.map { items[$0] } ?? []
    }
}

extension FirstWordIndex: Sendable where Item: Sendable, Word: Sendable {}
