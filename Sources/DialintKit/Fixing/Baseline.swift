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

    public var version = 1
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

    /// Splits diagnostics into new ones and those the baseline records; counts entries that matched nothing.
    func filter(_ diagnostics: [Diagnostic], path: (Diagnostic) -> String) -> (new: [Diagnostic], unmatched: Int) {
        var remaining: [Entry: Int] = [:]
        for entry in findings { remaining[entry, default: 0] += 1 }
        var new: [Diagnostic] = []
        for diagnostic in diagnostics {
            let entry = Self.entry(for: diagnostic, path: path(diagnostic))
            if let count = remaining[entry], count > 0 {
                remaining[entry] = count - 1
            } else {
                new.append(diagnostic)
            }
        }
        return (new, remaining.values.reduce(0, +))
    }
}

extension Diagnostic {
    /// The dialog's id, else its pointer: what a baseline remembers a dialog by.
    var dialogKey: String? {
        guard dialog != nil else { return nil }
        return dialogID ?? dialogPointer?.description
    }
}
