/// `cancel-position`: a Cancel button out of the place the edition gives it.
struct CancelPositionRule: Rule {
    static let description = RuleDescription(
        id: "cancel-position",
        summary: "A Cancel button out of place: in a two-button alert (per edition), stacked alert buttons, an action sheet or a modal view's navigation bar.",
        rationale: """
            People find the way out where they expect it. In a two-button alert Cancel is on the left \
            (leading) in 2016 and 2023; in 2014 it is on the left unless the likely button (the preferred \
            button, else the other one) is destructive, when Cancel goes right; 2010 states no rule. Cancel is \
            the last of stacked alert buttons (from 2014) and the bottom button of an action sheet (from 2010), \
            and the leading button of a modal view's navigation bar. Positions are judged as displayed: with \
            "buttonOrder": "added" the system places a cancel-role button itself, on the left of two, where \
            the 2014 guideline wants it on the right of a destructive button (reported: people see it there). A Cancel button is a button with role cancel; \
            a button merely titled Cancel is `cancel-role`'s business, and several cancel buttons are \
            `multiple-cancel`'s.
            """,
        guidelines: [
            .hig(.hig2010, "Be sure to display the Cancel button at the bottom of an action sheet."),
            .hig(.hig2010, "a modal view appears that contains text areas for the addresses and message, a keyboard for input, a Cancel, and a Send button."),
            .hig(.hig2014, "When the most likely button performs a destructive action, it should be on the left in a two-button alert. The button that cancels this action should be on the right."),
            .hig(.hig2016, "the \"Cancel\" button will always be on the left side."),
            .hig(.hig2023, "The Cancel button is on the leading side of a two-button alert."),
        ],
        kinds: [.alert, .actionSheet, .modal], englishOnly: false,
        reads: [.buttons],
        triggering: [
            Example(#"{"kind": "alert", "title": "Save changes?", "buttons": [{"title": "Save"}, ↓{"title": "Cancel", "role": "cancel"}]}"#),
            Example(#"{"kind": "alert", "title": "Delete this photo?", "buttons": [{"title": "Delete", "role": "destructive"}, ↓{"title": "Cancel", "role": "cancel"}]}"#),
            Example(#"{"kind": "alert", "title": "Delete this photo?", "buttons": [↓{"title": "Cancel", "role": "cancel"}, {"title": "Delete", "role": "destructive"}]}"#, edition: .hig2014),
            Example(#"{"kind": "alert", "title": "Delete this photo?", "buttonOrder": "added", "buttons": [{"title": "Delete", "role": "destructive"}, ↓{"title": "Cancel", "role": "cancel"}]}"#, edition: .hig2014),
            Example(#"{"kind": "alert", "title": "Turn on Location Services?", "buttons": [{"title": "Turn On"}, ↓{"title": "Not Now", "role": "cancel"}]}"#, edition: .hig2016),
            Example(#"{"kind": "alert", "title": "Save changes?", "buttons": [{"title": "Don’t Save"}, ↓{"title": "Cancel", "role": "cancel"}, {"title": "Save"}]}"#),
            Example(#"{"kind": "actionSheet", "buttons": [↓{"title": "Cancel", "role": "cancel"}, {"title": "Delete Draft", "role": "destructive"}, {"title": "Save Draft"}]}"#, edition: .hig2010),
            Example(#"{"kind": "modal", "title": "New Message", "buttons": [{"title": "Send"}, ↓{"title": "Cancel", "role": "cancel"}]}"#),
        ],
        nonTriggering: [
            Example(#"{"kind": "alert", "title": "Delete this photo?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Delete", "role": "destructive"}]}"#),
            Example(#"{"kind": "alert", "title": "Delete this photo?", "buttons": [{"title": "Delete", "role": "destructive"}, {"title": "Cancel", "role": "cancel"}]}"#, edition: .hig2014),
            Example(#"{"kind": "alert", "title": "Delete this photo?", "buttons": [{"title": "Cancel", "role": "cancel", "preferred": true}, {"title": "Delete", "role": "destructive"}]}"#, edition: .hig2014),
            Example(#"{"kind": "alert", "title": "Save changes?", "buttons": [{"title": "Save"}, {"title": "Cancel", "role": "cancel"}]}"#, edition: .hig2010),
            Example(#"{"kind": "alert", "title": "Save changes?", "buttonOrder": "added", "buttons": [{"title": "Save", "preferred": true}, {"title": "Not Now", "role": "cancel"}]}"#),
            Example(#"{"kind": "actionSheet", "buttonOrder": "added", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Delete Draft", "role": "destructive"}, {"title": "Save Draft"}]}"#),
            Example(#"{"kind": "actionSheet", "buttons": [{"title": "Delete Draft", "role": "destructive"}, {"title": "Save Draft"}, {"title": "Annuler", "role": "cancel"}]}"#),
            Example(#"{"kind": "actionSheet", "buttons": [{"title": "Cancel"}, {"title": "Delete Draft", "role": "destructive"}, {"title": "Save Draft"}]}"#),
            Example(#"{"kind": "modal", "title": "New Message", "buttonOrder": "added", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Send"}]}"#),
        ])

    func check(_ dialog: Dialog, in context: RuleContext) -> [Finding] {
        // Several cancel buttons are multiple-cancel's business; none, missing-cancel's.
        guard let cancel = dialog.buttons.first(where: \.isCancel),
            dialog.buttons.lastIndex(where: \.isCancel) == dialog.buttons.firstIndex(where: \.isCancel)
        else { return [] }
        let displayed = dialog.displayedButtons
        guard let position = displayed.firstIndex(where: \.isCancel) else { return [] }
        let isFirst = position == 0
        let isLast = position == displayed.count - 1
        let name = cancel.title == "Cancel" ? "Cancel" : "The cancel button \"\(cancel.title)\""
        var complaint: FindingMessage?
        switch dialog.kind {
        case .modal where !isFirst:
            complaint = "\(name) should be the leading button of a modal view’s navigation bar (HIG 2010)"
        case .actionSheet where !isLast:
            let edition = context.citedEdition(among: [.hig2010, .hig2016])
            complaint = "\(name) should be the bottom button of an action sheet (HIG \(edition))"
        case .alert where displayed.count >= 3 && context.edition >= .hig2014 && !isLast:
            complaint = "\(name) should be the last of the stacked alert buttons (HIG 2014)"
        case .alert where displayed.count == 2:
            complaint = twoButtonComplaint(dialog, displayed: displayed, cancelIsLeft: isFirst, name: name, context: context)
        default:
            break
        }
        return complaint.map { [Finding(at: cancel.pointer, $0)] } ?? []
    }

    /// What is wrong with Cancel's side in a two-button alert under the chosen edition, if anything.
    private func twoButtonComplaint(
        _ dialog: Dialog, displayed: [Button], cancelIsLeft: Bool, name: String, context: RuleContext
    ) -> FindingMessage? {
        switch context.edition {
        case .hig2008, .hig2010:
            return nil
        case .hig2014:
            // The likely button: the preferred one, else the one that is not Cancel.
            let likely = displayed.first(where: \.preferred) ?? displayed.first { !$0.isCancel }
            if likely?.isDestructive == true {
                guard cancelIsLeft else { return nil }
                if dialog.buttonOrder == .added {
                    return "\(name) is shown on the left, where the system puts a cancel-role button, but should be on the right when the likely button is destructive (HIG 2014)"
                }
                return "\(name) should be on the right when the likely button is destructive (HIG 2014)"
            }
            return cancelIsLeft ? nil : "\(name) should be on the left when the likely button is not destructive (HIG 2014)"
        case .hig2016:
            return cancelIsLeft ? nil : "\(name) should be on the left in a two-button alert (HIG 2016)"
        case .hig2023:
            return cancelIsLeft ? nil : "\(name) should be the leading button in a two-button alert (HIG 2023)"
        }
    }
}
