/// `button-instructions`: text that tells people which button to tap.
struct ButtonInstructionsRule: Rule {
    static let description = RuleDescription(
        id: "button-instructions",
        summary: "Text that tells which button to tap: \"Tap OK to continue\", \"Press Cancel to go back\".",
        rationale: """
            If the title and message are clear and the buttons are well named, explaining the buttons only \
            lengthens the alert. The rule fires when the title or message names one of the dialog's own buttons \
            (or OK or Cancel, or "the button below", or "the button" after a selection that is the subject of what \
            it does: "Tapping the button will quit the app") right after a selection verb; after tap, click, press \
            or touch, a capitalized or quoted word alone that opens a button title of two words or more, after \
            "Yes" or "OK" if one leads, names that button for short ("Tap Delete" over "Delete Account" or \
            "Yes, Delete"), unless a word nearby names another place of the UI or the prompt to come ("On the next screen, tap \
            Allow", "When prompted, tap Allow"). A button's title written in lowercase still names it \
            ("Tap delete again"), unless it is a quantifier that opens a noun phrase: in "Select all items" \
            the words are no button "All".
            """,
        guidelines: [
            .hig(.hig2010, "Avoid lengthening your alert text with descriptions of which button to tap, such as “Tap View to see the information.”"),
            .hig(.hig2014, "Avoid lengthening alert text with descriptions of which button to tap."),
            .hig(.hig2023, "Avoid explaining the alert's buttons. [...] there's no need to add a sentence like \"Tap OK to continue.\""),
        ],
        kinds: [.alert, .actionSheet], englishOnly: true,
        triggering: [
            Example(#"{"kind": "alert", "title": "Remove items?", "message": "↓Click delete when ready.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Delete", "role": "destructive"}]}"#),
            Example(#"{"kind": "alert", "title": "Remove the item?", "message": "↓Tap delete to remove it.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Delete", "role": "destructive"}]}"#),
            Example(#"{"kind": "alert", "title": "Terms updated", "message": "↓Tap OK to continue.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Discard draft?", "message": "↓Press Cancel to go back to editing.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Discard", "role": "destructive"}]}"#),
            Example(#"{"kind": "alert", "title": "New photos", "message": "To see them, ↓tap the View Photos button.", "buttons": [{"title": "Close", "role": "cancel"}, {"title": "View Photos"}]}"#),
            Example(#"{"kind": "alert", "title": "Storage almost full", "message": "↓Click or press Manage.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Manage"}]}"#),
            Example(#"{"kind": "alert", "title": "Session expired", "message": "↓Tap the button below to sign in again.", "buttons": [{"title": "Sign In"}]}"#),
            Example(#"{"kind": "alert", "title": "Delete the account?", "message": "All data will be erased. ↓Tap Delete to continue.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Delete Account", "role": "destructive"}]}"#),
            Example(#"{"kind": "alert", "title": "Delete the app?", "message": "↓Tap Delete to remove the app and its data.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Delete App", "role": "destructive"}]}"#),
            Example(#"{"kind": "alert", "title": "Too many tabs", "message": "↓Tap Close to close the tab you are not using.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Close Tab", "role": "destructive"}]}"#),
            Example(#"{"kind": "alert", "title": "Call dropped", "message": "↓Touching Retry reconnects the call.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Retry"}]}"#),
            Example(#"{"kind": "alert", "title": "Already running", "message": "↓Clicking the button will quit the other copy.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Quit"}]}"#),
            Example(#"{"kind": "alert", "title": "Dismiss the reminder?", "message": "↓Tap Dismiss to close this alert.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Dismiss Reminder"}]}"#),
        ],
        nonTriggering: [
            Example(#"{"kind": "alert", "title": "Stay in the loop", "message": "On the next screen, tap Allow to get notified.", "buttons": [{"title": "Not Now", "role": "cancel"}, {"title": "Allow Notifications"}]}"#),
            Example(#"{"kind": "alert", "title": "Stay in the loop", "message": "Tap Allow in the next alert to get notified.", "buttons": [{"title": "Not Now", "role": "cancel"}, {"title": "Allow Notifications"}]}"#),
            Example(#"{"kind": "alert", "title": "Stay in the loop", "message": "When prompted, tap Allow.", "buttons": [{"title": "Not Now", "role": "cancel"}, {"title": "Allow Notifications"}]}"#),
            Example(#"{"kind": "alert", "title": "Too many devices", "message": "To sign in here, tap Remove next to another device.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Remove Device"}]}"#),
            Example(#"{"kind": "alert", "title": "Unsaved changes", "message": "Select Save in the File menu to keep a copy.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Save Draft"}]}"#),
            Example(#"{"kind": "alert", "title": "Import photos?", "message": "Select all items you want to import.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "All"}]}"#),
            Example(#"{"kind": "alert", "title": "Terms updated", "message": "The new terms apply from today.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Allow notifications?", "message": "Tap the bell icon in any chat to change this later.", "buttons": [{"title": "Don’t Allow", "role": "cancel"}, {"title": "Allow"}]}"#),
            Example(#"{"kind": "alert", "title": "Can’t restart", "message": "Press the Side button to restart.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Share the clip?", "message": "Tap the button below the video to share it.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Share"}]}"#),
            Example(#"{"kind": "alert", "title": "Headset paired", "message": "Pressing the button on the headset answers a call.", "buttons": [{"title": "OK"}]}"#),
        ])

    static let verbs: Set<String> = [
        "tap", "touch", "click", "press", "choose", "select", "hit", "use", "tapping", "touching", "clicking", "pressing",
        "selecting",
    ]

    func check(_ dialog: Dialog, in context: RuleContext) -> [Finding] {
        var controls: ControlReference?
        var findings: [Finding] = []
        for string in dialog.textStrings {
            let text = context.words.analyzed(string.text)
            // Most text names no verb of selection: then there is nothing to work out.
            guard text.allWordClasses.contains(.selectionVerb) else { continue }
            let protected = context.words.protectedTokens(in: text)
            for (position, index) in text.wordIndexes.enumerated() where text.wordClasses[index].contains(.selectionVerb) && !protected[index] {
                let verb = text.tokens[index]
                guard Self.verbs.contains(text.folded[index]) else { continue }
                if controls == nil { controls = ControlReference(dialog: dialog, words: context.words) }
                guard let target = controls?.controlNamed(in: text, afterWordAt: position), target.isDialogButton
                else { continue }
                let range = verb.range.lowerBound..<target.range.upperBound
                // "Click or press Manage" is one instruction: its second verb is inside the first's.
                if let last = findings.last, last.pointer == string.pointer, let covered = last.range,
                    covered.contains(range.lowerBound)
                {
                    continue
                }
                let phrase = string.text.utf8Slice(range)
                findings.append(Finding(
                    at: string.pointer, range: range,
                    "Don’t explain which button to tap (\"\(phrase)\"); clear text and button titles are enough (HIG \(context.citedEdition(among: [.hig2010, .hig2014, .hig2023])))"))
            }
        }
        return findings
    }
}
