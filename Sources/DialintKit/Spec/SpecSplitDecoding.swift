import Foundation

/// Decodes a large canonical spec file on several cores.
///
/// `JSONDecoder` reads one document on one core, so a file of a hundred thousand dialogs was decoded
/// on one core while the others waited. Such a file is cut at the boundaries of its `dialogs` array's
/// elements into the frame (the file with that array emptied) and runs of whole dialogs, each a JSON
/// array of its own, and the pieces are decoded at once on the fast path (`SpecFastDecoding`,
/// `DialogRunDecoding`). The pieces hold every member of the file between them, and no piece reads
/// more members than it has, so the members they read add up to the validating scan's count exactly
/// when each piece read all of its own: anything unknown, repeated or unusual anywhere, and the file
/// is read whole as before. The same `SpecFile` either way, which a test and the fuzz target hold it to.
enum SpecSplitDecoding {
    /// Smaller files are decoded whole: cutting costs a scan and a copy of the file.
    static let minimumBytes = 4 << 20

    /// The decoded file, or nil when it is small, not canonical, or unusual anywhere. `members` is the
    /// validating scan's count of the file's members; nil skips the check (the benchmark's floor).
    static func decode(
        _ data: Data, defaultLocale: String?, members: Int?, occasional: OccasionalMembers = .all,
        pieces: Int = 4 * ProcessInfo.processInfo.activeProcessorCount,
        minimumBytes: Int = minimumBytes
    ) -> SpecFile? {
        guard data.count >= minimumBytes, pieces > 1, let cut = DialogListCut(data), cut.elements.count > 1 else { return nil }

        let frameDecoder = JSONDecoder()
        if let defaultLocale { frameDecoder.userInfo[SpecFileDecoding.defaultLocaleKey] = defaultLocale }
        frameDecoder.userInfo[SpecFastDecoding.occasionalMembersKey] = occasional
        guard let frame = try? frameDecoder.decode(SpecFastDecoding.self, from: cut.frame), let file = frame.file else { return nil }

        let decoded = cut.runs(count: pieces).parallelMap { run -> DialogRunDecoding? in
            let decoder = JSONDecoder()
            decoder.userInfo[DialogRunDecoding.contextKey] = DialogRunDecoding.Context(
                firstIndex: run.firstIndex, defaults: frame.fileDefaults, occasional: occasional)
            return try? decoder.decode(DialogRunDecoding.self, from: run.data)
        }
        var dialogs: [Dialog] = []
        dialogs.reserveCapacity(cut.elements.count)
        var membersRead = frame.membersRead
        for run in decoded {
            guard let run, let runDialogs = run.dialogs else { return nil }
            dialogs += runDialogs
            membersRead += run.membersRead
        }
        if let members, members != membersRead { return nil }
        return SpecFile(shape: .dialogList, dialogs: dialogs, issues: [], settings: file.settings)
    }
}

/// Where the elements of a file's `dialogs` array lie: the file must be valid JSON (the validating
/// scan passed), an object with one member whose key is written `"dialogs"` (no escape in any
/// top-level key) and whose value is an array. Anything else gives nil, and the file is read whole.
struct DialogListCut {
    let data: Data
    /// The offsets of the array's `[` and `]`.
    let open: Int
    let close: Int
    /// Each element's bytes, without the whitespace and commas around it.
    let elements: [Range<Int>]

    init?(_ data: Data) {
        guard let found = data.withUnsafeBytes({ bytes in Self.find(in: bytes) }) else { return nil }
        self.data = data
        (open, close, elements) = found
    }

    /// The file with its `dialogs` array emptied: the file-level members and their places.
    var frame: Data {
        var frame = Data(capacity: data.count - (close - open) + 1)
        frame.append(data[data.startIndex ..< data.startIndex + open + 1])
        frame.append(data[data.startIndex + close ..< data.endIndex])
        return frame
    }

    /// Consecutive runs of elements, about `count` of about equal size, each as a JSON array of its own.
    func runs(count: Int) -> [(data: Data, firstIndex: Int)] {
        guard let firstElement = elements.first, let lastElement = elements.last else { return [] }
        let target = max((lastElement.upperBound - firstElement.lowerBound) / max(count, 1), 1)
        var runs: [(data: Data, firstIndex: Int)] = []
        var first = 0
        while first < elements.count {
            var last = first
            while last + 1 < elements.count && elements[last + 1].upperBound - elements[first].lowerBound <= target { last += 1 }
            var run = Data(capacity: elements[last].upperBound - elements[first].lowerBound + 2)
            run.append(UInt8(ascii: "["))
            run.append(data[data.startIndex + elements[first].lowerBound ..< data.startIndex + elements[last].upperBound])
            run.append(UInt8(ascii: "]"))
            runs.append((run, first))
            first = last + 1
        }
        return runs
    }

    private static func find(in bytes: UnsafeRawBufferPointer) -> (open: Int, close: Int, elements: [Range<Int>])? {
        var reader = Reader(bytes: bytes.bindMemory(to: UInt8.self))
        reader.skipByteOrderMark()
        guard reader.take(UInt8(ascii: "{")) else { return nil }
        var found: (open: Int, close: Int, elements: [Range<Int>])?
        if reader.take(UInt8(ascii: "}")) { return nil }
        repeat {
            guard let key = reader.rawString(), reader.take(UInt8(ascii: ":")) else { return nil }
            // An escaped key could spell "dialogs" too: leave such a file to the whole reading.
            guard !key.contains(UInt8(ascii: "\\")) else { return nil }
            if key.elementsEqual("dialogs".utf8) {
                guard found == nil, let list = reader.array() else { return nil }
                found = list
            } else {
                guard reader.skipValue() else { return nil }
            }
        } while reader.take(UInt8(ascii: ","))
        guard reader.take(UInt8(ascii: "}")), reader.isAtEnd() else { return nil }
        return found
    }

    /// A forward reader over valid JSON: it finds where things end and checks nothing else.
    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var i = 0

        /// Whether only whitespace is left.
        mutating func isAtEnd() -> Bool {
            skipWhitespace()
            return i == bytes.count
        }

        mutating func skipByteOrderMark() {
            if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { i = 3 }
        }

        mutating func skipWhitespace() {
            while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x0A || bytes[i] == 0x0D || bytes[i] == 0x09 { i += 1 }
        }

        /// Takes `byte` after any whitespace, if it is next.
        mutating func take(_ byte: UInt8) -> Bool {
            skipWhitespace()
            guard i < bytes.count, bytes[i] == byte else { return false }
            i += 1
            return true
        }

        /// The bytes between the quotes of the string next, escapes as written.
        mutating func rawString() -> UnsafeBufferPointer<UInt8>? {
            skipWhitespace()
            let start = i
            guard skipString() else { return nil }
            return UnsafeBufferPointer(rebasing: bytes[start + 1 ..< i - 1])
        }

        /// Skips the string starting at `i`.
        private mutating func skipString() -> Bool {
            guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { return false }
            i += 1
            while i < bytes.count {
                switch bytes[i] {
                case UInt8(ascii: "\""):
                    i += 1
                    return true
                case UInt8(ascii: "\\"):
                    i += 2
                default:
                    i += 1
                }
            }
            return false
        }

        /// Skips the value next: a string, a container and all it holds, or a number or literal.
        mutating func skipValue() -> Bool {
            skipWhitespace()
            guard i < bytes.count else { return false }
            switch bytes[i] {
            case UInt8(ascii: "\""):
                return skipString()
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                var depth = 0
                while i < bytes.count {
                    switch bytes[i] {
                    case UInt8(ascii: "\""):
                        guard skipString() else { return false }
                        continue
                    case UInt8(ascii: "{"), UInt8(ascii: "["):
                        depth += 1
                    case UInt8(ascii: "}"), UInt8(ascii: "]"):
                        depth -= 1
                        if depth == 0 {
                            i += 1
                            return true
                        }
                    default:
                        break
                    }
                    i += 1
                }
                return false
            default:
                let start = i
                while i < bytes.count {
                    switch bytes[i] {
                    case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x0A, 0x0D, 0x09:
                        return i > start
                    default:
                        i += 1
                    }
                }
                return i > start
            }
        }

        /// The array next: its brackets' offsets and each element's range.
        mutating func array() -> (open: Int, close: Int, elements: [Range<Int>])? {
            skipWhitespace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: "[") else { return nil }
            let open = i
            i += 1
            var elements: [Range<Int>] = []
            if !take(UInt8(ascii: "]")) {
                repeat {
                    skipWhitespace()
                    let start = i
                    guard skipValue() else { return nil }
                    elements.append(start ..< i)
                } while take(UInt8(ascii: ","))
                guard take(UInt8(ascii: "]")) else { return nil }
            }
            return (open, i - 1, elements)
        }
    }
}
