/// `missing-cancel`: an action sheet, or a dialog with a destructive button, without a Cancel button.
struct MissingCancelRule: Rule {
    static let description = RuleDescription(
        id: "missing-cancel",
        summary: "An action sheet without a cancel-role button, or a dialog with a destructive button and no cancel-role button.",
        rationale: """
            People must be able to back out: an action sheet offers a way out at its bottom, and every \
            destructive action needs a Cancel button beside it. Only a button with role cancel counts, since \
            the system gives it the Escape key, the tap outside a popover and its place. A button merely titled \
            Cancel is no Cancel button: the dialog is reported here, with the advice to give that button the \
            role, and the button by `cancel-role`. An action sheet with no buttons at all is reported too, as \
            well as by `button-count`.
            """,
        guidelines: [
            .hig(.hig2010, "the alert should display two buttons: one that dismisses the alert and performs the action and one that dismisses the alert without performing the action."),
            .hig(.hig2010, "Be sure to display the Cancel button at the bottom of an action sheet."),
            .hig(.hig2016, "Provide a cancel button for greater clarity."),
            .hig(.hig2023, "Create a Cancel button for every destructive action, and make it the alert's preferred button if possible."),
        ],
        kinds: [.alert, .actionSheet, .modal], englishOnly: false,
        reads: [.buttons],
        triggering: [
            Example(#"{"kind": "actionSheet", "buttons": ↓[{"title": "Reply"}, {"title": "Forward"}, {"title": "Print"}]}"#),
            Example(#"{"kind": "alert", "title": "Delete this list?", "buttons": ↓[{"title": "Keep"}, {"title": "Delete", "role": "destructive"}]}"#),
            Example(#"{"kind": "alert", "title": "Account closed", "buttons": ↓[{"title": "Erase Data", "role": "destructive"}]}"#),
            Example(#"{"kind": "modal", "title": "Edit Profile", "buttons": ↓[{"title": "Delete", "role": "destructive"}, {"title": "Done"}]}"#),
            Example(#"{"kind": "actionSheet", "buttons": ↓[{"title": "Delete", "role": "destructive"}, {"title": "Cancel"}]}"#),
            Example(#"{"kind": "actionSheet", "buttons": ↓[]}"#),
        ],
        nonTriggering: [
            Example(#"{"kind": "actionSheet", "buttons": [{"title": "Reply"}, {"title": "Forward"}, {"title": "Cancel", "role": "cancel"}]}"#),
            Example(#"{"kind": "alert", "title": "Delete this list?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Delete", "role": "destructive"}]}"#),
            Example(#"{"kind": "alert", "title": "Couldn’t save the document", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "actionSheet", "locale": "fr", "buttons": [{"title": "Supprimer", "role": "destructive"}, {"title": "Annuler", "role": "cancel"}]}"#),
            Example(#"{"kind": "actionSheet", "buttons": [{"title": "Reply"}, {"title": "Forward"}]}"#, edition: .hig2008),
        ])

    func check(_ dialog: Dialog, in context: RuleContext) -> [Finding] {
        // An action sheet with no buttons at all has no Cancel button either (rules.md: "an action sheet
        // without a cancel-role button"; blind suite 22), besides button-count's finding.
        guard dialog.cancelButtons.isEmpty else { return [] }
        // A button titled Cancel without the role is no Cancel button (rules.md), but the remedy is its role.
        let remedy = dialog.buttons.first(where: { $0.title.reads("cancel") && !$0.isDestructive })
            .map { "give \"\($0.title)\" role \"cancel\"" }
        if let destructive = dialog.destructiveButtons.first {
            let edition = context.citedEdition(among: [.hig2010, .hig2016, .hig2023])
            return [Finding(
                at: ["buttons"],
                "Destructive button \"\(destructive.title)\" has no Cancel button beside it; \(remedy ?? "add one with role \"cancel\"") (HIG \(edition))")]
        }
        if dialog.kind == .actionSheet {
            let edition = context.citedEdition(among: [.hig2010, .hig2016])
            return [Finding(
                at: ["buttons"],
                "Action sheet has no Cancel button; \(remedy ?? "add one with role \"cancel\" at the bottom") (HIG \(edition))")]
        }
        return []
    }
}
