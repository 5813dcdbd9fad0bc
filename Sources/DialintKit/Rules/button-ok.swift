/// `button-ok`: "Ok", "Okay", "O.K." and the like in a button title, where the HIG writes "OK".
struct ButtonOkRule: Rule {
    static let description = RuleDescription(
        id: "button-ok",
        summary: "\"Ok\", \"Okay\", \"ok\" or \"O.K.\" in a button title instead of \"OK\".",
        rationale: """
            The HIG names the simple acceptance button "OK", and the system's own alerts spell it so; any \
            other spelling looks foreign next to them. The rule finds the word anywhere in a button title \
            ("Ok, Got It"), whatever its case or dots (ok, Okay, OKAY, O.K., o.k.), and leaves alone "OK" \
            and words that merely contain the letters (Okta, Bokeh). Fix: replaces the word with "OK".
            """,
        guidelines: [
            .hig(.hig2014, "Use \"OK\" for a simple acceptance option if there is no better alternative."),
        ],
        kinds: [.alert, .actionSheet, .modal], englishOnly: true, fixable: true,
        reads: [.buttons],
        triggering: [
            Example(#"{"kind": "alert", "title": "Terms updated", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "↓Ok"}]}"#),
            Example(#"{"kind": "alert", "title": "Tips are on", "buttons": [{"title": "↓Okay, Got It"}]}"#),
            Example(#"{"kind": "modal", "title": "Filters", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "↓O.K."}]}"#),
            Example(#"{"kind": "actionSheet", "buttons": [{"title": "Sounds ↓okay"}, {"title": "Cancel", "role": "cancel"}]}"#),
        ],
        nonTriggering: [
            Example(#"{"kind": "alert", "title": "Terms updated", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Sign in with Okta?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Use Okta"}]}"#),
            Example(#"{"kind": "alert", "locale": "de", "title": "Fertig", "buttons": [{"title": "Ok"}]}"#),
            Example(#"{"kind": "alert", "title": "Terms updated", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Ok"}]}"#, edition: .hig2010),
        ])

    func check(_ dialog: Dialog, in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for button in dialog.buttons {
            let text = context.words.analyzed(button.title)
            for index in text.wordIndexes where text.tokens[index].kind == .word && AcknowledgementWords.isSpellingOfOK(text.folded[index]) {
                let token = text.tokens[index]
                guard token.text != "OK" else { continue }
                let place = token.text == button.title ? "Button title \"\(token.text)\"" : "\"\(token.text)\" in button title \"\(button.title)\""
                findings.append(Finding(
                    at: button.titlePointer, range: token.range,
                    "\(place) should be \"OK\" (HIG 2014)",
                    fix: Fix(range: token.range, replacement: "OK")))
            }
        }
        return findings
    }
}
