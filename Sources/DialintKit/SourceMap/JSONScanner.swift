/// Receives what the scanner finds, in document order. The scanner is generic over its sink so
/// that validation (an empty sink) and mapping (a tree builder) share one loop and one set of errors.
protocol JSONScanSink {
    /// A `{` or `[` at `offset`.
    mutating func beginContainer(_ kind: JSONValueKind, at offset: Int)
    /// The matching `}` or `]`; `end` is the offset after it.
    mutating func endContainer(end: Int)
    /// A string, number, `true`, `false` or `null` spanning `start..<end` (a string with its quotes).
    mutating func scalar(_ kind: JSONValueKind, start: Int, end: Int, hasEscapes: Bool)
    /// An object member's key spanning `start..<end` with its quotes; the next value is its value.
    mutating func key(start: Int, end: Int, hasEscapes: Bool)
    /// A line starts at `offset` (after a `\n`, a `\r\n` or a lone `\r` between tokens).
    mutating func lineStart(at offset: Int)
}

/// A sink that keeps nothing: `SourceMap.validate`.
struct ValidationSink: JSONScanSink {
    @inline(__always) mutating func beginContainer(_ kind: JSONValueKind, at offset: Int) {}
    @inline(__always) mutating func endContainer(end: Int) {}
    @inline(__always) mutating func scalar(_ kind: JSONValueKind, start: Int, end: Int, hasEscapes: Bool) {}
    @inline(__always) mutating func key(start: Int, end: Int, hasEscapes: Bool) {}
    @inline(__always) mutating func lineStart(at offset: Int) {}
}

/// A failure found by the scanner: the offending offset and what was wrong.
struct ScanFailure: Error {
    var offset: Int
    var problem: JSONSyntaxProblem
}

/// One strict RFC 8259 pass over a file's bytes: iterative (an explicit stack bounded by
/// `maxDepth`), no allocation besides that stack, and the first problem found stops it.
struct JSONScanner {
    let p: UnsafePointer<UInt8>
    let count: Int
    /// 3 after a UTF-8 byte order mark, else 0.
    let contentStart: Int
    let maxDepth: Int

    // ASCII bytes the scanner looks for.
    static let quote: UInt8 = 0x22, backslash: UInt8 = 0x5C, comma: UInt8 = 0x2C, colon: UInt8 = 0x3A
    static let openBrace: UInt8 = 0x7B, closeBrace: UInt8 = 0x7D
    static let openBracket: UInt8 = 0x5B, closeBracket: UInt8 = 0x5D
    static let minus: UInt8 = 0x2D, plus: UInt8 = 0x2B, dot: UInt8 = 0x2E
    static let zero: UInt8 = 0x30, nine: UInt8 = 0x39

    /// Scans the whole file, reporting to `sink`. Throws the first problem.
    func scan<Sink: JSONScanSink>(into sink: inout Sink) throws(ScanFailure) {
        let p = self.p
        let end = count
        var i = skipWhitespace(from: contentStart, &sink)
        if i == end { throw ScanFailure(offset: contentStart, problem: end > contentStart ? .onlyWhitespace : .emptyFile) }

        // Open containers: (offset of the bracket << 1) | 1 for an object.
        var stack: [Int] = []
        stack.reserveCapacity(min(maxDepth, 128))

        valueLoop: while true {
            // Here a value is expected and `i` is at a non-whitespace byte or at the end.
            guard i < end else { throw ScanFailure(offset: end, problem: .endOfFile(expected: .value)) }
            let byte = p[i]
            switch byte {
            case Self.openBrace:
                guard stack.count < maxDepth else { throw ScanFailure(offset: i, problem: .tooDeep(maxDepth)) }
                stack.append(i << 1 | 1)
                sink.beginContainer(.object, at: i)
                i = skipWhitespace(from: i + 1, &sink)
                if i < end && p[i] == Self.closeBrace {
                    stack.removeLast()
                    i += 1
                    sink.endContainer(end: i)
                } else {
                    i = try scanMember(at: i, afterComma: nil, &sink)
                    continue valueLoop
                }
            case Self.openBracket:
                guard stack.count < maxDepth else { throw ScanFailure(offset: i, problem: .tooDeep(maxDepth)) }
                stack.append(i << 1)
                sink.beginContainer(.array, at: i)
                i = skipWhitespace(from: i + 1, &sink)
                guard i < end else { throw ScanFailure(offset: end, problem: .endOfFile(expected: .valueOrCloseBracket)) }
                if p[i] == Self.closeBracket {
                    stack.removeLast()
                    i += 1
                    sink.endContainer(end: i)
                } else {
                    continue valueLoop
                }
            case Self.quote:
                let (stringEnd, hasEscapes) = try scanString(at: i)
                sink.scalar(.string, start: i, end: stringEnd, hasEscapes: hasEscapes)
                i = stringEnd
            case Self.minus, Self.zero...Self.nine:
                let numberEnd = try scanNumber(at: i)
                sink.scalar(.number, start: i, end: numberEnd, hasEscapes: false)
                i = numberEnd
            case UInt8(ascii: "t"):
                guard matches(i, 0x74, 0x72, 0x75, 0x65) else { throw unexpected(at: i, expected: .value) }
                sink.scalar(.bool, start: i, end: i + 4, hasEscapes: false)
                i += 4
            case UInt8(ascii: "f"):
                guard i + 4 < end, p[i + 4] == UInt8(ascii: "e"), matches(i, 0x66, 0x61, 0x6C, 0x73, length: 5) else {
                    throw unexpected(at: i, expected: .value)
                }
                sink.scalar(.bool, start: i, end: i + 5, hasEscapes: false)
                i += 5
            case UInt8(ascii: "n"):
                guard matches(i, 0x6E, 0x75, 0x6C, 0x6C) else { throw unexpected(at: i, expected: .value) }
                sink.scalar(.null, start: i, end: i + 4, hasEscapes: false)
                i += 4
            default:
                throw unexpected(at: i, expected: .value)
            }

            // A value just ended: close containers, or find the comma before the next value.
            while true {
                i = skipWhitespace(from: i, &sink)
                guard let top = stack.last else {
                    if i < end { throw unexpected(at: i, expected: .endOfInput) }
                    return
                }
                let isObject = top & 1 == 1
                guard i < end else {
                    throw ScanFailure(offset: end, problem: .unclosed(isObject: isObject, openedAt: top >> 1))
                }
                let byte = p[i]
                if byte == Self.comma {
                    let comma = i
                    i = skipWhitespace(from: i + 1, &sink)
                    if isObject {
                        i = try scanMember(at: i, afterComma: comma, &sink)
                    } else if i < end && p[i] == Self.closeBracket {
                        throw ScanFailure(offset: comma, problem: .trailingComma(beforeBrace: false))
                    }
                    continue valueLoop
                }
                if byte == (isObject ? Self.closeBrace : Self.closeBracket) {
                    stack.removeLast()
                    i += 1
                    sink.endContainer(end: i)
                    continue
                }
                throw unexpected(at: i, expected: isObject ? .commaOrCloseBrace : .commaOrCloseBracket)
            }
        }
    }

    // MARK: - Pieces

    /// Skips JSON whitespace (space, tab, LF, CR), reporting line starts.
    @inline(__always)
    private func skipWhitespace<Sink: JSONScanSink>(from start: Int, _ sink: inout Sink) -> Int {
        var i = start
        let end = count
        while i < end {
            let byte = p[i]
            if byte == 0x20 {
                // Indentation comes in runs: step over up to eight spaces at once.
                i += i + 8 <= end ? ByteWord.leadingSpaces(ByteWord.load(p + i)) : 1
            } else if byte == 0x09 {
                i += 1
            } else if byte == 0x0A {
                i += 1
                sink.lineStart(at: i)
            } else if byte == 0x0D {
                i += (i + 1 < end && p[i + 1] == 0x0A) ? 2 : 1
                sink.lineStart(at: i)
            } else {
                break
            }
        }
        return i
    }

    /// Whether the 4 (or `length`) bytes at `i` are `a b c d` and no letter or digit follows.
    @inline(__always)
    private func matches(_ i: Int, _ a: UInt8, _ b: UInt8, _ c: UInt8, _ d: UInt8, length: Int = 4) -> Bool {
        guard i + length <= count, p[i] == a, p[i + 1] == b, p[i + 2] == c, p[i + 3] == d else { return false }
        return i + length == count || !Self.isWordByte(p[i + length])
    }

    static func isWordByte(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
            || (byte >= zero && byte <= nine) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
    }

    /// A member's key, its colon and the whitespace after it; returns where the value begins.
    /// `i` is at a non-whitespace byte or the end; `afterComma` is the offset of the comma before, if any.
    @inline(__always)
    private func scanMember<Sink: JSONScanSink>(at start: Int, afterComma comma: Int?, _ sink: inout Sink) throws(ScanFailure) -> Int {
        let end = count
        guard start < end else {
            throw ScanFailure(offset: end, problem: .endOfFile(expected: comma == nil ? .keyOrCloseBrace : .key))
        }
        guard p[start] == Self.quote else {
            if let comma, p[start] == Self.closeBrace {
                throw ScanFailure(offset: comma, problem: .trailingComma(beforeBrace: true))
            }
            throw unexpected(at: start, expected: .key)
        }
        let (keyEnd, hasEscapes) = try scanString(at: start)
        sink.key(start: start, end: keyEnd, hasEscapes: hasEscapes)
        var i = skipWhitespace(from: keyEnd, &sink)
        guard i < end else {
            throw ScanFailure(offset: end, problem: .endOfFile(expected: .colon(key: keyText(start, keyEnd))))
        }
        guard p[i] == Self.colon else {
            throw unexpected(at: i, expected: .colon(key: keyText(start, keyEnd)))
        }
        i = skipWhitespace(from: i + 1, &sink)
        return i
    }

    /// A key's source text without quotes, shortened for a message.
    private func keyText(_ start: Int, _ end: Int) -> String {
        let inner = UnsafeBufferPointer(start: p + start + 1, count: max(end - start - 2, 0))
        let text = String(decoding: inner, as: UTF8.self)
        return text.count > 40 ? String(text.prefix(39)) + "…" : text
    }

    /// A string starting at the quote at `start`; returns the offset after its closing quote and
    /// whether it contains escapes. Checks escapes, control characters and UTF-8.
    @inline(__always)
    private func scanString(at start: Int) throws(ScanFailure) -> (end: Int, hasEscapes: Bool) {
        let p = self.p
        let end = count
        var i = start + 1
        var hasEscapes = false
        while i < end {
            // Eight bytes at a time up to the first that is not plain ASCII text.
            if i + 8 <= end {
                let mask = ByteWord.stringScanMask(ByteWord.load(p + i))
                if mask == 0 {
                    i += 8
                    continue
                }
                i += ByteWord.firstFlagged(mask)
            }
            let byte = p[i]
            if byte >= 0x20 && byte < 0x80 && byte != Self.quote && byte != Self.backslash {
                i += 1
                continue
            }
            if byte == Self.quote { return (i + 1, hasEscapes) }
            if byte == Self.backslash {
                hasEscapes = true
                i = try scanEscape(at: i, stringStart: start)
                continue
            }
            if byte >= 0x80 {
                let length = UTF8Check.sequenceLength(p, at: i, count: end)
                guard length > 0 else { throw ScanFailure(offset: i, problem: .invalidUTF8(byte: byte, reason: UTF8Check.reason(length))) }
                i += length
                continue
            }
            throw ScanFailure(offset: i, problem: .controlCharacter(byte))
        }
        throw ScanFailure(offset: end, problem: .endOfFileInString(stringStart: start))
    }

    /// The escape at the backslash at `i`; returns the offset after it (after both halves of a surrogate pair).
    private func scanEscape(at i: Int, stringStart: Int) throws(ScanFailure) -> Int {
        let end = count
        guard i + 1 < end else { throw ScanFailure(offset: end, problem: .endOfFileInString(stringStart: stringStart)) }
        switch p[i + 1] {
        case Self.quote, Self.backslash, UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
            UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            return i + 2
        case UInt8(ascii: "u"):
            let unit = try hexEscape(at: i, stringStart: stringStart)
            if unit >= 0xDC00 && unit <= 0xDFFF {
                throw ScanFailure(offset: i, problem: .loneSurrogate(sourceText(i, i + 6)))
            }
            guard unit >= 0xD800 && unit <= 0xDBFF else { return i + 6 }
            // A high surrogate must be followed at once by an escaped low surrogate.
            if i + 7 < end && p[i + 6] == Self.backslash && p[i + 7] == UInt8(ascii: "u"),
                let low = UTF8Check.hex4(p, at: i + 8, count: end), low >= 0xDC00 && low <= 0xDFFF
            {
                return i + 12
            }
            if endsInsideLowSurrogateEscape(from: i + 6) {
                throw ScanFailure(offset: end, problem: .endOfFileInString(stringStart: stringStart))
            }
            throw ScanFailure(offset: i, problem: .loneSurrogate(sourceText(i, i + 6)))
        default:
            throw ScanFailure(offset: i, problem: .invalidEscape(describe(at: i + 1)))
        }
    }

    /// Whether the file ends within what could still become `\uXXXX` at `i` (a cut-off surrogate pair).
    private func endsInsideLowSurrogateEscape(from i: Int) -> Bool {
        guard i + 6 > count else { return false }
        for j in i ..< count {
            let fits = switch j - i {
            case 0: p[j] == Self.backslash
            case 1: p[j] == UInt8(ascii: "u")
            default: UTF8Check.hexValue(p[j]) != nil
            }
            if !fits { return false }
        }
        return true
    }

    /// The code unit of the `\uXXXX` escape at `i`.
    private func hexEscape(at i: Int, stringStart: Int) throws(ScanFailure) -> UInt32 {
        if let unit = UTF8Check.hex4(p, at: i + 2, count: count) { return unit }
        // Tell a cut-off file from bad digits.
        var j = i + 2
        while j < count && j < i + 6 && UTF8Check.hexValue(p[j]) != nil { j += 1 }
        if j == count { throw ScanFailure(offset: count, problem: .endOfFileInString(stringStart: stringStart)) }
        throw ScanFailure(offset: i, problem: .invalidUnicodeEscape)
    }

    func sourceText(_ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(start: p + start, count: min(end, count) - start), as: UTF8.self)
    }

    /// A number at `start` (a `-` or a digit); returns the offset after it.
    @inline(__always)
    private func scanNumber(at start: Int) throws(ScanFailure) -> Int {
        let p = self.p
        let end = count
        var i = start
        if p[i] == Self.minus {
            i += 1
            guard i < end else { throw ScanFailure(offset: end, problem: .endOfFile(expected: .digitAfterMinus)) }
            guard p[i] >= Self.zero && p[i] <= Self.nine else {
                if p[i] == UInt8(ascii: "I") { throw ScanFailure(offset: start, problem: .nanOrInfinity) }
                throw ScanFailure(offset: i, problem: .expectedDigit(.afterMinus, seen: describe(at: i)))
            }
        }
        if p[i] == Self.zero {
            i += 1
            if i < end && p[i] >= Self.zero && p[i] <= Self.nine {
                throw ScanFailure(offset: i - 1, problem: .leadingZero)
            }
        } else {
            i += 1
            while i < end && p[i] >= Self.zero && p[i] <= Self.nine { i += 1 }
        }
        if i < end && p[i] == Self.dot {
            i += 1
            guard i < end else { throw ScanFailure(offset: end, problem: .endOfFile(expected: .digitAfterDot)) }
            guard p[i] >= Self.zero && p[i] <= Self.nine else {
                throw ScanFailure(offset: i, problem: .expectedDigit(.afterDot, seen: describe(at: i)))
            }
            while i < end && p[i] >= Self.zero && p[i] <= Self.nine { i += 1 }
        }
        if i < end && (p[i] == UInt8(ascii: "e") || p[i] == UInt8(ascii: "E")) {
            i += 1
            if i < end && (p[i] == Self.plus || p[i] == Self.minus) { i += 1 }
            guard i < end else { throw ScanFailure(offset: end, problem: .endOfFile(expected: .digitInExponent)) }
            guard p[i] >= Self.zero && p[i] <= Self.nine else {
                throw ScanFailure(offset: i, problem: .expectedDigit(.inExponent, seen: describe(at: i)))
            }
            while i < end && p[i] >= Self.zero && p[i] <= Self.nine { i += 1 }
        }
        return i
    }
}
