import Foundation

/// Converts dialint's columns (1-based, counted in UTF-8 bytes, as clang and swiftc count) into the
/// character columns of formats read by code viewers (SARIF; GitHub workflow commands take the byte
/// columns, as cli.md asks).
///
/// A file is read when one of its positions is first converted, and kept until a position of another
/// file is converted: diagnostics come in report order, grouped by file, so each file is read once and
/// memory holds one file; standard input's own bytes are used for its path. A position whose line
/// cannot be found (the file cannot be read, or changed since it was linted) keeps its byte column.
public final class SourceColumns {
    /// How a column counts the characters before it.
    public enum Unit: String, Sendable {
        /// One per Unicode scalar (SARIF `unicodeCodePoints`).
        case unicodeCodePoints
        /// Two for a scalar beyond U+FFFF, one for any other (SARIF `utf16CodeUnits`, JavaScript string indexes).
        case utf16CodeUnits
    }

    public let unit: Unit
    private let workingDirectory: String
    private let standardInput: (path: String, bytes: [UInt8])?
    private var current: (path: String, bytes: [UInt8]?)?

    public init(workingDirectory: String, unit: Unit, standardInput: (path: String, bytes: [UInt8])? = nil) {
        self.workingDirectory = workingDirectory
        self.unit = unit
        self.standardInput = standardInput
    }

    /// Characters counted so far on the current file's long lines, by where each line starts:
    /// `counts[k]` is the count before byte `lineStart + k * checkpointStride`. A minified file is one
    /// line: without them each finding would count from the line's start, in time growing with the
    /// square of the line's length (20 s for 8,000 dialogs on a line, against 0.07 s for JSON Lines).
    private var checkpoints: [Int: [Int]] = [:]
    static let checkpointStride = 1024

    /// The column of `position` in the file at `path` (as reported: relative to the working directory, or absolute).
    public func column(of position: SourcePosition, inFileAt path: String) -> Int {
        guard let bytes = contents(of: path) else { return position.column }
        guard position.column > Self.checkpointStride else {
            return Self.column(of: position, in: bytes, unit: unit) ?? position.column
        }
        guard let column = column(ofFarPosition: position, in: bytes) else { return position.column }
        return column - Self.byteOrderMarkCount(before: position, in: bytes)
    }

    /// 1 if `position` lies after a byte order mark on line 1, else 0. The byte columns count the mark's
    /// bytes, as clang does; a code viewer shows no character for it, so character columns leave it out.
    private static func byteOrderMarkCount(before position: SourcePosition, in bytes: [UInt8]) -> Int {
        position.offset - (position.column - 1) == 0 && position.offset >= 3 && bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 1 : 0
    }

    /// The column of a position far into its line, counted from the last checkpoint before it.
    private func column(ofFarPosition position: SourcePosition, in bytes: [UInt8]) -> Int? {
        let stride = Self.checkpointStride
        let lineStart = position.offset - (position.column - 1)
        guard lineStart >= 0, position.offset <= bytes.count else { return nil }
        var counts = checkpoints[lineStart] ?? [0]
        // Extend the checkpoints over whole blocks up to the position.
        while lineStart + counts.count * stride <= position.offset {
            let blockStart = lineStart + (counts.count - 1) * stride
            guard let count = Self.count(bytes[blockStart..<(blockStart + stride)], unit: unit) else { return nil }
            counts.append(counts[counts.count - 1] + count)
        }
        checkpoints[lineStart] = counts
        let block = (position.offset - lineStart) / stride
        let blockStart = lineStart + block * stride
        guard let rest = Self.count(bytes[blockStart..<position.offset], unit: unit) else { return nil }
        return counts[block] + rest + 1
    }

    /// The column of `position` in `bytes`; nil when the bytes before it on its line are not there
    /// (a line break among them, or out of bounds: the file is not the one that was linted).
    public static func column(of position: SourcePosition, in bytes: [UInt8], unit: Unit) -> Int? {
        // Column 1 is the line's first byte (on line 1, the byte order mark's first), so the line starts
        // `column - 1` bytes before the offset.
        let lineStart = position.offset - (position.column - 1)
        guard position.column >= 1, lineStart >= 0, position.offset <= bytes.count else { return nil }
        return count(bytes[lineStart..<position.offset], unit: unit).map { $0 + 1 - byteOrderMarkCount(before: position, in: bytes) }
    }

    /// The characters in `bytes`, a part of one line; nil when a line break is among them.
    private static func count(_ bytes: ArraySlice<UInt8>, unit: Unit) -> Int? {
        var count = 0
        for byte in bytes {
            if byte == 0x0A || byte == 0x0D { return nil }
            // Count lead bytes (and stray bytes of broken UTF-8), not continuation bytes.
            guard byte & 0xC0 != 0x80 else { continue }
            count += unit == .utf16CodeUnits && byte >= 0xF0 ? 2 : 1
        }
        return count
    }

    private func contents(of path: String) -> [UInt8]? {
        if let standardInput, standardInput.path == path { return standardInput.bytes }
        if let current, current.path == path { return current.bytes }
        let absolute = path.hasPrefix("/")
            ? path : (workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/") + path
        let bytes: [UInt8]? = switch FileReader.read(absolute) {
        case .success(let data): [UInt8](data)
        case .failure: nil
        }
        current = (path, bytes)
        checkpoints = [:]
        return bytes
    }
}
