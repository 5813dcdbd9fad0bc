/// `question-single-button`: a question title on an alert whose only button acknowledges it.
struct QuestionSingleButtonRule: Rule {
    static let description = RuleDescription(
        id: "question-single-button",
        summary: "A question title on an alert whose only button is OK, Done, Close or a similar acknowledgement.",
        rationale: """
            A question asks people to decide, but a lone OK gives them nothing to decide with: "Erase the \
            disk?" with only OK leaves them unsure whether the disk was erased or will be. State the situation \
            instead ("Disk erased"), or offer the choice the question implies. A title is a question when it \
            ends with "?" or has a question's grammar ("Do you want to continue"). Only acknowledgement \
            buttons are reported (OK, Done, Close, Dismiss, Got It and the like); a question whose only button \
            answers it ("Erase the disk?" with Erase) is the business of the button rules.
            """,
        guidelines: [
            .hig(.hig2023, "Avoid using a title that's a question if the alert has only one button."),
        ],
        kinds: [.alert], englishOnly: true,
        triggering: [
            Example(#"{"kind": "alert", "title": ↓"Erase the disk?", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": ↓"Do you want to keep the recording", "message": "It’s saved in the Recordings folder.", "buttons": [{"title": "Done"}]}"#),
            Example(#"{"kind": "alert", "title": ↓"Where did the photos go?", "buttons": [{"title": "Got It", "role": "cancel"}]}"#),
        ],
        nonTriggering: [
            Example(#"{"kind": "alert", "title": "Album “Why?” created", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Disk erased", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Erase the disk?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Erase the disk?", "buttons": [{"title": "Erase", "role": "destructive"}]}"#),
            Example(#"{"kind": "alert", "title": "Can’t Open File", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Erase the disk?", "buttons": [{"title": "OK"}]}"#, edition: .hig2016),
            Example(#"{"kind": "alert", "locale": "fr", "title": "Effacer le disque ?", "buttons": [{"title": "OK"}]}"#),
        ])

    func check(_ dialog: Dialog, in context: RuleContext) -> [Finding] {
        guard dialog.buttons.count == 1, let button = dialog.buttons.first, let title = dialog.title else { return [] }
        guard AcknowledgementWords.isAcknowledgement(button.title) else { return [] }
        let text = context.words.analyzed(title)
        guard context.words.asksQuestion(text) else { return [] }
        return [Finding(
            at: ["title"],
            "Title \"\(title)\" asks a question but the only button is \"\(button.title)\"; state the situation instead, as in \"Disk erased\", or offer a choice (HIG 2023)")]
    }
}
