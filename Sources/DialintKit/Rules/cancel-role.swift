/// `cancel-role`: a button titled "Cancel" without role cancel.
struct CancelRoleRule: Rule {
    static let description = RuleDescription(
        id: "cancel-role",
        summary: "A button titled \"Cancel\" without role cancel.",
        rationale: """
            The system only treats a button as the way out when it has role cancel: it places it (leading in \
            an alert, at the bottom of an action sheet), gives it the Escape key, and uses it when people tap \
            outside a popover. A button titled Cancel without the role looks like the way out but behaves like \
            any other. The title is compared whatever its case and surrounding spaces; the rule applies in \
            every locale but only recognises the English title.
            """,
        guidelines: [
            .hig(.hig2010, "Be sure to properly identify which button is the Cancel button in your code"),
            .hig(.hig2016, "There should always be a button to cancel the warning, and the general text is \"Cancel\"."),
        ],
        kinds: [.alert, .actionSheet, .modal], englishOnly: false,
        reads: [.buttons],
        triggering: [
            Example(#"{"kind": "alert", "title": "Save changes?", "buttons": [↓{"title": "Cancel"}, {"title": "Save"}]}"#),
            Example(#"{"kind": "actionSheet", "buttons": [{"title": "Delete Draft", "role": "destructive"}, {"title": "Save Draft"}, ↓{"title": " cancel "}]}"#),
            Example(#"{"kind": "alert", "title": "Stop the download?", "buttons": [{"title": "Keep Downloading", "role": "cancel"}, ↓{"title": "Cancel", "role": "destructive"}]}"#),
            Example(#"{"kind": "modal", "title": "New Event", "buttons": [↓{"title": "Cancel"}, {"title": "Add"}]}"#, edition: .hig2010),
        ],
        nonTriggering: [
            Example(#"{"kind": "alert", "title": "Save changes?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Save"}]}"#),
            Example(#"{"kind": "alert", "title": "End your subscription?", "buttons": [{"title": "Keep", "role": "cancel"}, {"title": "Cancel Subscription", "role": "destructive"}]}"#),
            Example(#"{"kind": "alert", "locale": "fr", "title": "Enregistrer ?", "buttons": [{"title": "Annuler", "role": "cancel"}, {"title": "Enregistrer"}]}"#),
            Example(#"{"kind": "alert", "title": "Save changes?", "buttons": [{"title": "Cancel"}, {"title": "Save"}]}"#, edition: .hig2008),
        ])

    func check(_ dialog: Dialog, in context: RuleContext) -> [Finding] {
        let edition = context.citedEdition(among: [.hig2010, .hig2016])
        let cancel = dialog.cancelButtons.first
        return dialog.buttons.filter { !$0.isCancel && $0.title.reads("cancel") }.map { button in
            let problem = if let cancel {
                "has no role \"cancel\", but \"\(cancel.title)\" has: keep one way out, titled Cancel"
            } else if button.isDestructive {
                "is destructive; give it role \"cancel\", or a title that names what it destroys"
            } else {
                "needs role \"cancel\" so the system treats it as the way out"
            }
            return Finding(at: button.pointer, "Button \"\(button.title)\" \(problem) (HIG \(edition))")
        }
    }
}
