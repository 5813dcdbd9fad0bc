/// `preferred-button`: a preferred button where there must be none, or more than one.
struct PreferredButtonRule: Rule {
    static let description = RuleDescription(
        id: "preferred-button",
        summary: "More than one preferred button (an error); a preferred button in a three-button alert with a Cancel button; a preferred destructive button where a Cancel button exists.",
        rationale: """
            An alert has at most one preferred button: it gets the Return key and the emphasis, and UIKit \
            keeps a single `preferredAction`, so a second one is an error. In an alert of three or more \
            buttons that includes a Cancel button, all buttons should weigh the same, so none is preferred. \
            And the safe choice, not the destructive one, should be the easy one: where a Cancel button \
            exists, make Cancel preferred rather than the destructive button. A Cancel button is a button \
            with role cancel.
            """,
        guidelines: [
            .hig(.hig2023, "In a three-button alert that includes a Cancel button, don't make a button the preferred one."),
            .hig(.hig2023, "Create a Cancel button for every destructive action, and make it the alert's preferred button if possible."),
        ],
        kinds: [.alert], englishOnly: false,
        reads: [.buttons],
        triggering: [
            Example(#"{"kind": "alert", "title": "Save changes?", "buttons": [{"title": "Cancel", "role": "cancel", "preferred": true}, ↓{"title": "Save", "preferred": true}]}"#),
            Example(#"{"kind": "alert", "title": "Save changes?", "buttons": [{"title": "Don’t Save", "role": "destructive"}, {"title": "Cancel", "role": "cancel"}, ↓{"title": "Save", "preferred": true}]}"#),
            Example(#"{"kind": "alert", "title": "Delete this list?", "buttons": [{"title": "Cancel", "role": "cancel"}, ↓{"title": "Delete", "role": "destructive", "preferred": true}]}"#),
        ],
        nonTriggering: [
            Example(#"{"kind": "alert", "title": "Delete this list?", "buttons": [{"title": "Cancel", "role": "cancel", "preferred": true}, {"title": "Delete", "role": "destructive"}]}"#),
            Example(#"{"kind": "alert", "title": "Sign in to continue", "buttons": [{"title": "Not Now", "role": "cancel"}, {"title": "Sign In", "preferred": true}]}"#),
            Example(#"{"kind": "alert", "title": "Save a copy?", "buttons": [{"title": "Keep Editing"}, {"title": "Discard"}, {"title": "Save Copy", "preferred": true}]}"#),
            Example(#"{"kind": "alert", "title": "Save changes?", "buttons": [{"title": "Cancel", "role": "cancel", "preferred": true}, {"title": "Save", "preferred": true}]}"#, edition: .hig2016),
        ])

    func check(_ dialog: Dialog, in context: RuleContext) -> [Finding] {
        let preferred = dialog.buttons.filter(\.preferred)
        guard let first = preferred.first else { return [] }
        let cancel = dialog.cancelButtons.first
        var findings: [Finding] = preferred.dropFirst().map { button in
            Finding(
                at: button.pointer,
                "\"\(button.title)\" is preferred too, after \"\(first.title)\"; an alert has at most one preferred button",
                severity: .error)
        }
        // One finding per button: a second preferred button is already reported.
        guard let cancel else { return findings }
        if dialog.buttons.count >= 3 {
            findings.append(Finding(
                at: first.pointer,
                "Don’t make \"\(first.title)\" preferred in \(dialog.buttons.count == 3 ? "a three-button alert" : "an alert of \(dialog.buttons.count) buttons") with a Cancel button; give the buttons equal weight (HIG 2023)"))
        } else if first.isDestructive {
            findings.append(Finding(
                at: first.pointer,
                "Destructive button \"\(first.title)\" is preferred; make \"\(cancel.title)\" the preferred button instead (HIG 2023)"))
        }
        return findings
    }
}
