/// `modal-buttons`: a modal view without both a Cancel button and a button that completes the task.
struct ModalButtonsRule: Rule {
    static let description = RuleDescription(
        id: "modal-buttons",
        summary: "A modal view without both a Cancel button and a button that completes the task.",
        rationale: """
            A modal view is a separate, temporary mode: people need a way to abandon it (a cancel-role button) \
            and a way to finish the task and dismiss it (Done, Save, Send, Add...). Without both, the only way \
            out loses work or completes it without asking. An English view that only shows something \
            (Settings, About, Help, What's New, Details...) and is closed by Done, Close or OK has no task \
            to abandon; a Done button in the cancellation place completes the view whatever its role. Where no \
            button has the cancel role, one titled Cancel is no Cancel button (the catalog's definition): it \
            needs the role.
            """,
        guidelines: [
            .hig(.hig2008, "A modal view generally displays a button that completes the task and dismisses the view, and a Cancel button users can tap to abandon the task."),
            .hig(.hig2010, "A modal view often includes a navigation bar that contains a title and buttons that cancel or complete the modal view's task."),
        ],
        kinds: [.modal], englishOnly: false,
        reads: [.text, .buttons],
        triggering: [
            Example(#"{"kind": "modal", "title": "New Message", "buttons": ↓[{"title": "Send"}]}"#),
            Example(#"{"kind": "modal", "title": "Edit Album", "buttons": ↓[{"title": "Cancel", "role": "cancel"}]}"#),
            Example(#"{"kind": "modal", "title": "New Message", "buttons": ↓[{"title": "Cancel"}, {"title": "Send"}]}"#),
            Example(#"↓{"kind": "modal", "title": "Add Account"}"#),
            Example(#"{"kind": "modal", "title": "Edit Profile", "buttons": ↓[{"title": "Done", "role": "cancel"}]}"#),
            Example(#"{"kind": "modal", "title": "Crop Photo", "buttons": ↓[{"title": "Done"}]}"#),
            Example(#"{"kind": "modal", "locale": "de", "title": "Neuer Termin", "buttons": ↓[{"title": "OK"}]}"#),
        ],
        nonTriggering: [
            Example(#"{"kind": "modal", "title": "New Message", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Send"}]}"#),
            Example(#"{"kind": "modal", "title": "Settings", "buttons": [{"title": "Done", "role": "cancel"}]}"#),
            Example(#"{"kind": "modal", "title": "Sign In", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Sign In"}]}"#),
            Example(#"{"kind": "modal", "title": "What’s New", "buttons": [{"title": "Close"}]}"#),
            Example(#"{"kind": "modal", "title": "Edit Profile", "buttons": [{"title": "Done", "role": "cancel"}, {"title": "Cancel"}]}"#),
            Example(#"{"kind": "modal", "title": "Edit Album", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Done", "preferred": true}]}"#),
            Example(#"{"kind": "modal", "locale": "fr", "title": "Nouveau message", "buttons": [{"title": "Annuler", "role": "cancel"}, {"title": "Envoyer"}]}"#),
        ])

    /// Titles that finish a task whatever the button's role: a "Done" in the cancellation place ends the
    /// view and abandons nothing (sweep 44). Never "Cancel", which only abandons.
    private static let completions = ["done", "save", "ok", "okay"]
    /// Titles that only dismiss a view.
    private static let dismissals = ["done", "close", "ok", "okay", "dismiss"]
    /// Titles of English views that only show something and hold no task to abandon (sweep 44). A title
    /// that names a task ("Edit Profile", "Crop Photo", "Select Photos") is none of them (review 74).
    private static let viewsToRead: Set<String> = [
        "settings", "preferences", "about", "help", "what's new", "details", "info", "information",
        "acknowledgements", "acknowledgments", "licenses", "credits", "changelog", "release notes", "privacy policy",
        "terms of service", "activity", "history", "profile", "account", "statistics",
    ]

    func check(_ dialog: Dialog, in context: RuleContext) -> [Finding] {
        // A view that only shows something, closed by Done or Close, has no task to abandon ("Settings",
        // "About", "What’s New"; sweep 44).
        if dialog.isEnglish, !dialog.buttons.isEmpty, dialog.buttons.allSatisfy({ Self.dismissals.contains(where: $0.title.reads) }),
            let title = dialog.title, Self.viewsToRead.contains(AnalyzedText.fold(Substring(title)).collapsingWhitespace)
        {
            return []
        }
        let completes = dialog.buttons.map { button in
            !button.title.reads("cancel") && (!button.isCancel || Self.completions.contains(where: button.title.reads))
        }
        // "A Cancel button" is a cancel-role one (rules.md): a button titled Cancel without the role is none,
        // as for missing-cancel, where no button has the role (blind suite 39; under 2008 nothing else says
        // so). Beside a Done in the cancellation place, it is the way out that the role misplaced.
        let hasCancelRole = dialog.buttons.contains(where: \.isCancel)
        let hasTitledCancel = dialog.buttons.contains { $0.title.reads("cancel") }
        let hasCancel = zip(dialog.buttons, completes).contains { button, completes in button.isCancel && !completes }
            || hasCancelRole && hasTitledCancel
        let hasCompletion = completes.contains(true)
        let titledCancel = !hasCancelRole && hasTitledCancel
        let missing: String
        switch (hasCancel, hasCompletion) {
        case (true, true): return []
        case (false, true) where titledCancel: missing = "its Cancel button to have role \"cancel\" to abandon the task"
        case (false, false) where titledCancel:
            missing = "its Cancel button to have role \"cancel\", and a button that completes the task, such as Done or Save"
        case (false, true): missing = "a Cancel button (role \"cancel\") to abandon the task"
        case (true, false): missing = "a button that completes the task, such as Done or Save"
        case (false, false): missing = "a Cancel button and a button that completes the task"
        }
        return [Finding(at: ["buttons"], "Modal view needs \(missing) (HIG \(context.citedEdition(among: [.hig2008, .hig2010])))")]
    }
}
