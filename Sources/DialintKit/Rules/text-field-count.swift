/// `text-field-count`: more than one text field in an alert.
struct TextFieldCountRule: Rule {
    static let description = RuleDescription(
        id: "text-field-count",
        summary: "An alert with more than one text field, except a name and a secure password pair.",
        rationale: """
            An alert asks for a small amount of information: a single line of text, or a secure field for a \
            password. A user name with a secure password is the one pair the system itself shows in an alert (in \
            either order). Anything more is a form, and belongs in a modal view: one finding, at the first \
            field too many.
            """,
        guidelines: [
            .hig(.hig2023, "Include a text field in an alert only when you need a small amount of information from people. You can use a single text field to let people enter a user name or a single line of text. A secure text field is appropriate for a password. If you need more than a single line of text from people, use a modal view instead of an alert."),
        ],
        kinds: [.alert], englishOnly: false,
        triggering: [
            Example(#"{"kind": "alert", "title": "New contact", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Add"}], "textFields": [{"placeholder": "First name"}, ↓{"placeholder": "Last name"}]}"#),
            Example(#"{"kind": "alert", "title": "Sign in", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Sign In"}], "textFields": [{"placeholder": "Email"}, {"placeholder": "Password", "secure": true}, ↓{"placeholder": "Code"}]}"#),
        ],
        nonTriggering: [
            Example(#"{"kind": "alert", "title": "Sign in to the server", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Sign In"}], "textFields": [{"placeholder": "User name"}, {"placeholder": "Password", "secure": true}]}"#),
            Example(#"{"kind": "alert", "title": "Unlock the vault", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Unlock"}], "textFields": [{"placeholder": "Password", "secure": true}, {"placeholder": "User name"}]}"#),
            Example(#"{"kind": "alert", "title": "Rename album", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Save"}], "textFields": [{"placeholder": "Album name"}]}"#),
            Example(#"{"kind": "alert", "title": "Enter the password", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "OK"}], "textFields": [{"placeholder": "Password", "secure": true}]}"#),
        ])

    func check(_ dialog: Dialog, in context: RuleContext) -> [Finding] {
        let fields = dialog.textFields
        guard fields.count > 1 else { return [] }
        // A plain field and a secure one are the system's own sign-in pair, in whichever order they are written.
        if fields.count == 2, fields[0].secure != fields[1].secure { return [] }
        // One finding for the dialog, at the first field too many: after the sign-in pair, if it opens the list.
        let firstTooMany = fields[0].secure != fields[1].secure ? fields[2] : fields[1]
        return [Finding(at: firstTooMany.pointer,
            "Alert has \(fields.count) text fields; ask for one line (or a name and a password) in an alert, and use a modal view for more (HIG 2023)")]
    }
}
