/// One reported problem, located in its file: what every output format prints.
public struct Diagnostic: Sendable, Hashable {
    /// The path as reported (relative to the working directory when the file is under it).
    public var path: String
    public var range: SourceRange
    public var severity: Severity
    public var ruleID: String
    public var message: String
    /// The dialog's `id`, else its index; nil for a defect of the whole file.
    public var dialog: String?
    /// The absolute JSON pointer of the value concerned.
    public var pointer: JSONPointer
    /// A safe fix, as a replacement of part of a string value.
    public var fix: LocatedFix?
    /// The dialog's own `id`, and its pointer in the file (for baselines).
    public var dialogID: String?
    public var dialogPointer: JSONPointer?
    /// The decoded string the finding is about, if it is about a string.
    public var concernedText: String?
    /// Where in that string it points (UTF-8 offsets), if it points inside it.
    var concernedRange: Range<Int>?

    /// The part of that string it points at, if it points inside it. Worked out when asked: only
    /// baselines ask, and slicing it for each of the benchmark's 237,000 findings was a string made
    /// and freed for nothing.
    public var concernedPart: String? {
        concernedText.flatMap { text in concernedRange.map { text.utf8Slice($0) } }
    }

    public init(
        path: String, range: SourceRange, severity: Severity, ruleID: String, message: String,
        dialog: String? = nil, pointer: JSONPointer = .root, fix: LocatedFix? = nil
    ) {
        self.init(path: path, range: range, severity: severity, ruleID: ruleID, message: message, dialog: dialog,
            pointer: pointer, fix: fix, dialogID: nil, dialogPointer: nil, concernedText: nil, concernedRange: nil)
    }

    /// Every field at once: a diagnostic built and then changed field by field was copied whole.
    init(
        path: String, range: SourceRange, severity: Severity, ruleID: String, message: String, dialog: String?,
        pointer: JSONPointer, fix: LocatedFix?, dialogID: String?, dialogPointer: JSONPointer?, concernedText: String?,
        concernedRange: Range<Int>?
    ) {
        self.path = path
        self.range = range
        self.severity = severity
        self.ruleID = ruleID
        self.message = message
        self.dialog = dialog
        self.pointer = pointer
        self.fix = fix
        self.dialogID = dialogID
        self.dialogPointer = dialogPointer
        self.concernedText = concernedText
        self.concernedRange = concernedRange
    }

    /// The order of the text output: path, line, column, then rule and message so ties are stable.
    public static func reportOrder(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        if a.path != b.path { return a.path.utf8.lexicographicallyPrecedes(b.path.utf8) }
        if a.range.start.line != b.range.start.line { return a.range.start.line < b.range.start.line }
        if a.range.start.column != b.range.start.column { return a.range.start.column < b.range.start.column }
        if a.ruleID != b.ruleID { return a.ruleID < b.ruleID }
        return a.message < b.message
    }
}

/// A fix, located both in the decoded string (as rules express it) and in the file's bytes (as `--fix` applies it).
public struct LocatedFix: Sendable, Hashable {
    /// The replacement for part of the decoded string.
    public var fix: Fix
    /// The source range of the raw bytes that encode that part.
    public var sourceRange: SourceRange
}
