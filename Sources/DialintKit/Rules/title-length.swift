/// `title-length`: a title too long to fit on one line.
struct TitleLengthRule: Rule {
    static let maxLength = RuleOption(
        "maxLength", default: 40,
        "The most characters a title may have. About 40 fit on one line of an alert on the smallest current iPhone at the default text size.")

    static let description = RuleDescription(
        id: "title-length",
        summary: "A title too long to display on one line (more than 40 characters by default).",
        rationale: """
            A long title is hard to read at a glance, may be truncated, and pushes the message into \
            scrolling. Characters are counted as people see them (an emoji or an accented letter is one), \
            without leading or trailing spaces; a title exactly at the limit passes. A run-time value counts \
            as the characters written (%@ as two, {name} as six): its length on screen is unknown, so write \
            the fixed words short enough to leave it room.
            """,
        guidelines: [
            .hig(.hig2014, "Keep the title short enough to display on a single line, if possible."),
        ],
        kinds: [.alert, .actionSheet], englishOnly: false, options: [maxLength],
        triggering: [
            Example(#"{"kind": "alert", "title": ↓"The document could not be saved because the disk is full", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "actionSheet", "title": ↓"Choose where the exported photos should be saved", "buttons": [{"title": "Files"}, {"title": "Cancel", "role": "cancel"}]}"#),
            Example(#"{"kind": "alert", "title": ↓"Delete this photo?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Delete", "role": "destructive"}]}"#, options: ["maxLength": 17]),
        ],
        nonTriggering: [
            Example(#"{"kind": "alert", "title": "This reminder was due on Monday, March 3", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Delete this photo?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Delete", "role": "destructive"}]}"#, options: ["maxLength": 18]),
            Example(#"{"kind": "alert", "title": "Allow %1$@ to track activity?", "buttons": [{"title": "Don’t Allow", "role": "cancel"}, {"title": "Allow"}]}"#),
            Example(#"{"kind": "alert", "title": "Impossible de se connecter au serveur", "locale": "fr", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "modal", "title": "Add Virtual Private Network Configuration Profile", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Done"}]}"#),
            Example(#"{"kind": "alert", "title": "The document could not be saved because the disk is full", "buttons": [{"title": "OK"}]}"#, edition: .hig2010),
        ])

    func check(_ dialog: Dialog, in context: RuleContext) -> [Finding] {
        let limit = context.option(Self.maxLength)
        // No more characters than UTF-8 bytes: a title within the limit in bytes needs no counting.
        guard let title = dialog.title, title.utf8.count > limit else { return [] }
        let length = title.displayedLength
        guard length > limit else { return [] }
        return [Finding(
            at: ["title"],
            "Title is \(length) characters, more than \(limit); shorten it to fit on one line (HIG 2014)")]
    }
}
