/// A defect of the file rather than of a dialog's copy: wrong shape, unknown key, duplicate key.
public struct SpecIssue: Sendable, Hashable {
    /// Which kind of defect, which decides the rule id it is reported under.
    public enum Kind: String, Sendable, Hashable {
        /// Valid JSON of the wrong shape (`invalid-spec`, an error).
        case invalidSpec = "invalid-spec"
        /// A key the spec format does not define (`unknown-key`, a warning).
        case unknownKey = "unknown-key"
    }

    public var kind: Kind
    /// The absolute pointer of the value concerned.
    public var pointer: JSONPointer
    /// Whether the diagnostic belongs at the member's key rather than at its value.
    public var atKey: Bool
    public var message: String

    public init(_ kind: Kind, at pointer: JSONPointer, atKey: Bool = false, _ message: String) {
        self.kind = kind
        self.pointer = pointer
        self.atKey = atKey
        self.message = message
    }
}
