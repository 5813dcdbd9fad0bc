/// `title-missing`: an alert or a modal view without a title.
struct TitleMissingRule: Rule {
    static let description = RuleDescription(
        id: "title-missing",
        summary: "An alert or a modal view with no title, or an empty or blank one.",
        rationale: """
            An alert's title is what people read first: it says at a glance what happened. A modal view's \
            navigation bar title names the task ("New Message"). An empty or blank title counts as none. \
            Action sheets are left alone: they appear in answer to what people just did, and their buttons \
            can carry them without a title. Modal views are judged from 2008, as the catalog dates them (the \
            2008 text introduces modal views; the 2010 text first writes out their title), alerts from \
            2014, when the guidelines first call the alert title required.
            """,
        guidelines: [
            .hig(.hig2008, "Modal views provide more extensive functionality in the context of the current task or provide a way to perform a subtask directly related to the user's workflow."),
            .hig(.hig2010, "A modal view should usually display a title that identifies the task in some way."),
            .hig(.hig2014, "An alert: Displays a required title and an optional message"),
        ],
        kinds: [.alert, .modal], englishOnly: false,
        triggering: [
            Example(#"↓{"kind": "alert", "message": "The file couldn’t be saved.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Try Again"}]}"#),
            Example(#"{"kind": "alert", "title": ↓"  ", "message": "The file couldn’t be saved.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": ↓"\u200B", "message": "The file couldn’t be saved.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "modal", "title": ↓"", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Send"}]}"#),
            Example(#"↓{"kind": "modal", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Add"}]}"#, edition: .hig2008),
        ],
        nonTriggering: [
            Example(#"{"kind": "alert", "title": "Couldn’t save the document", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Try Again"}]}"#),
            Example(#"{"kind": "actionSheet", "buttons": [{"title": "Delete Photo", "role": "destructive"}, {"title": "Cancel", "role": "cancel"}]}"#),
            Example(#"{"kind": "modal", "title": "New Message", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Send"}]}"#),
            Example(#"{"kind": "alert", "title": "%@", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "message": "The file couldn’t be saved.", "buttons": [{"title": "OK"}]}"#, edition: .hig2010),
            Example(#"{"kind": "alert", "locale": "ja", "title": "保存できません", "buttons": [{"title": "OK"}]}"#),
        ])

    func check(_ dialog: Dialog, in context: RuleContext) -> [Finding] {
        // The catalog dates the modal view's title from 2008; its wording is the 2010 text's.
        let edition: Edition = dialog.kind == .modal ? .hig2008 : .hig2014
        guard context.edition >= edition else { return [] }
        let state: String
        switch dialog.title {
        case nil: state = "has no title"
        case ""?: state = "title is empty"
        case let title? where title.isBlank: state = "title is blank"
        default: return []
        }
        let advice = dialog.kind == .modal
            ? "name the task in the navigation bar (\"New Message\")"
            : "write a short title that describes the situation"
        return [Finding(at: ["title"], "\(dialog.kind.displayName.capitalizingFirstLetter) \(state); \(advice) (HIG \(edition))")]
    }
}
