/// `single-button-alert`: an alert with exactly one button.
struct SingleButtonAlertRule: Rule {
    static let description = RuleDescription(
        id: "single-button-alert",
        summary: "An alert with exactly one button: it informs without giving people any control.",
        rationale: """
            Every edition prefers two-button alerts. A single-button alert only informs, and information that \
            needs no decision is better shown in the app's own UI, a banner or an overlay that disappears by \
            itself. Where an alert is the right tool, give people a choice.
            """,
        guidelines: [
            .hig(.hig2010, "It is rarely a good idea to display an alert with a single button because such an alert is merely informative; it does not give people any control over the situation."),
            .hig(.hig2014, "A single button alert is less likely to be helpful because it informs people without giving them any control over the situation."),
            .hig(.hig2016, "A single-button warning pop-up does not give the user a sense of control over the situation."),
            .hig(.hig2023, "In general, use two-button alerts. A two-button alert provides an easy choice between two alternatives."),
        ],
        kinds: [.alert], englishOnly: false,
        reads: [.buttons],
        triggering: [
            Example(#"{"kind": "alert", "title": "Couldn’t save the document", "buttons": [↓{"title": "OK"}]}"#),
        ],
        nonTriggering: [
            Example(#"{"kind": "alert", "title": "Couldn’t save the document", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Try Again"}]}"#),
            Example(#"{"kind": "actionSheet", "buttons": [{"title": "Cancel", "role": "cancel"}]}"#),
        ])

    func check(_ dialog: Dialog, in context: RuleContext) -> [Finding] {
        guard dialog.buttons.count == 1, let button = dialog.buttons.first else { return [] }
        return [Finding(
            at: button.pointer,
            "Alert has a single button (\"\(button.title)\"); it informs without giving a choice. Offer two buttons, or show the information in the app instead")]
    }
}
