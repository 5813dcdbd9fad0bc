/// `duplicate-button`: two buttons of one dialog with the same title.
struct DuplicateButtonRule: Rule {
    static let description = RuleDescription(
        id: "duplicate-button",
        summary: "Two buttons with the same title in one dialog.",
        rationale: """
            People choose a button by its title; two buttons titled alike cannot be told apart, and usually \
            one of them is a copy-paste slip. Titles are compared whatever their case, surrounding spaces and \
            apostrophe style (Don't, Don’t). Titles holding a run-time value (Open in %@) are left alone, \
            since the values may differ; so are empty titles. The later duplicate in the file is reported.
            """,
        guidelines: [
            .beyondHIG("dialint", "Each button of a dialog does something different, so each needs a title of its own."),
        ],
        kinds: [.alert, .actionSheet, .modal], englishOnly: false,
        reads: [.buttons],
        triggering: [
            Example(#"{"kind": "alert", "title": "Save changes?", "buttons": [{"title": "Save", "role": "cancel"}, ↓{"title": "Save"}]}"#),
            Example(#"{"kind": "actionSheet", "buttons": [{"title": "Don’t Save", "role": "destructive"}, {"title": "Share"}, ↓{"title": "don't save "}, {"title": "Cancel", "role": "cancel"}]}"#),
            Example(#"{"kind": "modal", "locale": "fr", "title": "Nouveau message", "buttons": [{"title": "Annuler", "role": "cancel"}, ↓{"title": "Annuler"}]}"#),
        ],
        nonTriggering: [
            Example(#"{"kind": "alert", "title": "Save changes?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Save"}]}"#),
            Example(#"{"kind": "actionSheet", "buttons": [{"title": "Open in %@"}, {"title": "Open in %@"}, {"title": "Cancel", "role": "cancel"}]}"#),
            Example(#"{"kind": "actionSheet", "buttons": [{"title": "Delete Series", "role": "destructive"}, {"title": "Delete Occurrence", "role": "destructive"}, {"title": "Cancel", "role": "cancel"}]}"#),
        ])

    func check(_ dialog: Dialog, in context: RuleContext) -> [Finding] {
        guard dialog.buttons.count > 1 else { return [] }
        // A handful of buttons: a list is cheaper than a table.
        var seen: [(words: AnalyzedText, title: String)] = []
        var findings: [Finding] = []
        for button in dialog.buttons {
            let text = context.words.analyzed(button.title)
            guard !text.wordIndexes.isEmpty, !text.wordIndexes.contains(where: { text.tokens[$0].kind == .placeholder })
            else { continue }
            if let first = seen.first(where: { Self.sameWords($0.words, text) }) {
                findings.append(Finding(
                    at: button.pointer,
                    "Button title \"\(button.title)\" repeats \"\(first.title)\"; give each button a title of its own"))
            } else {
                seen.append((text, button.title))
            }
        }
        return findings
    }

    /// Compared as words: case, apostrophe style and spacing do not make a title different.
    private static func sameWords(_ a: AnalyzedText, _ b: AnalyzedText) -> Bool {
        a.wordIndexes.count == b.wordIndexes.count
            && zip(a.wordIndexes, b.wordIndexes).allSatisfy { a.folded[$0] == b.folded[$1] }
    }
}
