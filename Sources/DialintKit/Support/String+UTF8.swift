extension String {
    /// The text at a UTF-8 byte range (ranges from the tokenizer always fall on character boundaries).
    func utf8Slice(_ range: Range<Int>) -> String {
        withUTF8Bytes { bytes in
            let lower = max(0, min(range.lowerBound, bytes.count))
            let upper = max(lower, min(range.upperBound, bytes.count))
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[lower..<upper]), as: UTF8.self)
        }
    }

    /// The text, or past `longest` UTF-8 bytes its start, "…", its length and the first 64 bits of the
    /// SHA-256 digest of its bytes: short enough to repeat in every finding, and different for two
    /// texts of different bytes but by a chance of one in 2⁶⁴ (so two spellings of one text, composed
    /// and decomposed, differ). The result is at most `longest` bytes, so it is its own abbreviation.
    func abbreviated(toAtMost longest: Int) -> String {
        let length = utf8.count
        guard length > longest else { return self }
        let digest = SHA256.hexDigest(Array(utf8)).prefix(16)
        let suffix = "… (\(length) bytes, sha256 \(digest))"
        var start = ""
        for character in self {
            guard start.utf8.count + character.utf8.count + suffix.utf8.count <= longest else { break }
            start.append(character)
        }
        return start + suffix
    }

    /// Runs `body` on the text's UTF-8 bytes: in place for a native string, which reads them faster
    /// than the UTF-8 view's indexes, else on a copy.
    func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(utf8).withUnsafeBufferPointer(body)
    }
}

extension String {
    /// Whether UTF-8 `bytes` hold a character `escapingControlCharacters` escapes. Two comparisons a
    /// byte for printable ASCII text: the generic `contains` on the UTF-8 view cost twenty instructions.
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
            // Lead bytes of the escaped non-ASCII characters: C1 controls (C2 80–9F), the Arabic letter
            // mark (D8 9C), and the marks, separators and invisibles of E2 80–81 and EF BB BF; not
            // the curly quotes and apostrophes (E2 80 98–9D) that many messages hold.
            if byte == 0xC2 || byte == 0xD8 || byte == 0xE2 || byte == 0xEF, let scalar = Self.scalar(at: index, in: base, count: count),
                Self.isEscaped(scalar)
            {
                return true
            }
            index += 1
        }
        return false
    }

    /// The scalar whose UTF-8 starts at `index` (two or three bytes; the callers' lead bytes).
    private static func scalar(at index: Int, in base: UnsafePointer<UInt8>, count: Int) -> Unicode.Scalar? {
        let lead = base[index]
        if lead < 0xE0 {
            guard index + 1 < count else { return nil }
            return Unicode.Scalar((UInt32(lead & 0x1F) << 6) | UInt32(base[index + 1] & 0x3F))
        }
        guard index + 2 < count else { return nil }
        return Unicode.Scalar((UInt32(lead & 0x0F) << 12) | (UInt32(base[index + 1] & 0x3F) << 6) | UInt32(base[index + 2] & 0x3F))
    }

    /// Characters a one-line message must not carry as they are: controls (C0, DEL, C1), line and
    /// paragraph separators, the bidirectional marks, embeddings and isolates that reorder what a
    /// terminal shows, and the invisible zero-width characters and byte order mark.
    static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x2069, 0xFEFF: true
        default: false
        }
    }

    /// The text with its control characters, line separators, bidirectional controls and invisible
    /// characters written as JSON escapes (`\n`, `\t`, `\u001B`, `\u2028`, `\u202E`, `\u200B`): a
    /// message quotes what the spec says, and a line break or an escape sequence in a quoted title must
    /// neither split a diagnostic's line (problem matchers and grep read one line a diagnostic) nor
    /// reach a terminal as a command, nor reorder or hide what it shows. The escapes are the ones the
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
            case _ where Self.isEscaped(scalar):
                let hex = String(scalar.value, radix: 16, uppercase: true)
                escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
