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
        guard word.utf8.first(where: { $0 != UInt8(ascii: ".") }).map({ $0 | 0x20 }) == UInt8(ascii: "o") else { return false }
        let letters = word.lowercased().filter { $0 != "." }
        return letters == "ok" || letters == "okay"
    }
}
