/// `action-sheet-message`: an action sheet that carries a message.
struct ActionSheetMessageRule: Rule {
    static let description = RuleDescription(
        id: "action-sheet-message",
        summary: "An action sheet that carries a message.",
        rationale: """
            An action sheet appears in answer to something people just did, so its arrival needs no \
            explanation: the buttons, with the action that opened the sheet, are context enough. Put what \
            must be said in the title, or use an alert. An empty message shows nothing and is left alone \
            (a blank one is the `whitespace` rule's business).
            """,
        guidelines: [
            .hig(.hig2008, "You should not have to add a message to an action sheet because the button labels, in conjunction with the task being performed, should provide enough context for the user to understand their choices."),
            .hig(.hig2010, "Unlike an alert, an action sheet should not need to display a textual message."),
            // The 2016 text treats action sheets and alerts together ("Action Sheets & Alerts").
            .hig(.hig2016, "Fewer text people read better on one screen and try to avoid additional informational messages"),
        ],
        kinds: [.actionSheet], englishOnly: false,
        triggering: [
            Example(#"{"kind": "actionSheet", "title": "Delete this draft?", "message": ↓"The draft will be removed from all devices.", "buttons": [{"title": "Delete Draft", "role": "destructive"}, {"title": "Cancel", "role": "cancel"}]}"#),
            Example(#"{"kind": "actionSheet", "message": ↓"Choose how to share the photo.", "buttons": [{"title": "Mail"}, {"title": "Messages"}, {"title": "Cancel", "role": "cancel"}]}"#, edition: .hig2008),
            Example(#"{"kind": "actionSheet", "locale": "de", "message": ↓"Der Entwurf wird gelöscht.", "buttons": [{"title": "Entwurf löschen", "role": "destructive"}, {"title": "Abbrechen", "role": "cancel"}]}"#),
        ],
        nonTriggering: [
            Example(#"{"kind": "actionSheet", "title": "Delete this draft?", "buttons": [{"title": "Delete Draft", "role": "destructive"}, {"title": "Cancel", "role": "cancel"}]}"#),
            Example(#"{"kind": "actionSheet", "message": "", "buttons": [{"title": "Delete Draft", "role": "destructive"}, {"title": "Cancel", "role": "cancel"}]}"#),
            Example(#"{"kind": "alert", "title": "Delete this draft?", "message": "The draft will be removed from all devices.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Delete", "role": "destructive"}]}"#),
        ])

    func check(_ dialog: Dialog, in context: RuleContext) -> [Finding] {
        guard let message = dialog.message, !message.isBlank else { return [] }
        return [Finding(
            at: ["message"],
            "Action sheet carries a message; its buttons and the action that opened it should explain the choice, so drop the message or use the title (HIG \(context.citedEdition(among: [.hig2008, .hig2010])))")]
    }
}
