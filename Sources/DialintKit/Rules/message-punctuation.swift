/// `message-punctuation`: a message whose last sentence has no ending punctuation.
struct MessagePunctuationRule: Rule {
    static let description = RuleDescription(
        id: "message-punctuation",
        summary: "A message whose last sentence lacks ending punctuation.",
        rationale: """
            A message is written in complete sentences, and a sentence ends with a period (or a question \
            mark, an exclamation mark, an ellipsis), closing quotation marks and brackets allowed after it. \
            A URL at the end still takes a period. Left alone: a message that ends with a run-time value \
            standing alone or after a colon, quoted or not ("%@", "Error: %@", "Error: “%@”": the value may be a \
            whole sentence with its own punctuation, such as an error description), and a list on its own lines \
            after a colon (however many lines, none ending a sentence) or bullets. \
            "Saved to %@" is reported: there the value is a name inside the sentence. A message that ends with a \
            colon, a comma, a semicolon or a dash is reported by the mark's name ("…will be opened:"): the sentence \
            is unfinished, or the value meant to follow is missing.
            """,
        guidelines: [
            .hig(.hig2014, "Use sentence-style capitalization and appropriate ending punctuation in the message."),
            .hig(.hig2023, "Use sentence-style capitalization, and include a period at the end of the last sentence."),
        ],
        kinds: [.alert, .actionSheet], englishOnly: true,
        triggering: [
            Example(#"{"kind": "alert", "title": "Can’t get mail", "message": "The connection to the server ↓failed", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Unable to send the message", "message": "The server didn’t respond. Try again ↓later", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Try Again"}]}"#),
            Example(#"{"kind": "alert", "title": "Link copied", "message": "The page is at ↓https://example.com/a", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Saved", "message": "The file was saved to ↓%@", "buttons": [{"title": "OK"}]}"#, edition: .hig2014),
            Example(#"{"kind": "alert", "title": "Sync paused", "message": "Syncing stopped.\nTry again ↓later", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Open the link?", "message": "The following address will be ↓opened:", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Open"}]}"#),
            Example(#"{"kind": "alert", "title": "Cannot connect to %@", "message": "%@ couldn’t download ↓file(s)", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Couldn’t stop the process", "message": "The process %@ is still running (PID: ↓%d)", "buttons": [{"title": "OK"}]}"#),
        ],
        nonTriggering: [
            Example(#"{"kind": "alert", "title": "Quiet hours are on", "message": "Notifications are muted from 10 p.m. to 7 a.m.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Can’t get mail", "message": "The connection to the server failed.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Import notes?", "message": "They will appear in a folder named “Imported Notes”.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Connect to a server", "message": "Enter an address such as smb://files.local.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Keep editing?", "message": "Changes are saved automatically (every minute…)", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Couldn’t save the document", "message": "%@", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Couldn’t save the document", "message": "The server said: %@", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Some files weren’t copied", "message": "Skipped:\n• IMG_1.HEIC\n• IMG_2.RAW", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Network error", "message": "Check the connection.\n\nError description\n%@", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Some files weren’t copied", "message": "These formats aren’t supported:\nHEIC, RAW", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Choose a variant", "message": "Articles can be shown in:\nChinese (zh-hans)\nChinese (zh-hant)", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Can’t add the feed", "message": "The download failed with an error: “%@”", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Can’t get mail", "message": "The connection failed", "buttons": [{"title": "OK"}]}"#, edition: .hig2010),
            Example(#"{"kind": "alert", "locale": "ja", "title": "新規フォルダ", "message": "名前を入力してください", "buttons": [{"title": "OK"}]}"#),
        ])

    /// Whether the last colon before the token at `tokenIndex` stands inside brackets opened earlier
    /// in the sentence: "(PID: %d)".
    private func colonIsInsideBrackets(before tokenIndex: Int, in sentence: AnalyzedText.Sentence, of text: AnalyzedText) -> Bool {
        guard let colon = (sentence.tokenRange.lowerBound..<tokenIndex).last(where: { text.tokens[$0].text == ":" }) else {
            return false
        }
        return text.isInsideBrackets(colon, from: sentence.tokenRange.lowerBound)
    }

    func check(_ dialog: Dialog, in context: RuleContext) -> [Finding] {
        guard let message = dialog.message else { return [] }
        let text = context.words.analyzed(message)
        guard let sentence = text.sentences.last, sentence.terminator == nil else { return [] }
        let words = text.wordIndexes(in: sentence)
        guard let lastIndex = words.last else { return [] }
        let last = text.tokens[lastIndex]
        // A URL swallows the period after it: "smb://files.local."
        if last.kind == .literal, let end = last.text.last, ".?!".contains(end) { return [] }
        // An abbreviation's period ends the sentence too: "from 10 p.m. to 7 a.m."
        if last.kind == .word, last.text.hasSuffix(".") { return [] }
        // A run-time value that stands alone ("%@", "Error: %@") may be a sentence with its own punctuation.
        // Quoted or in brackets it is still the value: "Error: “%@”", "Error: (%@)". A colon inside brackets
        // labels a value within the sentence, which goes on after them: "Could not stop it (PID: %d)".
        if last.kind == .placeholder,
            words.count == 1
                || (text.punctuationBefore(lastIndex).last(where: { !Self.valueOpeners.contains($0) }) == ":"
                    && !colonIsInsideBrackets(before: lastIndex, in: sentence, of: text))
        {
            return []
        }
        if Self.isListItem(sentence, in: text) { return [] }
        let lastToken = text.tokens.last(where: { $0.kind != .space }) ?? last
        let ending = message.utf8Slice(last.range.lowerBound..<lastToken.range.upperBound)
        let edition = context.citedEdition(among: [.hig2014, .hig2023])
        // "…will be opened:" has punctuation, just not the kind that ends a sentence: say which.
        if lastToken.kind == .punctuation, let mark = Self.nonTerminalMarks[lastToken.text] {
            return [Finding(at: ["message"], range: last.range,
                "Message ends with \(mark) (\"\(ending)\"); end the last sentence with a period (HIG \(edition))")]
        }
        return [Finding(at: ["message"], range: last.range,
            "Message ends without punctuation after \"\(ending)\"; end the last sentence with a period (HIG \(edition))")]
    }

    /// Marks that end a message but never a sentence, by name.
    private static let nonTerminalMarks: [Substring: String] = [
        ":": "a colon", ",": "a comma", ";": "a semicolon", "-": "a dash", "\u{2013}": "a dash", "\u{2014}": "a dash",
    ]

    /// Opening quotation marks and brackets around a run-time value.
    private static let valueOpeners = Set(AnalyzedText.quotationOpeners + ["(", "["])

    /// Marks that start a line of a list.
    private static let bullets: Set<Substring> = ["•", "-", "–", "—", "*", "·", "◦", "▪"]

    /// A line of a list: it starts with a bullet, or it is one of the lines after a line that ends
    /// with a colon, none of them ending a sentence ("Choose one:\nChinese (zh-hans)\nChinese (zh-hk)").
    private static func isListItem(_ sentence: AnalyzedText.Sentence, in text: AnalyzedText) -> Bool {
        let start = sentence.tokenRange.lowerBound
        if let first = text.tokens[sentence.tokenRange].first(where: { $0.kind != .space }),
            first.kind == .punctuation, Self.bullets.contains(first.text)
        {
            return true
        }
        // Back line by line: a sentence that starts a line follows the line break's token.
        var lineStart = start
        while true {
            guard lineStart > 0, AnalyzedText.breaksLine(text.tokens[lineStart - 1]),
                let previousIndex = text.tokens[..<(lineStart - 1)].lastIndex(where: { $0.kind != .space })
            else { return false }
            let previous = text.tokens[previousIndex]
            if previous.kind == .punctuation && previous.text == ":" { return true }
            // The line before is another item only when it is a whole line that ends no sentence.
            // Found by bisection: searched from the end for each line back, 40,000 lines took a time
            // growing with the square.
            guard let line = text.sentence(containing: previousIndex), line.terminator == nil
            else { return false }
            lineStart = line.tokenRange.lowerBound
        }
    }
}
