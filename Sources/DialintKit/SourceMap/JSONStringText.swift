/// Decoding the raw text of a JSON string already checked by the scanner, and mapping decoded
/// UTF-8 offsets back to raw source offsets. Every read is bounds-checked all the same.
enum JSONStringText {
    /// One source unit of a string: a raw byte, or a whole escape (a surrogate pair is one unit).
    struct Unit {
        var rawLength: Int
        var decodedLength: Int
    }

    /// The unit starting at `i`, for raw content ending before `end` (the closing quote).
    static func unit(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int, end: Int) -> Unit {
        guard bytes[i] == 0x5C, i + 1 < end else { return Unit(rawLength: 1, decodedLength: 1) }
        guard bytes[i + 1] == UInt8(ascii: "u"), let base = bytes.baseAddress,
            let unit = UTF8Check.hex4(base, at: i + 2, count: end)
        else { return Unit(rawLength: 2, decodedLength: 1) }
        if unit >= 0xD800 && unit <= 0xDBFF && i + 12 <= end && bytes[i + 6] == 0x5C && bytes[i + 7] == UInt8(ascii: "u") {
            return Unit(rawLength: 12, decodedLength: 4)
        }
        return Unit(rawLength: 6, decodedLength: unit < 0x80 ? 1 : unit < 0x800 ? 2 : 3)
    }

    /// The decoded UTF-8 bytes of the raw content `start..<end` (between the quotes).
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(end - start)
        var i = start
        while i < end {
            let byte = bytes[i]
            guard byte == 0x5C, i + 1 < end else {
                out.append(byte)
                i += 1
                continue
            }
            let escaped = bytes[i + 1]
            switch escaped {
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                guard let base = bytes.baseAddress, let high = UTF8Check.hex4(base, at: i + 2, count: end) else {
                    out.append(escaped)
                    i += 2
                    continue
                }
                var scalar = high
                var length = 6
                if high >= 0xD800 && high <= 0xDBFF, i + 12 <= end,
                    let low = UTF8Check.hex4(base, at: i + 8, count: end), low >= 0xDC00 && low <= 0xDFFF
                {
                    scalar = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
                    length = 12
                }
                appendUTF8(Unicode.Scalar(scalar) ?? "\u{FFFD}", to: &out)
                i += length
                continue
            default: out.append(escaped)  // \" \\ \/
            }
            i += 2
        }
        return out
    }

    private static func appendUTF8(_ scalar: Unicode.Scalar, to out: inout [UInt8]) {
        let value = scalar.value
        switch value {
        case ..<0x80:
            out.append(UInt8(value))
        case ..<0x800:
            out.append(UInt8(0xC0 | value >> 6))
            out.append(UInt8(0x80 | value & 0x3F))
        case ..<0x10000:
            out.append(UInt8(0xE0 | value >> 12))
            out.append(UInt8(0x80 | value >> 6 & 0x3F))
            out.append(UInt8(0x80 | value & 0x3F))
        default:
            out.append(UInt8(0xF0 | value >> 18))
            out.append(UInt8(0x80 | value >> 12 & 0x3F))
            out.append(UInt8(0x80 | value >> 6 & 0x3F))
            out.append(UInt8(0x80 | value & 0x3F))
        }
    }

    /// The raw offsets `start..<end` that encode the decoded UTF-8 bytes `range` of the raw content
    /// `contentStart..<contentEnd`. A range boundary inside an escape widens to the whole escape.
    /// Nil when the range does not fit in the decoded string.
    ///
    /// With escapes, the offsets are found by walking the string's units. `cursor` remembers where
    /// the last walk in this string found its range's start, and a walk to a later offset resumes
    /// there: a rule's findings come in order, so locating the k findings of a long string with
    /// escapes costs one walk per rule, not k (100,000 findings in a 1.4 MB message: 74 s before).
    static func rawRange(
        ofDecoded range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>,
        contentStart: Int, contentEnd: Int, hasEscapes: Bool, cursor: inout Cursor?
    ) -> Range<Int>? {
        guard range.lowerBound >= 0 else { return nil }
        guard hasEscapes else {
            guard range.upperBound <= contentEnd - contentStart else { return nil }
            return (contentStart + range.lowerBound) ..< (contentStart + range.upperBound)
        }
        var raw = contentStart
        var decoded = 0
        if let cursor, cursor.contentStart == contentStart, cursor.decoded <= range.lowerBound {
            raw = cursor.raw
            decoded = cursor.decoded
        }
        var rawLowerFound: (raw: Int, decoded: Int)?
        defer {
            // Where the range's start was found: the next walk may resume there.
            if let lower = rawLowerFound { cursor = Cursor(contentStart: contentStart, raw: lower.raw, decoded: lower.decoded) }
        }
        var rawLower: Int? = nil
        var rawUpper: Int? = nil
        let last = range.upperBound - 1  // the last decoded byte of a non-empty range
        while raw < contentEnd {
            let unit = self.unit(bytes, at: raw, end: contentEnd)
            let next = decoded + unit.decodedLength
            if rawLower == nil && range.lowerBound < next {
                rawLower = raw
                rawLowerFound = (raw, decoded)
                if range.isEmpty { rawUpper = raw; break }
            }
            if !range.isEmpty && last < next {
                rawUpper = raw + unit.rawLength
                break
            }
            raw += unit.rawLength
            decoded = next
        }
        if rawLower == nil && range.lowerBound == decoded {
            rawLower = raw
            if range.isEmpty { rawUpper = raw }
        }
        guard let lower = rawLower, let upper = rawUpper else { return nil }
        return lower ..< upper
    }

    /// A place in a string with escapes: the raw offset of a unit, and the decoded offset it starts.
    struct Cursor: Sendable {
        var contentStart: Int
        var raw: Int
        var decoded: Int
    }
}
