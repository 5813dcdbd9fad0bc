/// The length of a text as people see it, for the length rules.
extension String {
    /// Characters as people see them (grapheme clusters: an emoji, a flag or an accented letter is one),
    /// without leading or trailing whitespace. A run-time value counts as the characters written
    /// (`%@` as two): its length on screen is unknown until the app runs.
    public var displayedLength: Int {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
            let last = lastIndex(where: { !$0.isWhitespace })
        else { return 0 }
        return self[first...last].count
    }
}
