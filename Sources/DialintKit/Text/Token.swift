/// One piece of a string: a word, a number, a run-time value, punctuation or space.
public struct Token: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// Letters, with inner apostrophes, hyphens and letter-dot abbreviations: `Don't`, `Wi-Fi`, `O.K.`.
        case word
        /// Starts with a digit: `3`, `4K`, `10GB`, `1,000`, `2nd`.
        case number
        /// A value filled in at run time: `%@`, `%1$@`, `%ld`, `{name}`, `{{count}}`, `$NAME`. One opaque word.
        case placeholder
        /// Text that is not prose: a URL, an e-mail address, a file or domain name, an identifier.
        case literal
        case punctuation
        case space
    }

    public var kind: Kind
    public var text: Substring
    /// UTF-8 byte offsets in the analysed string.
    public var range: Range<Int>

    /// Whether the token counts as a word for positions and lengths (a run-time value counts as one word).
    public var isWordLike: Bool {
        switch kind {
        case .word, .number, .placeholder, .literal: true
        case .punctuation, .space: false
        }
    }
}
