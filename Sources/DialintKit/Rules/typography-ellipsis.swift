import Foundation

/// `typography-ellipsis`: three periods where the ellipsis character belongs.
struct TypographyEllipsisRule: Rule {
    static let description = RuleDescription(
        id: "typography-ellipsis",
        summary: "Three periods \"...\" where the ellipsis character \"…\" belongs.",
        rationale: """
            Apple's UI text uses the ellipsis character: it is one glyph, spaced as type designers intend, it \
            cannot break across lines, and VoiceOver reads it as an ellipsis. Fix: replaces the periods with "…".
            """,
        guidelines: [
            .beyondHIG("Apple Style Guide", "ellipsis (…): Use the ellipsis character, not three periods."),
        ],
        kinds: [.alert, .actionSheet, .modal], englishOnly: false, fixable: true,
        triggering: [
            Example(#"{"kind": "actionSheet", "buttons": [{"title": "Move↓..."}, {"title": "Cancel", "role": "cancel"}]}"#),
            Example(#"{"kind": "alert", "title": "Uploading↓...", "message": "Wait↓... then try again.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "OK"}]}"#),
        ],
        nonTriggering: [
            Example(#"{"kind": "actionSheet", "buttons": [{"title": "Move…"}, {"title": "Cancel", "role": "cancel"}]}"#),
            Example(#"{"kind": "alert", "title": "Version 2.1 is available", "message": "See example.com for details.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Path not found", "message": "The folder ../Shared is missing.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "OK"}]}"#),
        ])

    func check(_ dialog: Dialog, in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for string in dialog.visibleStrings {
            for run in string.text.withUTF8Bytes(Self.runsOfThreeOrMoreDots) {
                findings.append(Finding(
                    at: string.pointer, range: run,
                    "Use the ellipsis character \"…\" instead of \"\(String(repeating: ".", count: run.count))\"",
                    fix: Fix(range: run, replacement: "…")))
            }
        }
        return findings
    }

    /// The byte ranges of runs of three or more periods.
    private static func runsOfThreeOrMoreDots(_ bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        guard let base = bytes.baseAddress else { return [] }
        var runs: [Range<Int>] = []
        var index = 0
        while index < bytes.count {
            // Text has few periods: the C library finds the next one many bytes at a time, where a
            // loop over bytes was 8 instructions a byte of every string of every dialog.
            guard let period = memchr(base + index, Int32(UInt8(ascii: ".")), bytes.count - index) else { break }
            index = UnsafeRawPointer(period) - UnsafeRawPointer(base)
            var end = index
            while end < bytes.count, bytes[end] == UInt8(ascii: ".") { end += 1 }
            if end - index >= 3 { runs.append(index..<end) }
            index = end
        }
        return runs
    }
}
