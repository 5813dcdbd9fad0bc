/// The defects of a file rather than of a dialog. They are reported by reading and decoding,
/// not by a `Rule`, but they have ids, severities and documentation like any rule.
public enum FileChecks {
    public static let invalidJSON = RuleDescription(
        id: "invalid-json",
        summary: "The file is not valid JSON: it is reported where the parser stopped, and nothing else in it is checked.",
        rationale: """
            dialint reads specs as strict JSON (RFC 8259), as the tools that consume them do. An empty file, \
            a file that is not UTF-8, one with NUL bytes, one nested deeper than 256 levels, trailing commas \
            and comments are all reported here, at the offending token where there is one (the trailing \
            comma, the comment's first slash, the first byte that is not UTF-8), else where reading stopped \
            (the end of an unclosed string or container).
            """,
        guidelines: [.beyondHIG("RFC 8259", "A JSON text is a serialized value.")],
        kinds: Set(Kind.allCases), englishOnly: false, defaultSeverity: .error)

    public static let invalidSpec = RuleDescription(
        id: "invalid-spec",
        summary: "Valid JSON of the wrong shape: a missing kind, a wrong type, an unknown kind or role, a duplicate key.",
        rationale: """
            A dialog that does not match the spec format cannot be checked. Each defect is reported at its \
            value, with the accepted values listed; the dialog is skipped and the other dialogs of the file \
            are still checked. A key written twice is reported at its second occurrence: readers disagree on \
            which value wins. The dialog is still checked, with the first value, as JSONDecoder reads it, and \
            --fix leaves the file alone.
            """,
        guidelines: [.beyondHIG("dialint spec format", "kind is required: \"alert\", \"actionSheet\" or \"modal\".")],
        kinds: Set(Kind.allCases), englishOnly: false, defaultSeverity: .error)

    public static let unknownKey = RuleDescription(
        id: "unknown-key",
        summary: "A key the spec format does not define, usually a typo (\"titel\" for \"title\").",
        rationale: """
            A mistyped key is silently ignored by every reader, so the value it was meant to carry is never \
            checked or shown. dialint names the nearest known key.
            """,
        guidelines: [.beyondHIG("dialint spec format", "Dialog fields: kind, id, title, message, buttons, textFields, locale, buttonOrder, dialint.")],
        kinds: Set(Kind.allCases), englishOnly: false)

    public static let all = [invalidJSON, invalidSpec, unknownKey, unreadableFile, unusedSuppression]
}

extension FileChecks {
    public static let unreadableFile = RuleDescription(
        id: "unreadable-file",
        summary: "A file that could not be read: permission denied, removed while dialint ran, a folder, a FIFO or a device.",
        rationale: """
            A spec that cannot be read cannot be checked, and a silently skipped file would pass CI unseen. \
            dialint reports it at the file's first line, goes on with the other files, and exits with status 2. \
            FIFOs, sockets and devices are never opened for reading, so they cannot block the run; in a \
            searched folder they are skipped.
            """,
        guidelines: [.beyondHIG("dialint", "Bad input gets a clear error and nothing is lost.")],
        kinds: Set(Kind.allCases), englishOnly: false, defaultSeverity: .error)
}

extension FileChecks {
    public static let unusedSuppression = RuleDescription(
        id: "unused-suppression",
        summary: "A \"disable\" entry that suppressed nothing in this run, or that names no rule.",
        rationale: """
            A suppression outlives the problem it hid: when the copy is fixed, the entry stays and would \
            silently hide the next real problem. dialint reports every entry of a dialog's or a file's \
            "disable" list that suppressed no finding, and every entry that names no rule (with the nearest \
            rule id), so stale and mistyped suppressions get cleaned up. An entry for a rule that the \
            configuration or the command line turns off is not reported.
            """,
        guidelines: [.beyondHIG("dialint", "A typo never silently turns a check off.")],
        kinds: Set(Kind.allCases), englishOnly: false)
}
