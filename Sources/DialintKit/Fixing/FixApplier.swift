/// Applies located fixes to a file's bytes. Pure: bytes in, bytes out.
///
/// Each fix replaces the raw bytes that encode part of one JSON string, so nothing outside that
/// string changes: indentation, key order, spacing, escapes elsewhere and line endings stay as
/// they were (a raw JSON string cannot hold a line break). Overlapping fixes are resolved in a
/// documented order: by start offset, then by rule id; a fix that overlaps one already taken is
/// left for the next pass.
enum FixApplier {
    struct Result {
        var bytes: [UInt8]
        /// The fixes applied, in file order.
        var applied: [Diagnostic]
        /// Fixes left out because they overlap an applied one.
        var deferred: [Diagnostic]
    }

    static func apply(_ diagnostics: [Diagnostic], to bytes: [UInt8]) -> Result {
        let fixable = diagnostics.filter { $0.fix != nil }.sorted { a, b in
            let (x, y) = (a.fix!.sourceRange.start.offset, b.fix!.sourceRange.start.offset)
            return x != y ? x < y : a.ruleID < b.ruleID
        }
        var chosen: [Diagnostic] = []
        var deferred: [Diagnostic] = []
        var end = -1
        for diagnostic in fixable {
            let range = diagnostic.fix!.sourceRange
            // Touching ranges are fine; an insertion at another fix's start is not.
            if range.start.offset < end || (range.start.offset == end && range.start.offset == range.end.offset) {
                deferred.append(diagnostic)
                continue
            }
            chosen.append(diagnostic)
            end = max(end, range.end.offset)
        }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var cursor = 0
        for diagnostic in chosen {
            let fix = diagnostic.fix!
            let start = min(max(fix.sourceRange.start.offset, cursor), bytes.count)
            let stop = min(max(fix.sourceRange.end.offset, start), bytes.count)
            output += bytes[cursor..<start]
            output += jsonStringContent(fix.fix.replacement)
            cursor = stop
        }
        output += bytes[cursor...]
        return Result(bytes: output, applied: chosen, deferred: deferred)
    }

    /// Text written as the inside of a JSON string, spelled as the reported fix spells it.
    static func jsonStringContent(_ text: String) -> [UInt8] {
        Array(JSONSourceText.escaped(text).utf8)
    }
}
