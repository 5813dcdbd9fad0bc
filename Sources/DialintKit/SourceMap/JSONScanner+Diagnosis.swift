/// Placing a failure and explaining an unexpected byte: the scanner's error path, never run on valid input.
extension JSONScanner {
    /// Scans `bytes` into `sink`; on failure, the located error. Checks first for a UTF-16 or UTF-32 byte
    /// order mark, and lets a NUL byte anywhere in a failing file explain the failure.
    static func run<Sink: JSONScanSink>(
        _ bytes: UnsafeRawBufferPointer, maxDepth: Int, into sink: inout Sink
    ) -> JSONSyntaxError? {
        bytes.withMemoryRebound(to: UInt8.self) { buffer in
            guard let p = buffer.baseAddress, buffer.count > 0 else {
                let start = SourcePosition(line: 1, column: 1, offset: 0)
                return JSONSyntaxError(position: start, message: JSONSyntaxProblem.emptyFile.message { _ in start })
            }
            let count = buffer.count
            let scanner = JSONScanner(
                p: p, count: count, contentStart: LineCounting.bomLength(p, count: count), maxDepth: max(maxDepth, 0))
            do throws(ScanFailure) {
                // UTF-32's marks first: the little-endian one starts as UTF-16's does.
                if count >= 4 && ((p[0] == 0xFF && p[1] == 0xFE && p[2] == 0 && p[3] == 0)
                    || (p[0] == 0 && p[1] == 0 && p[2] == 0xFE && p[3] == 0xFF))
                {
                    throw ScanFailure(offset: 0, problem: .utf32)
                }
                if count >= 2 && ((p[0] == 0xFF && p[1] == 0xFE) || (p[0] == 0xFE && p[1] == 0xFF)) {
                    throw ScanFailure(offset: 0, problem: .utf16)
                }
                try scanner.scan(into: &sink)
                return nil
            } catch {
                return scanner.located(error)
            }
        }
    }

    /// A failure placed at its line and column.
    func located(_ failure: ScanFailure) -> JSONSyntaxError {
        var failure = failure
        if failure.problem != .utf16 && failure.problem != .utf32, let nul = (0..<count).first(where: { p[$0] == 0 }) {
            failure = ScanFailure(offset: nul, problem: .binary)
        }
        let position = { (offset: Int) in
            LineCounting.position(ofOffset: offset, in: p, count: count, contentStart: contentStart)
        }
        let resemblance: JSONSyntaxError.Resemblance
        switch failure.problem {
        case .comment, .trailingComma: resemblance = .jsonWithComments
        case .unexpectedCharacter(_, expected: .endOfInput) where failure.offset > 0 && p[failure.offset - 1] == 0x0A:
            resemblance = .jsonLines
        default: resemblance = .none
        }
        let at = position(failure.offset)
        return JSONSyntaxError(position: at, message: failure.problem.message(position: position), resemblance: resemblance)
    }

    // MARK: - Explaining an unexpected byte

    /// The problem with the byte at `i` where `expected` was due: a comment, a quote of the wrong
    /// kind, a bad literal, invalid UTF-8, or plainly the wrong character.
    func unexpected(at i: Int, expected: JSONSyntaxProblem.Expectation) -> ScanFailure {
        let byte = p[i]
        if byte >= 0x80 {
            let length = UTF8Check.sequenceLength(p, at: i, count: count)
            if length <= 0 { return ScanFailure(offset: i, problem: .invalidUTF8(byte: byte, reason: UTF8Check.reason(length))) }
            let scalar = UTF8Check.decode(p, at: i, length: length)
            if [0x201C, 0x201D, 0x201E, 0x2018, 0x2019, 0x00AB, 0x00BB].contains(scalar) {
                return ScanFailure(offset: i, problem: .typographicQuote(describe(at: i)))
            }
        }
        if byte == UInt8(ascii: "'") { return ScanFailure(offset: i, problem: .singleQuote) }
        if byte == UInt8(ascii: "/") && i + 1 < count && (p[i + 1] == UInt8(ascii: "/") || p[i + 1] == UInt8(ascii: "*")) {
            return ScanFailure(offset: i, problem: .comment)
        }
        if case .value = expected {
            let word = self.word(at: i)
            if word == "NaN" || word == "Infinity" { return ScanFailure(offset: i, problem: .nanOrInfinity) }
            let lowered = word.lowercased()
            if let first = word.utf8.first, [UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n")].contains(first)
                || ["true", "false", "null", "nil", "none", "undefined"].contains(lowered)
            {
                return ScanFailure(offset: i, problem: .invalidLiteral(word))
            }
            if byte == Self.plus { return ScanFailure(offset: i, problem: .plusSign) }
            if byte == Self.dot && i + 1 < count && p[i + 1] >= Self.zero && p[i + 1] <= Self.nine {
                return ScanFailure(offset: i, problem: .leadingDot)
            }
        }
        return ScanFailure(offset: i, problem: .unexpectedCharacter(describe(at: i), expected: expected))
    }

    /// The run of ASCII letters, digits, `_` and `$` at `i`, at most 32 bytes.
    private func word(at i: Int) -> String {
        var j = i
        while j < count && j - i < 32 && Self.isWordByte(p[j]) { j += 1 }
        return sourceText(i, j)
    }

    /// The character at `i` for a message: `'x'`, `'é'`, or `U+00A0` for invisible ones.
    func describe(at i: Int) -> String {
        let byte = p[i]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        if byte < 0x80 { return UTF8Check.codePoint(UInt32(byte)) }
        let length = UTF8Check.sequenceLength(p, at: i, count: count)
        guard length > 0 else { return UTF8Check.hexByte(byte) }
        let value = UTF8Check.decode(p, at: i, length: length)
        guard let scalar = Unicode.Scalar(value) else { return UTF8Check.codePoint(value) }
        switch scalar.properties.generalCategory {
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator,
            .privateUse, .unassigned, .surrogate, .nonspacingMark, .enclosingMark:
            return UTF8Check.codePoint(value)
        default:
            return "'\(Character(scalar))'"
        }
    }
}
