/// `secure-text-field`: a text field that asks for a password, passcode or PIN but is not secure.
struct SecureTextFieldRule: Rule {
    static let description = RuleDescription(
        id: "secure-text-field",
        summary: "A text field whose placeholder asks for a password, passcode or PIN but is not secure.",
        rationale: """
            A secret typed into a plain text field is shown on screen, kept by the keyboard's suggestions and \
            visible to anyone nearby. Mark such a field secure. A field that only talks about a password \
            without asking for it ("Password hint", "Forgot password?", "Email for password reset") is not reported, \
            nor a map's or a message's pin ("Pin label", "Pin to top"): "pin" is the secret when written PIN, \
            or where no noun or "to" follows it ("Enter your pin", "Pin (4 digits)", "Pin code").
            """,
        guidelines: [
            .hig(.hig2023, "A secure text field is appropriate for a password."),
        ],
        kinds: [.alert], englishOnly: true,
        triggering: [
            Example(#"{"kind": "alert", "title": "Enter the Wi-Fi password", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Join"}], "textFields": [↓{"placeholder": "Password"}]}"#),
            Example(#"{"kind": "alert", "title": "SIM is locked", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Unlock"}], "textFields": [↓{"placeholder": "SIM PIN", "secure": false}]}"#),
            Example(#"{"kind": "alert", "title": "Confirm the change", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Confirm"}], "textFields": [↓{"placeholder": "Current passcode"}]}"#),
            Example(#"{"kind": "alert", "title": "Unlock the card", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Unlock"}], "textFields": [↓{"placeholder": "Enter your pin"}]}"#),
            Example(#"{"kind": "alert", "title": "Confirm the card", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Confirm"}], "textFields": [↓{"placeholder": "Enter your pin a second time"}]}"#),
            Example(#"{"kind": "alert", "title": "Unlock the card", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Unlock"}], "textFields": [↓{"placeholder": "Pin (4 digits)"}]}"#),
            Example(#"{"kind": "alert", "title": "Join the network", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Join"}], "textFields": [↓{"placeholder": "Password for %@"}]}"#),
        ],
        nonTriggering: [
            Example(#"{"kind": "alert", "title": "Enter the Wi-Fi password", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Join"}], "textFields": [{"placeholder": "Password", "secure": true}]}"#),
            Example(#"{"kind": "alert", "title": "Add a hint", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Save"}], "textFields": [{"placeholder": "Password hint"}]}"#),
            Example(#"{"kind": "alert", "title": "Rename album", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Save"}], "textFields": [{"placeholder": "Album name"}]}"#),
            Example(#"{"kind": "alert", "title": "Reset the password", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Send"}], "textFields": [{"placeholder": "Email for password reset"}]}"#),
            Example(#"{"kind": "alert", "title": "Name the place", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Save"}], "textFields": [{"placeholder": "Pin label"}]}"#),
            Example(#"{"kind": "alert", "title": "Keep this chat handy", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "OK"}], "textFields": [{"placeholder": "Pin to top"}]}"#),
            Example(#"{"kind": "alert", "title": "Keep this note handy", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "OK"}], "textFields": [{"placeholder": "Pin the note to the top"}]}"#),
            Example(#"{"kind": "alert", "locale": "de", "title": "Passwort eingeben", "buttons": [{"title": "Abbrechen", "role": "cancel"}, {"title": "OK"}], "textFields": [{"placeholder": "Passwort"}]}"#),
        ])

    /// Words that name a secret.
    static let secrets: Set<String> = ["password", "passcode", "pin", "pincode", "pin-code", "passphrase", "passwort"]
    /// Words after a secret that show the field is about it, not for it.
    static let notTheSecret: Set<String> = ["hint", "hints", "reminder", "strength", "length", "rules", "policy"]

    func check(_ dialog: Dialog, in context: RuleContext) -> [Finding] {
        dialog.textFields.compactMap { field in
            guard !field.secure, let placeholder = field.placeholder, asksForSecret(placeholder, in: context) else { return nil }
            return Finding(at: field.pointer,
                "Text field \"\(placeholder)\" asks for a secret; make it secure (\"secure\": true) (HIG 2023)")
        }
    }

    /// Prepositions that start a modifier: a secret named after one is what the field is for, not
    /// what it asks for ("Email for password reset" asks for an email, "Name of the passcode owner"
    /// for a name; "Password for %@" still asks for a password). Particles are left out: "Sign in
    /// password" asks for one.
    static let modifierStarts: Set<String> = GrammarWords.shortPrepositions.subtracting(GrammarWords.particles).union(["about"])

    private func asksForSecret(_ placeholder: String, in context: RuleContext) -> Bool {
        let text = context.words.analyzed(placeholder)
        let words = text.foldedWords
        let asked = words.prefix { !Self.modifierStarts.contains($0) }
        guard let last = asked.lastIndex(where: { Self.secrets.contains($0) }) else { return false }
        // "Forgot password?" and "Password hint" talk about the secret.
        if words.first == "forgot" || words.first == "forgotten" { return false }
        if asked[last] == "pin" && !isPersonalIdentificationNumber(text, atWord: last) { return false }
        return !asked[(last + 1)...].contains { Self.notTheSecret.contains($0) }
    }

    /// "pin" is also the pin of a map or a message, and a verb: it is the secret written "PIN", or where
    /// no noun or "to" follows it ("Enter your pin", "Pin (4 digits)", "Pin code", "the pin on the
    /// device"); not in "Pin label", "Map pin color", "Pin to top" or "Pin the note to the top".
    private func isPersonalIdentificationNumber(_ text: AnalyzedText, atWord position: Int) -> Bool {
        let indexes = text.wordIndexes
        if text.shapes[indexes[position]] == .allCaps { return true }
        guard position + 1 < indexes.count, text.punctuationBefore(indexes[position + 1]).isEmpty else { return true }
        let next = text.folded[indexes[position + 1]]
        // Before "to" it is the verb ("Pin to top"), and so it is before a determiner where it opens an
        // instruction ("Pin the note to the top"; not "Enter your pin a second time").
        let opensInstruction = position == 0 || ["to", "please", "and", "or", "then"].contains(text.folded[indexes[position - 1]])
        if next == "to" || (opensInstruction && GrammarWords.determiners.contains(next)) { return false }
        return ["code", "number", "here", "again", "now", "please"].contains(next) || GrammarWords.minorWords.contains(next)
            || text.tokens[indexes[position + 1]].kind != .word
    }
}
