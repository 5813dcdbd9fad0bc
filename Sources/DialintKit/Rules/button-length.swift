/// `button-length`: a button title of more than two words.
struct ButtonLengthRule: Rule {
    static let maxWords = RuleOption(
        "maxWords", default: 2,
        "The most words a button title may have. The HIG's best titles have one or two words; a run-time value counts as one, a name as the words it has (\"Use Apple Pay\" has three).")

    static let description = RuleDescription(
        id: "button-length",
        summary: "A button title of more than two words (option maxWords).",
        rationale: """
            Short titles are read at a glance and fit side by side; the HIG's best button titles have one or \
            two words that describe the result of tapping. Words are counted as people read them: a hyphenated \
            word (Wi-Fi) or a contraction (Don’t) is one word and a run-time value (%@, {name}) is one. The \
            words of a name count as the words they are, as people read them: "Use Apple Pay" and "Open System \
            Settings" have three. Minor words count like any other: "Move to Trash" has three words. A phrasal verb \
            with an object ("Turn On Wi-Fi") is three words too; usually the verb alone ("Turn On") says it.
            """,
        guidelines: [
            .hig(.hig2014, "The best button titles consist of one or two words that describe the result of tapping the button."),
            .hig(.hig2023, "The best button titles consist of one or two words that describe the result of selecting the button."),
        ],
        kinds: [.alert, .actionSheet], englishOnly: true, options: [maxWords],
        reads: [.buttons],
        triggering: [
            Example(#"{"kind": "alert", "title": "Turn on Wi-Fi?", "buttons": [{"title": "Not Now", "role": "cancel"}, {"title": ↓"Turn On Wi-Fi"}]}"#),
            Example(#"{"kind": "alert", "title": "Unsaved changes", "buttons": [{"title": ↓"Keep Editing the Note", "role": "cancel"}, {"title": ↓"Discard All Changes", "role": "destructive"}]}"#),
            Example(#"{"kind": "actionSheet", "buttons": [{"title": ↓"Move to Trash", "role": "destructive"}, {"title": "Cancel", "role": "cancel"}]}"#),
            Example(#"{"kind": "alert", "title": "Update available", "buttons": [{"title": "Later", "role": "cancel"}, {"title": ↓"Update Now"}]}"#, options: ["maxWords": 1]),
            Example(#"{"kind": "actionSheet", "buttons": [{"title": ↓"Share to %@ Now"}, {"title": "Cancel", "role": "cancel"}]}"#),
            Example(#"{"kind": "actionSheet", "buttons": [{"title": ↓"Save to iCloud Drive"}, {"title": "Cancel", "role": "cancel"}]}"#),
            Example(#"{"kind": "alert", "title": "Payment required", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": ↓"Use Apple Pay"}]}"#),
            Example(#"{"kind": "alert", "title": "Empty the bin?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": ↓"Empty Recycle Bin", "role": "destructive"}], "dialint": {"vocabulary": ["Recycle Bin"]}}"#),
        ],
        nonTriggering: [
            Example(#"{"kind": "alert", "title": "Turn on Wi-Fi?", "buttons": [{"title": "Not Now", "role": "cancel"}, {"title": "Turn On"}]}"#),
            Example(#"{"kind": "alert", "title": "Payment required", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Apple Pay"}]}"#),
            Example(#"{"kind": "alert", "title": "Delete the selection?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Delete File(s)", "role": "destructive"}]}"#),
            Example(#"{"kind": "actionSheet", "buttons": [{"title": "Save to iCloud Drive"}, {"title": "Cancel", "role": "cancel"}]}"#, options: ["maxWords": 4]),
            Example(#"{"kind": "alert", "title": "Save changes?", "buttons": [{"title": "Don’t Save"}, {"title": "Save %@"}]}"#),
            Example(#"{"kind": "alert", "title": "Join this network?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Join {networkName}"}]}"#),
            Example(#"{"kind": "alert", "title": "Wi-Fi desactivado", "locale": "es", "buttons": [{"title": "Cancelar", "role": "cancel"}, {"title": "Activar la red Wi-Fi"}]}"#),
        ])

    func check(_ dialog: Dialog, in context: RuleContext) -> [Finding] {
        let limit = context.option(Self.maxWords)
        let edition = context.citedEdition(among: [.hig2014, .hig2023])
        return dialog.buttons.compactMap { button in
            let count = context.words.analyzed(button.title).wordCount
            guard count > limit else { return nil }
            let allowed = limit == 1 ? "one word" : limit == 2 ? "one or two words" : "\(limit) words or fewer"
            return Finding(
                at: button.titlePointer,
                "Button title \"\(button.title)\" has \(count) words; keep it to \(allowed) that \(limit == 1 ? "says" : "say") what the button does (HIG \(edition))")
        }
    }
}
