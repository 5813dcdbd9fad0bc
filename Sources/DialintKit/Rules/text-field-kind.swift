/// `text-field-kind`: text fields on an action sheet or a modal view.
struct TextFieldKindRule: Rule {
    static let description = RuleDescription(
        id: "text-field-kind",
        summary: "Text fields on an action sheet or a modal view: UIKit allows them on alerts only.",
        rationale: """
            UIAlertController raises an exception when a text field is added to an action sheet, and a modal \
            view lays out its own controls rather than alert text fields. The spec describes something that \
            cannot be shown; use an alert for a single line of input, or design the modal view's form.
            """,
        guidelines: [
            .beyondHIG("UIKit", "addTextField(configurationHandler:): You can add a text field only if the preferredStyle property is set to UIAlertController.Style.alert."),
        ],
        kinds: [.actionSheet, .modal], englishOnly: false, defaultSeverity: .error,
        triggering: [
            Example(#"{"kind": "actionSheet", "buttons": [{"title": "Rename"}, {"title": "Cancel", "role": "cancel"}], "textFields": [↓{"placeholder": "Name"}]}"#),
            Example(#"{"kind": "modal", "title": "New Album", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Save"}], "textFields": [↓{"placeholder": "Title"}, ↓{"placeholder": "Notes"}]}"#),
        ],
        nonTriggering: [
            Example(#"{"kind": "alert", "title": "Rename album", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Save"}], "textFields": [{"placeholder": "Album name"}]}"#),
            Example(#"{"kind": "actionSheet", "buttons": [{"title": "Rename"}, {"title": "Cancel", "role": "cancel"}], "textFields": []}"#),
            Example(#"{"kind": "modal", "title": "New Album", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Save"}]}"#),
        ])

    func check(_ dialog: Dialog, in context: RuleContext) -> [Finding] {
        dialog.textFields.map { field in
            Finding(at: field.pointer, dialog.kind == .modal
                ? "A spec’s text fields describe an alert’s; a modal view lays out its own form, so leave them out of the spec"
                : "Text fields belong on alerts only; UIKit can’t show one on an action sheet")
        }
    }
}
