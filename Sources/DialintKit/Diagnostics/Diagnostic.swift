/// One reported problem, located in its file: what every output format prints.
///
/// A value like any other, but its fields live in one shared box that is never changed (a change
/// makes a new box). A diagnostic is copied several times between the rule that finds it and the
/// line that prints it (into its file's list, out of the list to be rendered, and in the list's
/// teardown), and a copy of the fields themselves counted a reference for each of their strings and
/// lists: about fourteen atomic operations a copy, against one for the box.
public struct Diagnostic: Sendable, Hashable {
    /// The path as reported (relative to the working directory when the file is under it).
    public var path: String {
        get { box.fields.path }
        set { update(\.path, newValue) }
    }
    public var range: SourceRange {
        get { box.fields.range }
        set { update(\.range, newValue) }
    }
    public var severity: Severity {
        get { box.fields.severity }
        set { update(\.severity, newValue) }
    }
    public var ruleID: String {
        get { box.fields.ruleID }
        set { update(\.ruleID, newValue) }
    }
    /// One line: control characters and line separators in it are written as JSON escapes.
    public var message: String {
        get { box.fields.message }
        set { update(\.message, newValue.escapingControlCharacters) }
    }
    /// The dialog's `id`, else its index; nil for a defect of the whole file.
    public var dialog: String? {
        get { box.fields.dialog }
        set { update(\.dialog, newValue) }
    }
    /// The absolute JSON pointer of the value concerned.
    public var pointer: JSONPointer {
        get { box.fields.pointer }
        set { update(\.pointer, newValue) }
    }
    /// A safe fix, as a replacement of part of a string value.
    public var fix: LocatedFix? {
        get { box.fields.fix }
        set { update(\.fix, newValue) }
    }
    /// The dialog's own `id`, and its pointer in the file (for baselines).
    public var dialogID: String? {
        get { box.fields.dialogID }
        set { update(\.dialogID, newValue) }
    }
    public var dialogPointer: JSONPointer? {
        get { box.fields.dialogPointer }
        set { update(\.dialogPointer, newValue) }
    }
    /// The decoded string the finding is about, if it is about a string.
    public var concernedText: String? {
        get { box.fields.concernedText }
        set { update(\.concernedText, newValue) }
    }
    /// Where in that string it points (UTF-8 offsets), if it points inside it.
    var concernedRange: Range<Int>? {
        get { box.fields.concernedRange }
        set { update(\.concernedRange, newValue) }
    }

    /// The part of that string it points at, if it points inside it. Worked out when asked: only
    /// baselines ask, and slicing it for each of the benchmark's 237,000 findings was a string made
    /// and freed for nothing.
    public var concernedPart: String? {
        concernedText.flatMap { text in concernedRange.map { text.utf8Slice($0) } }
    }

    private struct Fields: Sendable, Hashable {
        var path: String
        var range: SourceRange
        var severity: Severity
        var ruleID: String
        var message: String
        var dialog: String?
        var pointer: JSONPointer
        var fix: LocatedFix?
        var dialogID: String?
        var dialogPointer: JSONPointer?
        var concernedText: String?
        var concernedRange: Range<Int>?
    }

    private final class Box: Sendable {
        let fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var box: Box

    private mutating func update<Value>(_ field: WritableKeyPath<Fields, Value>, _ value: Value) {
        var fields = box.fields
        fields[keyPath: field] = value
        box = Box(fields)
    }

    public init(
        path: String, range: SourceRange, severity: Severity, ruleID: String, message: String,
        dialog: String? = nil, pointer: JSONPointer = .root, fix: LocatedFix? = nil
    ) {
        self.init(path: path, range: range, severity: severity, ruleID: ruleID, message: message.escapingControlCharacters,
            dialog: dialog, pointer: pointer, fix: fix, dialogID: nil, dialogPointer: nil, concernedText: nil, concernedRange: nil)
    }

    /// Every field at once: a diagnostic built and then changed field by field was copied whole.
    /// `message` is one line already: a finding's message escapes what it quotes when it is made
    /// (`FindingMessage`), once for every dialog that repeats it rather than once a diagnostic.
    init(
        path: String, range: SourceRange, severity: Severity, ruleID: String, message: String, dialog: String?,
        pointer: JSONPointer, fix: LocatedFix?, dialogID: String?, dialogPointer: JSONPointer?, concernedText: String?,
        concernedRange: Range<Int>?
    ) {
        box = Box(Fields(
            path: path, range: range, severity: severity, ruleID: ruleID, message: message, dialog: dialog,
            pointer: pointer, fix: fix, dialogID: dialogID, dialogPointer: dialogPointer, concernedText: concernedText,
            concernedRange: concernedRange))
    }

    public static func == (a: Diagnostic, b: Diagnostic) -> Bool {
        a.box === b.box || a.box.fields == b.box.fields
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(box.fields)
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
