/// Splits UI copy into tokens. One pass over the Unicode scalars, no regular expressions.
enum Tokenizer {
    static func tokenize(_ text: String) -> [Token] {
        let scalars = text.unicodeScalars
        var tokens: [Token] = []
        var index = scalars.startIndex
        var offset = 0

        func emit(_ kind: Token.Kind, from start: String.Index, to end: String.Index, startOffset: Int, endOffset: Int) {
            tokens.append(Token(kind: kind, text: text[start..<end], range: startOffset..<endOffset))
        }

        while index < scalars.endIndex {
            let start = index
            let startOffset = offset
            let scalar = scalars[index]
            var kind: Token.Kind
            if Self.isSpace(scalar) {
                kind = .space
                while index < scalars.endIndex, Self.isSpace(scalars[index]) {
                    offset += scalars[index].utf8.count
                    index = scalars.index(after: index)
                }
            } else if let end = handleEnd(scalars, from: index, after: tokens.last) {
                // "@alice", "#swift": a handle or a tag is a name as written, never judged.
                kind = .literal
                while index < end {
                    offset += scalars[index].utf8.count
                    index = scalars.index(after: index)
                }
            } else if let end = placeholderEnd(scalars, from: index) {
                kind = .placeholder
                while index < end {
                    offset += scalars[index].utf8.count
                    index = scalars.index(after: index)
                }
            } else if Self.isWordScalar(scalar) {
                kind = Self.isDigit(scalar) ? .number : .word
                var sawLiteralJoiner = false
                var sawDot = false
                offset += scalar.utf8.count
                index = scalars.index(after: index)
                while index < scalars.endIndex {
                    let current = scalars[index]
                    if Self.isWordScalar(current) {
                        offset += current.utf8.count
                        index = scalars.index(after: index)
                        continue
                    }
                    if current == ":", Self.startsURL(scalars, at: index) {
                        // "https://example.com/a?b=c": a literal up to the next space.
                        sawLiteralJoiner = true
                        while index < scalars.endIndex, !scalars[index].properties.isWhitespace {
                            offset += scalars[index].utf8.count
                            index = scalars.index(after: index)
                        }
                        break
                    }
                    // A joiner continues the token only when a word character follows it.
                    let next = scalars.index(after: index)
                    let joinsWord = next < scalars.endIndex && Self.isWordScalar(scalars[next])
                    if Self.wordJoiners.contains(current), joinsWord {
                        offset += current.utf8.count
                        index = scalars.index(after: index)
                    } else if Self.literalJoiners.contains(current), joinsWord {
                        if current == "." { sawDot = true } else { sawLiteralJoiner = true }
                        offset += current.utf8.count
                        index = scalars.index(after: index)
                    } else if current == ".", sawDot, kind == .word, Self.isLetterDotAbbreviation(text[start..<index]) {
                        // The closing dot of a letter-dot abbreviation: "O.K.", "e.g."
                        offset += current.utf8.count
                        index = scalars.index(after: index)
                        break
                    } else {
                        break
                    }
                }
                let tokenText = text[start..<index]
                if kind == .word && (sawLiteralJoiner || (sawDot && !Self.isLetterDotAbbreviation(tokenText))) {
                    kind = .literal
                }
            } else {
                kind = .punctuation
                offset += scalar.utf8.count
                index = scalars.index(after: index)
            }
            emit(kind, from: start, to: index, startOffset: startOffset, endOffset: offset)
        }
        return tokens
    }

    /// Apostrophes and hyphens inside a word: Don't, Don’t, Wi-Fi, Sign-In.
    static let wordJoiners: Set<Unicode.Scalar> = ["'", "\u{2019}", "-", "\u{2011}"]
    /// Characters that make a token a literal when they join word characters: example.com, a@b.c, a/b, a_b, 3.5.
    static let literalJoiners: Set<Unicode.Scalar> = [".", "@", "/", "_", ":", "\\", "#", "+", "=", "&", "?", "~"]

    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar == " " || (scalar.value >= 0x09 && scalar.value <= 0x0D) }
        return scalar.properties.isWhitespace
    }

    static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar.value >= 0x30 && scalar.value <= 0x39 }
        return scalar.properties.numericType != nil
    }

    /// The end of a handle or tag ("@alice", "@alice@example.social", "#swift") starting at `index`,
    /// when the mark opens a word (not "a@b.c", which is an address).
    static func handleEnd(_ scalars: String.UnicodeScalarView, from index: String.Index, after previous: Token?) -> String.Index? {
        guard scalars[index] == "@" || scalars[index] == "#", previous == nil || previous?.kind == .space || previous?.kind == .punctuation
        else { return nil }
        var end = scalars.index(after: index)
        guard end < scalars.endIndex, isWordScalar(scalars[end]) else { return nil }
        while end < scalars.endIndex {
            let scalar = scalars[end]
            let next = scalars.index(after: end)
            if isWordScalar(scalar) || scalar == "_" {
                end = next
            } else if [".", "@", "-"].contains(scalar), next < scalars.endIndex, isWordScalar(scalars[next]) {
                end = next
            } else {
                break
            }
        }
        return end
    }

    /// Whether "://" starts at `index`.
    static func startsURL(_ scalars: String.UnicodeScalarView, at index: String.Index) -> Bool {
        var probe = index
        for expected in [":", "/", "/"] as [Unicode.Scalar] {
            guard probe < scalars.endIndex, scalars[probe] == expected else { return false }
            probe = scalars.index(after: probe)
        }
        return true
    }

    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        // Most UI copy is ASCII: answer without the Unicode property tables.
        if scalar.isASCII {
            let value = scalar.value
            return (value >= 0x61 && value <= 0x7A) || (value >= 0x41 && value <= 0x5A) || (value >= 0x30 && value <= 0x39)
        }
        return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
            || scalar.properties.generalCategory == .nonspacingMark
            || scalar.properties.generalCategory == .spacingMark
    }

    /// "O.K.", "e.g.", "U.S.": single letters separated by dots.
    static func isLetterDotAbbreviation(_ text: Substring) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        let letters = parts.last?.isEmpty == true ? parts.dropLast() : parts[...]
        return letters.count >= 2 && letters.allSatisfy { $0.count == 1 && $0.first?.isLetter == true }
    }

    /// The end of a run-time value starting at `index`: printf-style (`%@`, `%1$@`, `%.2f`, `%ld`) or braces (`{name}`, `{{count}}`).
    static func placeholderEnd(_ scalars: String.UnicodeScalarView, from index: String.Index) -> String.Index? {
        let first = scalars[index]
        if first == "%" { return printfEnd(scalars, from: index) }
        if first == "{" { return braceEnd(scalars, from: index) }
        return nil
    }

    private static func printfEnd(_ scalars: String.UnicodeScalarView, from start: String.Index) -> String.Index? {
        var index = scalars.index(after: start)
        func peek() -> Unicode.Scalar? { index < scalars.endIndex ? scalars[index] : nil }
        func advance() { index = scalars.index(after: index) }
        func digits() { while let s = peek(), ("0"..."9").contains(s) { advance() } }
        // Positional argument: %1$@
        let positional = index
        digits()
        if peek() == "$", index > positional { advance() } else { index = positional }
        // No space flag: "50% off" is prose, not a format.
        while let s = peek(), "-+#0'".unicodeScalars.contains(s) { advance() }
        if peek() == "*" { advance() } else { digits() }
        if peek() == "." {
            advance()
            if peek() == "*" { advance() } else { digits() }
        }
        for length in ["hh", "ll", "h", "l", "q", "L", "z", "t", "j"] {
            let lengthScalars = Array(length.unicodeScalars)
            var probe = index
            var matched = true
            for expected in lengthScalars {
                guard probe < scalars.endIndex, scalars[probe] == expected else { matched = false; break }
                probe = scalars.index(after: probe)
            }
            if matched { index = probe; break }
        }
        guard let conversion = peek(), "@dDiuUxXoOfFeEgGcCsSpaA".unicodeScalars.contains(conversion) else { return nil }
        advance()
        return index
    }

    private static func braceEnd(_ scalars: String.UnicodeScalarView, from start: String.Index) -> String.Index? {
        var index = scalars.index(after: start)
        let doubled = index < scalars.endIndex && scalars[index] == "{"
        if doubled { index = scalars.index(after: index) }
        let nameStart = index
        var length = 0
        while index < scalars.endIndex, scalars[index] != "}" {
            let scalar = scalars[index]
            guard scalar != "{", scalar != "\n", length < 64 else { return nil }
            length += 1
            index = scalars.index(after: index)
        }
        guard index < scalars.endIndex, index > nameStart else { return nil }
        index = scalars.index(after: index)
        if doubled {
            guard index < scalars.endIndex, scalars[index] == "}" else { return nil }
            index = scalars.index(after: index)
        }
        return index
    }
}
