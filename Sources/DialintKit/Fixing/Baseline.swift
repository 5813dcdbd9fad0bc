import Foundation

/// Today's findings, recorded so that only new ones are reported (`--write-baseline`, `--baseline`).
///
/// A finding is matched by file, dialog (its id, else its pointer), rule, and the text concerned,
/// never by line: findings stay hidden when lines move, and come back when the text changes.
public struct Baseline: Codable, Sendable, Equatable {
    public struct Entry: Codable, Sendable, Hashable, Comparable {
        /// Relative to the baseline file's folder.
        public var file: String
        /// The dialog's id, else its pointer; nil for a defect of the whole file.
        public var dialog: String?
        public var rule: String
        /// The string the finding is about, or its message when it is about no string.
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

    /// The entry that matches a diagnostic; `path` is the diagnostic's file relative to the baseline's folder.
    static func entry(for diagnostic: Diagnostic, path: String) -> Entry {
        Entry(file: path, dialog: diagnostic.dialogKey, rule: diagnostic.ruleID,
            text: diagnostic.concernedText ?? diagnostic.message, part: diagnostic.concernedPart)
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

        init(_ entries: [Entry]) {
            for entry in entries { remaining[entry, default: 0] += 1 }
        }

        /// Whether the baseline records this finding; consumes the entry that matches.
        mutating func isRecorded(_ diagnostic: Diagnostic, path: String) -> Bool {
            let entry = Baseline.entry(for: diagnostic, path: path)
            guard let count = remaining[entry], count > 0 else { return false }
            remaining[entry] = count - 1
            return true
        }

        /// Entries of these files that matched no finding.
        func unmatchedCount(inFiles files: Set<String>) -> Int {
            remaining.reduce(0) { $0 + (files.contains($1.key.file) ? $1.value : 0) }
        }
    }
}

extension Diagnostic {
    /// The dialog's id, else its pointer: what a baseline remembers a dialog by.
    var dialogKey: String? {
        guard dialog != nil else { return nil }
        return dialogID ?? dialogPointer?.description
    }
}
