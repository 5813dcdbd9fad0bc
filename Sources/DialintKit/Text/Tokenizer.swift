/// Splits UI copy into tokens. One pass over the UTF-8 bytes, no regular expressions: ASCII (most UI
/// copy) is judged byte by byte, and only other scalars are decoded and looked up in Unicode's tables.
enum Tokenizer {
    static func tokenize(_ text: String) -> [Token] {
        text.withUTF8Bytes { Scan(text: text, bytes: $0).run() }
    }

    @inline(__always)
    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar == " " || (scalar.value >= 0x09 && scalar.value <= 0x0D) }
        return hasUnicodeProperty(scalar, .space)
    }

    /// Whether a scalar breaks the line, as `Character.isNewline` says: LF, VT, FF, CR, NEL, LS and PS.
    static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    @inline(__always)
    static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar.value >= 0x30 && scalar.value <= 0x39 }
        return hasUnicodeProperty(scalar, .digit)
    }

    @inline(__always)
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        // Most UI copy is ASCII: answer without the Unicode property tables.
        if value < 0x80 {
            return (value >= 0x61 && value <= 0x7A) || (value >= 0x41 && value <= 0x5A) || (value >= 0x30 && value <= 0x39)
        }
        // General Punctuation (curly quotes, dashes, the ellipsis, special spaces) has no letter, digit
        // or mark, and is the most common non-ASCII block in English copy.
        if value >= 0x2000 && value <= 0x206F { return false }
        return hasUnicodeProperty(scalar, .wordPart)
    }

    /// Whether a word can start with this scalar: a word scalar that is not a mark. A mark joins the
    /// letter before it; after a symbol it is punctuation, as U+FE0F in "⚠️" (else "⚠️ Permission
    /// blocked" began with a word of one invisible mark, and "Permission" was taken for a word inside
    /// the sentence).
    @inline(__always)
    static func isWordStart(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 || (value >= 0x2000 && value <= 0x206F) { return isWordScalar(scalar) }
        return hasUnicodeProperty(scalar, .wordStart)
    }

    private enum UnicodeProperty {
        case space, digit, wordPart, wordStart
    }

    /// The answers from Unicode's tables, apart from the ASCII paths above, which stay small enough to
    /// inline and never touch the tables' types.
    @inline(never)
    private static func hasUnicodeProperty(_ scalar: Unicode.Scalar, _ property: UnicodeProperty) -> Bool {
        let properties = scalar.properties
        switch property {
        case .space: return properties.isWhitespace
        case .digit: return properties.numericType != nil
        case .wordPart:
            return properties.isAlphabetic || properties.numericType != nil
                || properties.generalCategory == .nonspacingMark || properties.generalCategory == .spacingMark
        case .wordStart:
            guard properties.isAlphabetic || properties.numericType != nil else { return false }
            let category = properties.generalCategory
            return category != .nonspacingMark && category != .spacingMark && category != .enclosingMark
        }
    }

    /// Apostrophes and hyphens inside a word: Don't, Don’t, Wi-Fi, Sign-In.
    static func isWordJoiner(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "'", "\u{2019}", "-", "\u{2011}": true
        default: false
        }
    }

    /// Characters that make a token a literal when they join word characters: example.com, a@b.c, a/b, a_b, 3.5.
    static func isLiteralJoiner(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case ".", "@", "/", "_", ":", "\\", "#", "+", "=", "&", "?", "~": true
        default: false
        }
    }

    /// The length of an optional plural ending in parentheses, "(s)" or "(es)" in either case, that
    /// `bytes` start with, or 0: "file(s)" and "match(es)" are one word each.
    static func optionalPluralLength<Bytes: Collection<UInt8>>(startOf bytes: Bytes) -> Int {
        var byte = bytes.makeIterator()
        guard byte.next() == UInt8(ascii: "(") else { return 0 }
        var letter = byte.next().map { $0 | 0x20 }
        let hasE = letter == UInt8(ascii: "e")
        if hasE { letter = byte.next().map { $0 | 0x20 } }
        guard letter == UInt8(ascii: "s"), byte.next() == UInt8(ascii: ")") else { return 0 }
        return hasE ? 4 : 3
    }

    /// The length of the optional plural ending at the end of `word` ("file(s)"), or 0.
    static func optionalPluralLength(_ word: Substring) -> Int {
        let bytes = word.utf8
        guard bytes.last == UInt8(ascii: ")") else { return 0 }
        if optionalPluralLength(startOf: bytes.suffix(3)) == 3 { return 3 }
        return bytes.count > 4 && optionalPluralLength(startOf: bytes.suffix(4)) == 4 ? 4 : 0
    }

    /// "O.K.", "e.g.", "U.S.": single letters separated by dots.
    static func isLetterDotAbbreviation(_ text: Substring) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        let letters = parts.last?.isEmpty == true ? parts.dropLast() : parts[...]
        return letters.count >= 2 && letters.allSatisfy { $0.count == 1 && $0.first?.isLetter == true }
    }
}

/// One tokenization: the text, its UTF-8 bytes, and the tokens so far. Offsets are byte offsets, and
/// every token starts and ends on a scalar boundary.
private struct Scan {
    let text: String
    let bytes: UnsafeBufferPointer<UInt8>
    var tokens: [Token] = []

    init(text: String, bytes: UnsafeBufferPointer<UInt8>) {
        self.text = text
        self.bytes = bytes
        // About one token in three bytes in prose; bounded, so a huge string grows the list as it goes.
        tokens.reserveCapacity(min(bytes.count / 3 + 1, 256))
    }

    consuming func run() -> [Token] {
        var offset = 0
        while offset < bytes.count {
            let start = offset
            let (scalar, length) = scalar(at: offset)
            var kind: Token.Kind
            if Tokenizer.isSpace(scalar) {
                kind = .space
                offset = end(from: offset, while: Tokenizer.isSpace)
            } else if let end = handleEnd(from: offset) {
                // "@alice", "#swift": a handle or a tag is a name as written, never judged.
                kind = .literal
                offset = end
            } else if let end = pathEnd(from: offset) {
                // "~/Downloads", "/Library/Fonts": a path is a name as written, never judged as prose.
                kind = .literal
                offset = end
            } else if let end = placeholderEnd(from: offset) {
                kind = .placeholder
                // "%@’s Profile": the possessive belongs to the value; a word "s" of its own was
                // judged as a word (a title-style "s" to capitalize, one word too many).
                offset = possessiveEnd(from: end) ?? end
            } else if Tokenizer.isWordStart(scalar) {
                kind = Tokenizer.isDigit(scalar) ? .number : .word
                offset = wordEnd(from: start, after: length, kind: &kind)
            } else {
                kind = .punctuation
                offset += length
            }
            tokens.append(Token(kind: kind, text: substring(start..<offset), range: start..<offset))
        }
        return tokens
    }

    /// The end of the word or number starting at `start`, whose first scalar is `length` bytes long;
    /// makes `kind` a literal when joiners show it is not prose.
    private func wordEnd(from start: Int, after length: Int, kind: inout Token.Kind) -> Int {
        var sawLiteralJoiner = false
        var sawDot = false
        var offset = start + length
        while offset < bytes.count {
            let (current, currentLength) = scalar(at: offset)
            if Tokenizer.isWordScalar(current) {
                offset += currentLength
                continue
            }
            if current == ":", startsURL(at: offset) {
                // "https://example.com/a?b=c": a literal up to the next space, but for the punctuation
                // that ends the sentence or clause around it ("Sign in at https://id.example.com. The link…").
                sawLiteralJoiner = true
                offset = urlEnd(from: start, trimming: end(from: offset) { !Tokenizer.isSpace($0) })
                break
            }
            // A joiner continues the token only when a word character follows it.
            let next = offset + currentLength
            let joinsWord = next < bytes.count && Tokenizer.isWordScalar(scalar(at: next).scalar)
            if Tokenizer.isWordJoiner(current), joinsWord {
                offset = next
            } else if Tokenizer.isLiteralJoiner(current), joinsWord {
                if current == "." { sawDot = true } else { sawLiteralJoiner = true }
                offset = next
            } else if current == ".", sawDot, kind == .word, Tokenizer.isLetterDotAbbreviation(substring(start..<offset)) {
                // The closing dot of a letter-dot abbreviation: "O.K.", "e.g."
                offset = next
                break
            } else {
                break
            }
        }
        if kind == .word && (sawLiteralJoiner || (sawDot && !Tokenizer.isLetterDotAbbreviation(substring(start..<offset)))) {
            kind = .literal
        }
        if kind == .word, let end = optionalPluralEnd(from: offset) { offset = end }
        return offset
    }

    /// The end of "(s)" or "(es)" right after a word ending at `offset`, when no word character
    /// follows it: "file(s)" is one word, not "file", "(", "s" and ")".
    private func optionalPluralEnd(from offset: Int) -> Int? {
        let length = Tokenizer.optionalPluralLength(startOf: bytes[offset...])
        guard length > 0 else { return nil }
        let end = offset + length
        guard end == bytes.count || !Tokenizer.isWordScalar(scalar(at: end).scalar) else { return nil }
        return end
    }

    /// The scalar that starts at byte `offset`, and its length in bytes.
    private func scalar(at offset: Int) -> (scalar: Unicode.Scalar, length: Int) {
        let lead = bytes[offset]
        if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
        let length = Self.scalarLength(lead)
        var value = UInt32(lead) & (0x7F >> length)
        for index in offset + 1..<min(offset + length, bytes.count) {
            value = value << 6 | UInt32(bytes[index] & 0x3F)
        }
        // A String's bytes are valid UTF-8, so this is always a scalar.
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }

    /// The length of the scalar that a UTF-8 lead byte starts.
    private static func scalarLength(_ lead: UInt8) -> Int {
        lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    }

    /// The end of a URL that starts at `start` and runs to `end`, before the marks of the text around
    /// it: trailing ".", ",", ";", ":", "!", "?", closing quotes, an ellipsis, and a closing bracket the
    /// URL never opened ("(see https://example.com)"; not "https://en.wikipedia.org/wiki/Swift_(language)").
    private func urlEnd(from start: Int, trimming end: Int) -> Int {
        // Trimming removes closers and marks only, so whether the URL opens a bracket is known at once.
        let opensParenthesis = bytes[start..<end].contains(UInt8(ascii: "("))
        let opensBracket = bytes[start..<end].contains(UInt8(ascii: "["))
        var end = end
        while end > start {
            let last = bytes[end - 1]
            if ".,;:!?\"'".utf8.contains(last) || (last == UInt8(ascii: ")") && !opensParenthesis)
                || (last == UInt8(ascii: "]") && !opensBracket)
            {
                end -= 1
            } else if end - start >= 3, bytes[end - 3] == 0xE2, bytes[end - 2] == 0x80,
                bytes[end - 1] == 0x9D || bytes[end - 1] == 0x99 || bytes[end - 1] == 0xA6
            {
                end -= 3  // ”, ’ or …
            } else {
                break
            }
        }
        return end
    }

    /// The first offset from `offset` on whose scalar is not `included`.
    private func end(from offset: Int, while included: (Unicode.Scalar) -> Bool) -> Int {
        var offset = offset
        while offset < bytes.count {
            let (scalar, length) = scalar(at: offset)
            guard included(scalar) else { break }
            offset += length
        }
        return offset
    }

    private func substring(_ range: Range<Int>) -> Substring {
        let utf8 = text.utf8
        return text[utf8.index(utf8.startIndex, offsetBy: range.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: range.upperBound)]
    }

    private func byte(at offset: Int) -> UInt8? {
        offset < bytes.count ? bytes[offset] : nil
    }

    /// The end of a handle or tag ("@alice", "@alice@example.social", "#swift") starting at `offset`,
    /// when the mark opens a word (not "a@b.c", which is an address).
    private func handleEnd(from offset: Int) -> Int? {
        let mark = bytes[offset]
        guard mark == UInt8(ascii: "@") || mark == UInt8(ascii: "#"),
            tokens.last.map({ $0.kind == .space || $0.kind == .punctuation }) ?? true
        else { return nil }
        var end = offset + 1
        guard end < bytes.count, Tokenizer.isWordScalar(scalar(at: end).scalar) else { return nil }
        while end < bytes.count {
            let (scalar, length) = scalar(at: end)
            let next = end + length
            if Tokenizer.isWordScalar(scalar) || scalar == "_" {
                end = next
            } else if scalar == "." || scalar == "@" || scalar == "-", next < bytes.count,
                Tokenizer.isWordScalar(self.scalar(at: next).scalar)
            {
                end = next
            } else {
                break
            }
        }
        return end
    }

    /// The end of a file path starting at `offset` with "~/" or "/" right before a word character, where
    /// a word starts (after a space, an opening bracket or quote, or nothing): up to the next space, less
    /// the marks of the text around it, as for a URL ("is in ~/Downloads."). Not "and/or", "1/2" or
    /// "$5/mo", whose slash joins a word.
    private func pathEnd(from offset: Int) -> Int? {
        var slash = offset
        if bytes[offset] == UInt8(ascii: "~") { slash += 1 }
        guard byte(at: slash) == UInt8(ascii: "/"), slash + 1 < bytes.count,
            Tokenizer.isWordScalar(scalar(at: slash + 1).scalar),
            tokens.last.map({ $0.kind == .space || ($0.kind == .punctuation && Self.opensAWord($0.text)) }) ?? true
        else { return nil }
        return urlEnd(from: offset, trimming: end(from: offset) { !Tokenizer.isSpace($0) })
    }

    /// Marks after which a word starts: opening brackets and quotes.
    private static func opensAWord(_ mark: Substring) -> Bool {
        ["(", "[", "\"", "'", "\u{201C}", "\u{2018}"].contains(mark)
    }

    /// The end of a possessive "'s" or "’s" right after a run-time value ending at `offset`, when no
    /// word character follows it ("%@’s", not "%@'sa").
    private func possessiveEnd(from offset: Int) -> Int? {
        let apostropheLength: Int
        if byte(at: offset) == UInt8(ascii: "'") {
            apostropheLength = 1
        } else if byte(at: offset) == 0xE2, byte(at: offset + 1) == 0x80, byte(at: offset + 2) == 0x99 {
            apostropheLength = 3
        } else {
            return nil
        }
        let end = offset + apostropheLength + 1
        guard let letter = byte(at: end - 1), letter | 0x20 == UInt8(ascii: "s") else { return nil }
        guard end == bytes.count || !Tokenizer.isWordScalar(scalar(at: end).scalar) else { return nil }
        return end
    }

    /// Whether "://" starts at `offset`.
    private func startsURL(at offset: Int) -> Bool {
        byte(at: offset) == UInt8(ascii: ":") && byte(at: offset + 1) == UInt8(ascii: "/")
            && byte(at: offset + 2) == UInt8(ascii: "/")
    }

    /// The end of a run-time value starting at `offset`: printf-style (`%@`, `%1$@`, `%.2f`, `%ld`),
    /// braces (`{name}`, `{{count}}`) or a shell-style variable (`$NAME`, `$user_name`). Every byte these
    /// look for is ASCII, which no byte of a longer scalar can be mistaken for.
    private func placeholderEnd(from offset: Int) -> Int? {
        switch bytes[offset] {
        case UInt8(ascii: "%"): printfEnd(from: offset)
        case UInt8(ascii: "{"): braceEnd(from: offset)
        case UInt8(ascii: "$"): variableEnd(from: offset)
        default: nil
        }
    }

    /// `$` and an identifier: a letter or "_", then letters, digits and "_" ("$NAME", "$app_name"). Not a
    /// price ("$5"), nor "${NAME}", whose braces are a value of their own after the "$".
    private func variableEnd(from start: Int) -> Int? {
        func isIdentifierByte(_ byte: UInt8?, first: Bool) -> Bool {
            guard let byte else { return false }
            let isLetter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
            let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            return isLetter || byte == UInt8(ascii: "_") || (!first && isDigit)
        }
        var index = start + 1
        guard isIdentifierByte(byte(at: index), first: true) else { return nil }
        while isIdentifierByte(byte(at: index), first: false) { index += 1 }
        return index
    }

    private func printfEnd(from start: Int) -> Int? {
        var index = start + 1
        func isDigit(_ byte: UInt8?) -> Bool { byte.map { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } ?? false }
        func skipDigits() { while isDigit(byte(at: index)) { index += 1 } }
        // Positional argument: %1$@
        let positional = index
        skipDigits()
        if byte(at: index) == UInt8(ascii: "$"), index > positional { index += 1 } else { index = positional }
        // No space flag: "50% off" is prose, not a format.
        while let flag = byte(at: index), "-+#0'".utf8.contains(flag) { index += 1 }
        if byte(at: index) == UInt8(ascii: "*") { index += 1 } else { skipDigits() }
        if byte(at: index) == UInt8(ascii: ".") {
            index += 1
            if byte(at: index) == UInt8(ascii: "*") { index += 1 } else { skipDigits() }
        }
        for length in ["hh", "ll", "h", "l", "q", "L", "z", "t", "j"] as [StaticString] {
            let count = length.utf8CodeUnitCount
            if (0..<count).allSatisfy({ byte(at: index + $0) == length.utf8Start[$0] }) {
                index += count
                break
            }
        }
        guard let conversion = byte(at: index), "@dDiuUxXoOfFeEgGcCsSpaA".utf8.contains(conversion) else { return nil }
        return index + 1
    }

    private func braceEnd(from start: Int) -> Int? {
        var index = start + 1
        let doubled = byte(at: index) == UInt8(ascii: "{")
        if doubled { index += 1 }
        let nameStart = index
        var length = 0
        while index < bytes.count, bytes[index] != UInt8(ascii: "}") {
            let byte = bytes[index]
            guard byte != UInt8(ascii: "{"), byte != UInt8(ascii: "\n"), length < 64 else { return nil }
            length += 1
            index += Self.scalarLength(byte)
        }
        guard index < bytes.count, index > nameStart else { return nil }
        index += 1
        if doubled {
            guard byte(at: index) == UInt8(ascii: "}") else { return nil }
            index += 1
        }
        return index
    }
}
