/// The whitespace questions rules ask of copy ("is this title blank?", "is this button titled
/// Cancel?"), answered once here so that every rule means the same by whitespace: Unicode's
/// (spaces, tabs, line breaks, no-break and ideographic spaces).
extension StringProtocol {
    /// Whether the text is empty or nothing but whitespace.
    public var isBlank: Bool {
        // ASCII text is judged byte by byte: `Character.isWhitespace` looks up Unicode properties. At the
        // first other byte, the rest is judged by characters from there (its byte offset, not a count of
        // characters: CR LF is two bytes and one character, and "\r\né" dropped the "é" unread).
        for (offset, byte) in utf8.enumerated() {
            if byte >= 0x80 { return self[utf8.index(utf8.startIndex, offsetBy: offset)...].allSatisfy(\.isWhitespace) }
            if !Tokenizer.isSpace(Unicode.Scalar(byte)) { return false }
        }
        return true
    }

    /// The text's words separated by single spaces, without whitespace before or after:
    /// " Got\u{00A0} it\n" → "Got it".
    public var collapsingWhitespace: String {
        split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Whether the text reads `phrase` (lowercase, words separated by single spaces) whatever its case
    /// and whitespace: " CANCEL", "Not  now" and "not now" all read "not now".
    public func reads(_ phrase: String) -> Bool {
        // Most texts are nowhere near as long as the phrase, or start with another letter: they are
        // turned away before any lowercasing.
        guard utf8.count >= phrase.utf8.count,
            let first = first(where: { !$0.isWhitespace }), first.lowercased() == phrase.first.map(String.init)
        else { return false }
        return collapsingWhitespace.lowercased() == phrase
    }
}
