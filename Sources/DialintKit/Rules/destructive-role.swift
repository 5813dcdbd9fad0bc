/// `destructive-role`: a button whose title starts with a plainly destructive verb but has no destructive role.
struct DestructiveRoleRule: Rule {
    static let description = RuleDescription(
        id: "destructive-role",
        summary: "A button whose title starts with a plainly destructive verb (Delete, Erase, Remove, Discard, Clear, Empty Trash, Wipe, Destroy) without role destructive.",
        rationale: """
            The system shows a destructive button in red so people notice that it loses data; that only \
            happens when the button has role destructive. The rule reads the title's first word: Delete, \
            Erase, Remove, Discard, Clear, Wipe, Destroy, and Empty when Trash follows. It leaves alone verbs \
            that destroy nothing (Reset Password, Sign Out), clearing or removing a view's state rather than \
            data (Clear Filters, Clear Search, Remove Formatting), removing an item from a queue or a place \
            that keeps it (Remove from Up Next, Remove from Home Screen), a title ending in an ellipsis \
            (Delete…: it leads to a confirmation, which carries the role), and any cancel-role button.
            """,
        guidelines: [
            .hig(.hig2016, "If a button in a warning has destructive operational consequences, like deleting content, style such destructive buttons appropriately."),
            .hig(.hig2023, "If an alert button results in a destructive action, such as deleting content, identify it as a destructive button."),
        ],
        kinds: [.alert, .actionSheet, .modal], englishOnly: true,
        reads: [.buttons],
        triggering: [
            Example(#"{"kind": "alert", "title": "Delete this photo?", "buttons": [{"title": "Cancel", "role": "cancel"}, ↓{"title": "Delete"}]}"#),
            Example(#"{"kind": "actionSheet", "buttons": [↓{"title": "Discard Changes"}, {"title": "Save Draft"}, {"title": "Cancel", "role": "cancel"}]}"#),
            Example(#"{"kind": "alert", "title": "Empty the trash?", "buttons": [{"title": "Cancel", "role": "cancel"}, ↓{"title": "Empty Trash", "preferred": true}]}"#),
            Example(#"{"kind": "alert", "title": "Clear browsing history?", "buttons": [{"title": "Cancel", "role": "cancel"}, ↓{"title": "Clear History"}]}"#),
            Example(#"{"kind": "modal", "title": "Edit Playlist", "buttons": [{"title": "Cancel", "role": "cancel"}, ↓{"title": "Remove %@"}]}"#),
        ],
        nonTriggering: [
            Example(#"{"kind": "alert", "title": "Upgrade to Pro?", "buttons": [{"title": "Not Now", "role": "cancel"}, {"title": "Remove Ads"}]}"#),
            Example(#"{"kind": "alert", "title": "Delete this photo?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Delete", "role": "destructive"}]}"#),
            Example(#"{"kind": "alert", "title": "Forgot your password?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Reset Password"}]}"#),
            Example(#"{"kind": "actionSheet", "buttons": [{"title": "Clear Filters"}, {"title": "Remove from Up Next"}, {"title": "Delete…"}, {"title": "Cancel", "role": "cancel"}]}"#),
            Example(#"{"kind": "alert", "title": "Stop the download?", "buttons": [{"title": "Delete Download", "role": "cancel"}, {"title": "Keep Downloading"}]}"#),
            Example(#"{"kind": "alert", "title": "Upload finished", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Deleted Items"}]}"#),
            Example(#"{"kind": "alert", "locale": "de", "title": "Foto löschen?", "buttons": [{"title": "Abbrechen", "role": "cancel"}, {"title": "Delete"}]}"#),
            Example(#"{"kind": "alert", "title": "Delete this photo?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Delete"}]}"#, edition: .hig2014),
        ])

    /// First words that plainly destroy data.
    static let verbs: Set<String> = ["delete", "erase", "remove", "discard", "clear", "wipe", "destroy"]
    /// Objects of Clear and Remove that are a view's state, not data.
    static let stateObjects: Set<String> = [
        "filter", "filters", "all filters", "selection", "search", "formatting", "format", "sort",
        // A purchase that takes something away destroys nothing: "Remove Ads".
        "ads", "ad", "advertising", "watermark", "the watermark",
    ]
    /// Places after "Remove from" that keep the item: removing from them loses nothing.
    static let keepingPlaces: Set<String> = [
        "up next", "queue", "the queue", "home screen", "the home screen", "dock", "the dock", "favorites", "recents",
    ]

    func check(_ dialog: Dialog, in context: RuleContext) -> [Finding] {
        let edition = context.citedEdition(among: [.hig2016, .hig2023])
        return dialog.buttons.compactMap { button in
            guard button.role == .default, isPlainlyDestructive(context.words.analyzed(button.title)) else { return nil }
            return Finding(
                at: button.pointer,
                "Button \"\(button.title)\" destroys data; give it role \"destructive\" so it shows in red (HIG \(edition))")
        }
    }

    private func isPlainlyDestructive(_ text: AnalyzedText) -> Bool {
        // Most titles do not start with a destructive verb: decided on the first word alone.
        guard let first = text.wordIndexes.first,
            text.folded[first] == "empty" || Self.verbs.contains(text.folded[first])
        else { return false }
        let words = text.foldedWords
        guard let verb = words.first, text.words.first?.kind == .word else { return false }
        // "Delete…" and "Delete..." ask for a confirmation before anything is lost.
        let trimmed = text.text.collapsingWhitespace
        if trimmed.hasSuffix("…") || trimmed.hasSuffix("...") { return false }
        let rest = words.dropFirst().joined(separator: " ")
        if verb == "empty" { return words.dropFirst().first == "trash" }
        guard Self.verbs.contains(verb) else { return false }
        if verb == "clear" || verb == "remove" {
            if Self.stateObjects.contains(rest) { return false }
            if words.dropFirst().first == "from", Self.keepingPlaces.contains(words.dropFirst(2).joined(separator: " ")) {
                return false
            }
        }
        return true
    }
}
