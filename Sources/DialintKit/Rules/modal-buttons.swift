/// `modal-buttons`: a modal view without both a Cancel button and a button that completes the task.
struct ModalButtonsRule: Rule {
    static let description = RuleDescription(
        id: "modal-buttons",
        summary: "A modal view without both a Cancel button and a button that completes the task.",
        rationale: """
            A modal view is a separate, temporary mode: people need a way to abandon it (a cancel-role button) \
            and a way to finish the task and dismiss it (Done, Save, Send, Add...). Without both, the only way \
            out loses work or completes it without asking. A view that only shows something and is closed by \
            Done, Close or OK has no task to abandon, unless its title names one ("Edit Profile"); a Done \
            button in the cancellation place completes the view whatever its role.
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
            Example(#"↓{"kind": "modal", "title": "Add Account"}"#),
            Example(#"{"kind": "modal", "title": "Edit Profile", "buttons": ↓[{"title": "Done", "role": "cancel"}]}"#),
        ],
        nonTriggering: [
            Example(#"{"kind": "modal", "title": "New Message", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Send"}]}"#),
            Example(#"{"kind": "modal", "title": "Settings", "buttons": [{"title": "Done", "role": "cancel"}]}"#),
            Example(#"{"kind": "modal", "title": "Details", "buttons": [{"title": "Close"}]}"#),
            Example(#"{"kind": "modal", "title": "Edit Album", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Done", "preferred": true}]}"#),
            Example(#"{"kind": "modal", "locale": "fr", "title": "Nouveau message", "buttons": [{"title": "Annuler", "role": "cancel"}, {"title": "Envoyer"}]}"#),
        ])

    /// Titles that finish a task or a look, whatever the button's role: a "Done" in the cancellation
    /// place ends the view, and abandons nothing (sweep 44).
    private static let completions: Set<String> = ["done", "save", "ok", "okay"]
    /// Titles that only dismiss a view.
    private static let dismissals: Set<String> = ["done", "close", "ok", "okay", "dismiss"]
    /// First words of a title that names a task, one that can be abandoned: "New Message", "Edit Album".
    private static let taskVerbs: Set<String> = [
        "new", "add", "edit", "create", "compose", "rename", "change", "write", "set", "sign", "log", "join",
        "invite", "report", "send", "reply", "share", "import", "export", "move", "copy",
    ]

    func check(_ dialog: Dialog, in context: RuleContext) -> [Finding] {
        let titles = dialog.buttons.map { $0.title.lowercased().collapsingWhitespace }
        // A view that only shows something, closed by Done or Close, has no task to abandon ("Settings",
        // "Details", "About"; sweep 44): a title that names a task has one ("Edit Profile").
        let firstWordOfTitle = dialog.title?.split(separator: " ").first.map { $0.lowercased() } ?? ""
        if !titles.isEmpty, titles.allSatisfy(Self.dismissals.contains), !Self.taskVerbs.contains(firstWordOfTitle) { return [] }
        let completes = zip(dialog.buttons, titles).map { button, title in !button.isCancel || Self.completions.contains(title) }
        let hasCancel = zip(dialog.buttons, completes).contains { button, completes in button.isCancel && !completes }
        let hasCompletion = completes.contains(true)
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
