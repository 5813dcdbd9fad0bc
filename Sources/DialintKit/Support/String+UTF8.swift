extension String {
    /// The text at a UTF-8 byte range (ranges from the tokenizer always fall on character boundaries).
    func utf8Slice(_ range: Range<Int>) -> String {
        withUTF8Bytes { bytes in
            let lower = max(0, min(range.lowerBound, bytes.count))
            let upper = max(lower, min(range.upperBound, bytes.count))
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[lower..<upper]), as: UTF8.self)
        }
    }

    /// Runs `body` on the text's UTF-8 bytes: in place for a native string, which reads them faster
    /// than the UTF-8 view's indexes, else on a copy.
    func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(utf8).withUnsafeBufferPointer(body)
    }
}

extension String {
    /// Whether UTF-8 `bytes` hold a character `escapingControlCharacters` escapes. One comparison or
    /// three a byte: the generic `contains` on the UTF-8 view cost twenty.
    static func holdsControlCharacters(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let count = bytes.count
        var index = 0
        while index < count {
            let byte = base[index]
            if byte >= 0x20 && byte < 0x7F {
                index += 1
                continue
            }
            if byte < 0x20 || byte == 0x7F { return true }
            // NEL (C2 85), and the line and paragraph separators (E2 80 A8, E2 80 A9); not the curly
            // quotes and apostrophes (E2 80 9C, E2 80 99) that many messages hold.
            if byte == 0xC2, index + 1 < count, base[index + 1] == 0x85 { return true }
            if byte == 0xE2, index + 2 < count, base[index + 1] == 0x80, base[index + 2] == 0xA8 || base[index + 2] == 0xA9 {
                return true
            }
            index += 1
        }
        return false
    }

    /// The text with its control characters and line separators written as JSON escapes (`\n`,
    /// `\t`, `\u001B`, `\u2028`): a message quotes what the spec says, and a line break or an escape
    /// sequence in a quoted title must neither split a diagnostic's line (problem matchers and grep
    /// read one line a diagnostic) nor reach a terminal as a command. The escapes are the ones the
    /// spec's own source spells them with.
    var escapingControlCharacters: String {
        // Most messages have none: one pass over the bytes in place says so.
        guard withUTF8Bytes(Self.holdsControlCharacters) else { return self }
        var escaped = ""
        escaped.reserveCapacity(utf8.count + 8)
        for scalar in unicodeScalars {
            switch scalar {
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            case "\u{00}"..."\u{1F}", "\u{7F}", "\u{85}", "\u{2028}", "\u{2029}":
                let hex = String(scalar.value, radix: 16, uppercase: true)
                escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
