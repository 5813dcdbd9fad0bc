/// The whitespace questions rules ask of copy ("is this title blank?", "is this button titled
/// Cancel?"), answered once here so that every rule means the same by whitespace: Unicode's
/// (spaces, tabs, line breaks, no-break and ideographic spaces).
extension StringProtocol {
    /// Whether the text is empty or nothing but whitespace and invisible format characters (a zero-width
    /// space or joiner, a word joiner, a byte order mark): nothing a reader can see.
    public var isBlank: Bool {
        // ASCII text is judged byte by byte: `Character.isWhitespace` looks up Unicode properties. At the
        // first other byte, the rest is judged by characters from there (its byte offset, not a count of
        // characters: CR LF is two bytes and one character, and "\r\né" dropped the "é" unread).
        for (offset, byte) in utf8.enumerated() {
            if byte >= 0x80 { return self[utf8.index(utf8.startIndex, offsetBy: offset)...].allSatisfy(\.isInvisible) }
            if !Tokenizer.isSpace(Unicode.Scalar(byte)) { return false }
        }
        return true
    }

    /// The text's words separated by single spaces, without whitespace before or after:
    /// " Got\u{00A0} it\n" → "Got it".
    public var collapsingWhitespace: String {
        asciiCollapsingWhitespace ?? split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// `collapsingWhitespace` of ASCII text, byte by byte; nil for other text. Splitting by characters
    /// looked up each one's Unicode properties: some 5,000 instructions a button title, 11M on the
    /// benchmark's 100 files.
    private var asciiCollapsingWhitespace: String? {
        var collapsed: [UInt8] = []
        collapsed.reserveCapacity(utf8.count)
        guard walkCollapsedASCII({ collapsed.append($0); return true }) != nil else { return nil }
        return String(decoding: collapsed, as: UTF8.self)
    }

    /// Whether the text reads `phrase` (lowercase, words separated by single spaces) whatever its case
    /// and whitespace: " CANCEL", "Not  now" and "not now" all read "not now".
    public func reads(_ phrase: String) -> Bool {
        if let answer = asciiReads(phrase) { return answer }
        // Most texts are nowhere near as long as the phrase, or start with another letter: they are
        // turned away before any lowercasing.
        guard utf8.count >= phrase.utf8.count,
            let first = first(where: { !$0.isWhitespace }), first.lowercased() == phrase.first.map(String.init)
        else { return false }
        return collapsingWhitespace.lowercased() == phrase
    }

    /// `reads` of ASCII text, byte by byte and without a lowercased copy; nil when a non-ASCII byte
    /// comes before the answer is known. A mismatch in the ASCII bytes before any other is final:
    /// they are one character each, and lowercasing what follows cannot change them.
    private func asciiReads(_ phrase: String) -> Bool? {
        var expected = phrase.utf8.makeIterator()
        let matched = walkCollapsedASCII { byte in
            expected.next() == ((UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte)
        }
        return matched.map { $0 && expected.next() == nil }
    }

    /// Hands `visit` the bytes of ASCII text as `collapsingWhitespace` writes them (words, one space
    /// between them), until it returns false. Returns whether every byte was visited; nil at the first
    /// non-ASCII byte. ASCII whitespace is the same by bytes as by characters (tab to carriage return,
    /// space): only a non-ASCII scalar can join a space into another character.
    private func walkCollapsedASCII(_ visit: (UInt8) -> Bool) -> Bool? {
        var spaceBefore = false
        var started = false
        for byte in utf8 {
            guard byte < 0x80 else { return nil }
            if Tokenizer.isSpace(Unicode.Scalar(byte)) {
                spaceBefore = started
                continue
            }
            if spaceBefore, !visit(UInt8(ascii: " ")) { return false }
            spaceBefore = false
            started = true
            if !visit(byte) { return false }
        }
        return true
    }
}

extension Character {
    /// Whitespace, or a character made only of invisible format scalars (U+200B zero-width space,
    /// U+2060 word joiner, U+FEFF byte order mark...).
    var isInvisible: Bool {
        isWhitespace || unicodeScalars.allSatisfy { $0.properties.generalCategory == .format }
    }
}
