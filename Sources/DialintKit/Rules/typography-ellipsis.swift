import Foundation

/// `typography-ellipsis`: three periods where the ellipsis character belongs.
struct TypographyEllipsisRule: Rule {
    static let description = RuleDescription(
        id: "typography-ellipsis",
        summary: "Three periods \"...\" where the ellipsis character \"…\" belongs.",
        rationale: """
            Apple's UI text uses the ellipsis character: it is one glyph, spaced as type designers intend, it \
            cannot break across lines, and VoiceOver reads it as an ellipsis. Periods inside a URL or a path \
            (a word with a slash) are characters to type and are left alone, and so is a range of numbers \
            written with three periods ("0...9"). Fix: replaces the periods with "…".
            """,
        guidelines: [
            .beyondHIG("Apple Style Guide", "ellipsis (…): Use the ellipsis character, not three periods."),
        ],
        kinds: [.alert, .actionSheet, .modal], englishOnly: false, fixable: true,
        triggering: [
            Example(#"{"kind": "actionSheet", "buttons": [{"title": "Move↓..."}, {"title": "Cancel", "role": "cancel"}]}"#),
            Example(#"{"kind": "alert", "title": "Uploading↓...", "message": "Wait↓... then try again.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Uploading 1 of 3↓...", "buttons": [{"title": "Cancel", "role": "cancel"}]}"#),
            Example(#"{"kind": "alert", "title": "Launching in 3↓...2↓...1↓...", "buttons": [{"title": "Cancel", "role": "cancel"}]}"#),
            Example(#"{"kind": "alert", "title": "Counting 1↓...2↓...3", "buttons": [{"title": "Cancel", "role": "cancel"}]}"#),
            Example(#"{"kind": "alert", "title": "Copied", "message": "Open ~/a...b/c...d, then e↓...f↓...g", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Connecting↓...Please wait", "message": "Open the file/folder list↓... then choose one.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "OK"}]}"#),
        ],
        nonTriggering: [
            Example(#"{"kind": "actionSheet", "buttons": [{"title": "Move…"}, {"title": "Cancel", "role": "cancel"}]}"#),
            Example(#"{"kind": "alert", "title": "Version 2.1 is available", "message": "See example.com for details.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Path not found", "message": "The folder ../Shared is missing.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Link copied", "message": "Share https://example.com/a...b or ~/Shared/.../Notes with the team.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Index out of range", "message": "Valid indexes are 0...9 for this list. Try 0...9.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Show Code"}]}"#),
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
        // The word the last run was in, and whether it holds a slash: a word of 100,000 runs of periods
        // is read once, not once a run (74 s, a time growing with the square).
        var word: (range: Range<Int>, holdsSlash: Bool)?
        while index < bytes.count {
            // Text has few periods: the C library finds the next one many bytes at a time, where a
            // loop over bytes was 8 instructions a byte of every string of every dialog.
            guard let period = memchr(base + index, Int32(UInt8(ascii: ".")), bytes.count - index) else { break }
            index = UnsafeRawPointer(period) - UnsafeRawPointer(base)
            var end = index
            while end < bytes.count, bytes[end] == UInt8(ascii: ".") { end += 1 }
            if end - index >= 3 {
                if word.map({ !$0.range.contains(index) }) ?? true { word = wordAround(bytes, index..<end) }
                if word?.holdsSlash == false && !isRange(bytes, index..<end) { runs.append(index..<end) }
            }
            index = end
        }
        return runs
    }

    /// Whether exactly three periods join a number to a greater one with no space, and no other run of
    /// periods goes on from either number: a range to type or read as such ("0...9", "0...9." at a
    /// sentence's end; Swift's closed range operator), not an ellipsis. A count is ellipses
    /// ("3...2...1...", "1...2...3").
    private static func isRange(_ bytes: UnsafeBufferPointer<UInt8>, _ run: Range<Int>) -> Bool {
        func isDigit(_ index: Int) -> Bool { bytes.indices.contains(index) && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) }
        guard run.count == 3, isDigit(run.lowerBound - 1), isDigit(run.upperBound) else { return false }
        var start = run.lowerBound - 1
        while isDigit(start - 1) { start -= 1 }
        var end = run.upperBound
        while isDigit(end) { end += 1 }
        // Ten digits at most each: a longer run of digits is no number to compare, and no range either.
        guard run.lowerBound - start <= 10, end - run.upperBound <= 10,
            let low = Int(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<run.lowerBound]), as: UTF8.self)),
            let high = Int(String(decoding: UnsafeBufferPointer(rebasing: bytes[run.upperBound..<end]), as: UTF8.self))
        else { return false }
        func isPeriod(_ index: Int) -> Bool { bytes.indices.contains(index) && bytes[index] == UInt8(ascii: ".") }
        let goesOn = (isPeriod(end) && isPeriod(end + 1)) || (isPeriod(start - 1) && isPeriod(start - 2))
        return low < high && !goesOn
    }

    /// The word (up to ASCII whitespace) a run of periods is part of, and whether it holds a slash or a
    /// backslash: a URL or a path ("https://example.com/a...b", "~/Documents/..."), whose periods are
    /// characters to type, not an ellipsis to set.
    private static func wordAround(_ bytes: UnsafeBufferPointer<UInt8>, _ run: Range<Int>) -> (range: Range<Int>, holdsSlash: Bool) {
        // A non-ASCII byte is no slash and, for this question, no space: a word ends at ASCII whitespace.
        func isSpace(_ byte: UInt8) -> Bool { byte < 0x80 && Tokenizer.isSpace(Unicode.Scalar(byte)) }
        func isSlash(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "/") || byte == UInt8(ascii: "\\") }
        var holdsSlash = false
        var start = run.lowerBound
        while start > 0, !isSpace(bytes[start - 1]) {
            start -= 1
            if isSlash(bytes[start]) { holdsSlash = true }
        }
        var end = run.upperBound
        while end < bytes.count, !isSpace(bytes[end]) {
            if isSlash(bytes[end]) { holdsSlash = true }
            end += 1
        }
        return (start..<end, holdsSlash)
    }
}
