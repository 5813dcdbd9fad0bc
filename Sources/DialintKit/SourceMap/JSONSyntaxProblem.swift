/// What the scanner found wrong, before it is placed at a line and column. All wording lives here.
enum JSONSyntaxProblem: Hashable, Sendable {
    /// What was due where the file ended or an unexpected byte stood.
    enum Expectation: Hashable, Sendable {
        case value, valueOrCloseBracket, key, keyOrCloseBrace, colon(key: String)
        case commaOrCloseBrace, commaOrCloseBracket, endOfInput
        case digitAfterMinus, digitAfterDot, digitInExponent
    }

    enum DigitPlace: Hashable, Sendable { case afterMinus, afterDot, inExponent }

    case emptyFile
    /// Spaces, tabs and line breaks, and nothing else: no more a JSON text than an empty file.
    case onlyWhitespace
    case endOfFile(expected: Expectation)
    case unclosed(isObject: Bool, openedAt: Int)
    case endOfFileInString(stringStart: Int)
    case tooDeep(Int)
    case trailingComma(beforeBrace: Bool)
    case unexpectedCharacter(String, expected: Expectation)
    case expectedDigit(DigitPlace, seen: String)
    case leadingZero, plusSign, leadingDot, nanOrInfinity
    case invalidLiteral(String)
    case controlCharacter(UInt8)
    case invalidEscape(String)
    case invalidUnicodeEscape
    case loneSurrogate(String)
    case invalidUTF8(byte: UInt8, reason: String)
    case typographicQuote(String)
    case singleQuote, comment
    case binary, utf16, utf32
    case tooLarge

    /// The message; `position` places other offsets the message mentions.
    func message(position: (Int) -> SourcePosition) -> String {
        func at(_ offset: Int) -> String {
            let place = position(offset)
            return "line \(place.line), column \(place.column)"
        }
        switch self {
        case .emptyFile: return "file is empty; expected a JSON value"
        case .onlyWhitespace: return "file holds only whitespace; expected a JSON value"
        case .endOfFile(let expected): return "unexpected end of file; expected \(expected.phrase)"
        case .unclosed(let isObject, let openedAt):
            return isObject
                ? "unexpected end of file; expected '}' to close the object that starts at \(at(openedAt))"
                : "unexpected end of file; expected ']' to close the array that starts at \(at(openedAt))"
        case .endOfFileInString(let start):
            return "unexpected end of file inside a string; the unterminated string starts at \(at(start))"
        case .tooDeep(let limit): return "nesting deeper than \(limit) levels"
        case .trailingComma(let beforeBrace): return "trailing comma before '\(beforeBrace ? "}" : "]")'"
        case .unexpectedCharacter(let seen, let expected):
            switch expected {
            case .key: return "expected a string key in double quotes"
            case .commaOrCloseBrace: return "expected ',' or '}' after a value in an object"
            case .commaOrCloseBracket: return "expected ',' or ']' after a value in an array"
            case .colon: return "expected \(expected.phrase)"
            case .endOfInput: return "unexpected content after the top-level value"
            default: return "unexpected character \(seen); expected \(expected.phrase)"
            }
        case .expectedDigit(let place, let seen):
            let expected: Expectation = switch place {
            case .afterMinus: .digitAfterMinus
            case .afterDot: .digitAfterDot
            case .inExponent: .digitInExponent
            }
            return "unexpected character \(seen); expected \(expected.phrase)"
        case .leadingZero: return "numbers cannot have leading zeros"
        case .plusSign: return "numbers cannot start with '+'"
        case .leadingDot: return "numbers need a digit before the decimal point"
        case .nanOrInfinity: return "numbers cannot be NaN or Infinity in JSON"
        case .invalidLiteral(let word): return "'\(word)' is not a valid literal; expected true, false or null"
        case .controlCharacter(let byte):
            let escape: String = switch byte {
            case 0x08: "\\b"
            case 0x09: "\\t"
            case 0x0A: "\\n"
            case 0x0C: "\\f"
            case 0x0D: "\\r"
            default: "\\u00" + UTF8Check.hexByte(byte).dropFirst(2).lowercased()
            }
            return "unescaped control character \(UTF8Check.codePoint(UInt32(byte))) in a string; write \(escape)"
        case .invalidEscape(let seen):
            if seen.hasPrefix("'") { return "invalid escape '\\\(seen.dropFirst()) in a string" }
            return "invalid escape: '\\' followed by \(seen) in a string"
        case .invalidUnicodeEscape: return "invalid \\u escape: expected 4 hex digits"
        case .loneSurrogate(let text): return "lone surrogate \(text) in a string"
        case .invalidUTF8(let byte, let reason):
            return "invalid UTF-8 byte \(UTF8Check.hexByte(byte))" + (reason.isEmpty ? "" : " (\(reason))")
        case .typographicQuote(let seen): return "typographic quote \(seen) is not allowed; use straight double quotes"
        case .singleQuote: return "single quotes are not allowed; use double quotes"
        case .comment: return "comments are not allowed in JSON"
        case .binary: return "the file contains a NUL byte; it looks like a binary or UTF-16 file, not UTF-8 JSON text"
        case .utf16: return "the file is UTF-16 encoded; JSON files must be UTF-8"
        case .utf32: return "the file is UTF-32 encoded; JSON files must be UTF-8"
        case .tooLarge: return "the file is too large to map (2 GB or more)"
        }
    }
}

extension JSONSyntaxProblem.Expectation {
    /// "a value", "':' after the key \"title\"".
    var phrase: String {
        switch self {
        case .value: "a value"
        case .valueOrCloseBracket: "a value or ']'"
        case .key: "a string key"
        case .keyOrCloseBrace: "a string key or '}'"
        case .colon(let key): "':' after the key \"\(key)\""
        case .commaOrCloseBrace: "',' or '}'"
        case .commaOrCloseBracket: "',' or ']'"
        case .endOfInput: "nothing more"
        case .digitAfterMinus: "a digit after '-'"
        case .digitAfterDot: "a digit after the decimal point"
        case .digitInExponent: "a digit in the exponent"
        }
    }
}
