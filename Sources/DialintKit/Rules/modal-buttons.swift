/// `modal-buttons`: a modal view without both a Cancel button and a button that completes the task.
struct ModalButtonsRule: Rule {
    static let description = RuleDescription(
        id: "modal-buttons",
        summary: "A modal view without both a Cancel button and a button that completes the task.",
        rationale: """
            A modal view is a separate, temporary mode: people need a way to abandon it (a cancel-role button) \
            and a way to finish the task and dismiss it (Done, Save, Send, Add...). Without both, the only way \
            out loses work or completes it without asking.
            """,
        guidelines: [
            .hig(.hig2008, "A modal view generally displays a button that completes the task and dismisses the view, and a Cancel button users can tap to abandon the task."),
            .hig(.hig2010, "A modal view often includes a navigation bar that contains a title and buttons that cancel or complete the modal view's task."),
        ],
        kinds: [.modal], englishOnly: false,
        reads: [.buttons],
        triggering: [
            Example(#"{"kind": "modal", "title": "New Message", "buttons": ↓[{"title": "Send"}]}"#),
            Example(#"{"kind": "modal", "title": "Edit Album", "buttons": ↓[{"title": "Cancel", "role": "cancel"}]}"#),
            Example(#"↓{"kind": "modal", "title": "Add Account"}"#),
        ],
        nonTriggering: [
            Example(#"{"kind": "modal", "title": "New Message", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Send"}]}"#),
            Example(#"{"kind": "modal", "title": "Edit Album", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Done", "preferred": true}]}"#),
            Example(#"{"kind": "modal", "locale": "fr", "title": "Nouveau message", "buttons": [{"title": "Annuler", "role": "cancel"}, {"title": "Envoyer"}]}"#),
        ])

    func check(_ dialog: Dialog, in context: RuleContext) -> [Finding] {
        let hasCancel = dialog.buttons.contains(where: \.isCancel)
        let hasCompletion = dialog.buttons.contains { !$0.isCancel }
        let missing: String
        switch (hasCancel, hasCompletion) {
        case (true, true): return []
        case (false, true): missing = "a Cancel button (role \"cancel\") to abandon the task"
        case (true, false): missing = "a button that completes the task, such as Done or Save"
        case (false, false): missing = "a Cancel button and a button that completes the task"
        }
        return [Finding(at: ["buttons"], "Modal view needs \(missing) (HIG \(context.citedEdition(among: [.hig2008, .hig2010])))")]
    }
}
