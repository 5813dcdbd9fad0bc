/// Stable identities of diagnostics for the formats whose readers track findings from run to run
/// (SARIF `partialFingerprints`, GitLab Code Quality `fingerprint`).
///
/// A fingerprint hashes what a finding is, never where its line is: the rule, the file, the dialog,
/// the JSON pointer of the value and the message. Within a dialog that has an `id`, the pointer is taken
/// relative to the dialog, so adding or moving dialogs does not change the fingerprints of the others
/// (a dialog without an `id` is known by its index, as baselines know it by its pointer).
/// Identical findings (the same word twice in one title) are told apart by an occurrence counter,
/// in report order, so every fingerprint of a report is unique.
public enum Fingerprint {
    /// One fingerprint per diagnostic, in the same order: 64 hexadecimal digits (SHA-256).
    public static func fingerprints(_ diagnostics: [Diagnostic]) -> [String] {
        var occurrences: [String: Int] = [:]
        return diagnostics.map { diagnostic in
            let identity = identity(of: diagnostic)
            let occurrence = occurrences[identity, default: 0]
            occurrences[identity] = occurrence + 1
            return SHA256.hexDigest(Array((identity + "\u{0}\(occurrence)").utf8))
        }
    }

    /// What is hashed, before the occurrence counter: fields separated by NUL.
    static func identity(of d: Diagnostic) -> String {
        [d.ruleID, d.path, d.dialog ?? "", stablePointer(of: d), d.message].joined(separator: "\u{0}")
    }

    /// The pointer relative to the dialog when the dialog has an `id` (`#/title`: moving the dialog
    /// does not change it), else the absolute pointer (`/dialogs/2/title`).
    static func stablePointer(of d: Diagnostic) -> String {
        guard d.dialogID != nil, let dialog = d.dialogPointer,
              d.pointer.components.starts(with: dialog.components) else { return d.pointer.description }
        return "#" + JSONPointer(Array(d.pointer.components.dropFirst(dialog.components.count))).description
    }
}
