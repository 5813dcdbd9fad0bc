/// `multiple-cancel`: more than one cancel-role button, which UIKit refuses at run time.
struct MultipleCancelRule: Rule {
    static let description = RuleDescription(
        id: "multiple-cancel",
        summary: "More than one cancel-role button: UIKit raises an exception when the second is added.",
        rationale: """
            A dialog has one way out. UIKit's UIAlertController raises an exception (the app crashes) when a \
            second action with the cancel style is added, and SwiftUI keeps only one. The first cancel-role \
            button in the file is taken as the real one; each later one is reported: give it another role, or \
            remove it.
            """,
        guidelines: [
            .beyondHIG("UIKit", "UIAlertController can only have one action with a style of UIAlertActionStyleCancel"),
        ],
        kinds: [.alert, .actionSheet, .modal], englishOnly: false, defaultSeverity: .error,
        reads: [.buttons],
        triggering: [
            Example(#"{"kind": "alert", "title": "Save changes?", "buttons": [{"title": "Cancel", "role": "cancel"}, ↓{"title": "Don’t Save", "role": "cancel"}]}"#),
            Example(#"{"kind": "actionSheet", "buttons": [{"title": "Not Now", "role": "cancel"}, {"title": "Share"}, ↓{"title": "Cancel", "role": "cancel"}, ↓{"title": "Close", "role": "cancel"}]}"#),
        ],
        nonTriggering: [
            Example(#"{"kind": "alert", "title": "Save changes?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Don’t Save", "role": "destructive"}]}"#),
            Example(#"{"kind": "actionSheet", "buttons": [{"title": "Share"}, {"title": "Cancel"}, {"title": "Cancel", "role": "cancel"}]}"#),
            Example(#"{"kind": "modal", "title": "Nouveau message", "locale": "fr", "buttons": [{"title": "Annuler", "role": "cancel"}, {"title": "Envoyer"}]}"#),
        ])

    func check(_ dialog: Dialog, in context: RuleContext) -> [Finding] {
        let cancels = dialog.cancelButtons
        guard let first = cancels.first else { return [] }
        return cancels.dropFirst().map { button in
            Finding(
                at: button.pointer,
                "\"\(button.title)\" is a second cancel-role button after \"\(first.title)\"; UIKit allows only one and raises an exception, so give it another role")
        }
    }
}
