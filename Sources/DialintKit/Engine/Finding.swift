/// A replacement for a range of a decoded string: the data of a safe fix.
public struct Fix: Sendable, Hashable {
    /// UTF-8 byte offsets in the decoded string value.
    public var range: Range<Int>
    public var replacement: String

    public init(range: Range<Int>, replacement: String) {
        self.range = range
        self.replacement = replacement
    }
}

/// What a rule reports: a place in the dialog, a message, and maybe a fix.
/// The engine adds the rule id, the severity and the file location.
public struct Finding: Sendable, Hashable {
    /// Where, relative to the dialog (`["buttons", 1, "title"]`); an absent value falls back to its parent.
    public var pointer: JSONPointer
    /// For a finding about part of a string: UTF-8 byte offsets in the decoded string.
    public var range: Range<Int>?
    public var message: String
    public var fix: Fix?
    /// Set when one rule reports findings of different weight (`preferred-button`).
    public var severity: Severity?

    public init(
        at pointer: JSONPointer, range: Range<Int>? = nil, _ message: String,
        fix: Fix? = nil, severity: Severity? = nil
    ) {
        self.pointer = pointer
        self.range = range
        self.message = message
        self.fix = fix
        self.severity = severity
    }
}
