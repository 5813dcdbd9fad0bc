/// `quoted-button-title`: a button title of the same dialog in quotation marks in the title or message.
struct QuotedButtonTitleRule: Rule {
    static let description = RuleDescription(
        id: "quoted-button-title",
        summary: "A button title of the same dialog enclosed in quotation marks in the title or message (Tap \"Delete\").",
        rationale: """
            Button titles are named as they appear, keeping their capitals, without quotation marks: \
            "tap Delete", not "tap “Delete”". The rule fires only when the quoted text is, as a whole \
            (case, an ending period or ellipsis aside), a button title of the same dialog, in straight or \
            curly quotes. A quoted name that is not one of the dialog's buttons (an album called “Favorites”, \
            a file “Report.pdf”) is left alone.
            """,
        guidelines: [
            .hig(.hig2014, "Don't enclose a button title in quotation marks, but do preserve its capitalization."),
            .hig(.hig2016, "button text needs to pay attention to case, and do not wrap the text in quotes"),
        ],
        kinds: [.alert, .actionSheet], englishOnly: true,
        triggering: [
            Example(#"{"kind": "alert", "title": "Delete this photo?", "message": "Tap ↓“Delete” to remove it from all devices.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Delete", "role": "destructive"}]}"#),
            Example(#"{"kind": "alert", "title": "Choose ↓\"try again\" or ↓\"Cancel\"", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Try Again"}]}"#),
            Example(#"{"kind": "actionSheet", "title": "Select ↓‘Rename’ to change the name.", "buttons": [{"title": "Rename…"}, {"title": "Cancel", "role": "cancel"}]}"#),
            Example(#"{"kind": "alert", "title": "Save the document?", "message": "Choose ↓„Save“ to keep the changes.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Save"}]}"#),
        ],
        nonTriggering: [
            Example(#"{"kind": "alert", "title": "Delete this photo?", "message": "Tap Delete to remove it from all devices.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Delete", "role": "destructive"}]}"#),
            Example(#"{"kind": "alert", "title": "Remove this photo from “Favorites”?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Remove", "role": "destructive"}]}"#),
            Example(#"{"kind": "alert", "title": "Delete “Delete Me.txt”?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Delete", "role": "destructive"}]}"#),
            Example(#"{"kind": "alert", "title": "Open “%@”?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Open"}]}"#),
            Example(#"{"kind": "alert", "title": "Delete this photo?", "message": "Tap “Delete” to remove it.", "buttons": [{"title": "Delete", "role": "destructive"}]}"#, edition: .hig2010),
            Example(#"{"kind": "alert", "locale": "de", "title": "Tippe auf „Löschen“", "message": "Tippe auf \"Löschen\".", "buttons": [{"title": "Löschen", "role": "destructive"}]}"#),
        ])

    func check(_ dialog: Dialog, in context: RuleContext) -> [Finding] {
        var buttons: [String: String]?
        var findings: [Finding] = []
        for string in dialog.textStrings {
            for span in context.words.analyzed(string.text).quotedSpans {
                if buttons == nil {
                    buttons = Dictionary(dialog.buttons.map { (Self.key($0.title), $0.title) }) { first, _ in first }
                }
                guard let title = buttons?[Self.key(span.inner)], !title.isEmpty else { continue }
                findings.append(Finding(
                    at: string.pointer, range: span.range,
                    "Don’t put the button title \(string.text.utf8Slice(span.range)) in quotation marks; write \(title) as it appears (HIG \(context.citedEdition(among: [.hig2014, .hig2016])))"))
            }
        }
        return findings
    }

    /// A title as compared: lowercased, trimmed, without an ending period, comma or ellipsis.
    private static func key(_ title: String) -> String {
        var key = Substring(title.lowercased().collapsingWhitespace)
        while let last = key.last, last == " " || ".,…".contains(last) { key.removeLast() }
        return String(key)
    }
}
