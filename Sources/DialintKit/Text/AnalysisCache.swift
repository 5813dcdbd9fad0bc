import Foundation

/// What depends on a string alone, memoized for a whole run: its analysis, and which of its words a
/// vocabulary, the lexicon and the text's own shape protect. Dialog copy repeats across files ("Cancel",
/// "Delete this photo?", the same error in every screen), and some twenty rules read each string, so
/// each distinct string is analysed once per thread instead of once per rule, dialog or file.
///
/// A store belongs to one `Linter` (one configuration, hence one lexicon) and, through
/// `ThreadAnalyses`, to one thread; the lock only keeps it safe if it is ever shared. The values are
/// pure functions of their keys, so the output does not depend on which store computed them.
/// Bounded: past `capacity` entries a table starts over, so memory does not grow with the tree.
final class SharedTextAnalyses: @unchecked Sendable {
    private let lock = NSLock()
    private var analyses: [String: AnalyzedText] = [:]
    private var protections: [ProtectionKey: BaseProtection] = [:]
    private var vocabularies: [[String]: Vocabulary] = [:]
    private var checks: [CheckKey: CapitalizationCheck] = [:]
    let capacity: Int

    init(capacity: Int = 20_000) {
        self.capacity = capacity
    }

    struct ProtectionKey: Hashable {
        var text: String
        var vocabulary: [String]
    }

    func analyzed(_ text: String) -> AnalyzedText {
        memoized(\.analyses, text) { AnalyzedText(text) }
    }

    func baseProtection(of text: String, vocabulary: [String], compute: () -> BaseProtection) -> BaseProtection {
        memoized(\.protections, ProtectionKey(text: text, vocabulary: vocabulary), compute: compute)
    }

    /// The two capitalization styles a string is checked against.
    enum CheckStyle: Hashable, Sendable {
        case title, sentence
    }

    struct CheckKey: Hashable {
        var text: String
        var vocabulary: [String]
        var style: CheckStyle
    }

    func check(of text: String, vocabulary: [String], style: CheckStyle, compute: () -> CapitalizationCheck) -> CapitalizationCheck {
        memoized(\.checks, CheckKey(text: text, vocabulary: vocabulary, style: style), compute: compute)
    }

    func vocabulary(_ terms: [String], compute: () -> Vocabulary) -> Vocabulary {
        memoized(\.vocabularies, terms, compute: compute)
    }

    /// The value for `key` in `table`, computed (outside the lock) and kept if it is not there yet.
    private func memoized<Key: Hashable, Value>(
        _ table: ReferenceWritableKeyPath<SharedTextAnalyses, [Key: Value]>, _ key: Key, compute: () -> Value
    ) -> Value {
        lock.lock()
        let cached = self[keyPath: table][key]
        lock.unlock()
        if let cached { return cached }
        let value = compute()
        lock.lock()
        defer { lock.unlock() }
        if self[keyPath: table].count >= capacity { self[keyPath: table].removeAll(keepingCapacity: true) }
        self[keyPath: table][key] = value
        return value
    }
}

/// One `SharedTextAnalyses` per thread that lints with a linter. A store shared by all threads made
/// them take turns: two cores reference-counting the same analyses of "Cancel" and "OK" ran no faster
/// than one (a file of a million like dialogs: 10.8 s on two cores against 11.3 s on one). Each thread
/// now analyses a string once, and no analysis crosses threads.
final class ThreadAnalyses: @unchecked Sendable {
    private let lock = NSLock()
    private var stores: [pthread_t: SharedTextAnalyses] = [:]

    /// The calling thread's store.
    var current: SharedTextAnalyses {
        let thread = pthread_self()
        lock.lock()
        defer { lock.unlock() }
        if let store = stores[thread] { return store }
        let store = SharedTextAnalyses()
        stores[thread] = store
        return store
    }
}

/// What the text rules work out from one string alone (its protection and capitalization checks
/// when no vocabulary applies, the grammar of its sentences), kept with its `AnalyzedText` so that
/// every dialog showing the string finds them without a lookup. An analysis belongs to one linter,
/// hence one lexicon. Filled in by whichever thread asks first, under a lock: the values are pure
/// functions of the string, so which thread computed one makes no difference.
final class TextFacts: @unchecked Sendable {
    private let lock = NSLock()
    private var protection: BaseProtection?
    private var titleCheck: CapitalizationCheck?
    private var sentenceCheck: CapitalizationCheck?
    private var questions: [Bool]?

    private func value<T>(_ slot: ReferenceWritableKeyPath<TextFacts, T?>, compute: () -> T) -> T {
        lock.lock()
        let cached = self[keyPath: slot]
        lock.unlock()
        if let cached { return cached }
        let value = compute()
        lock.lock()
        self[keyPath: slot] = value
        lock.unlock()
        return value
    }

    /// The protection without vocabulary.
    func protection(compute: () -> BaseProtection) -> BaseProtection { value(\.protection, compute: compute) }

    /// A capitalization check without vocabulary, when the dialog adds nothing to it.
    func check(_ style: SharedTextAnalyses.CheckStyle, compute: () -> CapitalizationCheck) -> CapitalizationCheck {
        switch style {
        case .title: value(\.titleCheck, compute: compute)
        case .sentence: value(\.sentenceCheck, compute: compute)
        }
    }

    /// For each sentence, whether its grammar makes it a question.
    func questions(compute: () -> [Bool]) -> [Bool] { value(\.questions, compute: compute) }
}

/// The analyses one lint call (one file, or one slice of a large file, on one thread) has asked for:
/// a lock-free table in front of its thread's store.
final class AnalysisCache: @unchecked Sendable {
    private var texts: [String: AnalyzedText] = [:]
    let shared: SharedTextAnalyses

    init(shared: SharedTextAnalyses = SharedTextAnalyses()) {
        self.shared = shared
    }

    func analyzed(_ text: String) -> AnalyzedText {
        if let cached = texts[text] { return cached }
        let analysis = shared.analyzed(text)
        texts[text] = analysis
        return analysis
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
    var terms: [String]
    var phrases: [[Substring]]

    static let empty = Vocabulary(terms: [], phrases: [])
}
