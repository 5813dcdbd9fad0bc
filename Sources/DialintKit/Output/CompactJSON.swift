/// Compact JSON written straight into bytes: the exact text `JSONEncoder` prints with
/// `.sortedKeys` and `.withoutEscapingSlashes`, at a fraction of its cost (no intermediate tree, no
/// dictionary sorting). The JSON Lines report writes a line per finding, so this is on the hot path.
/// Callers write the punctuation and the keys, in sorted order, as literal fragments; a test holds the
/// result to `JSONEncoder`'s output.
struct CompactJSON {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 512) {
        bytes.reserveCapacity(capacity)
    }

    /// Literal JSON text: punctuation and keys, such as `,"line":`.
    mutating func fragment(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    mutating func number(_ number: Int) {
        if number >= 0 && number < 10 {
            bytes.append(UInt8(ascii: "0") + UInt8(number))
            return
        }
        if number < 0 { bytes.append(UInt8(ascii: "-")) }
        // Digits come least significant first: gather them, then write them the right way round.
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        var count = 0
        var magnitude = number.magnitude
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                count += 1
                magnitude /= 10
            } while magnitude > 0
            for index in stride(from: count - 1, through: 0, by: -1) { bytes.append(buffer[index]) }
        }
    }

    /// A string value, or null.
    mutating func string(_ string: String?) {
        guard var string else {
            fragment("null")
            return
        }
        bytes.append(UInt8(ascii: "\""))
        string.withUTF8 { appendEscaped($0) }
        bytes.append(UInt8(ascii: "\""))
    }

    /// A JSON pointer as its RFC 6901 text (`/dialogs/0/title`), written as a string value.
    mutating func pointer(_ pointer: JSONPointer) {
        bytes.append(UInt8(ascii: "\""))
        for component in pointer.components {
            bytes.append(UInt8(ascii: "/"))
            switch component {
            case .index(let index): number(index)
            case .key(var key):
                if key.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) {
                    key = PathComponent.key(key).escapedToken
                }
                key.withUTF8 { appendEscaped($0) }
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// UTF-8 text inside a string value: runs that need no escape are copied whole.
    private mutating func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
        guard let base = utf8.baseAddress else { return }
        var runStart = 0
        var index = 0
        // Eight bytes at a time while none needs an escape (most text has none at all).
        while index + 8 <= utf8.count,
            !Self.needsEscape(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
        {
            index += 8
        }
        while index < utf8.count {
            let byte = utf8[index]
            if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                runStart = index + 1
                appendEscape(byte)
            }
            index += 1
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
    }

    /// Whether any of eight bytes is a control character, a quote or a backslash (the classic
    /// "has a byte less than n" and "has a zero byte" word tricks; exact as to whether one exists).
    private static func needsEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let control = (word &- ones &* 0x20) & ~word & highs
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        return (control | ((quote &- ones) & ~quote & highs) | ((backslash &- ones) & ~backslash & highs)) != 0
    }

    /// The escape `JSONEncoder` writes for a quote, a backslash or a control character.
    private mutating func appendEscape(_ byte: UInt8) {
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        default:
            let hex = Array("0123456789abcdef".utf8)
            fragment("u00")
            bytes.append(hex[Int(byte >> 4)])
            bytes.append(hex[Int(byte & 0xF)])
        }
    }

    mutating func newline() {
        bytes.append(UInt8(ascii: "\n"))
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }
}
