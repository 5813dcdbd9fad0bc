/// `destructive-position`: an action sheet whose destructive button is not at the top.
struct DestructivePositionRule: Rule {
    static let description = RuleDescription(
        id: "destructive-position",
        summary: "An action sheet whose destructive button is not at the top.",
        rationale: """
            A destructive button belongs at the top of an action sheet, where people see it first and far \
            from the thumb's resting place, so it is read before it is tapped. With several destructive \
            buttons, all of them come before the others. Positions are judged as displayed (with \
            "buttonOrder": "added", in the order the code adds them, Cancel moved to the bottom). A Cancel \
            button above a destructive one is `cancel-position`'s business, so only the other buttons count.
            """,
        guidelines: [
            .hig(.hig2010, "It’s important to display such destructive buttons at the top of the action sheet"),
            .hig(.hig2016, "Set the button text for destructive or dangerous actions to red and place the action at the top of the sheet."),
        ],
        kinds: [.actionSheet], englishOnly: false,
        reads: [.buttons],
        triggering: [
            Example(#"{"kind": "actionSheet", "buttons": [{"title": "Save Draft"}, ↓{"title": "Delete Draft", "role": "destructive"}, {"title": "Cancel", "role": "cancel"}]}"#),
            Example(#"{"kind": "actionSheet", "buttons": [{"title": "Delete Series", "role": "destructive"}, {"title": "Share"}, ↓{"title": "Delete Occurrence", "role": "destructive"}, {"title": "Cancel", "role": "cancel"}]}"#),
            Example(#"{"kind": "actionSheet", "buttonOrder": "added", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Share Note"}, ↓{"title": "Delete Note", "role": "destructive"}]}"#, edition: .hig2010),
        ],
        nonTriggering: [
            Example(#"{"kind": "actionSheet", "buttons": [{"title": "Delete Draft", "role": "destructive"}, {"title": "Save Draft"}, {"title": "Cancel", "role": "cancel"}]}"#),
            Example(#"{"kind": "actionSheet", "buttons": [{"title": "Delete Series", "role": "destructive"}, {"title": "Delete Occurrence", "role": "destructive"}, {"title": "Cancel", "role": "cancel"}]}"#),
            Example(#"{"kind": "actionSheet", "buttonOrder": "added", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Delete Note", "role": "destructive"}, {"title": "Share Note"}]}"#),
            Example(#"{"kind": "actionSheet", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Delete Draft", "role": "destructive"}, {"title": "Save Draft"}]}"#),
            Example(#"{"kind": "alert", "title": "Delete this draft?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Delete", "role": "destructive"}]}"#),
            Example(#"{"kind": "actionSheet", "buttons": [{"title": "Save Draft"}, {"title": "Delete Draft", "role": "destructive"}, {"title": "Cancel", "role": "cancel"}]}"#, edition: .hig2008),
        ])

    func check(_ dialog: Dialog, in context: RuleContext) -> [Finding] {
        let edition = context.citedEdition(among: [.hig2010, .hig2016])
        // The order people see, without Cancel (placed by cancel-position's standard).
        let choices = dialog.displayedButtons.filter { !$0.isCancel }
        guard let firstOther = choices.firstIndex(where: { !$0.isDestructive }) else { return [] }
        return choices[firstOther...].filter(\.isDestructive).map { button in
            Finding(
                at: button.pointer,
                "Destructive button \"\(button.title)\" should be at the top of the action sheet, above \"\(choices[firstOther].title)\" (HIG \(edition))")
        }
    }
}
