/// Compact JSON written straight into bytes: the exact text `JSONEncoder` prints with
/// `.sortedKeys` and `.withoutEscapingSlashes`, at a fraction of its cost (no intermediate tree, no
/// dictionary sorting). The JSON Lines report writes a line per finding, so this is on the hot path.
/// Callers write the punctuation and the keys, in sorted order, as literal fragments; a test holds the
/// result to `JSONEncoder`'s output.
struct CompactJSON {
    /// The text written so far is `storage[..<count]`; the rest is room. Each piece is reserved for at
    /// its longest, then copied or escaped into place through a pointer: `Array.append` checked
    /// capacity and uniqueness for every byte and every fragment, which cost more than the writing.
    private var storage: [UInt8]
    private(set) var count = 0

    init(capacity: Int = 512) {
        // Room, not text: nothing before `count` is ever read, so the bytes are left as they come
        // (zeroing a report's room cost more than writing its numbers).
        let size = Swift.max(capacity, 64)
        storage = [UInt8](unsafeUninitializedCapacity: size) { _, initialized in initialized = size }
    }

    /// The text written so far.
    var bytes: [UInt8] { Array(storage[..<count]) }

    /// The text written so far, handed over without a copy.
    consuming func finish() -> [UInt8] {
        storage.removeSubrange(count...)
        return storage
    }

    /// Writes a piece of text through `body`, which must write at most `size` bytes: room is made
    /// once for the whole piece (a finding's line is one piece), and the cursor writes without checks.
    mutating func write(atMost size: Int, _ body: (inout Cursor) -> Void) {
        if count + size > storage.count {
            storage.append(contentsOf: repeatElement(0, count: Swift.max(count + size - storage.count, storage.count)))
        }
        let start = count
        count += storage.withUnsafeMutableBufferPointer { buffer in
            var cursor = Cursor(buffer.baseAddress! + start)
            body(&cursor)
            let written = cursor.next - (buffer.baseAddress! + start)
            assert(written <= size, "wrote \(written) bytes into room for \(size)")
            return written
        }
    }

    /// Literal JSON text: punctuation and keys, such as `,"line":`.
    mutating func fragment(_ text: StaticString) {
        write(atMost: text.utf8CodeUnitCount) { $0.fragment(text) }
    }

    mutating func number(_ number: Int) {
        write(atMost: Cursor.numberBound) { $0.number(number) }
    }

    /// A string value, or null.
    mutating func string(_ string: String?) {
        write(atMost: Cursor.bound(of: string)) { $0.string(string) }
    }

    /// A JSON pointer as its RFC 6901 text (`/dialogs/0/title`), written as a string value.
    mutating func pointer(_ pointer: JSONPointer) {
        write(atMost: Cursor.bound(of: pointer)) { $0.pointer(pointer) }
    }

    mutating func newline() {
        fragment("\n")
    }

    /// A string value as JSON text (quoted and escaped), for text written again and again: copied
    /// as it is (`Cursor.json`) instead of escaped each time.
    static func stringValue(_ string: String) -> [UInt8] {
        var json = CompactJSON(capacity: Cursor.bound(of: string))
        json.string(string)
        return json.finish()
    }

    var text: String { String(decoding: storage[..<count], as: UTF8.self) }

    /// Writes into room made beforehand (`CompactJSON.write(atMost:_:)`), at `next`.
    struct Cursor {
        private(set) var next: UnsafeMutablePointer<UInt8>

        fileprivate init(_ next: UnsafeMutablePointer<UInt8>) {
            self.next = next
        }

        /// The most bytes a number takes.
        static let numberBound = 20

        /// The most bytes `string(_:)` writes for `string`.
        static func bound(of string: String?) -> Int {
            (string?.utf8.count ?? 0) * 6 + 4
        }

        /// The most bytes `pointer(_:)` writes for `pointer`: a key's escaped token is at most twice
        /// its length, and each of its bytes at most six in JSON.
        static func bound(of pointer: JSONPointer) -> Int {
            var bound = 2
            for component in pointer.components {
                switch component {
                case .index: bound += 1 + numberBound
                case .key(let key): bound += 1 + key.utf8.count * 12
                }
            }
            return bound
        }

        // Inlined where a literal is written, its length is known there and the copy is a few moves
        // rather than a call to `memcpy` (a finding's line has a dozen keys).
        @inline(__always)
        mutating func fragment(_ text: StaticString) {
            let length = text.utf8CodeUnitCount
            next.update(from: text.utf8Start, count: length)
            next += length
        }

        /// JSON text written beforehand (`CompactJSON.stringValue`), as it is.
        mutating func json(_ text: [UInt8]) {
            next += text.withUnsafeBufferPointer { CompactJSON.copy($0, to: next) }
        }

        /// A member: its key as literal text with the punctuation before it (`,"line":`), then its value.
        @inline(__always)
        mutating func member(_ key: StaticString, _ value: Int) {
            fragment(key)
            number(value)
        }

        /// A member whose value is a string, or null.
        @inline(__always)
        mutating func member(_ key: StaticString, _ value: String?) {
            fragment(key)
            string(value)
        }

        mutating func number(_ number: Int) {
            next += CompactJSON.write(number, to: next)
        }

        /// A string value, or null.
        mutating func string(_ string: String?) {
            guard let string else {
                fragment("null")
                return
            }
            next[0] = UInt8(ascii: "\"")
            next += 1
            next += string.withUTF8Bytes { CompactJSON.escape($0, to: next) }
            next[0] = UInt8(ascii: "\"")
            next += 1
        }

        /// A byte that a key cannot be written with as it is: RFC 6901 escapes `~` and `/`, JSON the rest.
        private static func needsEscapeInPointer(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "~") || byte == UInt8(ascii: "/") || CompactJSON.needsEscape(byte)
        }

        mutating func pointer(_ pointer: JSONPointer) {
            fragment("\"")
            for component in pointer.components {
                next[0] = UInt8(ascii: "/")
                next += 1
                switch component {
                case .index(let index):
                    number(index)
                case .key(let key):
                    // Almost every key ("dialogs", "buttons", "title") needs no escape of either kind: it
                    // is looked at and copied in one pass over its bytes, not searched and then escaped.
                    let written = key.withUTF8Bytes { utf8 in
                        utf8.contains(where: Self.needsEscapeInPointer) ? nil : CompactJSON.copy(utf8, to: next)
                    }
                    next += written ?? component.escapedToken.withUTF8Bytes { CompactJSON.escape($0, to: next) }
                }
            }
            fragment("\"")
        }
    }

    /// Writes `utf8` as it is; returns how many bytes it took.
    private static func copy(_ utf8: UnsafeBufferPointer<UInt8>, to target: UnsafeMutablePointer<UInt8>) -> Int {
        if let base = utf8.baseAddress { target.update(from: base, count: utf8.count) }
        return utf8.count
    }

    /// Writes the decimal digits of `number`; returns how many bytes they took.
    private static func write(_ number: Int, to target: UnsafeMutablePointer<UInt8>) -> Int {
        let sign = number < 0 ? 1 : 0
        if number < 0 { target[0] = UInt8(ascii: "-") }
        let magnitude = number.magnitude
        // Lines, columns and indexes are nearly all under 10,000: their digits are counted by
        // comparisons, not by dividing.
        let digits = magnitude < 10 ? 1 : magnitude < 100 ? 2 : magnitude < 1000 ? 3 : magnitude < 10000 ? 4
            : digitCount(of: magnitude)
        writeDigits(of: magnitude, count: digits, to: target + sign)
        return sign + digits
    }

    private static func digitCount(of magnitude: UInt) -> Int {
        var rest = magnitude
        var digits = 0
        repeat {
            digits += 1
            rest /= 10
        } while rest > 0
        return digits
    }

    /// Writes the last `count` decimal digits of `magnitude`, least significant first, from the right.
    @inline(__always)
    private static func writeDigits(of magnitude: UInt, count: Int, to target: UnsafeMutablePointer<UInt8>) {
        var rest = magnitude
        for position in stride(from: count - 1, through: 0, by: -1) {
            target[position] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
        }
    }

    /// Writes UTF-8 text as it stands inside a string value (at most six bytes for each); returns how
    /// many bytes it took. Runs that need no escape are copied whole.
    private static func escape(_ utf8: UnsafeBufferPointer<UInt8>, to target: UnsafeMutablePointer<UInt8>) -> Int {
        guard let base = utf8.baseAddress else { return 0 }
        var written = 0
        var runStart = 0
        func escapeIfNeeded(at index: Int) {
            let byte = base[index]
            guard needsEscape(byte) else { return }
            (target + written).update(from: base + runStart, count: index - runStart)
            written += index - runStart
            runStart = index + 1
            written += writeEscape(byte, to: target + written)
        }
        // Eight bytes at a time (most text needs no escape at all, and the rest has few); a block
        // that needs one is taken byte by byte.
        var index = 0
        while index + 8 <= utf8.count {
            if ByteWord.escapeMask(ByteWord.load(base + index)) != 0 {
                for position in index..<index + 8 { escapeIfNeeded(at: position) }
            }
            index += 8
        }
        // The last few bytes: clean if the last eight are.
        if index < utf8.count, utf8.count < 8
            || ByteWord.escapeMask(ByteWord.load(base + utf8.count - 8)) != 0
        {
            for position in index..<utf8.count { escapeIfNeeded(at: position) }
        }
        (target + written).update(from: base + runStart, count: utf8.count - runStart)
        return written + utf8.count - runStart
    }

    /// A byte that JSON escapes inside a string: a control character, a quote or a backslash.
    @inline(__always)
    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    /// Writes the escape `JSONEncoder` writes for a quote, a backslash or a control character; returns its length.
    private static func writeEscape(_ byte: UInt8, to target: UnsafeMutablePointer<UInt8>) -> Int {
        target[0] = UInt8(ascii: "\\")
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): target[1] = byte
        case 0x0A: target[1] = UInt8(ascii: "n")
        case 0x0D: target[1] = UInt8(ascii: "r")
        case 0x09: target[1] = UInt8(ascii: "t")
        case 0x08: target[1] = UInt8(ascii: "b")
        case 0x0C: target[1] = UInt8(ascii: "f")
        default:
            let hex: StaticString = "0123456789abcdef"
            target[1] = UInt8(ascii: "u")
            target[2] = UInt8(ascii: "0")
            target[3] = UInt8(ascii: "0")
            target[4] = hex.utf8Start[Int(byte >> 4)]
            target[5] = hex.utf8Start[Int(byte & 0xF)]
            return 6
        }
        return 2
    }
}
