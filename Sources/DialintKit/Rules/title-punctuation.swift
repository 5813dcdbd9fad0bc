/// `title-punctuation`: a question title without "?", or (2014, 2016) a fragment title with ending punctuation.
struct TitlePunctuationRule: Rule {
    static let description = RuleDescription(
        id: "title-punctuation",
        summary: "A question title without a final question mark; under the 2014 and 2016 guidelines, also a fragment or single-statement title that ends with a period, colon or exclamation mark.",
        rationale: """
            A question mark tells people at once that the alert asks them something, and it is the title's \
            last mark ("Are you sure?!" and "Delete it?." end otherwise). A question is known by \
            its grammar, not its first word: an auxiliary or modal verb followed by its subject ("Are you \
            sure", "Do you want to save", "Can this photo be shared") or a wh-word opening a direct question \
            ("What happened", "Where should this appear"). "Could Not Delete Tag", "Can’t Open File" and "Do Not \
            Disturb" are statements or names, and so is a sentence that opens with a name of several words, \
            declared or known ("Will Chen left the group"); "How to Reset" is a heading. The 2014 and 2016 guidelines also \
            want no ending punctuation after a fragment or a single statement ("Unable to Connect", not "Unable \
            to Connect."); an ellipsis ("Uploading…") and an abbreviation's period ("Acme Inc.") are not ending \
            punctuation, nor is an emoji after the mark ("Success! 🎉" ends with "!"), and a title of two or more sentences punctuates each one. The 2023 guidelines ask \
            for a complete sentence and mandate only the question mark, so from 2023 a statement's final \
            period is left alone.
            """,
        guidelines: [
            .hig(.hig2014, "Is a sentence fragment or a single sentence that is not a question: [...] no ending punctuation. Is a single sentence that is a question: [...] an ending question mark."),
            .hig(.hig2023, "When the title is a question, use a question mark at the end."),
        ],
        kinds: [.alert, .actionSheet], englishOnly: true,
        triggering: [
            Example(#"{"kind": "alert", "title": "↓Does Nextcloud have access to Photos", "buttons": [{"title": "Not Now", "role": "cancel"}, {"title": "Check"}]}"#),
            Example(#"{"kind": "alert", "title": "↓Do you want to save the changes", "buttons": [{"title": "Don’t Save"}, {"title": "Save"}]}"#),
            Example(#"{"kind": "alert", "title": "↓Are you sure.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Delete", "role": "destructive"}]}"#),
            Example(#"{"kind": "alert", "title": "↓Do you want to delete it?.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Delete", "role": "destructive"}]}"#),
            Example(#"{"kind": "actionSheet", "title": "↓Where should %@ be saved", "buttons": [{"title": "Files"}, {"title": "Cancel", "role": "cancel"}]}"#),
            Example(#"{"kind": "alert", "title": "The file changed. ↓What happened", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Unable to Connect↓.", "buttons": [{"title": "OK"}]}"#, edition: .hig2014),
            Example(#"{"kind": "alert", "title": "Download Failed↓!", "buttons": [{"title": "OK"}]}"#, edition: .hig2016),
            Example(#"{"kind": "alert", "title": "Backup Complete↓! 🎉", "buttons": [{"title": "OK"}]}"#, edition: .hig2014),
            Example(#"{"kind": "alert", "title": "↓Is This Photo Yours", "buttons": [{"title": "No"}, {"title": "Yes"}]}"#, edition: .hig2014),
            Example(#"{"kind": "alert", "title": "↓Will Chen be notified", "buttons": [{"title": "OK"}], "dialint": {"vocabulary": ["Will Chen"]}}"#),
        ],
        nonTriggering: [
            Example(#"{"kind": "alert", "title": "Will Restart Tonight", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "OK"}]}"#, edition: .hig2014),
            Example(#"{"kind": "alert", "title": "Could Not Delete Tag", "buttons": [{"title": "OK"}]}"#, edition: .hig2014),
            Example(#"{"kind": "alert", "title": "Can’t Open File", "buttons": [{"title": "OK"}]}"#, edition: .hig2014),
            Example(#"{"kind": "alert", "title": "Can’t get mail", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "actionSheet", "title": "Do Not Disturb", "buttons": [{"title": "1 Hour"}, {"title": "Cancel", "role": "cancel"}]}"#),
            Example(#"{"kind": "alert", "title": "How to Reset the Password", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "When the download ends, the app restarts", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Uploading…", "buttons": [{"title": "Cancel", "role": "cancel"}]}"#, edition: .hig2014),
            Example(#"{"kind": "alert", "title": "Sync Status: ✅", "buttons": [{"title": "OK"}]}"#, edition: .hig2014),
            Example(#"{"kind": "alert", "title": "The passcode is incorrect. Try again.", "buttons": [{"title": "OK"}]}"#, edition: .hig2014),
            Example(#"{"kind": "alert", "title": "The server isn’t responding.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Couldn’t Reach Acme Inc.", "buttons": [{"title": "OK"}]}"#, edition: .hig2014),
            Example(#"{"kind": "alert", "title": "Will Chen left the group", "buttons": [{"title": "OK"}], "dialint": {"vocabulary": ["Will Chen"]}}"#),
            Example(#"{"kind": "alert", "title": "Delete %d photos?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Delete", "role": "destructive"}]}"#),
            Example(#"{"kind": "alert", "title": "Do you want to save the changes", "buttons": [{"title": "Save"}]}"#, edition: .hig2010),
            Example(#"{"kind": "alert", "locale": "fr", "title": "Voulez-vous enregistrer", "buttons": [{"title": "OK"}]}"#),
        ])

    func check(_ dialog: Dialog, in context: RuleContext) -> [Finding] {
        guard let title = dialog.title else { return [] }
        let text = context.words.analyzed(title)
        var findings: [Finding] = []
        let questions = context.words.questionSentences(in: text)
        // The question mark must be the last mark: "Are you sure?!" and "Delete it?." end otherwise.
        for (position, sentence) in text.sentences.enumerated() where sentence.terminator?.last != "?" && questions[position] {
            let range = Self.span(of: sentence, in: text)
            findings.append(Finding(
                at: ["title"], range: range,
                "Title \"\(title.utf8Slice(range))\" is a question; end it with \"?\" (HIG \(context.citedEdition(among: [.hig2014, .hig2023])))"))
        }
        // 2014 and 2016: a fragment or a single statement takes no ending punctuation.
        // An emoji after the mark stands apart, a sentence of no words: "Success! 🎉" is one statement.
        if context.edition < .hig2023, findings.isEmpty, let sentence = Self.onlyStatement(of: text),
            !sentence.isQuestion, let mark = Self.endingMark(of: text)
        {
            findings.append(Finding(
                at: ["title"], range: mark,
                "Title ends with \"\(title.utf8Slice(mark))\"; a fragment or a single statement takes no ending punctuation (HIG 2014)"))
        }
        return findings
    }

    /// The text's one sentence with words in it, if it has exactly one.
    private static func onlyStatement(of text: AnalyzedText) -> AnalyzedText.Sentence? {
        var found: AnalyzedText.Sentence?
        for sentence in text.sentences where sentence.tokenRange.contains(where: { text.tokens[$0].isWordLike }) {
            guard found == nil else { return nil }
            found = sentence
        }
        return found
    }

    /// From the sentence's first word to its last character, spaces left out.
    private static func span(of sentence: AnalyzedText.Sentence, in text: AnalyzedText) -> Range<Int> {
        let tokens = sentence.tokenRange.map { text.tokens[$0] }
        let start = tokens.first(where: \.isWordLike)?.range.lowerBound ?? 0
        let end = tokens.last(where: { $0.kind != .space })?.range.upperBound ?? start
        return start..<end
    }

    /// The run of ".", ":" or "!" ending the text, or ending it before emoji after "!" or ".", unless it
    /// is an ellipsis or an abbreviation's period.
    private static func endingMark(of text: AnalyzedText) -> Range<Int>? {
        let marks: Set<Substring> = [".", ":", "!"]
        var index = text.tokens.count - 1
        while index >= 0, text.tokens[index].kind == .space { index -= 1 }
        // An emoji after "!" or "." cheers the statement ("Success! 🎉"); after a colon it is the value
        // the colon introduces ("Sync Status: ✅").
        var beforePictographs = index
        while beforePictographs >= 0, text.tokens[beforePictographs].kind == .space || isPictograph(text.tokens[beforePictographs]) {
            beforePictographs -= 1
        }
        if beforePictographs < index, beforePictographs >= 0, ["!", "."].contains(text.tokens[beforePictographs].text) {
            index = beforePictographs
        }
        guard index >= 0 else { return nil }
        // The tokenizer keeps a period after a domain name in the literal: "Open example.com."
        let final = text.tokens[index]
        if final.kind == .literal, final.text.hasSuffix("."), !final.text.hasSuffix("..") {
            return (final.range.upperBound - 1)..<final.range.upperBound
        }
        let last = index
        while index >= 0, text.tokens[index].kind == .punctuation, marks.contains(text.tokens[index].text) { index -= 1 }
        guard index < last else { return nil }
        let run = text.tokens[(index + 1)...last].map(\.text).joined()
        if run.hasSuffix("..") { return nil }
        if run == ".", index >= 0, text.tokens[index].kind == .word {
            let word = text.tokens[index].text.lowercased()
            if AnalyzedText.abbreviations.contains(word) || AnalyzedText.titleAbbreviations.contains(word) { return nil }
        }
        return text.tokens[index + 1].range.lowerBound..<text.tokens[last].range.upperBound
    }

    /// Whether a token is an emoji or a pictographic symbol ("🎉", "⚠️", "✅"), with its joiners and
    /// variation selectors: decoration, not punctuation.
    private static func isPictograph(_ token: Token) -> Bool {
        token.kind == .punctuation && token.text.unicodeScalars.allSatisfy { scalar in
            scalar.value == 0x200D || scalar.properties.isVariationSelector || scalar.properties.isEmojiModifier
                || (!scalar.isASCII && (scalar.properties.isEmoji || scalar.properties.generalCategory == .otherSymbol))
        }
    }
}
