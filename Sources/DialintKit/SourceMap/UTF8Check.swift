/// UTF-8 well-formedness (Unicode table 3-7) and `\u` hex digits, on raw bytes.
enum UTF8Check {
    // Negative results of `sequenceLength`.
    static let unexpectedContinuation = -1
    static let invalidByte = -2
    static let overlong = -3
    static let surrogate = -4
    static let tooLarge = -5
    static let truncated = -6

    /// The length (2...4) of the well-formed sequence whose lead byte (>= 0x80) is at `i`,
    /// or one of the negative reasons above. Never reads at or past `count`.
    @inline(__always)
    static func sequenceLength(_ p: UnsafePointer<UInt8>, at i: Int, count: Int) -> Int {
        let lead = p[i]
        @inline(__always) func continuation(_ j: Int) -> Bool { j < count && p[j] & 0xC0 == 0x80 }
        switch lead {
        case 0xC2...0xDF:
            return continuation(i + 1) ? 2 : truncated
        case 0xE0...0xEF:
            guard continuation(i + 1) else { return truncated }
            let second = p[i + 1]
            if lead == 0xE0 && second < 0xA0 { return overlong }
            if lead == 0xED && second > 0x9F { return surrogate }
            return continuation(i + 2) ? 3 : truncated
        case 0xF0...0xF4:
            guard continuation(i + 1) else { return truncated }
            let second = p[i + 1]
            if lead == 0xF0 && second < 0x90 { return overlong }
            if lead == 0xF4 && second > 0x8F { return tooLarge }
            return continuation(i + 2) && continuation(i + 3) ? 4 : truncated
        case 0x80...0xBF:
            return unexpectedContinuation
        case 0xC0, 0xC1:
            return overlong
        default:
            return invalidByte
        }
    }

    /// Why `sequenceLength` refused a sequence, for a message; "" for a byte that is never UTF-8.
    static func reason(_ code: Int) -> String {
        switch code {
        case unexpectedContinuation: return "a continuation byte without a lead byte"
        case overlong: return "overlong encoding"
        case surrogate: return "a UTF-16 surrogate encoded in UTF-8"
        case tooLarge: return "code point above U+10FFFF"
        case truncated: return "truncated multi-byte sequence"
        default: return ""
        }
    }

    /// The scalar value of the well-formed sequence of `length` bytes at `i`.
    static func decode(_ p: UnsafePointer<UInt8>, at i: Int, length: Int) -> UInt32 {
        switch length {
        case 2: return UInt32(p[i] & 0x1F) << 6 | UInt32(p[i + 1] & 0x3F)
        case 3: return UInt32(p[i] & 0x0F) << 12 | UInt32(p[i + 1] & 0x3F) << 6 | UInt32(p[i + 2] & 0x3F)
        case 4:
            return UInt32(p[i] & 0x07) << 18 | UInt32(p[i + 1] & 0x3F) << 12 | UInt32(p[i + 2] & 0x3F) << 6
                | UInt32(p[i + 3] & 0x3F)
        default: return UInt32(p[i])
        }
    }

    /// The value of one hex digit.
    @inline(__always)
    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case 0x30...0x39: return UInt32(byte - 0x30)
        case 0x41...0x46: return UInt32(byte - 0x41 + 10)
        case 0x61...0x66: return UInt32(byte - 0x61 + 10)
        default: return nil
        }
    }

    /// The value of the 4 hex digits at `i`, or nil.
    static func hex4(_ p: UnsafePointer<UInt8>, at i: Int, count: Int) -> UInt32? {
        guard i + 4 <= count, let a = hexValue(p[i]), let b = hexValue(p[i + 1]),
            let c = hexValue(p[i + 2]), let d = hexValue(p[i + 3])
        else { return nil }
        return a << 12 | b << 8 | c << 4 | d
    }

    /// `U+00A0`.
    static func codePoint(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(4 - hex.count, 0)) + hex
    }

    /// `0xFF`.
    static func hexByte(_ byte: UInt8) -> String {
        let hex = String(byte, radix: 16, uppercase: true)
        return "0x" + (hex.count < 2 ? "0" + hex : hex)
    }
}
