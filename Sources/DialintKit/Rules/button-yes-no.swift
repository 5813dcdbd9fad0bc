/// `button-yes-no`: a button titled "Yes" or "No".
struct ButtonYesNoRule: Rule {
    static let description = RuleDescription(
        id: "button-yes-no",
        summary: "A button titled \"Yes\" or \"No\"; title it with what it does.",
        rationale: """
            "Yes" and "No" make people reread the title to learn what each answer does, and a reworded title \
            can silently flip their meaning. A verb that names the result ("Delete", "Keep") is clear on its \
            own. The rule reports "Yes" or "No" as an answer: the whole title, "Yes" opening one ("Yes, Delete", \
            "Yes please!"), or "No" followed by punctuation ("No, Keep It", "No!"). It leaves alone "No" as a determiner ("No Filter", \
            "No Repeat") and the set phrase "No Thanks", with or without its comma ("No, Thank You"), which \
            names declining an offer.
            """,
        guidelines: [
            .hig(.hig2014, "Use \"OK\" for a simple acceptance option if there is no better alternative. Avoid using \"Yes\" or \"No.\""),
            .hig(.hig2016, "using “good” is the easiest way to accept, avoiding “yes” and “no.”"),
        ],
        kinds: [.alert, .actionSheet], englishOnly: true,
        reads: [.buttons],
        triggering: [
            Example(#"{"kind": "alert", "title": "Delete this note?", "buttons": [{"title": "↓No", "role": "cancel"}, {"title": "↓Yes", "role": "destructive"}]}"#),
            Example(#"{"kind": "alert", "title": "Delete this note?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "↓Yes, Delete", "role": "destructive"}]}"#),
            Example(#"{"kind": "alert", "title": "Delete this note?", "buttons": [{"title": "↓No, Keep It", "role": "cancel"}, {"title": "Delete", "role": "destructive"}]}"#),
            Example(#"{"kind": "actionSheet", "title": "Leave the group?", "buttons": [{"title": "↓YES", "role": "destructive"}, {"title": "Cancel", "role": "cancel"}]}"#),
            Example(#"{"kind": "alert", "title": "Get the newsletter?", "buttons": [{"title": "Not Now", "role": "cancel"}, {"title": "↓Yes please!"}]}"#),
        ],
        nonTriggering: [
            Example(#"{"kind": "alert", "title": "Delete this note?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Delete", "role": "destructive"}]}"#),
            Example(#"{"kind": "actionSheet", "buttons": [{"title": "No Filter"}, {"title": "Mono"}, {"title": "Cancel", "role": "cancel"}]}"#),
            Example(#"{"kind": "alert", "title": "Rate this app?", "buttons": [{"title": "No Thanks", "role": "cancel"}, {"title": "Rate Now"}]}"#),
            Example(#"{"kind": "alert", "title": "Turn on sync?", "buttons": [{"title": "No, Thanks", "role": "cancel"}, {"title": "Turn On"}]}"#),
            Example(#"{"kind": "alert", "locale": "es", "title": "¿Eliminar esta nota?", "buttons": [{"title": "No", "role": "cancel"}, {"title": "Sí", "role": "destructive"}]}"#),
            Example(#"{"kind": "alert", "title": "Delete this note?", "buttons": [{"title": "No", "role": "cancel"}, {"title": "Yes", "role": "destructive"}]}"#, edition: .hig2010),
        ])

    func check(_ dialog: Dialog, in context: RuleContext) -> [Finding] {
        let edition = context.citedEdition(among: [.hig2014, .hig2016])
        return dialog.buttons.compactMap { button in
            let text = context.words.analyzed(button.title)
            guard let first = text.wordIndexes.first, text.tokens[first].kind == .word,
                text.folded[first] == "yes" || text.folded[first] == "no", isAnswer(at: first, in: text)
            else { return nil }
            let word = text.tokens[first].text
            return Finding(
                at: button.titlePointer, range: text.tokens[first].range,
                "Avoid \"\(word)\" in button titles; use a verb that says what the button does (HIG \(edition))")
        }
    }

    /// Whether the word stands as an answer: "Yes" always; "No" alone, or followed right away by
    /// punctuation ("No, Keep It"), unless it is the set phrase "No, Thanks" (or "No, Thank You"), whose
    /// comma changes nothing.
    private func isAnswer(at index: Int, in text: AnalyzedText) -> Bool {
        // "Yes" is never a determiner: any title it opens is an answer ("Yes please!").
        guard text.wordIndexes.count > 1, text.folded[index] == "no" else { return true }
        let next = index + 1
        guard next < text.tokens.count, text.tokens[next].kind == .punctuation else { return false }
        let rest = text.wordIndexes.filter { $0 > index }.map { text.folded[$0] }
        return rest != ["thanks"] && rest != ["thank", "you"]
    }
}
