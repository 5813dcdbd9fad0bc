/// `personal-pronoun`: "you", "your", "me", "my" (and "mine" from 2016) in dialog text.
struct PersonalPronounRule: Rule {
    static let description = RuleDescription(
        id: "personal-pronoun",
        summary: "Avoid \"you\", \"your\", \"me\" and \"my\" (and, from 2016, \"mine\") in titles, messages and button titles.",
        rationale: """
            Text that addresses people directly can read as ambiguous, accusatory or patronizing ("You entered \
            the wrong password"). Describe the situation instead ("The password is incorrect"). Contractions \
            (you're, you'll) count; from 2016 so does "mine", the fifth word the guideline names. Other forms \
            (yours, yourself, myself) are not in either list and are left alone. "mine" after an article ("the gold mine") is the noun. Names that contain these words (Find My, \
            a vocabulary term), quoted text, run-time values and Maine's postal code ("Portland, ME 04101") are left alone.
            """,
        guidelines: [
            .hig(.hig2014, "As much as possible, avoid \"you,\" \"your,\" \"me,\" and \"my.\" Sometimes, text that identifies people directly can be ambiguous and can even be interpreted as insulting or patronizing."),
            .hig(.hig2016, "Avoid using pronouns like \"you, your, me, mine\" as if blaming the user."),
        ],
        kinds: [.alert, .actionSheet], englishOnly: true,
        triggering: [
            Example(#"{"kind": "alert", "title": "↓You entered the wrong password", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Save changes?", "message": "↓Your edits will be lost.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Save"}]}"#),
            Example(#"{"kind": "alert", "title": "Update available", "buttons": [{"title": "Remind ↓Me Later", "role": "cancel"}, {"title": "Update"}]}"#),
            Example(#"{"kind": "alert", "title": "This photo is ↓mine", "buttons": [{"title": "OK"}]}"#, edition: .hig2016),
            Example(#"{"kind": "alert", "title": "Two copies of this photo", "message": "↓Mine’s the newer one.", "buttons": [{"title": "OK"}]}"#, edition: .hig2016),
            Example(#"{"kind": "alert", "title": "Restart ↓Your Mac?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Restart"}]}"#),
            Example(#"{"kind": "alert", "title": "Check ↓Your Settings", "message": "Open ↓Your Settings and try again.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "actionSheet", "title": "Reset everything?", "message": "API keys are removed. ↓Your Pinecone indexes aren’t touched.", "buttons": [{"title": "Reset", "role": "destructive"}, {"title": "Cancel", "role": "cancel"}]}"#),
            Example(#"{"kind": "actionSheet", "title": "↓You’re about to leave", "buttons": [{"title": "Leave", "role": "destructive"}, {"title": "Cancel", "role": "cancel"}]}"#),
            Example(#"{"kind": "alert", "title": "Reset all settings?", "message": "↓Your settings will be reset.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Reset", "role": "destructive"}]}"#),
            Example(#"{"kind": "alert", "title": "↓Your app needs an update", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Can’t sync", "message": "Check ↓YOUR settings.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Can’t sync", "message": "Open ↓Your settings to fix it.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Who, ↓ME?", "message": "The invitation names Sam, ↓ME and Alex.", "buttons": [{"title": "Decline", "role": "cancel"}, {"title": "Accept"}]}"#),
        ],
        nonTriggering: [
            Example(#"{"kind": "alert", "title": "The gold mine is full", "message": "Move the carts to a new mine.", "buttons": [{"title": "OK"}]}"#, edition: .hig2016),
            Example(#"{"kind": "alert", "title": "The password is incorrect", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Turn on Find My?", "buttons": [{"title": "Not Now", "role": "cancel"}, {"title": "Turn On"}]}"#),
            Example(#"{"kind": "alert", "title": "This photo is mine", "buttons": [{"title": "OK"}]}"#, edition: .hig2014),
            Example(#"{"kind": "alert", "title": "Keep the copy?", "message": "The edits are yours to keep. Decide for yourself.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Keep"}]}"#),
            Example(#"{"kind": "alert", "title": "Is this photo yours?", "message": "I saved it myself.", "buttons": [{"title": "No", "role": "cancel"}, {"title": "Keep"}]}"#),
            Example(#"{"kind": "alert", "title": "Open “My Trip”?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Open"}]}"#),
            Example(#"{"kind": "alert", "title": "Can’t open the file", "message": "Move it to the My Documents folder and try again.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Ship to Portland, ME", "message": "The address is 12 Main St., Portland, ME 04101.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Ship"}]}"#),
            Example(#"{"kind": "alert", "title": "Can’t find the file", "message": "My Files folder is missing.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Add My Files?", "buttons": [{"title": "Add"}], "dialint": {"vocabulary": ["My Files"]}}"#),
            Example(#"{"kind": "alert", "title": "Yoursite.com can’t be reached", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "locale": "fr", "title": "Vous êtes hors ligne", "message": "me my you", "buttons": [{"title": "OK"}]}"#),
        ])

    /// The edition that first names a form of a pronoun, nil for a form neither names. 2014 lists four
    /// words, which their contractions ("you're", "you'll") contain; 2016 adds "mine": "all five", as
    /// rules.md says, not their other forms ("yours", "yourself", "myself"); "mine's" is "mine is" (blind
    /// suite 42).
    private static func edition(ofForm form: String) -> Edition? {
        formsOf2014.contains(form) ? .hig2014 : form == "mine" || form == "mine's" ? .hig2016 : nil
    }

    private static let formsOf2014: Set<String> = ["you", "you're", "you've", "you'll", "you'd", "your", "me", "my"]

    /// Whether the word at `tokenIndex` is "ME", Maine's postal code, after a city and a comma and
    /// before a ZIP code or the sentence's end ("Portland, ME 04101", "Ship to Portland, ME"; blind
    /// suite 28). Shouting text writes the pronoun so too: at the end, only after a name that is no
    /// everyday word ("Who, ME?", "Send it to Mom, ME." are the pronoun; review 61), while a ZIP code
    /// settles it whatever the town ("Bath, ME 04530"; review 62).
    static func isStateCode(_ text: AnalyzedText, at tokenIndex: Int, lexicon: Lexicon) -> Bool {
        guard text.tokens[tokenIndex].text == "ME", text.punctuationBefore(tokenIndex) == [","],
            let previous = text.previousWordIndex(before: tokenIndex), text.shapes[previous] == .capitalized
        else { return false }
        guard let next = text.adjacentWordIndex(after: tokenIndex) else { return !lexicon.isCommonWord(text.tokens[previous].text) }
        return text.tokens[next].kind == .number
    }

    func check(_ dialog: Dialog, in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for string in dialog.strings {
            let text = context.words.analyzed(string.text)
            // Most strings have no pronoun to look at twice.
            guard text.allWordClasses.contains(.personalPronoun) else { continue }
            let protected = context.words.applying(to: string.field).protectedTokens(in: text)
            for index in text.wordIndexes where text.wordClasses[index].contains(.personalPronoun) && !text.isQuoted[index] && !protected[index] {
                let token = text.tokens[index]
                guard let pronoun = GrammarWords.personalPronouns[text.folded[index]],
                    // "the gold mine" is the noun: the pronoun takes no article ("The choice is mine").
                    pronoun != "mine" || !text.followsArticle(index),
                    !Self.isStateCode(text, at: index, lexicon: context.words.lexicon)
                else { continue }
                guard let edition = Self.edition(ofForm: text.folded[index]), edition <= context.edition else { continue }
                findings.append(Finding(
                    at: string.pointer, range: token.range,
                    "Avoid \"\(token.text)\" in \(string.placeName(in: dialog)); describe the situation instead (HIG \(edition))"))
            }
        }
        return findings
    }
}
