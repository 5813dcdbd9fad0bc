import Foundation
import Testing

@testable import DialintKit

// MARK: - Helpers

private func sourceMap(_ text: String, maxDepth: Int = 256) throws -> SourceMap {
    try SourceMap(scanning: Data(text.utf8), maxDepth: maxDepth)
}

/// The syntax error of `bytes`, checking that validation and mapping agree on it.
private func syntaxError(_ bytes: [UInt8], maxDepth: Int = 256) -> JSONSyntaxError? {
    let validated = bytes.withUnsafeBytes { SourceMap.validate($0, maxDepth: maxDepth) }
    var mapped: JSONSyntaxError? = nil
    do {
        _ = try SourceMap(scanning: Data(bytes), maxDepth: maxDepth)
    } catch {
        mapped = error
    }
    #expect(validated == mapped, "validate and init(scanning:) disagree")
    return validated
}

private func syntaxError(_ text: String, maxDepth: Int = 256) -> JSONSyntaxError? {
    syntaxError(Array(text.utf8), maxDepth: maxDepth)
}

private func pos(_ line: Int, _ column: Int, _ offset: Int) -> SourcePosition {
    SourcePosition(line: line, column: column, offset: offset)
}

/// The position of an offset, counted independently of the code under test.
private func independentPosition(_ bytes: [UInt8], offset: Int) -> SourcePosition {
    // Line 1 starts at the file's first byte: columns count a byte order mark, as clang does.
    var line = 1
    var lineStart = 0
    var i = 0
    while i < offset {
        if bytes[i] == 0x0A || (bytes[i] == 0x0D && (i + 1 >= bytes.count || bytes[i + 1] != 0x0A)) {
            line += 1
            lineStart = i + 1
        }
        i += 1
    }
    return pos(line, max(offset - lineStart, 0) + 1, offset)
}

/// An invalid input, and where and what its error is.
struct SourceMapErrorCase: Sendable, CustomTestStringConvertible {
    var bytes: [UInt8]
    var line: Int
    var column: Int
    var message: String
    var sourceLocation: SourceLocation

    init(_ text: String, _ line: Int, _ column: Int, _ message: String, _ sourceLocation: SourceLocation = #_sourceLocation) {
        self.init(bytes: Array(text.utf8), line, column, message, sourceLocation)
    }

    init(bytes: [UInt8], _ line: Int, _ column: Int, _ message: String, _ sourceLocation: SourceLocation = #_sourceLocation) {
        self.bytes = bytes
        self.line = line
        self.column = column
        self.message = message
        self.sourceLocation = sourceLocation
    }

    var testDescription: String { String(decoding: bytes.prefix(40), as: UTF8.self).debugDescription }
}

/// The source map: one strict scan of a JSON file, and where every key and value is.
@Suite struct SourceMapTests {
    // MARK: - JSON pointers

    @Suite struct Pointers {
        @Test func rendersRFC6901Text() {
            #expect(JSONPointer.root.description == "")
            #expect(JSONPointer(["dialogs", 0, "buttons", 1, "title"]).description == "/dialogs/0/buttons/1/title")
            #expect(JSONPointer([.key("a/b~c")]).description == "/a~1b~0c")
            #expect(JSONPointer([.key("~1")]).description == "/~01")
            #expect(JSONPointer([.key("")]).description == "/")
            #expect(JSONPointer([.key("été 😀")]).description == "/été 😀")
            #expect("\(PathComponent.key("a/b"))" == "a/b")
            #expect("\(PathComponent.index(3))" == "3")
        }

        @Test func literalsAppendingAndParent() {
            let buttons: JSONPointer = ["dialogs", 0, "buttons"]
            #expect(buttons.components == [.key("dialogs"), .index(0), .key("buttons")])
            #expect(buttons.appending(.index(1)) == ["dialogs", 0, "buttons", 1])
            #expect(buttons.appending(["1", "title"]) == JSONPointer([.key("dialogs"), .index(0), .key("buttons"), .key("1"), .key("title")]))
            #expect(buttons.parent == ["dialogs", 0])
            #expect(JSONPointer(["dialogs"]).parent == .root)
            #expect(JSONPointer.root.parent == nil)
        }

        @Test func sortsIndexesBeforeKeysAndNumerically() {
            let pointers: [JSONPointer] = [["b"], ["a", 10], ["a", "x"], ["a", 2], ["a"], [], [3], ["a", 2, "z"]]
            #expect(pointers.sorted() == [[], [3], ["a"], ["a", 2], ["a", 2, "z"], ["a", 10], ["a", "x"], ["b"]])
            #expect(!(JSONPointer(["a"]) < JSONPointer(["a"])))
        }
    }

    // MARK: - Positions

    @Suite struct Positions {
        @Test func linesEndAtLFCRLFAndLoneCR() throws {
            // offsets:   0 1 2  3 4 5 6  7  8 9 10 11 12 13 14
            let text = "[1,\n2,\r\n3,\r4]"
            let map = try sourceMap(text)
            #expect(map.position(atOffset: 0) == pos(1, 1, 0))
            #expect(map.position(atOffset: 3) == pos(1, 4, 3))  // the \n ends line 1
            #expect(map.position(atOffset: 4) == pos(2, 1, 4))
            #expect(map.position(atOffset: 6) == pos(2, 3, 6))  // the \r of \r\n
            #expect(map.position(atOffset: 7) == pos(2, 4, 7))  // its \n is still line 2, not a column of line 3
            #expect(map.position(atOffset: 8) == pos(3, 1, 8))
            #expect(map.position(atOffset: 10) == pos(3, 3, 10))  // a lone \r
            #expect(map.position(atOffset: 11) == pos(4, 1, 11))
            #expect(map.position(atOffset: 13) == pos(4, 3, 13))  // end of file
            #expect(map.position(atOffset: 99) == pos(4, 3, 13))  // clamped
            #expect(map.position(atOffset: -5) == pos(1, 1, 0))
        }

        @Test func byteOrderMarkIsSkippedAndCountedInLineOnesColumns() throws {
            // clang and swiftc put the first character after the mark at column 4.
            let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("{\"a\":\n  1}".utf8)
            let map = try SourceMap(scanning: Data(bytes))
            #expect(map.position(atOffset: 3) == pos(1, 4, 3))
            #expect(map.position(atOffset: 0) == pos(1, 1, 0))
            #expect(map.valueRange(at: .root)?.start == pos(1, 4, 3))
            #expect(map.keyRange(at: ["a"]) == SourceRange(start: pos(1, 5, 4), end: pos(1, 8, 7)))
            #expect(map.valueRange(at: ["a"]) == SourceRange(start: pos(2, 3, 11), end: pos(2, 4, 12)))
        }

        @Test func tabsCountOneColumnAndMultibyteTextCountsBytes() throws {
            // "é" is 2 bytes and "😀" 4, so columns after them count bytes, as clang does.
            let text = "{\t\"é😀\":\t\"x\"}"
            let map = try sourceMap(text)
            #expect(map.keyRange(at: ["é😀"]) == SourceRange(start: pos(1, 3, 2), end: pos(1, 11, 10)))
            #expect(map.valueRange(at: ["é😀"]) == SourceRange(start: pos(1, 13, 12), end: pos(1, 16, 15)))
        }

        @Test(arguments: ["\n", "\r\n", "\r"], [false, true])
        func tableAgreesWithCountingAtEveryOffset(lineEnding: String, byteOrderMark: Bool) throws {
            let text = Lookups.spec.replacingOccurrences(of: "\n", with: lineEnding) + lineEnding + lineEnding
            let bytes = (byteOrderMark ? [0xEF, 0xBB, 0xBF] : []) + Array(text.utf8)
            let map = try SourceMap(scanning: Data(bytes))
            for offset in 0 ... bytes.count {
                #expect(map.position(atOffset: offset) == independentPosition(bytes, offset: offset), "offset \(offset)")
            }
            #expect(map.position(atOffset: bytes.count).line == 18)
        }

        @Test func positionsAreOrderedByOffset() {
            #expect(pos(1, 9, 8) < pos(2, 1, 10))
            #expect(!(pos(2, 1, 10) < pos(1, 9, 8)))
        }
    }

    // MARK: - Syntax errors

    @Suite struct SyntaxErrors {
        typealias Case = SourceMapErrorCase

        static let cases: [Case] = [
            // Structure
            Case(#"{"a": 1 "b": 2}"#, 1, 9, "expected ',' or '}' after a value in an object"),
            Case("[1 2]", 1, 4, "expected ',' or ']' after a value in an array"),
            Case(#"{"a": 1,}"#, 1, 8, "trailing comma before '}'"),
            Case("[1, 2, ]", 1, 6, "trailing comma before ']'"),
            Case("[1,\n]", 1, 3, "trailing comma before ']'"),
            Case(#"{title: "x"}"#, 1, 2, "expected a string key in double quotes"),
            Case(#"{"a": 1, 2}"#, 1, 10, "expected a string key in double quotes"),
            Case(#"{"title" "x"}"#, 1, 10, "expected ':' after the key \"title\""),
            Case(#"{"title"= "x"}"#, 1, 9, "expected ':' after the key \"title\""),
            Case("{} []", 1, 4, "unexpected content after the top-level value"),
            Case("1 2", 1, 3, "unexpected content after the top-level value"),
            Case(#"{"a": }"#, 1, 7, "unexpected character '}'; expected a value"),
            Case("[x]", 1, 2, "unexpected character 'x'; expected a value"),
            Case("[,1]", 1, 2, "unexpected character ','; expected a value"),
            Case("[1,,2]", 1, 4, "unexpected character ','; expected a value"),
            Case("{\"a\": 1]", 1, 8, "expected ',' or '}' after a value in an object"),
            // End of file
            Case("", 1, 1, "file is empty; expected a JSON value"),
            Case(" \n\t\r\n ", 1, 1, "file holds only whitespace; expected a JSON value"),
            Case(#"{"a": 1"#, 1, 8, "unexpected end of file; expected '}' to close the object that starts at line 1, column 1"),
            Case("[\n  [1,\n   2]\n", 4, 1, "unexpected end of file; expected ']' to close the array that starts at line 1, column 1"),
            Case("{", 1, 2, "unexpected end of file; expected a string key or '}'"),
            Case(#"{"a": 1, "#, 1, 10, "unexpected end of file; expected a string key"),
            Case(#"{"a""#, 1, 5, "unexpected end of file; expected ':' after the key \"a\""),
            Case(#"{"a":"#, 1, 6, "unexpected end of file; expected a value"),
            Case("[", 1, 2, "unexpected end of file; expected a value or ']'"),
            Case("[1,", 1, 4, "unexpected end of file; expected a value"),
            Case(#"["abc"#, 1, 6, "unexpected end of file inside a string; the unterminated string starts at line 1, column 2"),
            Case(#"{"a": "b\"#, 1, 10, "unexpected end of file inside a string; the unterminated string starts at line 1, column 7"),
            Case(#"["\u00"#, 1, 7, "unexpected end of file inside a string; the unterminated string starts at line 1, column 2"),
            Case("[-", 1, 3, "unexpected end of file; expected a digit after '-'"),
            // Strings
            Case(#"["a\x"]"#, 1, 4, #"invalid escape '\x' in a string"#),
            Case(#"["\'"]"#, 1, 3, #"invalid escape '\'' in a string"#),
            Case(#"["\u12G4"]"#, 1, 3, #"invalid \u escape: expected 4 hex digits"#),
            Case(#"["\u12"]"#, 1, 3, #"invalid \u escape: expected 4 hex digits"#),
            Case("[\"a\nb\"]", 1, 4, #"unescaped control character U+000A in a string; write \n"#),
            Case("[\"a\tb\"]", 1, 4, #"unescaped control character U+0009 in a string; write \t"#),
            Case("[\"a\rb\"]", 1, 4, #"unescaped control character U+000D in a string; write \r"#),
            Case("[\"\u{01}\"]", 1, 3, #"unescaped control character U+0001 in a string; write \u0001"#),
            Case("[\"\u{1F}\"]", 1, 3, #"unescaped control character U+001F in a string; write \u001f"#),
            Case(#"["\ud800"]"#, 1, 3, #"lone surrogate \ud800 in a string"#),
            Case(#"["\uD83D x"]"#, 1, 3, #"lone surrogate \uD83D in a string"#),
            Case(#"["\ud800\u0041"]"#, 1, 3, #"lone surrogate \ud800 in a string"#),
            Case(#"["ok \udc00"]"#, 1, 6, #"lone surrogate \udc00 in a string"#),
            Case(#"["\ud83d"#, 1, 9, "unexpected end of file inside a string; the unterminated string starts at line 1, column 2"),
            Case(#"["\ud83d\ude"#, 1, 13, "unexpected end of file inside a string; the unterminated string starts at line 1, column 2"),
            Case(#"["\ud83d\uZ"#, 1, 3, #"lone surrogate \ud83d in a string"#),
            Case(#"["\ud83d\ude00\ude00"]"#, 1, 15, #"lone surrogate \ude00 in a string"#),
            // Literals and numbers
            Case("[tru]", 1, 2, "'tru' is not a valid literal; expected true, false or null"),
            Case("[True]", 1, 2, "'True' is not a valid literal; expected true, false or null"),
            Case("[falsey]", 1, 2, "'falsey' is not a valid literal; expected true, false or null"),
            Case("[nul, 1]", 1, 2, "'nul' is not a valid literal; expected true, false or null"),
            Case("[undefined]", 1, 2, "'undefined' is not a valid literal; expected true, false or null"),
            Case("[NaN]", 1, 2, "numbers cannot be NaN or Infinity in JSON"),
            Case("[-Infinity]", 1, 2, "numbers cannot be NaN or Infinity in JSON"),
            Case("[01]", 1, 2, "numbers cannot have leading zeros"),
            Case("[-007]", 1, 3, "numbers cannot have leading zeros"),
            Case("[+1]", 1, 2, "numbers cannot start with '+'"),
            Case("[.5]", 1, 2, "numbers need a digit before the decimal point"),
            Case("[1.]", 1, 4, "unexpected character ']'; expected a digit after the decimal point"),
            Case("[1e]", 1, 4, "unexpected character ']'; expected a digit in the exponent"),
            Case("[1E+x]", 1, 5, "unexpected character 'x'; expected a digit in the exponent"),
            Case("[-a]", 1, 3, "unexpected character 'a'; expected a digit after '-'"),
            Case("1.", 1, 3, "unexpected end of file; expected a digit after the decimal point"),
            // Comments and quotes
            Case("// dialogs\n{}", 1, 1, "comments are not allowed in JSON"),
            Case(#"{"a": 1 /* one */}"#, 1, 9, "comments are not allowed in JSON"),
            Case("{\"a\": // one\n 1}", 1, 7, "comments are not allowed in JSON"),
            Case("{} // end", 1, 4, "comments are not allowed in JSON"),
            Case("{'a': 1}", 1, 2, "single quotes are not allowed; use double quotes"),
            Case(#"["a", 'b']"#, 1, 7, "single quotes are not allowed; use double quotes"),
            Case("[“Delete”]", 1, 2, "typographic quote '“' is not allowed; use straight double quotes"),
            // Positions across lines
            Case("{\n  \"a\": 1,\n  \"b\" 2\n}", 3, 7, "expected ':' after the key \"b\""),
            Case("{\r\n  \"a\": tru\r\n}", 2, 8, "'tru' is not a valid literal; expected true, false or null"),
            Case("[\r1,\r]", 2, 2, "trailing comma before ']'"),
            Case("[\t\tx]", 1, 4, "unexpected character 'x'; expected a value"),
            Case(#"["é", x]"#, 1, 8, "unexpected character 'x'; expected a value"),
            Case("[\"日本\",\n \"é\" 1]", 2, 7, "expected ',' or ']' after a value in an array"),
            Case(bytes: [0xEF, 0xBB, 0xBF] + Array("[1,]".utf8), 1, 6, "trailing comma before ']'"),
            Case(bytes: [0xEF, 0xBB, 0xBF], 1, 4, "file is empty; expected a JSON value"),
            Case("[\u{00A0}1]", 1, 2, "unexpected character U+00A0; expected a value"),
            Case("\u{FEFF}\u{FEFF}[]", 1, 4, "unexpected character U+FEFF; expected a value"),
            // UTF-8
            Case(bytes: [0x5B, 0x22, 0xFF, 0x22, 0x5D], 1, 3, "invalid UTF-8 byte 0xFF"),
            Case(bytes: [0x5B, 0x22, 0x61, 0x80, 0x22, 0x5D], 1, 4, "invalid UTF-8 byte 0x80 (a continuation byte without a lead byte)"),
            Case(bytes: [0x5B, 0x22, 0xC0, 0x80, 0x22, 0x5D], 1, 3, "invalid UTF-8 byte 0xC0 (overlong encoding)"),
            Case(bytes: [0x5B, 0x22, 0xE0, 0x80, 0x80, 0x22, 0x5D], 1, 3, "invalid UTF-8 byte 0xE0 (overlong encoding)"),
            Case(bytes: [0x5B, 0x22, 0xF0, 0x80, 0x80, 0x80, 0x22, 0x5D], 1, 3, "invalid UTF-8 byte 0xF0 (overlong encoding)"),
            Case(bytes: [0x5B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x5D], 1, 3, "invalid UTF-8 byte 0xED (a UTF-16 surrogate encoded in UTF-8)"),
            Case(bytes: [0x5B, 0x22, 0xF4, 0x90, 0x80, 0x80, 0x22, 0x5D], 1, 3, "invalid UTF-8 byte 0xF4 (code point above U+10FFFF)"),
            Case(bytes: [0x5B, 0x22, 0xF5, 0x80, 0x80, 0x80, 0x22, 0x5D], 1, 3, "invalid UTF-8 byte 0xF5"),
            Case(bytes: [0x5B, 0x22, 0x63, 0x61, 0x66, 0xE9, 0x22, 0x5D], 1, 6, "invalid UTF-8 byte 0xE9 (truncated multi-byte sequence)"),
            Case(bytes: [0x5B, 0x22, 0xE2, 0x82, 0x22, 0x5D], 1, 3, "invalid UTF-8 byte 0xE2 (truncated multi-byte sequence)"),
            Case(bytes: [0x5B, 0x22, 0xF0, 0x9F, 0x98], 1, 3, "invalid UTF-8 byte 0xF0 (truncated multi-byte sequence)"),
            Case(bytes: [0x5B, 0xFF, 0x5D], 1, 2, "invalid UTF-8 byte 0xFF"),
            Case(bytes: [0xFF, 0xFE, 0x5B, 0x00, 0x5D, 0x00], 1, 1, "the file is UTF-16 encoded; JSON files must be UTF-8"),
            Case(bytes: [0xFF, 0xFE, 0x00, 0x00, 0x5B, 0x00, 0x00, 0x00], 1, 1, "the file is UTF-32 encoded; JSON files must be UTF-8"),
            Case(bytes: [0x00, 0x00, 0xFE, 0xFF, 0x00, 0x00, 0x00, 0x5B], 1, 1, "the file is UTF-32 encoded; JSON files must be UTF-8"),
            // NUL bytes: the file looks binary, wherever the NUL is
            Case(bytes: Array("[1,".utf8) + [0x00] + Array("2]".utf8), 1, 4, "the file contains a NUL byte; it looks like a binary or UTF-16 file, not UTF-8 JSON text"),
            Case(bytes: Array("{\"a\":\n \"x".utf8) + [0x00] + Array("\"}".utf8), 2, 4, "the file contains a NUL byte; it looks like a binary or UTF-16 file, not UTF-8 JSON text"),
            Case(bytes: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00], 3, 1, "the file contains a NUL byte; it looks like a binary or UTF-16 file, not UTF-8 JSON text"),
            Case(bytes: [0x7B, 0x00, 0x7D, 0x00], 1, 2, "the file contains a NUL byte; it looks like a binary or UTF-16 file, not UTF-8 JSON text"),
        ]

        @Test(arguments: cases)
        func reportsTheProblemAtTheOffendingByte(_ example: Case) {
            let error = syntaxError(example.bytes)
            #expect(error?.message == example.message, sourceLocation: example.sourceLocation)
            #expect(error?.position.line == example.line, sourceLocation: example.sourceLocation)
            #expect(error?.position.column == example.column, sourceLocation: example.sourceLocation)
            if let error {
                let expected = independentPosition(example.bytes, offset: error.position.offset)
                #expect(expected == error.position, "offset disagrees with line and column", sourceLocation: example.sourceLocation)
            }
        }

        @Test(arguments: [
            "{}", "[]", "0", "-0", "-0.0e+0", "1E-7", "123.456e789", "\"\"", "true", "false", "null", " \r\n\t[ ] \n",
            #"{"a":[1,{"b":null}],"c":"\"\\\/\b\f\n\r\t\u0000\uFFFF\ud83d\ude00"}"#, "[\"é 日本 😀\"]", "\u{FEFF}{}",
            #"{"a": 1, "a": 2}"#, "[[[[[[]]]]]]", "[1,2,3]",
        ])
        func acceptsStrictJSON(_ text: String) {
            #expect(syntaxError(text) == nil)
        }

        @Test func messagesStartLowercaseWithoutAFinalPeriod() {
            for example in Self.cases {
                #expect(example.message.first?.isUppercase == false, "\(example.message)")
                #expect(example.message.last != ".", "\(example.message)")
            }
        }

        @Test func depthLimitIsReportedAtTheBracketThatCrossesIt() {
            let fine = String(repeating: "[", count: 256) + String(repeating: "]", count: 256)
            #expect(syntaxError(fine) == nil)
            let tooDeep = String(repeating: "[", count: 128) + "{\"a\":" + String(repeating: "[", count: 128) + "1"
            #expect(syntaxError(tooDeep) == JSONSyntaxError(position: pos(1, 261, 260), message: "nesting deeper than 256 levels"))
            #expect(syntaxError("[[[1]]]", maxDepth: 2) == JSONSyntaxError(position: pos(1, 3, 2), message: "nesting deeper than 2 levels"))
            #expect(syntaxError("[[1]]", maxDepth: 2) == nil)
        }

        @Test func hundredThousandOpenBracketsFailFastWithoutRecursion() throws {
            let bytes = [UInt8](repeating: UInt8(ascii: "["), count: 100_000)
            let clock = ContinuousClock()
            let elapsed = clock.measure {
                #expect(syntaxError(bytes) == JSONSyntaxError(position: pos(1, 257, 256), message: "nesting deeper than 256 levels"))
                // With no practical limit the scan still runs to the end of the file on its explicit stack.
                #expect(syntaxError(bytes, maxDepth: 1_000_000)
                    == JSONSyntaxError(position: pos(1, 100_001, 100_000), message: "unexpected end of file; expected a value or ']'"))
            }
            #expect(elapsed < .seconds(5))
            let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
            let map = try sourceMap(deep, maxDepth: 100_000)
            #expect(map.valueRange(at: JSONPointer(Array(repeating: .index(0), count: 99_999)))
                == SourceRange(start: pos(1, 100_000, 99_999), end: pos(1, 100_002, 100_001)))
        }
    }

    // MARK: - Keys and values

    @Suite struct Lookups {
        static let spec = """
            {
              "dialogs": [
                {
                  "id": "delete-photo",
                  "kind": "alert",
                  "buttons": [
                    { "title": "Cancel", "role": "cancel" },
                    { "title": "Delete", "role": "destructive" }
                  ]
                }
              ],
              "locale": "en",
              "count": -1.5e3,
              "ok": true,
              "none": null
            }
            """

        @Test func findsValuesAndKeysOfNestedDialogs() throws {
            let map = try sourceMap(Self.spec)
            #expect(map.valueRange(at: ["dialogs", 0, "buttons", 1, "title"])
                == SourceRange(start: pos(8, 20, 161), end: pos(8, 28, 169)))
            #expect(map.keyRange(at: ["dialogs", 0, "buttons", 1, "title"])
                == SourceRange(start: pos(8, 11, 152), end: pos(8, 18, 159)))
            #expect(map.valueRange(at: ["dialogs", 0, "buttons"])?.start == pos(6, 18, 91))
            #expect(map.valueRange(at: ["dialogs", 0, "buttons"])?.end == pos(9, 8, 202))
            #expect(map.keyRange(at: ["dialogs", 0, "buttons"])?.start == pos(6, 7, 80))
            #expect(map.valueRange(at: ["dialogs", 0]) == SourceRange(start: pos(3, 5, 21), end: pos(10, 6, 208)))
            #expect(map.valueRange(at: .root) == SourceRange(start: pos(1, 1, 0), end: pos(16, 2, 281)))
            #expect(map.valueRange(at: ["locale"]) == SourceRange(start: pos(12, 13, 226), end: pos(12, 17, 230)))
            #expect(map.valueRange(at: ["count"]) == SourceRange(start: pos(13, 12, 243), end: pos(13, 18, 249)))
        }

        @Test func keyRangeIsNilForArrayElementsTheRootAndAbsentMembers() throws {
            let map = try sourceMap(Self.spec)
            #expect(map.keyRange(at: .root) == nil)
            #expect(map.keyRange(at: ["dialogs", 0]) == nil)
            #expect(map.keyRange(at: ["dialogs", 0, "title"]) == nil)
            #expect(map.valueRange(at: ["dialogs", 0, "title"]) == nil)
            #expect(map.valueRange(at: ["dialogs", 1]) == nil)
            #expect(map.valueRange(at: ["dialogs", -1]) == nil)
            #expect(map.valueRange(at: ["locale", 0]) == nil)
            #expect(map.valueRange(at: ["dialogs", "id"]) == nil)
        }

        @Test func fallsBackToTheNearestExistingAncestor() throws {
            let map = try sourceMap(Self.spec)
            let missingTitle = map.nearestValueRange(at: ["dialogs", 0, "title"])
            #expect(missingTitle.pointer == ["dialogs", 0])
            #expect(missingTitle.range == map.valueRange(at: ["dialogs", 0]))
            let missingButton = map.nearestValueRange(at: ["dialogs", 0, "buttons", 5, "title"])
            #expect(missingButton.pointer == ["dialogs", 0, "buttons"])
            #expect(missingButton.range.start == pos(6, 18, 91))
            let present = map.nearestValueRange(at: ["dialogs", 0, "kind"])
            #expect(present.pointer == ["dialogs", 0, "kind"])
            #expect(map.nearestValueRange(at: ["nothing", "here"]).pointer == .root)
            #expect(map.nearestValueRange(at: .root).range == map.valueRange(at: .root))
        }

        @Test func reportsValueKinds() throws {
            let map = try sourceMap(Self.spec)
            #expect(map.valueKind(at: .root) == .object)
            #expect(map.valueKind(at: ["dialogs"]) == .array)
            #expect(map.valueKind(at: ["dialogs", 0, "kind"]) == .string)
            #expect(map.valueKind(at: ["count"]) == .number)
            #expect(map.valueKind(at: ["ok"]) == .bool)
            #expect(map.valueKind(at: ["none"]) == .null)
            #expect(map.valueKind(at: ["kind"]) == nil)
            #expect(try sourceMap(" [1] ").valueKind(at: .root) == .array)
            #expect(try sourceMap("\"x\"").valueKind(at: .root) == .string)
        }

        @Test func keysWithEscapesAreMatchedByTheirDecodedText() throws {
            let map = try sourceMap(#"{"a\/b": 1, "caf\u00e9": 2, "\ud83d\ude00": 3, "x\"y": 4, "café": 5}"#)
            #expect(map.valueRange(at: ["a/b"])?.start.offset == 9)
            #expect(map.valueRange(at: ["café"])?.start.offset == 25)  // the first of two equal keys
            #expect(map.keyRange(at: ["😀"])?.start.offset == 28)
            #expect(map.valueRange(at: ["x\"y"])?.start.offset == 55)
            #expect(map.valueRange(at: ["a\\/b"]) == nil)
            #expect(map.duplicateKeys.map(\.pointer) == [["café"]])
        }

        /// An object of many members is searched through an index of its keys: the first of equal
        /// keys (escaped or not) is found, as by comparing member by member, and absent keys are not.
        @Test func anObjectOfManyMembersFindsTheFirstOfEqualKeys() throws {
            let members = (0..<100).map { #""k\#($0)": \#($0)"# } + [#""k\u0035": "later""#, #""\u006b100": "escaped first""#]
            let map = try sourceMap("{" + members.joined(separator: ", ") + #", "k100": "plain later"}"#)
            for index in 0..<100 {
                #expect(map.keyRange(at: [.key("k\(index)")])?.start.offset == members.prefix(index).reduce(1) { $0 + $1.utf8.count + 2 })
            }
            #expect(map.valueRange(at: ["k5"])?.start.offset == 52)
            #expect(map.keyRange(at: ["k99"])?.start.offset == 1070)
            #expect(map.valueRange(at: ["k100"])?.start.offset == 1114)
            #expect(map.valueRange(at: ["k101"]) == nil)
            #expect(map.valueRange(at: ["k"]) == nil)
        }

        /// 400,000 members, each looked up: by comparison with every member this is 80 billion key
        /// comparisons (a run that never ends); through the index, a moment.
        @Test(.timeLimit(.minutes(1))) func everyMemberOfAHugeObjectIsFoundQuickly() throws {
            let count = 400_000
            let map = try sourceMap("{" + (0..<count).map { #""key\#($0)": 0"# }.joined(separator: ",") + "}")
            var found = 0
            for index in 0..<count where map.keyRange(at: [.key("key\(index)")]) != nil { found += 1 }
            #expect(found == count)
        }

        @Test func indexesAndNumericKeysMeetAsRFC6901Reads() throws {
            let map = try sourceMap(#"{"0": "zero", "list": ["a", "b"]}"#)
            #expect(map.valueRange(at: [0])?.start.offset == 6)
            #expect(map.valueRange(at: ["list", "1"])?.start.offset == 28)
            #expect(map.valueRange(at: ["list", "01"]) == nil)
        }
    }

    // MARK: - Decoded string ranges

    @Suite struct DecodedStringRanges {
        // Decoded: Say "hi" to été you
        static let text = #"{"title": "Say \"hi\" to \u00e9t\u00e9 you"}"#

        private func columns(_ range: SourceRange?) -> ClosedRange<Int>? {
            range.map { $0.start.column ... $0.end.column }
        }

        /// A walk resumed from where the last one found its range (the findings of one rule come in
        /// order) locates every range as a fresh walk does, in two strings, forwards and backwards.
        @Test func aResumedWalkFindsWhatAFreshOneFinds() throws {
            let map = try sourceMap(#"{"a": "Tap \u201cDelete\u201d now. \"x\" \ud83d\ude00 é", "b": "x\ny\tz é"}"#)
            var ranges: [(JSONPointer, Range<Int>)] = []
            for (key, length) in [("a", 35), ("b", 8)] {
                for lower in 0...length { for upper in lower...length { ranges.append(([.key(key)], lower ..< upper)) } }
            }
            var cursor: JSONStringText.Cursor?
            for (pointer, range) in ranges + ranges.reversed() + [(["b"], 2 ..< 3), (["a"], 30 ..< 31), (["a"], 3 ..< 4)] {
                #expect(map.sourceRange(ofDecodedUTF8: range, inStringAt: pointer, cursor: &cursor)
                    == map.sourceRange(ofDecodedUTF8: range, inStringAt: pointer), "\(pointer) \(range)")
            }
        }

        @Test func mapsWordsAcrossEscapes() throws {
            let map = try sourceMap(Self.text)
            let decoded = "Say \"hi\" to été you"
            #expect(Array(decoded.utf8).count == 21)
            let title: JSONPointer = ["title"]
            // "you" (decoded bytes 18..<21) is source offsets 39..<42, columns 40..<43.
            #expect(map.sourceRange(ofDecodedUTF8: 18 ..< 21, inStringAt: title) == SourceRange(start: pos(1, 40, 39), end: pos(1, 43, 42)))
            #expect(columns(map.sourceRange(ofDecodedUTF8: 0 ..< 3, inStringAt: title)) == 12 ... 15)  // Say
            #expect(columns(map.sourceRange(ofDecodedUTF8: 4 ..< 8, inStringAt: title)) == 16 ... 22)  // "hi" with its escaped quotes
            #expect(columns(map.sourceRange(ofDecodedUTF8: 5 ..< 7, inStringAt: title)) == 18 ... 20)  // hi
            #expect(columns(map.sourceRange(ofDecodedUTF8: 12 ..< 17, inStringAt: title)) == 26 ... 39)  // été
            #expect(columns(map.sourceRange(ofDecodedUTF8: 12 ..< 13, inStringAt: title)) == 26 ... 32)  // half of é widens to \u00e9
            #expect(columns(map.sourceRange(ofDecodedUTF8: 0 ..< 21, inStringAt: title)) == 12 ... 43)
            #expect(columns(map.sourceRange(ofDecodedUTF8: 21 ..< 21, inStringAt: title)) == 43 ... 43)
            #expect(map.sourceRange(ofDecodedUTF8: 18 ..< 22, inStringAt: title) == nil)
            #expect(map.sourceRange(ofDecodedUTF8: 22 ..< 22, inStringAt: title) == nil)
        }

        /// "é" and "e" with a combining accent are equal as Swift strings but not as bytes: each
        /// dialog's finding sits at its own word, not at the place the other spelling would put it.
        @Test func canonicallyEquivalentStringsAreLocatedApart() {
            let spec = """
                {"dialogs": [
                 {"kind": "alert", "title": "Caf\\u00e9 says you are late", "buttons": [{"title": "OK"}]},
                 {"kind": "alert", "title": "Cafe\\u0301 says you are late", "buttons": [{"title": "OK"}]}
                ]}
                """
            let report = Linter().lint(SourceFile(path: "x.json", data: Data(spec.utf8)))
            let pronouns = report.diagnostics.filter { $0.ruleID == "personal-pronoun" }
            #expect(pronouns.map { "\($0.range.start.line):\($0.range.start.column)" } == ["2:45", "3:46"])
        }

        @Test func surrogatePairIsOneScalarOfFourBytes() throws {
            let map = try sourceMap(#"["a\ud83d\ude00b"]"#)
            #expect(map.sourceRange(ofDecodedUTF8: 1 ..< 5, inStringAt: [0]).map { $0.start.offset ..< $0.end.offset } == 3 ..< 15)
            #expect(map.sourceRange(ofDecodedUTF8: 5 ..< 6, inStringAt: [0]).map { $0.start.offset ..< $0.end.offset } == 15 ..< 16)
            #expect(map.sourceRange(ofDecodedUTF8: 0 ..< 1, inStringAt: [0]).map { $0.start.offset ..< $0.end.offset } == 2 ..< 3)
            #expect(map.sourceRange(ofDecodedUTF8: 6 ..< 7, inStringAt: [0]) == nil)
        }

        @Test func newlineEscapeAndRawMultibyteText() throws {
            let escaped = try sourceMap(#"["line\nnext"]"#)
            #expect(escaped.sourceRange(ofDecodedUTF8: 5 ..< 9, inStringAt: [0]).map { $0.start.offset ..< $0.end.offset } == 8 ..< 12)
            #expect(escaped.sourceRange(ofDecodedUTF8: 4 ..< 5, inStringAt: [0]).map { $0.start.offset ..< $0.end.offset } == 6 ..< 8)

            // No escapes: decoded bytes are source bytes, so "ok" after "café " is at columns 14..<16.
            let raw = try sourceMap(#"{"t": "café ok"}"#)
            #expect(raw.sourceRange(ofDecodedUTF8: 6 ..< 8, inStringAt: ["t"]) == SourceRange(start: pos(1, 14, 13), end: pos(1, 16, 15)))

            let mixed = try sourceMap("[\"é\\tok\"]")
            #expect(mixed.sourceRange(ofDecodedUTF8: 3 ..< 5, inStringAt: [0]).map { $0.start.offset ..< $0.end.offset } == 6 ..< 8)
            #expect(mixed.sourceRange(ofDecodedUTF8: 0 ..< 2, inStringAt: [0]).map { $0.start.offset ..< $0.end.offset } == 2 ..< 4)
        }

        @Test func nilForAbsentValuesNonStringsAndBadRanges() throws {
            let map = try sourceMap(#"{"n": 12, "s": "ab"}"#)
            #expect(map.sourceRange(ofDecodedUTF8: 0 ..< 1, inStringAt: ["n"]) == nil)
            #expect(map.sourceRange(ofDecodedUTF8: 0 ..< 1, inStringAt: ["missing"]) == nil)
            #expect(map.sourceRange(ofDecodedUTF8: 0 ..< 3, inStringAt: ["s"]) == nil)
            #expect(map.sourceRange(ofDecodedUTF8: -1 ..< 1, inStringAt: ["s"]) == nil)
            #expect(map.sourceRange(ofDecodedUTF8: 2 ..< 2, inStringAt: ["s"])?.start.offset == 18)
        }

        @Test func sourceRangeOfEveryDecodedByteMatchesFoundationsDecoding() throws {
            let values = ["plain", "é\u{301} 日本 😀", "tab\there \"q\" \\ /", "\u{0}\u{1F}\u{7F}", "\u{FFFF}\u{10FFFF}"]
            for (index, value) in values.enumerated() {
                // Write every non-ASCII scalar as \u escapes, so mapping must undo the escapes.
                let written = String(data: try JSONSerialization.data(withJSONObject: [value], options: [.fragmentsAllowed]), encoding: .utf8) ?? ""
                var asciiOnly = ""
                for scalar in written.unicodeScalars {
                    if scalar.isASCII { asciiOnly.unicodeScalars.append(scalar); continue }
                    for unit in String(scalar).utf16 { asciiOnly += String(format: "\\u%04x", unit) }
                }
                let map = try sourceMap(asciiOnly)
                let bytes = Array(asciiOnly.utf8)
                let decoded = Array(value.utf8)
                guard let whole = map.sourceRange(ofDecodedUTF8: 0 ..< decoded.count, inStringAt: [0]) else {
                    Issue.record("no range for value \(index)")
                    continue
                }
                // Each decoded scalar maps to source text that decodes to exactly that scalar.
                var offset = 0
                for scalar in value.unicodeScalars {
                    let length = String(scalar).utf8.count
                    let range = try #require(map.sourceRange(ofDecodedUTF8: offset ..< offset + length, inStringAt: [0]))
                    let source = "\"" + String(decoding: bytes[range.start.offset ..< range.end.offset], as: UTF8.self) + "\""
                    let back = try JSONSerialization.jsonObject(with: Data(source.utf8), options: [.fragmentsAllowed]) as? String
                    #expect(back == String(scalar), "value \(index), scalar \(scalar.value)")
                    offset += length
                }
                #expect(whole.start.offset == 2 && whole.end.offset == bytes.count - 2)
            }
        }
    }

    // MARK: - Duplicate keys

    @Suite struct DuplicateKeys {
        @Test func reportsLaterOccurrencesAndResolvesToTheFirst() throws {
            let text = #"{"a": 1, "b": {"x": 1, "x": 2}, "a": 3, "\u0061": 4}"#
            let map = try sourceMap(text)
            let found = map.duplicateKeys.map { ($0.pointer, $0.keyRange.start.offset, $0.keyRange.end.offset) }
            #expect(found.count == 3)
            #expect(found.map(\.0) == [["b", "x"], ["a"], ["a"]])
            #expect(found.map(\.1) == [23, 32, 40])
            #expect(found.map(\.2) == [26, 35, 48])
            #expect(map.valueRange(at: ["a"])?.start.offset == 6)  // JSONDecoder keeps the first too
            #expect(map.valueRange(at: ["b", "x"])?.start.offset == 20)
        }

        @Test func findsDuplicatesInLargeObjectsAndInsideArrays() throws {
            let members = (0 ..< 40).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
            let text = "[{\"id\": 1}, {\(members), \"k7\": 0, \"id\": 2, \"id\": 3}]"
            let map = try sourceMap(text)
            #expect(map.duplicateKeys.map(\.pointer) == [[1, "k7"], [1, "id"]])
            let later = try #require(map.duplicateKeys.first)
            let bytes = Array(text.utf8)
            #expect(String(decoding: bytes[later.keyRange.start.offset ..< later.keyRange.end.offset], as: UTF8.self) == "\"k7\"")
            #expect(try sourceMap(#"{"a": 1, "b": 2, "c": {"a": 3}}"#).duplicateKeys.isEmpty)
        }
    }

    // MARK: - Generated documents

    @Suite struct Generated {
        /// A small deterministic generator (the tests must not depend on the run).
        struct Generator {
            var state: UInt64
            mutating func next(_ bound: Int) -> Int {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                return Int((state >> 33) % UInt64(bound))
            }
        }

        static func value(_ generator: inout Generator, depth: Int) -> Any {
            let pieces = ["a", "é", "日", "😀", "\"", "\\", "/", "\n", "\t", "\u{1}", " ", "~", "title"]
            switch generator.next(depth > 3 ? 4 : 6) {
            case 0: return (0 ..< generator.next(4)).map { _ in pieces[generator.next(pieces.count)] }.joined()
            case 1: return generator.next(2000) - 1000
            case 2: return generator.next(2) == 0
            case 3: return NSNull()
            case 4: return (0 ..< generator.next(4)).map { _ in value(&generator, depth: depth + 1) }
            default:
                var object: [String: Any] = [:]
                for _ in 0 ..< generator.next(4) {
                    object[pieces[generator.next(pieces.count)] + String(generator.next(3))] = value(&generator, depth: depth + 1)
                }
                return object
            }
        }

        /// Every pointer in a Foundation value, with the value.
        static func leaves(_ value: Any, at pointer: JSONPointer, into out: inout [(JSONPointer, Any)]) {
            out.append((pointer, value))
            if let array = value as? [Any] {
                for (index, element) in array.enumerated() { leaves(element, at: pointer.appending(.index(index)), into: &out) }
            } else if let object = value as? [String: Any] {
                for (key, member) in object { leaves(member, at: pointer.appending(.key(key)), into: &out) }
            }
        }

        @Test func everyValueOfAFoundationWrittenDocumentIsFound() throws {
            var generator = Generator(state: 42)
            for round in 0 ..< 60 {
                let document: Any = ["dialogs": [Self.value(&generator, depth: 0), Self.value(&generator, depth: 0)]]
                let options: JSONSerialization.WritingOptions = round % 2 == 0 ? [.prettyPrinted] : []
                let data = try JSONSerialization.data(withJSONObject: document, options: options)
                let map = try SourceMap(scanning: data)
                var all: [(JSONPointer, Any)] = []
                Self.leaves(document, at: .root, into: &all)
                for (pointer, value) in all {
                    let range = try #require(map.valueRange(at: pointer), "\(pointer)")
                    let text = data[range.start.offset ..< range.end.offset]
                    let reparsed = try JSONSerialization.jsonObject(with: Data(text), options: [.fragmentsAllowed])
                    #expect((reparsed as? NSObject) == (value as? NSObject), "\(pointer)")
                    if let string = value as? String {
                        let whole = map.sourceRange(ofDecodedUTF8: 0 ..< string.utf8.count, inStringAt: pointer)
                        #expect(whole?.start.offset == range.start.offset + 1 && whole?.end.offset == range.end.offset - 1)
                    }
                }
            }
        }

        @Test func mutatedDocumentsNeverCrashAndAcceptedOnesAreJSON() throws {
            var generator = Generator(state: 7)
            let seed = Array(("[" + Lookups.spec + #", {"e": "\u00e9\ud83d\ude00\n", "n": [-0.5e-3, 10, true, null]}]"#).utf8)
            let insertions: [UInt8] = Array(#"{}[],:"\/ -+.0e1tfnu"#.utf8) + [0x00, 0x0A, 0x0D, 0xC3, 0xA9, 0xED, 0xFF]
            var accepted = 0
            for _ in 0 ..< 3000 {
                var bytes = seed
                for _ in 0 ... generator.next(3) {
                    let at = generator.next(bytes.count)
                    switch generator.next(3) {
                    case 0: bytes.remove(at: at)
                    case 1: bytes.insert(insertions[generator.next(insertions.count)], at: at)
                    default: bytes[at] = insertions[generator.next(insertions.count)]
                    }
                }
                if let error = syntaxError(bytes) {
                    #expect(error.position == independentPosition(bytes, offset: error.position.offset))
                    #expect(!error.message.isEmpty)
                } else {
                    accepted += 1
                    #expect((try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])) != nil,
                            "accepted but Foundation refuses: \(String(decoding: bytes, as: UTF8.self))")
                }
            }
            #expect(accepted > 100)
        }
    }
}
