import Foundation

/// Today's findings, recorded so that only new ones are reported (`--write-baseline`, `--baseline`).
///
/// A finding is matched by file, dialog (its id, else its pointer), rule, and the text concerned,
/// never by line: findings stay hidden when lines move, and come back when the text changes.
public struct Baseline: Codable, Sendable, Equatable {
    public struct Entry: Codable, Sendable, Hashable, Comparable {
        /// Relative to the baseline file's folder.
        public var file: String
        /// The dialog's id (past `Dialog.longestShownID` bytes, its start and a digest, as shown in
        /// output), else its pointer; nil for a defect of the whole file.
        public var dialog: String?
        public var rule: String
        /// The string the finding is about, or its message when it is about no string; past
        /// `longestText` bytes, its start and a digest of the whole (`recordedText`).
        public var text: String
        /// The part of the string the finding points at ("This" in "Delete This Photo?").
        public var part: String?

        public static func < (a: Entry, b: Entry) -> Bool {
            (a.file, a.dialog ?? "", a.rule, a.text, a.part ?? "") < (b.file, b.dialog ?? "", b.rule, b.text, b.part ?? "")
        }
    }

    /// The version of the entries' form this dialint writes and reads.
    public static let currentVersion = 1
    public var version = Baseline.currentVersion
    public var findings: [Entry]

    /// Whether a baseline records and hides the diagnostic: not a file that could not be read or
    /// parsed. Its entry would hold the parser's message, not the file's text, and would go on hiding
    /// the file, never checked, whatever later broke it the same way.
    static func covers(_ diagnostic: Diagnostic) -> Bool { covers(rule: diagnostic.ruleID) }

    static func covers(rule: String) -> Bool { !ConfigDecoding.alwaysChecked.contains(rule) }

    /// The entry that matches a diagnostic; `path` is the diagnostic's file relative to the baseline's folder.
    static func entry(for diagnostic: Diagnostic, path: String, texts: inout TextRecorder) -> Entry {
        Entry(file: path, dialog: diagnostic.dialogKey, rule: diagnostic.ruleID,
            text: texts.record(diagnostic.concernedText ?? diagnostic.message), part: diagnostic.concernedPart)
    }

    /// The most bytes of a string an entry records as they are.
    static let longestText = 500

    /// The text an entry records for `text`: the text itself, or past `longestText` bytes its start,
    /// "…", its length and the start of its SHA-256 digest (`String.abbreviated(toAtMost:)`).
    ///
    /// Recorded whole, a 160 KB message with 20,000 findings made a 3.2 GB baseline (and 6 GB of
    /// memory) that `--baseline` could not read back. The digest tells any change of the text as the
    /// whole string did. The result is short, so an entry read back, or from a baseline written
    /// before, is recorded the same way again.
    static func recordedText(_ text: String) -> String { text.abbreviated(toAtMost: longestText) }

    /// Records the texts of a file's findings, working each long text out once: a long message's
    /// findings come one after another. The last text is compared byte for byte, as the digest reads
    /// it: `==` holds two spellings of "café" (composed, decomposed) equal, and would give the second
    /// the first one's digest, so that what is recorded for a text depended on the text before it.
    struct TextRecorder {
        private var last: (text: String, recorded: String)?

        mutating func record(_ text: String) -> String {
            guard text.utf8.count > Baseline.longestText else { return text }
            if let last, last.text.utf8.elementsEqual(text.utf8) { return last.recorded }
            let recorded = Baseline.recordedText(text)
            last = (text, recorded)
            return recorded
        }
    }

    /// Sorted, pretty JSON that diffs well in review.
    func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var sorted = self
        sorted.findings.sort()
        return ((try? encoder.encode(sorted)) ?? Data()) + Data("\n".utf8)
    }

    /// A matcher that consumes entries as findings are matched, file by file.
    func matcher() -> Matcher { Matcher(findings) }

    /// Matches findings against the baseline's entries, each entry hiding one finding.
    struct Matcher {
        private var remaining: [Entry: Int] = [:]
        private var texts = TextRecorder()

        /// Entries are recorded as today's findings are, so that a baseline written before texts and
        /// ids were abbreviated (whole, however long) still matches.
        init(_ entries: [Entry]) {
            var recorder = TextRecorder()
            // An entry of a file that could not be checked, written before such files were left out,
            // neither hides its finding nor counts as stale: the finding is shown, and rewriting the
            // baseline drops the entry.
            for var entry in entries where Baseline.covers(rule: entry.rule) {
                entry.text = recorder.record(entry.text)
                entry.dialog = entry.dialog.map { $0.abbreviated(toAtMost: Dialog.longestShownID) }
                remaining[entry, default: 0] += 1
            }
        }

        /// Whether the baseline records this finding; consumes the entry that matches.
        mutating func isRecorded(_ diagnostic: Diagnostic, path: String) -> Bool {
            let entry = Baseline.entry(for: diagnostic, path: path, texts: &texts)
            guard let count = remaining[entry], count > 0 else { return false }
            remaining[entry] = count - 1
            return true
        }

        /// The entries a run that checked `files` says nothing of: those of other files, and those of
        /// rules a checked file was not judged by. A baseline rewritten in the same run keeps them.
        func unjudgedEntries(inFiles files: [String: (String) -> Bool]) -> [Entry] {
            remaining.flatMap { entry, count in Self.isJudged(entry, in: files) ? [] : Array(repeating: entry, count: count) }
        }

        /// Entries of these files that matched no finding, counting only the rules each file was judged by.
        func unmatchedCount(inFiles files: [String: (String) -> Bool]) -> Int {
            remaining.reduce(0) { count, entry in Self.isJudged(entry.key, in: files) ? count + entry.value : count }
        }

        /// Whether the run checked the entry's file and judged it by the entry's rule.
        private static func isJudged(_ entry: Entry, in files: [String: (String) -> Bool]) -> Bool {
            files[entry.file]?(entry.rule) ?? false
        }
    }
}

extension Diagnostic {
    /// The dialog's id (as shown: a very long one abbreviated), else its pointer: what a baseline
    /// remembers a dialog by.
    var dialogKey: String? {
        guard let dialog else { return nil }
        return dialogID != nil ? dialog : dialogPointer?.description
    }
}
