/// A replacement for a range of a decoded string: the data of a safe fix.
public struct Fix: Sendable, Hashable {
    /// UTF-8 byte offsets in the decoded string value.
    public var range: Range<Int>
    public var replacement: String

    public init(range: Range<Int>, replacement: String) {
        self.range = range
        self.replacement = replacement
    }
}

/// What a rule reports: a place in the dialog, a message, and maybe a fix.
/// The engine adds the rule id, the severity and the file location.
public struct Finding: Sendable, Hashable {
    /// Where, relative to the dialog (`["buttons", 1, "title"]`); an absent value falls back to its parent.
    public var pointer: JSONPointer
    /// For a finding about part of a string: UTF-8 byte offsets in the decoded string.
    public var range: Range<Int>?
    public var message: String
    public var fix: Fix?
    /// Set when one rule reports findings of different weight (`preferred-button`).
    public var severity: Severity?

    public init(
        at pointer: JSONPointer, range: Range<Int>? = nil, _ message: FindingMessage,
        fix: Fix? = nil, severity: Severity? = nil
    ) {
        self.pointer = pointer
        self.range = range
        self.message = message.text
        self.fix = fix
        self.severity = severity
    }
}

/// A finding's message, written as a string literal with interpolations (`"Button \"\(title)\" …"`).
/// Interpolated text is written on one line: its control characters and line separators as JSON escapes.
///
/// The pieces are copied as UTF-8 into one buffer reserved at the start, and the text made from it
/// once. A message built by Swift's default interpolation appended each piece to a growing `String`,
/// at some 400 instructions a piece: 60 million of the 1,613 million instructions that 100 files of
/// the benchmark's corpus took, with its 23,000 findings.
public struct FindingMessage: ExpressibleByStringInterpolation, Sendable {
    public let text: String

    /// The most bytes of one quoted text in a message.
    static let longestQuote = 200

    /// A message worked out as a string beforehand (a custom rule's, from its configuration).
    public init(_ text: String) {
        self.text = text.escapingControlCharacters
    }

    public init(stringLiteral literal: StaticString) {
        text = literal.description
    }

    public init(stringInterpolation: Interpolation) {
        text = String(decoding: stringInterpolation.bytes, as: UTF8.self)
    }

    public struct Interpolation: StringInterpolationProtocol {
        fileprivate var bytes: [UInt8] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            bytes.reserveCapacity(literalCapacity + 24 * interpolationCount)
        }

        public mutating func appendLiteral(_ literal: StaticString) {
            literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
        }

        /// What a message quotes of the spec is written on one line (`escapingControlCharacters`), and
        /// cut short past `longestQuote` bytes: a 10 MB title must not make a 10 MB line in every report.
        public mutating func appendInterpolation(_ value: String) {
            guard value.utf8.count <= FindingMessage.longestQuote else {
                var shortened = ""
                for character in value {
                    guard shortened.utf8.count + character.utf8.count <= FindingMessage.longestQuote - 40 else { break }
                    shortened.append(character)
                }
                appendLine(shortened + "…")
                return
            }
            appendLine(value)
        }

        private mutating func appendLine(_ value: String) {
            let isPlain = value.withUTF8Bytes { utf8 in
                guard !String.holdsControlCharacters(utf8) else { return false }
                bytes.append(contentsOf: utf8)
                return true
            }
            if !isPlain { value.escapingControlCharacters.withUTF8Bytes { bytes.append(contentsOf: $0) } }
        }

        public mutating func appendInterpolation(_ value: Substring) {
            appendInterpolation(String(value))
        }

        public mutating func appendInterpolation(_ value: Int) {
            appendInterpolation(String(value))
        }

        public mutating func appendInterpolation<Value: CustomStringConvertible>(_ value: Value) {
            appendInterpolation(value.description)
        }

        /// Anything else as `"\(value)"` would print it.
        public mutating func appendInterpolation<Value>(_ value: Value) {
            appendInterpolation(String(describing: value))
        }
    }
}
