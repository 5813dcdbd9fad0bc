/// Button titles that acknowledge an alert rather than answer it or act: OK, Done, Close, Got It.
public enum AcknowledgementWords {
    /// The titles, lowercased, spaces single, without ending periods or exclamation marks.
    static let titles: Set<String> = [
        "ok", "okay", "done", "close", "dismiss", "got it", "ok, got it", "understood", "i understand", "thanks",
        "thank you", "acknowledge",
    ]

    /// Whether a button titled `title` only acknowledges ("OK", "Okay", "O.K.", "Got it!").
    public static func isAcknowledgement(_ title: String) -> Bool {
        let normalized = title.lowercased().filter { $0 != "." && $0 != "!" }.collapsingWhitespace
        return titles.contains(normalized)
    }

    /// Whether a word is a spelling of "OK", whatever its case or dots: ok, Ok, okay, O.K., o.k.
    /// (not "Okta" or "Bokeh").
    public static func isSpellingOfOK(_ word: some StringProtocol) -> Bool {
        let letters = lettersOfOK(word)
        return letters == "ok" || letters == "okay"
    }

    /// Whether a word is the initials OK, whatever their case or dots: ok, Ok, O.K. ("okay" is a word).
    public static func isInitialsOK(_ word: some StringProtocol) -> Bool {
        lettersOfOK(word) == "ok"
    }

    /// A word starting with "o" lowercased without its dots, as the spellings of OK are compared; nil
    /// for any other word (most, and turned away before any lowercasing).
    private static func lettersOfOK(_ word: some StringProtocol) -> String? {
        guard word.utf8.first(where: { $0 != UInt8(ascii: ".") }).map({ $0 | 0x20 }) == UInt8(ascii: "o") else { return nil }
        return word.lowercased().filter { $0 != "." }
    }
}
