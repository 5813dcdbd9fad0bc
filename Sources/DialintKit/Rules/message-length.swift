/// `message-length`: a message longer than about two lines.
struct MessageLengthRule: Rule {
    static let maxLength = RuleOption(
        "maxLength", default: 120,
        "The most characters a message may have. About 120 fill two to three lines of an alert on the smallest current iPhone at the default text size.")

    static let description = RuleDescription(
        id: "message-length",
        summary: "A message longer than about two lines (more than 120 characters by default).",
        rationale: """
            A long message makes the alert scroll, in landscape first, and people skim or skip it. Say what \
            people need to decide and move detail elsewhere (a help page, a modal view). Characters are \
            counted as people see them, without leading or trailing spaces; a message exactly at the limit \
            passes. A run-time value counts as the characters written (%@ as two). Every locale is judged: \
            the limit is about space on screen, not English words.
            """,
        guidelines: [
            .hig(.hig2014, "If possible, keep the message short enough to be displayed on one or two lines. If the message is too long, it will scroll, giving users a poor experience."),
            .hig(.hig2016, "Try to keep messages short and preferably 1 or 2 lines without scrolling"),
        ],
        kinds: [.alert, .actionSheet], englishOnly: false, options: [maxLength],
        triggering: [
            Example(#"{"kind": "alert", "title": "Couldn’t sync photos", "message": ↓"The photo library couldn’t be synced with iCloud because the server returned an unexpected response. Check the network connection and then try again later.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Delete this photo?", "message": ↓"It will be deleted from all devices.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Delete", "role": "destructive"}]}"#, options: ["maxLength": 30]),
        ],
        nonTriggering: [
            Example(#"{"kind": "alert", "title": "Clear history and website data?", "message": "History, cookies and other browsing data will be removed from devices signed in to iCloud.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Clear", "role": "destructive"}]}"#),
            Example(#"{"kind": "alert", "title": "Delete this photo?", "message": "It will be deleted from all devices.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Delete", "role": "destructive"}]}"#, options: ["maxLength": 36]),
            Example(#"{"kind": "alert", "title": "Couldn’t sync photos", "message": "The photo library couldn’t be synced with iCloud because the server returned an unexpected response. Check the network connection and then try again later.", "buttons": [{"title": "OK"}]}"#, edition: .hig2010),
        ])

    func check(_ dialog: Dialog, in context: RuleContext) -> [Finding] {
        let limit = context.option(Self.maxLength)
        // No more characters than UTF-8 bytes: a message within the limit in bytes needs no counting.
        guard let message = dialog.message, message.utf8.count > limit else { return [] }
        let length = message.displayedLength
        guard length > limit else { return [] }
        return [Finding(
            at: ["message"],
            "Message is \(length) characters, more than \(limit); keep it to about two lines so the \(dialog.kind.displayName) doesn’t scroll (HIG \(context.citedEdition(among: [.hig2014, .hig2016])))")]
    }
}
