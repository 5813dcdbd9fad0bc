/// `button-count`: too few or too many buttons for the kind of dialog.
struct ButtonCountRule: Rule {
    static let maxActionSheetButtons = RuleOption(
        "maxActionSheetButtons", default: 7, minimum: 2,
        "The most buttons an action sheet may have before it scrolls. Seven, Cancel included, fit on the smallest current iPhone in portrait with a title.")

    static let description = RuleDescription(
        id: "button-count",
        summary: "An alert with no buttons or with three or more; an action sheet with fewer than two buttons, or so many that it scrolls.",
        rationale: """
            People must be able to dismiss an alert, so it needs a button. Two buttons make the easiest choice; \
            three or more make an alert complex, and more than two choices belong in an action sheet. An action \
            sheet offers a choice, so it has at least two buttons (Cancel counts), and one that scrolls is slow \
            and invites mistaps.
            """,
        guidelines: [
            .hig(.hig2008, "Because an action sheet should provide users with a choice of actions, an action sheet always provides more than one button."),
            .hig(.hig2010, "An alert that contains three or more buttons is significantly more complex than a two-button alert, and should be avoided if possible."),
            .hig(.hig2014, "An alert: Displays a required title and an optional message; Contains one or more buttons."),
            .hig(.hig2016, "Avoid using scrolling in sheets [...] scrolling takes extra time to make a choice, and it's easy to accidentally click on a button."),
            .hig(.hig2023, "If you need to offer more than two choices, consider using an action sheet instead."),
        ],
        kinds: [.alert, .actionSheet], englishOnly: false, options: [maxActionSheetButtons],
        reads: [.buttons],
        triggering: [
            Example(#"{"kind": "alert", "title": "Update installed", "message": "The app is up to date.", "buttons": ↓[]}"#),
            Example(#"↓{"kind": "alert", "title": "Update installed"}"#),
            Example(#"{"kind": "alert", "title": "Save changes?", "buttons": ↓[{"title": "Don’t Save"}, {"title": "Cancel", "role": "cancel"}, {"title": "Save"}]}"#),
            Example(#"{"kind": "actionSheet", "buttons": ↓[{"title": "Cancel", "role": "cancel"}]}"#),
            Example(#"{"kind": "actionSheet", "buttons": ↓[{"title": "A"}, {"title": "B"}, {"title": "C"}, {"title": "Cancel", "role": "cancel"}]}"#, options: ["maxActionSheetButtons": 3]),
        ],
        nonTriggering: [
            Example(#"{"kind": "alert", "title": "Save changes?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Save"}]}"#),
            Example(#"{"kind": "actionSheet", "buttons": [{"title": "Delete Photo", "role": "destructive"}, {"title": "Cancel", "role": "cancel"}]}"#),
            Example(#"{"kind": "modal", "title": "Settings"}"#),
        ])

    func check(_ dialog: Dialog, in context: RuleContext) -> [Finding] {
        let count = dialog.buttons.count
        let buttons: JSONPointer = ["buttons"]
        switch dialog.kind {
        case .alert where count == 0:
            return [Finding(at: buttons, "Alert has no buttons; add one so people can dismiss it")]
        case .alert where count >= 3:
            return [Finding(at: buttons, "Alert has \(count) buttons; offer more than two choices in an action sheet instead")]
        case .actionSheet where count < 2:
            return [Finding(at: buttons, "Action sheet has \(count == 0 ? "no buttons" : "only 1 button"); offer at least two choices, Cancel included")]
        case .actionSheet where count > context.option(Self.maxActionSheetButtons):
            return [Finding(at: buttons, "Action sheet has \(count) buttons, more than \(context.option(Self.maxActionSheetButtons)) scroll; offer fewer choices")]
        default:
            return []
        }
    }
}
