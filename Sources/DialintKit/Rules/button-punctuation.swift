/// `button-punctuation`: a button title that ends with a period, an exclamation mark, a question mark or a colon.
struct ButtonPunctuationRule: Rule {
    static let description = RuleDescription(
        id: "button-punctuation",
        summary: "A button title that ends with punctuation (\".\", \"!\", \"?\", \":\"); an ellipsis is allowed.",
        rationale: """
            A button title is a label, not a sentence, and every edition since 2014 asks for no ending \
            punctuation. An ellipsis is not ending punctuation: it tells people that the button asks for more \
            before it acts (Rename…), and three periods are `typography-ellipsis`'s business. The full-width \
            forms (。！？：) count in every locale. A letter-dot abbreviation (O.K.), the period of an \
            abbreviation that is no word by itself (Etc., Inc.) and a title that is nothing but punctuation are \
            left alone. Fix: removes the punctuation, and a Spanish inverted mark that opens it (¿Borrar? → Borrar).
            """,
        guidelines: [
            .hig(.hig2014, "As with all button titles, use title-style capitalization and no ending punctuation."),
            .hig(.hig2023, "As with all button titles, use title-style capitalization and no punctuation."),
        ],
        kinds: [.alert, .actionSheet, .modal], englishOnly: false, fixable: true,
        reads: [.buttons],
        triggering: [
            Example(#"{"kind": "alert", "title": "Update installed", "buttons": [{"title": "Not Now", "role": "cancel"}, {"title": "Restart↓!"}]}"#),
            Example(#"{"kind": "actionSheet", "buttons": [{"title": "Sort By↓:"}, {"title": "Cancel", "role": "cancel"}]}"#),
            Example(#"{"kind": "alert", "title": "Leave this group?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Leave↓?!", "role": "destructive"}]}"#),
            Example(#"{"kind": "modal", "title": "New Event", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Done↓."}]}"#),
            Example(#"{"kind": "alert", "locale": "ja", "title": "下書きを削除しますか？", "buttons": [{"title": "キャンセル", "role": "cancel"}, {"title": "削除↓。", "role": "destructive"}]}"#),
            Example(#"{"kind": "actionSheet", "locale": "es", "buttons": [{"title": "¿Borrar↓?"}, {"title": "Cancelar", "role": "cancel"}]}"#),
            Example(#"{"kind": "alert", "title": "Leave?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "No↓."}]}"#),
        ],
        nonTriggering: [
            Example(#"{"kind": "actionSheet", "buttons": [{"title": "Rename…"}, {"title": "Move…"}, {"title": "Cancel", "role": "cancel"}]}"#),
            Example(#"{"kind": "actionSheet", "buttons": [{"title": "Save As..."}, {"title": "Cancel", "role": "cancel"}]}"#),
            Example(#"{"kind": "alert", "title": "Terms updated", "buttons": [{"title": "O.K."}]}"#),
            Example(#"{"kind": "alert", "title": "Save %@?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Save %@"}]}"#),
            Example(#"{"kind": "actionSheet", "buttons": [{"title": "?"}, {"title": "Cancel", "role": "cancel"}]}"#),
            Example(#"{"kind": "actionSheet", "buttons": [{"title": "Photos, Videos, Etc."}, {"title": "Cancel", "role": "cancel"}]}"#),
            Example(#"{"kind": "alert", "title": "Update installed", "buttons": [{"title": "Not Now", "role": "cancel"}, {"title": "Restart!"}]}"#, edition: .hig2010),
        ])

    /// The ending marks: ASCII and their full-width forms.
    static let endingMarks: Set<Character> = [".", "!", "?", ":", "\u{3002}", "\u{FF01}", "\u{FF1F}", "\u{FF1A}", "\u{FF0E}", "\u{FF61}"]

    func check(_ dialog: Dialog, in context: RuleContext) -> [Finding] {
        let edition = context.citedEdition(among: [.hig2014, .hig2023])
        return dialog.buttons.compactMap { button in
            guard let range = endingPunctuation(in: button.title, in: context) else { return nil }
            let marks = button.title.utf8Slice(range)
            return Finding(
                at: button.titlePointer, range: range,
                "Button title \"\(button.title)\" ends with \"\(marks)\"; button titles take no ending punctuation (HIG \(edition))",
                fix: fix(removing: range, marks: marks, from: button.title, in: context))
        }
    }

    /// Removes the ending marks, and the inverted mark that opens them in Spanish: the nearest before
    /// them ("¿Borrar?" → "Borrar", not "¿Borrar"; "¿Qué? ¿Borrar?" → "¿Qué? Borrar").
    private func fix(removing range: Range<Int>, marks: String, from title: String, in context: RuleContext) -> Fix {
        let text = context.words.analyzed(title)
        // Back from the ending marks to their opening partner; a closing mark on the way means the
        // partner was another question's ("¿Qué? Borrar?" has none to remove).
        let pairs: [(opening: Substring, closing: Substring)] = [("¿", "?"), ("¡", "!")]
        var opening: Token?
        for token in text.tokens.reversed() where token.range.upperBound <= range.lowerBound {
            if let pair = pairs.first(where: { $0.opening == token.text }), marks.contains(pair.closing) {
                opening = token
                break
            }
            if pairs.contains(where: { $0.closing == token.text }) { break }
        }
        guard let opening else { return Fix(range: range, replacement: "") }
        return Fix(range: opening.range.lowerBound..<range.upperBound,
            replacement: title.utf8Slice(opening.range.upperBound..<range.lowerBound))
    }

    /// The UTF-8 range of the run of ending marks at the end of `title` (trailing spaces aside), if any.
    private func endingPunctuation(in title: String, in context: RuleContext) -> Range<Int>? {
        let text = context.words.analyzed(title)
        // Only marks after the last word count: a word token already holds an abbreviation's dot (O.K.).
        guard let lastWord = text.wordIndexes.last else { return nil }
        var run: [Token] = []
        for token in text.tokens[(lastWord + 1)...].reversed() where token.kind != .space {
            // Anything else (an ellipsis, a closing quote) ends the run.
            guard let mark = token.text.first, Self.endingMarks.contains(mark) else { break }
            run.append(token)
        }
        // Gathered from the end; in text order. (Inserting each at the front took a time growing with
        // the square of a title ending in 80,000 marks.)
        run.reverse()
        // Three or more periods are an ellipsis written out (typography-ellipsis): "Save As...", "Wait...!".
        let periods = run.prefix { $0.text == "." }.count
        if periods >= 3 { run.removeFirst(periods) }
        // The period of an abbreviation is part of it: "Etc.", "Acme Inc.".
        if run.count == 1, run[0].text == ".", run[0].range.lowerBound == text.tokens[lastWord].range.upperBound,
            AnalyzedText.takesAbbreviationPeriod(text.tokens[lastWord].text)
        {
            return nil
        }
        guard let first = run.first, let last = run.last else { return nil }
        return first.range.lowerBound..<last.range.upperBound
    }
}
