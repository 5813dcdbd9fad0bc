/// A place in a file: 1-based line, 1-based column counted in UTF-8 bytes (as clang and swiftc
/// count), and the 0-based byte offset into the file.
///
/// Lines end at `\n`, `\r\n` or a lone `\r`. Columns on line 1 count a UTF-8 byte order mark's
/// three bytes, as clang and swiftc do (the first character after it is at column 4); offsets count
/// from the file's first byte.
public struct SourcePosition: Hashable, Comparable, Sendable {
    public var line: Int
    public var column: Int
    public var offset: Int

    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// Ordered by offset (positions of one file).
    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.offset, lhs.line, lhs.column) < (rhs.offset, rhs.line, rhs.column)
    }
}

/// A half-open range of source text: `start` is the first byte, `end` the byte after the last.
public struct SourceRange: Hashable, Sendable {
    public var start: SourcePosition
    public var end: SourcePosition

    public init(start: SourcePosition, end: SourcePosition) {
        self.start = start
        self.end = end
    }
}

/// Why a file is not valid JSON, and where.
public struct JSONSyntaxError: Error, Hashable, Sendable {
    /// The offending byte, or the end of the file when the file ends too early.
    public var position: SourcePosition
    /// A lowercase sentence without a final period, e.g. `trailing comma before ']'`.
    public var message: String
    /// What kind of file the problem suggests, when it suggests one that is not a broken spec.
    public enum Resemblance: Hashable, Sendable {
        /// Nothing in particular: a broken file.
        case none
        /// What JSON with comments allows (a comment, a trailing comma): maybe a tool's JSONC
        /// configuration (`tsconfig.json`).
        case jsonWithComments
        /// A complete value, then another at the start of a line: maybe JSON Lines (a log, or a
        /// `--format jsonl` report saved as `.json`).
        case jsonLines
    }

    public var resemblance: Resemblance

    public init(position: SourcePosition, message: String, resemblance: Resemblance = .none) {
        self.position = position
        self.message = message
        self.resemblance = resemblance
    }
}

/// Line arithmetic shared by the source map and the scanner's error path.
enum LineCounting {
    /// The length of a leading UTF-8 byte order mark (EF BB BF): 3 or 0.
    static func bomLength(_ p: UnsafePointer<UInt8>, count: Int) -> Int {
        count >= 3 && p[0] == 0xEF && p[1] == 0xBB && p[2] == 0xBF ? 3 : 0
    }

    /// The position of `offset`, found by counting line endings from the start of the file.
    /// Linear: for error messages only; a `SourceMap` keeps a table instead.
    static func position(
        ofOffset offset: Int, in p: UnsafePointer<UInt8>, count: Int, contentStart: Int
    ) -> SourcePosition {
        let target = min(max(offset, 0), count)
        var line = 1
        // Line 1 starts before the byte order mark (columns count it); scanning starts after it.
        var lineStart = 0
        var i = contentStart
        while i < target {
            let byte = p[i]
            if byte == 0x0A {
                line += 1
                lineStart = i + 1
            } else if byte == 0x0D {
                if i + 1 < count && p[i + 1] == 0x0A {
                    // The `\n` of a `\r\n` still belongs to the line that ends.
                    if i + 1 == target { break }
                    i += 1
                }
                line += 1
                lineStart = i + 1
            }
            i += 1
        }
        return SourcePosition(line: line, column: max(target - lineStart, 0) + 1, offset: target)
    }

    /// The position of `offset` from a table of line starts (`lineStarts[0]` is 0).
    static func position(ofOffset offset: Int, lineStarts: [Int], count: Int) -> SourcePosition {
        let target = min(max(offset, 0), count)
        // The last line start <= target.
        var low = 0
        var high = lineStarts.count  // invariant: answer in [low, high)
        while high - low > 1 {
            let mid = (low + high) / 2
            if lineStarts[mid] <= target { low = mid } else { high = mid }
        }
        let lineStart = lineStarts.isEmpty ? 0 : lineStarts[low]
        return SourcePosition(line: low + 1, column: max(target - lineStart, 0) + 1, offset: target)
    }
}
