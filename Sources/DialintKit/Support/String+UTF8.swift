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
    /// The text with its control characters and line separators written as JSON escapes (`\n`,
    /// `\t`, `\u001B`, `\u2028`): a message quotes what the spec says, and a line break or an escape
    /// sequence in a quoted title must neither split a diagnostic's line (problem matchers and grep
    /// read one line a diagnostic) nor reach a terminal as a command. The escapes are the ones the
    /// spec's own source spells them with.
    var escapingControlCharacters: String {
        // Most messages have none: one pass over the bytes says so.
        guard utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 }) else { return self }
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
