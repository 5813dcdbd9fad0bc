/// `title-single-word`: a one-word title such as Error or Warning.
struct TitleSingleWordRule: Rule {
    static let description = RuleDescription(
        id: "title-single-word",
        summary: "A one-word title such as Error, Warning or Oops.",
        rationale: """
            A single word rarely tells people what happened or what they can do: "Error" could be anything. \
            Describe the situation in a short phrase instead ("Couldn’t save the document"). Any one word is \
            reported, a question included ("Delete?": delete what?). A title that is only a run-time value \
            (%@, {name}) is left alone: its words are not known until the app runs, and an untitled dialog \
            is `title-missing`'s business.
            """,
        guidelines: [
            .hig(.hig2014, "Avoid single-word titles. Single-word titles, such as Error or Warning, rarely provide any useful information."),
            .hig(.hig2016, "individual text titles rarely provide useful information"),
        ],
        kinds: [.alert, .actionSheet], englishOnly: true,
        triggering: [
            Example(#"{"kind": "alert", "title": ↓"Error", "message": "The file couldn’t be saved.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": ↓"Oops!", "message": "The server didn’t respond.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Try Again"}]}"#),
            Example(#"{"kind": "actionSheet", "title": ↓"Warning", "buttons": [{"title": "Delete All", "role": "destructive"}, {"title": "Cancel", "role": "cancel"}]}"#),
            Example(#"{"kind": "alert", "title": ↓"Error", "buttons": [{"title": "OK"}]}"#, edition: .hig2014),
        ],
        nonTriggering: [
            Example(#"{"kind": "alert", "title": "Couldn’t save the document", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "%@", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Delete %@?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Delete", "role": "destructive"}]}"#),
            Example(#"{"kind": "alert", "title": "Error", "buttons": [{"title": "OK"}]}"#, edition: .hig2010),
            Example(#"{"kind": "modal", "title": "Details", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Done"}]}"#),
            Example(#"{"kind": "alert", "locale": "de", "title": "Fehler", "buttons": [{"title": "OK"}]}"#),
        ])

    func check(_ dialog: Dialog, in context: RuleContext) -> [Finding] {
        guard let title = dialog.title else { return [] }
        let text = context.words.analyzed(title)
        // Counted by index: `words` would build an array of tokens on every dialog to read one.
        guard text.wordCount == 1, text.tokens[text.wordIndexes[0]].kind != .placeholder else { return [] }
        return [Finding(
            at: ["title"],
            "Title \"\(title)\" is a single word; describe the situation in a few words instead (HIG \(context.citedEdition(among: [.hig2014, .hig2016])))")]
    }
}
