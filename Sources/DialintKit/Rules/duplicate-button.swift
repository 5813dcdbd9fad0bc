/// `duplicate-button`: two buttons of one dialog with the same title.
struct DuplicateButtonRule: Rule {
    static let description = RuleDescription(
        id: "duplicate-button",
        summary: "Two buttons with the same title in one dialog.",
        rationale: """
            People choose a button by its title; two buttons titled alike cannot be told apart, and usually \
            one of them is a copy-paste slip. Titles are compared whatever their case, surrounding spaces and \
            apostrophe or quotation mark style (Don't, Don’t) and punctuation, all but an ellipsis: "Save…" \
            asks for more before it saves, and is not "Save" (periods and an ellipsis are one mark). Titles \
            holding a run-time value (Open in %@) are left alone, \
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
            Example(#"{"kind": "actionSheet", "buttons": [{"title": "Rename…"}, ↓{"title": "Rename..."}, {"title": "Cancel", "role": "cancel"}]}"#),
            Example(#"{"kind": "actionSheet", "buttons": [{"title": "Save"}, ↓{"title": "Save."}, {"title": "Cancel", "role": "cancel"}]}"#),
        ],
        nonTriggering: [
            Example(#"{"kind": "alert", "title": "Save changes?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Save"}]}"#),
            Example(#"{"kind": "actionSheet", "buttons": [{"title": "Open in %@"}, {"title": "Open in %@"}, {"title": "Cancel", "role": "cancel"}]}"#),
            Example(#"{"kind": "actionSheet", "buttons": [{"title": "Delete Series", "role": "destructive"}, {"title": "Delete Occurrence", "role": "destructive"}, {"title": "Cancel", "role": "cancel"}]}"#),
            Example(#"{"kind": "actionSheet", "buttons": [{"title": "Save"}, {"title": "Save…"}, {"title": "Cancel", "role": "cancel"}]}"#),
            Example(#"{"kind": "actionSheet", "buttons": [{"title": "Delete File"}, {"title": "Delete File(s)"}, {"title": "Cancel", "role": "cancel"}]}"#),
        ])

    func check(_ dialog: Dialog, in context: RuleContext) -> [Finding] {
        guard dialog.buttons.count > 1 else { return [] }
        // A handful of buttons: a list is cheaper than a table, up to a point (an action sheet of 50,000
        // buttons took 2.5 s comparing each with all before it).
        let usesTable = dialog.buttons.count > 16
        var seen: [(key: String, title: String)] = []
        var table: [String: String] = [:]
        var findings: [Finding] = []
        for button in dialog.buttons {
            let text = context.words.analyzed(button.title)
            guard !text.wordIndexes.isEmpty, !text.wordIndexes.contains(where: { text.tokens[$0].kind == .placeholder })
            else { continue }
            let key = Self.comparable(text)
            if let first = usesTable ? table[key] : seen.first(where: { $0.key == key })?.title {
                findings.append(Finding(
                    at: button.pointer,
                    "Button title \"\(button.title)\" repeats \"\(first)\"; give each button a title of its own"))
            } else if usesTable {
                table[key] = button.title
            } else {
                seen.append((key, button.title))
            }
        }
        return findings
    }

    /// A title as compared: its words folded (case and apostrophe style do not count), with an optional
    /// plural as written ("File(s)" is not "File"), and whether it ends with an ellipsis; other marks
    /// and spacing left out.
    private static func comparable(_ text: AnalyzedText) -> String {
        var key = ""
        for index in text.wordIndexes {
            let word = text.tokens[index].text
            key += "\u{1}" + text.folded[index] + word.suffix(Tokenizer.optionalPluralLength(word)).lowercased()
        }
        let marks = text.tokens.reversed().prefix { !$0.isWordLike }.map(\.text).reversed().joined()
        return marks.contains("…") || marks.contains("..") ? key + "…" : key
    }
}
