import Foundation

/// The analyses of strings (each with its `TextFacts`) and split vocabularies, memoized across files.
/// Dialog copy repeats across files ("Cancel", "Delete this photo?", the same error in every screen),
/// and some twenty rules read each string, so each distinct string is analysed once per thread
/// instead of once per rule, dialog or file.
///
/// A store belongs to one `Linter` (one configuration, hence one lexicon) and, through
/// `ThreadAnalyses`, to one thread; the lock only keeps it safe if it is ever shared. The values are
/// pure functions of their keys, so the output does not depend on which store computed them.
/// Bounded: past `capacity` entries a table starts over, so memory does not grow with the tree.
final class TextAnalysisStore: @unchecked Sendable {
    private let lock = NSLock()
    private var analyses: [String: AnalyzedText] = [:]
    private var vocabularies: [[String]: Vocabulary] = [:]
    let capacity: Int

    init(capacity: Int = 20_000) {
        self.capacity = capacity
    }

    func analyzed(_ text: String) -> AnalyzedText {
        memoized(\.analyses, text) { AnalyzedText(text) }
    }

    func vocabulary(_ terms: [String], compute: () -> Vocabulary) -> Vocabulary {
        memoized(\.vocabularies, terms, compute: compute)
    }

    /// The value for `key` in `table`, computed and kept if it is not there yet.
    private func memoized<Key: Hashable, Value>(
        _ table: ReferenceWritableKeyPath<TextAnalysisStore, [Key: Value]>, _ key: Key, compute: () -> Value
    ) -> Value {
        lock.memoized(read: { self[keyPath: table][key] }, compute: compute) { value in
            if self[keyPath: table].count >= capacity { self[keyPath: table].removeAll(keepingCapacity: true) }
            self[keyPath: table][key] = value
        }
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
        var vocabulary: [String]
        var style: CheckStyle
    }

    private let lock = NSLock()
    private var protections: [[String]: BaseProtection] = [:]
    private var checks: [CheckKey: CapitalizationCheck] = [:]
    private var questions: [Bool]?

    /// The protection under a vocabulary (usually none).
    func protection(vocabulary: [String], compute: () -> BaseProtection) -> BaseProtection {
        lock.memoized(read: { protections[vocabulary] }, compute: compute) { protections[vocabulary] = $0 }
    }

    /// A capitalization check under a vocabulary, when the dialog adds nothing to it.
    func check(_ style: CheckStyle, vocabulary: [String], compute: () -> CapitalizationCheck) -> CapitalizationCheck {
        let key = CheckKey(vocabulary: vocabulary, style: style)
        return lock.memoized(read: { checks[key] }, compute: compute) { checks[key] = $0 }
    }

    /// For each sentence, whether its grammar makes it a question.
    func questions(compute: () -> [Bool]) -> [Bool] {
        lock.memoized(read: { questions }, compute: compute) { questions = $0 }
    }
}

/// The analyses one lint call (one file, or one slice of a large file, on one thread) has asked for:
/// a lock-free table in front of its thread's store.
final class AnalysisCache: @unchecked Sendable {
    private var texts: [String: AnalyzedText] = [:]
    let store: TextAnalysisStore

    init(store: TextAnalysisStore = TextAnalysisStore()) {
        self.store = store
    }

    func analyzed(_ text: String) -> AnalyzedText {
        if let cached = texts[text] { return cached }
        let analysis = store.analyzed(text)
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
