/// `button-capitalization`: a button title not in title-style capitalization.
struct ButtonCapitalizationRule: Rule {
    static let description = RuleDescription(
        id: "button-capitalization",
        summary: "A button title not in title-style capitalization.",
        rationale: """
            Every edition since 2014 asks for title-style button titles: each word capitalized except articles, \
            coordinating conjunctions and prepositions of four or fewer letters in the middle, while the particle \
            of a phrasal verb is capitalized (Sign In, Set Up, Turn Off). Where the particle may be a preposition \
            of a state or a place, both spellings stand ("Call in Progress", "Look in Settings"). Acronyms, names with inner capitals and \
            run-time values are left as they are; a name written in lowercase is corrected to its own spelling \
            ("iphone" to "iPhone", "ok" to "OK"), not merely given a capital. \
            \(CapitalizationCheck.shoutingRationale)
            """,
        guidelines: [
            .hig(.hig2014, "As with all button titles, use title-style capitalization and no ending punctuation."),
            .hig(.hig2016, "As with all button copy, please use uppercase capitalization and do not end with a punctuation mark."),
            .hig(.hig2023, "As with all button titles, use title-style capitalization and no punctuation."),
        ],
        kinds: [.alert, .actionSheet, .modal], englishOnly: true, fixable: true,
        reads: [.buttons],
        triggering: [
            Example(#"{"kind": "actionSheet", "buttons": [{"title": "↓SAVE AS PDF"}, {"title": "Cancel", "role": "cancel"}]}"#),
            Example(#"{"kind": "actionSheet", "buttons": [{"title": "Sort ↓By Date"}, {"title": "Cancel", "role": "cancel"}]}"#),
            Example(#"{"kind": "alert", "title": "Delete all photos?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Delete ↓all", "role": "destructive"}]}"#),
            Example(#"{"kind": "alert", "title": "Sign in required", "buttons": [{"title": "↓not Now", "role": "cancel"}, {"title": "Sign ↓in"}]}"#),
            Example(#"{"kind": "actionSheet", "buttons": [{"title": "Move ↓To Trash", "role": "destructive"}, {"title": "Save ↓To Files"}, {"title": "Cancel", "role": "cancel"}]}"#),
            Example(#"{"kind": "actionSheet", "buttons": [{"title": "Send to ↓iphone"}, {"title": "Cancel", "role": "cancel"}]}"#),
            Example(#"{"kind": "actionSheet", "buttons": [{"title": "Speed ↓up Sync"}, {"title": "Find ↓In Page"}, {"title": "Cancel", "role": "cancel"}]}"#),
        ],
        nonTriggering: [
            Example(#"{"kind": "actionSheet", "buttons": [{"title": "Mute @alice"}, {"title": "Follow #swift"}, {"title": "Cancel", "role": "cancel"}]}"#),
            Example(#"{"kind": "actionSheet", "title": "Sort articles", "buttons": [{"title": "Sort by Date"}, {"title": "Touch Up Photo"}, {"title": "Cancel", "role": "cancel"}]}"#),
            Example(#"{"kind": "alert", "title": "Sign in required", "buttons": [{"title": "Not Now", "role": "cancel"}, {"title": "Sign In"}]}"#),
            Example(#"{"kind": "actionSheet", "buttons": [{"title": "Share Photo(s)"}, {"title": "Cancel", "role": "cancel"}]}"#),
            Example(#"{"kind": "actionSheet", "buttons": [{"title": "Move to Trash", "role": "destructive"}, {"title": "Save to Files"}, {"title": "Open in Safari"}, {"title": "Cancel", "role": "cancel"}]}"#),
            Example(#"{"kind": "alert", "title": "Turn on Wi-Fi?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Turn On Wi-Fi"}]}"#),
            Example(#"{"kind": "alert", "title": "Back up now?", "buttons": [{"title": "Set Up Later", "role": "cancel"}, {"title": "Back Up Now"}]}"#),
            Example(#"{"kind": "actionSheet", "title": "Storage is almost full", "buttons": [{"title": "Find Out More"}, {"title": "Find in Page"}, {"title": "Cancel", "role": "cancel"}]}"#),
            Example(#"{"kind": "alert", "title": "Allow access?", "buttons": [{"title": "Don’t Allow", "role": "cancel"}, {"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Share photo?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Share via AirDrop"}]}"#),
            Example(#"{"kind": "alert", "title": "Save %@?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Save %@"}]}"#),
            Example(#"{"kind": "alert", "title": "Export document?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Export as PDF"}]}"#),
            Example(#"{"kind": "modal", "title": "New Message", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Send"}]}"#),
            Example(#"{"kind": "alert", "title": "Sign in", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Sign in with Apple"}]}"#),
            Example(#"{"kind": "actionSheet", "title": "Share location for", "buttons": [{"title": "10 min"}, {"title": "1 Hour"}, {"title": "Export .gpx"}, {"title": "Cancel", "role": "cancel"}]}"#),
            Example(#"{"kind": "alert", "title": "Another call is active", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Go to Call in Progress"}]}"#),
            Example(#"{"kind": "actionSheet", "title": "Board size", "buttons": [{"title": "6 x 5"}, {"title": "mph"}, {"title": "Sign In to iCloud"}, {"title": "Cancel", "role": "cancel"}]}"#),
            Example(#"{"kind": "actionSheet", "title": "Where is the pass?", "buttons": [{"title": "Look in Settings"}, {"title": "Check in Wallet"}, {"title": "Cancel", "role": "cancel"}]}"#),
            Example(#"{"kind": "actionSheet", "title": "Developer tools", "buttons": [{"title": "Install npm"}, {"title": "Sign In to iCloud"}, {"title": "Cancel", "role": "cancel"}]}"#),
        ])

    func check(_ dialog: Dialog, in context: RuleContext) -> [Finding] {
        let edition = context.citedEdition(among: [.hig2014, .hig2016, .hig2023])
        let words = context.words.forButtonTitles
        // A loop, not `flatMap`, that skips the empty lists of well-capitalized titles (most of them).
        var found: [Finding] = []
        for button in dialog.buttons {
            let findings = words.titleStyle(context.words.analyzed(button.title)).findings(
                at: button.titlePointer, subject: "Button title \"\(button.title)\"", style: .title, edition: edition,
                fixable: Self.description.fixable)
            if !findings.isEmpty { found += findings }
        }
        return found
    }
}
