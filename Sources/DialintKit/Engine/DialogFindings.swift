/// What the built-in rules found in one dialog, rule by rule, before suppressions and locations:
/// the part of linting that depends only on what the dialog says.
///
/// Dialogs repeat: "Delete this photo?" with Cancel and Delete sits on many screens under many ids,
/// and a tree's specs share their error alerts. Findings are relative to the dialog (a pointer inside
/// it, a range inside one of its strings), so a dialog with the same content as one linted before
/// takes that dialog's findings instead of running some thirty rules again. Suppressions, locations
/// and the dialog's name are applied to them afresh.
struct DialogFindings: Sendable {
    /// The findings of one rule, by its place in the linter's active rules; rules that found nothing
    /// are left out.
    struct ByRule: Sendable {
        let position: Int
        let findings: [Finding]
    }

    let byRule: [ByRule]
}

/// What the built-in rules read of a dialog: everything but where it is (pointer, index) and what it
/// is called (id), with the vocabulary it is judged under and none of its suppressions (applied after).
///
/// Strings are equal only byte for byte (`ExactText`): findings hold UTF-8 offsets, and canonically
/// equivalent strings that Swift's `==` holds equal have different offsets.
struct DialogContent: Hashable {
    let dialog: Dialog
    /// The vocabulary terms in force for the dialog (the configuration's, the file's and its own).
    let vocabulary: [String]
    /// A digest of all of it, worked out once: the table hashes and compares it before anything else.
    /// Swift's `Hasher` is seeded afresh in each process, so no file can be written to make its
    /// dialogs collide and slow the table.
    private let digest: Int

    init(dialog: Dialog, vocabulary: [String]) {
        self.dialog = dialog
        self.vocabulary = vocabulary
        var hasher = Hasher()
        hasher.combine(dialog.kind)
        hasher.combine(dialog.buttonOrder)
        Self.combine(dialog.title, into: &hasher)
        Self.combine(dialog.message, into: &hasher)
        Self.combine(dialog.locale, into: &hasher)
        hasher.combine(dialog.buttons.count)
        for button in dialog.buttons {
            hasher.combine(button.role)
            hasher.combine(button.preferred)
            Self.combine(button.title, into: &hasher)
        }
        hasher.combine(dialog.textFields.count)
        for field in dialog.textFields {
            hasher.combine(field.secure)
            Self.combine(field.placeholder, into: &hasher)
        }
        for term in vocabulary { Self.combine(term, into: &hasher) }
        digest = hasher.finalize()
    }

    static func == (a: DialogContent, b: DialogContent) -> Bool {
        guard a.digest == b.digest else { return false }
        let x = a.dialog, y = b.dialog
        return x.kind == y.kind && x.buttonOrder == y.buttonOrder
            && x.buttons.count == y.buttons.count && x.textFields.count == y.textFields.count
            && same(x.title, y.title) && same(x.message, y.message) && same(x.locale, y.locale)
            && zip(x.buttons, y.buttons).allSatisfy { $0.role == $1.role && $0.preferred == $1.preferred && same($0.title, $1.title) }
            && zip(x.textFields, y.textFields).allSatisfy { $0.secure == $1.secure && same($0.placeholder, $1.placeholder) }
            && a.vocabulary.count == b.vocabulary.count && zip(a.vocabulary, b.vocabulary).allSatisfy { same($0, $1) }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(digest)
    }

    private static func same(_ a: String?, _ b: String?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case (let a?, let b?): ExactText(a) == ExactText(b)
        default: false
        }
    }

    /// A string's length and bytes (as the analysis tables hash them), or its absence: absent, empty
    /// and adjacent strings hash apart.
    private static func combine(_ text: String?, into hasher: inout Hasher) {
        guard let text else {
            hasher.combine(-1)
            return
        }
        hasher.combine(text.utf8.count)
        ExactText(text).hash(into: &hasher)
    }
}
