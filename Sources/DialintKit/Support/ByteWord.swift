/// Eight bytes of UTF-8 read as one word, so that a scan over text can step over a run of ordinary
/// bytes at once instead of testing each.
///
/// The tests are the classic word tricks ("has a byte less than n", "has a zero byte"). Each gives a
/// mask with the high bit set in flagged bytes. A byte above a flagged one may be flagged falsely by
/// the borrow, but no byte is flagged below the first true match, so `firstFlagged` is exact.
enum ByteWord {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080
    private static let spaces: UInt64 = 0x2020_2020_2020_2020

    /// The eight bytes at `pointer`, the first in the low byte whatever the machine's byte order.
    @inline(__always)
    static func load(_ pointer: UnsafePointer<UInt8>) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(pointer).loadUnaligned(as: UInt64.self))
    }

    /// Bytes that JSON must escape inside a string: control characters, `"` and `\`.
    @inline(__always)
    static func escapeMask(_ word: UInt64) -> UInt64 {
        let control = (word &- ones &* 0x20) & ~word & highs
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        return control | ((quote &- ones) & ~quote & highs) | ((backslash &- ones) & ~backslash & highs)
    }

    /// Bytes a JSON string scan must look at: those of `escapeMask` and any byte of a multibyte
    /// UTF-8 sequence (which needs validating).
    @inline(__always)
    static func stringScanMask(_ word: UInt64) -> UInt64 {
        escapeMask(word) | (word & highs)
    }

    /// The position (0 to 7) of the first flagged byte of a non-zero mask.
    @inline(__always)
    static func firstFlagged(_ mask: UInt64) -> Int {
        mask.trailingZeroBitCount >> 3
    }

    /// How many of the eight bytes, from the first, are spaces (8 when all are).
    @inline(__always)
    static func leadingSpaces(_ word: UInt64) -> Int {
        let difference = word ^ spaces
        return difference == 0 ? 8 : difference.trailingZeroBitCount >> 3
    }
}
