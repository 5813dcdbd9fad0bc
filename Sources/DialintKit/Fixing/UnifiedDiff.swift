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
        "diff --git a/\(path) b/\(path)\n--- a/\(path)\n+++ b/\(path)\n"
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
