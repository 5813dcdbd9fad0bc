import Foundation

/// A diagnostic as `--format json` and `--format jsonl` print it.
///
/// Lines and columns are 1-based, columns count UTF-8 bytes (as in the text output); `endLine` and
/// `endColumn` are the position just after the range. `dialog` is the dialog's `id`, else its index
/// as a string, and null for a defect of the whole file. `pointer` is the RFC 6901 pointer of the value.
struct JSONDiagnostic: Encodable {
    /// A safe fix: write `replacement` in place of the source bytes `range`.
    struct JSONFix: Encodable {
        /// The source text to write: the replacement string as it is spelled inside a JSON string
        /// (`"` and `\` escaped), so it can replace the bytes of `range` as they are.
        var replacement: String
        var range: JSONRange
    }

    /// A half-open source range: `line`/`column` the first byte, `endLine`/`endColumn` the byte after
    /// the last (1-based, columns in UTF-8 bytes); `offset`/`endOffset` the same as 0-based byte offsets
    /// from the file's first byte.
    struct JSONRange: Encodable {
        var line: Int
        var column: Int
        var endLine: Int
        var endColumn: Int
        var offset: Int
        var endOffset: Int

        init(_ range: SourceRange) {
            line = range.start.line
            column = range.start.column
            endLine = range.end.line
            endColumn = range.end.column
            offset = range.start.offset
            endOffset = range.end.offset
        }
    }

    var file: String
    var line: Int
    var column: Int
    var endLine: Int
    var endColumn: Int
    var severity: String
    var rule: String
    var message: String
    var dialog: String?
    var pointer: String
    var fix: JSONFix?

    init(_ d: Diagnostic) {
        file = d.path
        line = d.range.start.line
        column = d.range.start.column
        endLine = d.range.end.line
        endColumn = d.range.end.column
        severity = d.severity.rawValue
        rule = d.ruleID
        message = d.message
        dialog = d.dialog
        pointer = d.pointer.description
        fix = d.fix.map { JSONFix(replacement: JSONSourceText.escaped($0.fix.replacement), range: JSONRange($0.sourceRange)) }
    }

    /// Appends `diagnostic` as one compact object, keys sorted: what `JSONEncoder` prints for
    /// `JSONDiagnostic(diagnostic)` with `JSONText.encoder(pretty: false)`, written directly, with room
    /// made once for the whole line.
    /// `file` is a path with its value as JSON text, written as it is for a diagnostic of that path
    /// (a file's diagnostics share their path, which was escaped again for each of them).
    static func write(_ diagnostic: Diagnostic, to json: inout CompactJSON, file: (path: String, json: [UInt8])? = nil) {
        typealias Cursor = CompactJSON.Cursor
        let replacement = diagnostic.fix.map { JSONSourceText.escaped($0.fix.replacement) }
        // The keys and punctuation take 221 bytes at most, and at most ten numbers are written.
        let bound = 256 + 10 * Cursor.numberBound + Cursor.bound(of: diagnostic.dialog) + Cursor.bound(of: diagnostic.path)
            + Cursor.bound(of: diagnostic.message) + Cursor.bound(of: diagnostic.pointer) + Cursor.bound(of: diagnostic.ruleID)
            + Cursor.bound(of: diagnostic.severity.rawValue) + Cursor.bound(of: replacement)
        json.write(atMost: bound) { json in
            let range = diagnostic.range
            json.member("{\"column\":", range.start.column)
            json.member(",\"dialog\":", diagnostic.dialog)
            json.member(",\"endColumn\":", range.end.column)
            json.member(",\"endLine\":", range.end.line)
            if let file, file.path == diagnostic.path {
                json.fragment(",\"file\":")
                json.json(file.json)
            } else {
                json.member(",\"file\":", diagnostic.path)
            }
            if let fix = diagnostic.fix {
                let source = fix.sourceRange
                json.member(",\"fix\":{\"range\":{\"column\":", source.start.column)
                json.member(",\"endColumn\":", source.end.column)
                json.member(",\"endLine\":", source.end.line)
                json.member(",\"endOffset\":", source.end.offset)
                json.member(",\"line\":", source.start.line)
                json.member(",\"offset\":", source.start.offset)
                json.member("},\"replacement\":", replacement)
                json.fragment("}")
            }
            json.member(",\"line\":", range.start.line)
            json.member(",\"message\":", diagnostic.message)
            json.fragment(",\"pointer\":")
            json.pointer(diagnostic.pointer)
            json.member(",\"rule\":", diagnostic.ruleID)
            json.member(",\"severity\":", diagnostic.severity.rawValue)
            json.fragment("}")
        }
    }

    enum CodingKeys: String, CodingKey {
        case file, line, column, endLine, endColumn, severity, rule, message, dialog, pointer, fix
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(file, forKey: .file)
        try container.encode(line, forKey: .line)
        try container.encode(column, forKey: .column)
        try container.encode(endLine, forKey: .endLine)
        try container.encode(endColumn, forKey: .endColumn)
        try container.encode(severity, forKey: .severity)
        try container.encode(rule, forKey: .rule)
        try container.encode(message, forKey: .message)
        // Always present: null says "a defect of the whole file".
        try container.encode(dialog, forKey: .dialog)
        try container.encode(pointer, forKey: .pointer)
        try container.encodeIfPresent(fix, forKey: .fix)
    }
}

/// JSON text shared by the JSON-based formats: sorted keys, unescaped slashes, deterministic.
enum JSONText {
    static func encoder(pretty: Bool) -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    static func encode<T: Encodable>(_ value: T, pretty: Bool, with encoder: JSONEncoder? = nil) -> String {
        guard let data = try? (encoder ?? Self.encoder(pretty: pretty)).encode(value) else { return "" }
        return String(decoding: data, as: UTF8.self)
    }
}

/// Writes a pretty-printed JSON array element by element, as a report goes: each element is encoded
/// on its own, so a large report is never one tree in memory. The text is what `JSONEncoder` prints
/// for the whole array with its `[` on a line indented by `indent`, except that an empty array is `[]`.
final class JSONArrayWriter {
    /// Elements are encoded compact and laid out (`JSONPrettyLayout`): the text the pretty encoder
    /// prints, by one path for encoded values and for those written by hand.
    private let encoder = JSONText.encoder(pretty: false)
    private let indent: String
    private let inner: [UInt8]
    private var count = 0

    init(indent: String = "") {
        self.indent = indent
        inner = Array((indent + "  ").utf8)
    }

    func write<S: Sequence>(_ elements: S, to sink: any OutputSink) where S.Element: Encodable {
        var buffer: [UInt8] = []
        for element in elements {
            guard let data = try? encoder.encode(element) else { continue }
            data.withUnsafeBytes { append($0.bindMemory(to: UInt8.self), to: &buffer) }
            flush(&buffer, to: sink, over: 1 << 16)
        }
        flush(&buffer, to: sink, over: 0)
    }

    /// Appends `count` elements, element `i` written compact by `element(i, &json)` as
    /// `JSONText.encoder(pretty: false)` prints it, instead of encoded. Encoding each diagnostic took
    /// `JSONEncoder` some 24 µs (500,000 findings: 12 s). A thousand at a time, so that a file of many
    /// findings is not held twice in memory; `bytesEach` is room to make for each.
    func write(count elements: Int, bytesEach: Int, to sink: any OutputSink, element: (Int, inout CompactJSON) -> Void) {
        var buffer: [UInt8] = []
        for start in stride(from: 0, to: elements, by: 1_024) {
            let end = Swift.min(start + 1_024, elements)
            var json = CompactJSON(capacity: (end - start) * bytesEach)
            var ranges: [Range<Int>] = []
            ranges.reserveCapacity(end - start)
            for index in start..<end {
                let begin = json.count
                element(index, &json)
                ranges.append(begin..<json.count)
            }
            json.finish().withUnsafeBufferPointer { compact in
                for range in ranges {
                    append(UnsafeBufferPointer(rebasing: compact[range]), to: &buffer)
                    flush(&buffer, to: sink, over: 1 << 16)
                }
            }
        }
        flush(&buffer, to: sink, over: 0)
    }

    /// Appends one element, given compact, laid out on its lines of the array.
    private func append(_ compact: UnsafeBufferPointer<UInt8>, to buffer: inout [UInt8]) {
        buffer += Array((count == 0 ? "[\n" : ",\n").utf8)
        count += 1
        buffer += inner
        JSONPrettyLayout.append(compact, lineStart: inner, to: &buffer)
    }

    /// Writes out `buffer` once it holds more than `limit` bytes.
    private func flush(_ buffer: inout [UInt8], to sink: any OutputSink, over limit: Int) {
        guard buffer.count > limit, !buffer.isEmpty else { return }
        sink.write(String(decoding: buffer, as: UTF8.self))
        buffer.removeAll(keepingCapacity: true)
    }

    /// Ends the array: `]` on its own line, or `[]` when it is empty.
    func close(to sink: any OutputSink) {
        sink.write(count == 0 ? "[]" : "\n" + indent + "]")
    }
}

/// Lays compact JSON out as `JSONText.encoder(pretty: true)` prints the same value: a member or element
/// per line, indented two spaces a level, `" : "` between a key and its value, and an empty object or
/// array as its brackets around an empty line. `lineStart` begins every line after the first (the
/// indentation of an element inside an enclosing array). Strings are copied as they are: the compact
/// and pretty encoders escape alike.
enum JSONPrettyLayout {
    static func append(_ compact: UnsafeBufferPointer<UInt8>, lineStart: [UInt8], to out: inout [UInt8]) {
        var depth = 0
        func newLine(indent: Int) {
            out.append(UInt8(ascii: "\n"))
            out += lineStart
            out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * indent))
        }
        var index = 0
        while index < compact.count {
            let byte = compact[index]
            switch byte {
            case UInt8(ascii: "\""):
                // The whole string, to its closing quote (a backslash escapes the byte after it).
                var end = index + 1
                while end < compact.count, compact[end] != UInt8(ascii: "\"") {
                    end += compact[end] == UInt8(ascii: "\\") ? 2 : 1
                }
                end = Swift.min(end + 1, compact.count)
                out.append(contentsOf: UnsafeBufferPointer(rebasing: compact[index..<end]))
                index = end
                continue
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                out.append(byte)
                let close = byte == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
                if index + 1 < compact.count, compact[index + 1] == close {
                    newLine(indent: 0)
                    newLine(indent: depth)
                    out.append(close)
                    index += 2
                    continue
                }
                depth += 1
                newLine(indent: depth)
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                newLine(indent: depth)
                out.append(byte)
            case UInt8(ascii: ","):
                out.append(byte)
                newLine(indent: depth)
            case UInt8(ascii: ":"):
                out += [UInt8(ascii: " "), UInt8(ascii: ":"), UInt8(ascii: " ")]
            default:
                out.append(byte)
            }
            index += 1
        }
    }
}
