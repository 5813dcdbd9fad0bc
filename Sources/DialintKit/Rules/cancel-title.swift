/// `cancel-title`: in a dialog with a destructive button, a cancel-role button not titled "Cancel".
struct CancelTitleRule: Rule {
    static let description = RuleDescription(
        id: "cancel-title",
        summary: "In a dialog with a destructive button, a cancel-role button not titled \"Cancel\".",
        rationale: """
            Beside a destructive action, the way out must be unmistakable: "Cancel" says that nothing \
            happens. A softer or contextual title ("Not Now", "Keep", "Don’t Allow") suits a question that \
            destroys nothing, and is left alone there. The comparison ignores case, surrounding spaces and \
            ending punctuation (those are other rules' business). When another button already has the title \
            "Cancel" (a destructive "Cancel" that stops a download), the finding says to retitle that one \
            rather than make two.
            """,
        guidelines: [
            .hig(.hig2023, "When the alert's action is destructive, the cancellation button needs a title like \"Cancel.\""),
        ],
        kinds: [.alert, .actionSheet], englishOnly: true,
        reads: [.buttons],
        triggering: [
            Example(#"{"kind": "alert", "title": "Delete this album?", "buttons": [{"title": ↓"Not Now", "role": "cancel"}, {"title": "Delete", "role": "destructive"}]}"#),
            Example(#"{"kind": "actionSheet", "buttons": [{"title": "Erase iPhone", "role": "destructive"}, {"title": ↓"Go Back", "role": "cancel"}]}"#),
            Example(#"{"kind": "alert", "title": "Cancel the download?", "buttons": [{"title": ↓"Resume", "role": "cancel"}, {"title": "Cancel", "role": "destructive"}]}"#),
        ],
        nonTriggering: [
            Example(#"{"kind": "alert", "title": "Delete this album?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Delete", "role": "destructive"}]}"#),
            Example(#"{"kind": "alert", "title": "Turn on iCloud Photos?", "buttons": [{"title": "Not Now", "role": "cancel"}, {"title": "Turn On"}]}"#),
            Example(#"{"kind": "alert", "title": "Delete this album?", "buttons": [{"title": "cancel ", "role": "cancel"}, {"title": "Delete", "role": "destructive"}]}"#),
            Example(#"{"kind": "alert", "locale": "fr", "title": "Supprimer cet album ?", "buttons": [{"title": "Annuler", "role": "cancel"}, {"title": "Supprimer", "role": "destructive"}]}"#),
            Example(#"{"kind": "alert", "title": "Delete this album?", "buttons": [{"title": "Not Now", "role": "cancel"}, {"title": "Delete", "role": "destructive"}]}"#, edition: .hig2016),
        ])

    func check(_ dialog: Dialog, in context: RuleContext) -> [Finding] {
        guard let destructive = dialog.destructiveButtons.first else { return [] }
        return dialog.cancelButtons.filter { !isTitledCancel($0, in: context) }.map { button in
            // "Cancel download?" with Resume (cancel) and Cancel (destructive): a second "Cancel" would make two.
            if let cancelTitled = dialog.buttons.first(where: { !$0.isCancel && isTitledCancel($0, in: context) }) {
                return Finding(
                    at: button.titlePointer,
                    "Cancel button \"\(button.title)\" backs out, but \"\(cancelTitled.title)\" titles another button; title that one for what it does (\"Stop Download\") and this one \"Cancel\" (HIG 2023)")
            }
            return Finding(
                at: button.titlePointer,
                "Cancel button \"\(button.title)\" backs out of the destructive \"\(destructive.title)\"; title it \"Cancel\" (HIG 2023)")
        }
    }

    /// "Cancel", whatever its case, spaces and ending punctuation.
    private func isTitledCancel(_ button: Button, in context: RuleContext) -> Bool {
        context.words.analyzed(button.title).foldedWords == ["cancel"]
    }
}
