/// `whitespace`: leading, trailing or doubled whitespace; a tab or line break in a single-line string.
struct WhitespaceRule: Rule {
    static let description = RuleDescription(
        id: "whitespace",
        summary: "Leading or trailing whitespace, doubled spaces, or a tab or line break in a title, button title or placeholder.",
        rationale: """
            Stray whitespace shifts centered alert text off center, makes button titles look misaligned, and is \
            invisible in review. A title, a button title and a placeholder are single lines; a message may hold \
            line breaks, but no spaces around them, and no tab: an alert has no tab stops, so a tab shows as a \
            gap of no set width, in a message as anywhere. A single no-break space (French "?" spacing) is left alone. \
            Fix: removes the whitespace, or turns a run or a line break into one space (a no-break space if \
            the run holds one). A value of nothing but whitespace is reported without a fix: emptied, it would \
            be no better. So is a line break in an alert's or action sheet's title before a capital, where the \
            line before ends without a stop ("Save Changes\\nBefore Closing?"): it may wrap one sentence or part \
            two, and a space alone would leave a capital mid-sentence or run two sentences together.
            """,
        guidelines: [
            .beyondHIG("dialint", "Titles and button titles are one line; whitespace that people cannot see is a defect."),
        ],
        kinds: [.alert, .actionSheet, .modal], englishOnly: false, fixable: true,
        triggering: [
            Example(#"{"kind": "alert", "title": "Delete this photo?↓ ", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "↓ Delete", "role": "destructive"}]}"#),
            Example(#"{"kind": "alert", "title": "Unable to↓  connect", "message": "Check the network.↓  Then try again.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Storage↓\nis full", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Manage↓\tStorage"}]}"#),
            Example(#"{"kind": "alert", "title": "Save Changes↓\nBefore Closing?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Save"}]}"#),
            Example(#"{"kind": "alert", "locale": "fr", "title": "Supprimer↓\u00a0\u00a0?", "buttons": [{"title": "Annuler", "role": "cancel"}, {"title": "↓ "}]}"#),
            Example(#"{"kind": "alert", "title": "Couldn’t open “Report”↓\u2003", "message": "Remove↓\u00a0\u00a0it from “Café”?", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Sync paused", "message": "Syncing stopped.↓ \r\nTry again later.", "buttons": [{"title": "OK"}]}"#),
        ],
        nonTriggering: [
            Example(#"{"kind": "alert", "title": "Storage is full", "message": "Photos can’t be backed up.\n\nFree up space to continue.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Manage"}]}"#),
            Example(#"{"kind": "alert", "locale": "fr", "title": "Supprimer cette note\u00a0?", "buttons": [{"title": "Annuler", "role": "cancel"}, {"title": "Supprimer", "role": "destructive"}]}"#),
        ])

    func check(_ dialog: Dialog, in context: RuleContext) -> [Finding] {
        // A loop, not `flatMap`: appending the empty list of each clean string cost 3.7M instructions
        // on the benchmark's 100 files.
        var found: [Finding] = []
        for string in dialog.visibleStrings where !looksClean(string.text, isSingleLine: string.isSingleLine) {
            // Only in an English alert's or action sheet's title may a capital after a break start a
            // sentence; a button title or a navigation bar title capitalizes every word.
            var unclearBreaks: Set<Int> = []
            if string.field == .title && dialog.kind != .modal && dialog.isEnglish {
                let text = context.words.analyzed(string.text)
                unclearBreaks = Set(text.lineBreaksBeforeCapitals.map { text.tokens[$0].range.lowerBound })
            }
            found += findings(in: string.text, at: string.pointer, isSingleLine: string.isSingleLine, name: string.name,
                unclearBreaks: unclearBreaks)
        }
        return found
    }

    /// A byte-level screen that clears almost every string at once: text whose whitespace is single
    /// ASCII spaces between words (and, in a message, bare line breaks). Anything else, including any
    /// non-ASCII whitespace, gets the full look.
    private func looksClean(_ text: String, isSingleLine: Bool) -> Bool {
        text.withUTF8Bytes { looksClean($0, isSingleLine: isSingleLine) }
    }

    private func looksClean(_ utf8: UnsafeBufferPointer<UInt8>, isSingleLine: Bool) -> Bool {
        var previousWasSpace = true  // a space at the start is not clean
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            index += 1
            if byte >= 0x80 {
                // Non-ASCII whitespace: U+0085, U+00A0, U+1680, U+2000–U+200A, U+2028, U+2029, U+202F,
                // U+205F, U+3000. Anything else ("’", "“", "é") is a letter, a mark or punctuation.
                let second = index < utf8.count ? utf8[index] : 0
                let third = index + 1 < utf8.count ? utf8[index + 1] : 0
                switch (byte, second) {
                case (0xC2, 0x85), (0xC2, 0xA0), (0xE1, 0x9A), (0xE3, 0x80): return false
                case (0xE2, 0x80) where (0x80...0x8A).contains(third) || third == 0xA8 || third == 0xA9 || third == 0xAF:
                    return false
                case (0xE2, 0x81) where third == 0x9F: return false
                default: break
                }
                previousWasSpace = false
                continue
            }
            switch byte {
            case 0x20:
                if previousWasSpace { return false }
                previousWasSpace = true
            case 0x09...0x0D:
                if isSingleLine || byte == 0x09 || previousWasSpace { return false }
                previousWasSpace = true
            default:
                previousWasSpace = false
            }
        }
        return utf8.isEmpty || !previousWasSpace
    }

    /// The one space a run of them becomes: a no-break space if the run holds one, so that the text
    /// still keeps together where it was meant to (French "Supprimer ?" keeps its "?" on the line).
    private static func oneSpace(for scalars: [Unicode.Scalar]) -> String {
        scalars.first { $0 == "\u{00A0}" || $0 == "\u{202F}" || $0 == "\u{2007}" }.map(String.init) ?? " "
    }

    /// `unclearBreaks`: where the runs start (a run is a space token of the analysis) whose line break
    /// stands before a capital with no stop before it (`AnalyzedText.lineBreaksBeforeCapitals`), which
    /// may end a sentence or wrap one: "Save Changes\nBefore Closing?" needs a stop or a lowercase word,
    /// and a space alone, beside the capitalization fix, left "Save changes Before closing?". No fix for them.
    private func findings(in text: String, at pointer: JSONPointer, isSingleLine: Bool, name: String, unclearBreaks: Set<Int>)
        -> [Finding]
    {
        // Runs of whitespace, as UTF-8 ranges with their scalars (not characters: the grapheme
        // breaking of a character walk cost more than all the rest of this rule).
        // "\r\n" is two scalars here, both line breaks, and written back as it was.
        var runs: [(range: Range<Int>, scalars: [Unicode.Scalar])] = []
        var offset = 0
        var current: (start: Int, scalars: [Unicode.Scalar])?
        for scalar in text.unicodeScalars {
            if Tokenizer.isSpace(scalar) {
                if current == nil { current = (offset, []) }
                current?.scalars.append(scalar)
            } else if let run = current {
                runs.append((run.start..<offset, run.scalars))
                current = nil
            }
            offset += UTF8.width(scalar)
        }
        if let run = current { runs.append((run.start..<offset, run.scalars)) }

        let total = text.utf8.count
        var findings: [Finding] = []
        for run in runs {
            let hasBreak = run.scalars.contains(where: Tokenizer.isLineBreak)
            if run.range == 0..<total {
                // Nothing but whitespace: removing it would leave an empty value, no better; no fix.
                findings.append(Finding(at: pointer, range: run.range, "\(name) is only whitespace; write the text or remove it"))
            } else if run.range.lowerBound == 0 {
                findings.append(Finding(at: pointer, range: run.range, "\(name) starts with whitespace; remove it",
                    fix: Fix(range: run.range, replacement: "")))
            } else if run.range.upperBound == total {
                findings.append(Finding(at: pointer, range: run.range, "\(name) ends with whitespace; remove it",
                    fix: Fix(range: run.range, replacement: "")))
            } else if hasBreak && unclearBreaks.contains(run.range.lowerBound) {
                findings.append(Finding(at: pointer, range: run.range, "\(name) holds a line break; keep it to one line"))
            } else if isSingleLine && run.scalars.contains(where: { Tokenizer.isLineBreak($0) || $0 == "\t" }) {
                findings.append(Finding(at: pointer, range: run.range,
                    "\(name) holds a \(hasBreak ? "line break" : "tab"); keep it to one line and use a space",
                    fix: Fix(range: run.range, replacement: " ")))
            } else if hasBreak {
                // A message's paragraph break is fine; spaces or tabs around it are not.
                if run.scalars.contains(where: { !Tokenizer.isLineBreak($0) }) {
                    var breaks = ""
                    breaks.unicodeScalars.append(contentsOf: run.scalars.filter(Tokenizer.isLineBreak))
                    findings.append(Finding(at: pointer, range: run.range, "\(name) has spaces around a line break; remove them",
                        fix: Fix(range: run.range, replacement: breaks)))
                }
            } else if run.scalars.count > 1 || run.scalars.contains("\t") {
                findings.append(Finding(at: pointer, range: run.range,
                    run.scalars.count > 1 ? "\(name) has \(run.scalars.count) spaces in a row; use one" : "\(name) holds a tab; use a space",
                    fix: Fix(range: run.range, replacement: Self.oneSpace(for: run.scalars))))
            }
        }
        return findings
    }
}
