/// Button titles that acknowledge an alert rather than answer it or act: OK, Done, Close, Got It.
public enum AcknowledgementWords {
    /// The titles, lowercased, spaces single, without ending periods or exclamation marks.
    static let titles: Set<String> = [
        "ok", "okay", "done", "close", "dismiss", "got it", "ok, got it", "understood", "i understand", "thanks",
        "thank you", "acknowledge",
    ]

    /// Whether a button titled `title` only acknowledges ("OK", "Okay", "O.K.", "Got it!").
    public static func isAcknowledgement(_ title: String) -> Bool {
        let normalized = title.lowercased().filter { $0 != "." && $0 != "!" }
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return titles.contains(normalized)
    }
}
