/// A unified diff of a file before and after fixing, as `git diff` prints it.
///
/// Fixes never add or remove lines (they only rewrite the inside of JSON strings), so lines
/// correspond one to one and a hunk is a run of changed lines with three lines of context.
enum UnifiedDiff {
    static let context = 3

    static func diff(path: String, before: [UInt8], after: [UInt8]) -> String {
        let old = lines(before)
        let new = lines(after)
        guard old != new else { return "" }
        guard old.count == new.count else { return wholeFile(path: path, old: old, new: new) }
        let changed = old.indices.filter { old[$0] != new[$0] }
        var hunks: [Range<Int>] = []
        for index in changed {
            let range = max(0, index - context)..<min(old.count, index + context + 1)
            if let last = hunks.last, range.lowerBound <= last.upperBound {
                hunks[hunks.count - 1] = last.lowerBound..<range.upperBound
            } else {
                hunks.append(range)
            }
        }
        var out = header(path)
        for hunk in hunks {
            out += "@@ -\(hunk.lowerBound + 1),\(hunk.count) +\(hunk.lowerBound + 1),\(hunk.count) @@\n"
            // Each block of changed lines reads as its removed lines, then its added ones.
            var index = hunk.lowerBound
            while index < hunk.upperBound {
                if old[index] == new[index] {
                    out += " " + old[index].text + "\n" + noNewlineMarker(old[index])
                    index += 1
                    continue
                }
                var end = index
                while end < hunk.upperBound, old[end] != new[end] { end += 1 }
                for line in old[index..<end] { out += "-" + line.text + "\n" + noNewlineMarker(line) }
                for line in new[index..<end] { out += "+" + line.text + "\n" + noNewlineMarker(line) }
                index = end
            }
        }
        return out
    }

    struct Line: Equatable {
        var text: String
        var hasNewline: Bool
    }

    static func lines(_ bytes: [UInt8]) -> [Line] {
        var result: [Line] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            result.append(Line(text: String(decoding: bytes[start..<index], as: UTF8.self), hasNewline: true))
            start = index + 1
        }
        if start < bytes.count {
            result.append(Line(text: String(decoding: bytes[start...], as: UTF8.self), hasNewline: false))
        }
        return result
    }

    private static func header(_ path: String) -> String {
        // An absolute path (a file outside the working folder, or standard input named so) is written as
        // `git diff --no-index` writes one, without its leading "/": "a//tmp/x.json" is no path git applies.
        let relative = path.drop { $0 == "/" }
        let old = gitQuoted("a/" + relative), new = gitQuoted("b/" + relative)
        // git ends a "---" or "+++" name that holds a space with a tab, so that patch(1) sees where it ends.
        func ending(_ name: String) -> String { name.contains(" ") ? "\t" : "" }
        return "diff --git \(old) \(new)\n--- \(old)\(ending(old))\n+++ \(new)\(ending(new))\n"
    }

    /// A path as `git diff` writes it (git's `quote_c_style`, with `core.quotePath` at its default):
    /// as it is, unless a byte of it is a control character, DEL, `"`, `\` or part of a non-ASCII
    /// character; then in double quotes, those bytes escaped as C escapes them (`\t`, `\"`, `\\`) or in
    /// octal (`\001`, `\303\251`). Written raw, a tab or a newline cuts the name short, and `git apply`
    /// refuses the diff.
    static func gitQuoted(_ path: String) -> String {
        func isEscaped(_ byte: UInt8) -> Bool { byte < 0x20 || byte >= 0x7F || byte == 0x22 || byte == 0x5C }
        let bytes = Array(path.utf8)
        guard bytes.contains(where: isEscaped) else { return path }
        var quoted = "\""
        for byte in bytes {
            guard isEscaped(byte) else {
                quoted.unicodeScalars.append(Unicode.Scalar(byte))
                continue
            }
            switch byte {
            case 0x07: quoted += "\\a"
            case 0x08: quoted += "\\b"
            case 0x09: quoted += "\\t"
            case 0x0A: quoted += "\\n"
            case 0x0B: quoted += "\\v"
            case 0x0C: quoted += "\\f"
            case 0x0D: quoted += "\\r"
            case 0x22: quoted += "\\\""
            case 0x5C: quoted += "\\\\"
            default:
                let octal = String(byte, radix: 8)
                quoted += "\\" + String(repeating: "0", count: 3 - octal.count) + octal
            }
        }
        return quoted + "\""
    }

    private static func noNewlineMarker(_ line: Line) -> String {
        line.hasNewline ? "" : "\\ No newline at end of file\n"
    }

    private static func wholeFile(path: String, old: [Line], new: [Line]) -> String {
        var out = header(path) + "@@ -1,\(old.count) +1,\(new.count) @@\n"
        for line in old { out += "-" + line.text + "\n" + noNewlineMarker(line) }
        for line in new { out += "+" + line.text + "\n" + noNewlineMarker(line) }
        return out
    }
}
