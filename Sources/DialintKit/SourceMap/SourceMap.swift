import Foundation

/// The kind of a JSON value.
public enum JSONValueKind: UInt8, Hashable, Sendable, CaseIterable {
    case object, array, string, number, bool, null
}

/// Where every key and value of one JSON file is, from one strict RFC 8259 scan of its bytes.
///
/// Building one also validates the file: a file that is not strict JSON (trailing commas,
/// comments, invalid UTF-8, lone surrogates, nesting past `maxDepth`, ...) throws a located
/// `JSONSyntaxError`. Where a key occurs twice in one object, pointers find the first
/// occurrence (as `JSONDecoder` keeps the first) and `duplicateKeys` lists the later ones.
public struct SourceMap: Sendable {
    /// The file's bytes (kept to compare keys and map string contents).
    private let bytes: [UInt8]
    /// Every value in document order; the top-level value is node 0.
    private let nodes: [SourceNode]
    /// The children of each container, contiguous per container.
    private let children: [Int32]
    /// The offset where each line starts; `lineStarts[0]` is 0, before any byte order mark.
    private let lineStarts: [Int]
    /// The keys of each object with many members, by the object's node: a pointer's key is found by
    /// bisection there rather than by comparing it with every member (a dialog of 40,000 unknown
    /// keys, each reported and so located, took 3.4 s and grew with the square of the count).
    private let memberIndexes: [Int32: MemberIndex]
    /// Keys that occur more than once in one object: the later occurrences. Worked out when asked:
    /// the linter asks only when the validating scan saw a key repeated, and looking through every
    /// object of every map was half a percent of the benchmark's run.
    public var duplicateKeys: [(pointer: JSONPointer, keyRange: SourceRange)] { findDuplicateKeys() }

    /// Scans `bytes` (the whole file, possibly starting with a UTF-8 BOM) as strict JSON and records every key and value.
    public init(scanning bytes: UnsafeRawBufferPointer, maxDepth: Int = 256) throws(JSONSyntaxError) {
        let count = bytes.count
        guard count < Int(Int32.max) else {
            throw JSONSyntaxError(position: SourcePosition(line: 1, column: 1, offset: 0), message: JSONSyntaxProblem.tooLarge.message { _ in SourcePosition(line: 1, column: 1, offset: 0) })
        }
        var builder = SourceTreeBuilder(byteCount: count)
        if let error = JSONScanner.run(bytes, maxDepth: maxDepth, into: &builder) { throw error }
        self.bytes = [UInt8](bytes)
        self.nodes = builder.nodes
        self.children = builder.children
        self.lineStarts = builder.lineStarts
        var memberIndexes: [Int32: MemberIndex] = [:]
        let nodes = self.nodes, children = self.children
        self.bytes.withUnsafeBufferPointer { buffer in
            for (object, node) in nodes.enumerated() where node.childCount > MemberIndex.threshold && node.kind == .object {
                let slots = Int(node.childrenStart) ..< Int(node.childrenStart) + Int(node.childCount)
                memberIndexes[Int32(object)] = MemberIndex(members: slots.map { Int(children[$0]) }, nodes: nodes, buffer: buffer)
            }
        }
        self.memberIndexes = memberIndexes
    }

    /// Scans `data` as strict JSON; see `init(scanning:maxDepth:)` for raw bytes.
    public init(scanning data: Data, maxDepth: Int = 256) throws(JSONSyntaxError) {
        let result = data.withUnsafeBytes { buffer in
            Result { () throws(JSONSyntaxError) in try SourceMap(scanning: buffer, maxDepth: maxDepth) }
        }
        self = try result.get()
    }

    /// Validation only: the same checks and the same errors, but builds no tree (fast path). Nil when valid.
    public static func validate(_ bytes: UnsafeRawBufferPointer, maxDepth: Int = 256) -> JSONSyntaxError? {
        var sink = ValidationSink()
        return JSONScanner.run(bytes, maxDepth: maxDepth, into: &sink)
    }

    // MARK: - Positions

    /// The line and column of a byte offset (clamped to the file).
    public func position(atOffset offset: Int) -> SourcePosition {
        LineCounting.position(ofOffset: offset, lineStarts: lineStarts, count: bytes.count)
    }

    private func range(_ start: Int32, _ end: Int32) -> SourceRange {
        SourceRange(start: position(atOffset: Int(start)), end: position(atOffset: Int(end)))
    }

    /// The whole value at `pointer`, quotes and brackets included; nil if there is none.
    public func valueRange(at pointer: JSONPointer) -> SourceRange? {
        guard let node = node(at: pointer) else { return nil }
        return range(nodes[node].start, nodes[node].end)
    }

    /// The key of the member at `pointer`, quotes included; nil for array elements, the root, or nothing there.
    public func keyRange(at pointer: JSONPointer) -> SourceRange? {
        guard let node = node(at: pointer), nodes[node].keyStart >= 0 else { return nil }
        return range(nodes[node].keyStart, nodes[node].keyEnd)
    }

    /// The range of `pointer`'s value, or of its nearest existing ancestor (the root always exists),
    /// with the pointer actually found.
    public func nearestValueRange(at pointer: JSONPointer) -> (pointer: JSONPointer, range: SourceRange) {
        var node = 0
        var found = 0
        for component in pointer.components {
            guard let child = child(of: node, component) else { break }
            node = child
            found += 1
        }
        let foundPointer = found == pointer.components.count ? pointer : JSONPointer(Array(pointer.components.prefix(found)))
        return (foundPointer, range(nodes[node].start, nodes[node].end))
    }

    /// The kind of the value at `pointer`; nil if there is none.
    public func valueKind(at pointer: JSONPointer) -> JSONValueKind? {
        node(at: pointer).map { nodes[$0].kind }
    }

    /// Maps the UTF-8 bytes `range` of the *decoded* string at `pointer` to the source text that
    /// encodes them, across escapes (`\"`, `\n`, `\u00e9`, a surrogate pair: each one decoded
    /// scalar). A boundary inside the bytes of one escaped scalar widens to the whole escape.
    /// Nil if the value is absent or not a string, or the range is out of bounds.
    public func sourceRange(ofDecodedUTF8 range: Range<Int>, inStringAt pointer: JSONPointer) -> SourceRange? {
        var cursor: JSONStringText.Cursor?
        return sourceRange(ofDecodedUTF8: range, inStringAt: pointer, cursor: &cursor)
    }

    /// The same, resuming the walk through a string with escapes where the last call with this
    /// `cursor` left it (see `JSONStringText.rawRange`).
    func sourceRange(
        ofDecodedUTF8 range: Range<Int>, inStringAt pointer: JSONPointer, cursor: inout JSONStringText.Cursor?
    ) -> SourceRange? {
        guard let index = node(at: pointer), nodes[index].kind == .string else { return nil }
        let node = nodes[index]
        let raw = bytes.withUnsafeBufferPointer { buffer in
            JSONStringText.rawRange(
                ofDecoded: range, in: buffer, contentStart: Int(node.start) + 1, contentEnd: Int(node.end) - 1,
                hasEscapes: node.flags & SourceNode.valueHasEscapes != 0, cursor: &cursor)
        }
        guard let raw else { return nil }
        return SourceRange(start: position(atOffset: raw.lowerBound), end: position(atOffset: raw.upperBound))
    }

    // MARK: - Resolving pointers

    /// The node at `pointer`, or nil.
    private func node(at pointer: JSONPointer) -> Int? {
        var node = 0
        for component in pointer.components {
            guard let child = child(of: node, component) else { return nil }
            node = child
        }
        return node
    }

    /// The child of `node` that `component` names: an array element by index, or the first
    /// object member with that (decoded) key. RFC 6901 reads "0" either way, so an index also
    /// names the member "0" and a key spelling an index also names that element.
    private func child(of node: Int, _ component: PathComponent) -> Int? {
        let parent = nodes[node]
        let first = Int(parent.childrenStart)
        let count = Int(parent.childCount)
        switch (parent.kind, component) {
        case (.array, .index(let index)):
            return index >= 0 && index < count ? Int(children[first + index]) : nil
        case (.array, .key(let key)):
            guard let index = Self.arrayIndex(key) else { return nil }
            return index < count ? Int(children[first + index]) : nil
        case (.object, .key(let key)):
            return member(of: node, first: first, count: count, named: key)
        case (.object, .index(let index)):
            return member(of: node, first: first, count: count, named: String(index))
        default:
            return nil
        }
    }

    /// The index a pointer token such as "12" spells (digits, no leading zero), or nil.
    private static func arrayIndex(_ key: String) -> Int? {
        let utf8 = key.utf8
        guard let first = utf8.first, first >= 0x30, first <= 0x39, first != 0x30 || utf8.count == 1 else { return nil }
        guard utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        return Int(key)
    }

    /// The first member of `object` (its children slots `first ..< first + count`) whose key is `key`.
    private func member(of object: Int, first: Int, count: Int, named key: String) -> Int? {
        var key = key
        return key.withUTF8 { wanted in
            bytes.withUnsafeBufferPointer { buffer in
                if count > MemberIndex.threshold, let index = memberIndexes[Int32(truncatingIfNeeded: object)] {
                    return index.first(named: wanted) { keyEquals(nodes[$0], wanted, buffer) }
                }
                for slot in first ..< first + count {
                    let child = Int(children[slot])
                    if keyEquals(nodes[child], wanted, buffer) { return child }
                }
                return nil
            }
        }
    }

    /// Whether `node`'s key decodes to `wanted`: raw bytes when it has no escapes.
    private func keyEquals(_ node: SourceNode, _ wanted: UnsafeBufferPointer<UInt8>, _ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        guard node.keyStart >= 0 else { return false }
        let start = Int(node.keyStart) + 1
        let end = Int(node.keyEnd) - 1
        if node.flags & SourceNode.keyHasEscapes == 0 {
            let length = end - start
            guard length == wanted.count else { return false }
            guard length > 0, let base = buffer.baseAddress, let other = wanted.baseAddress else { return true }
            return memcmp(base + start, other, length) == 0
        }
        return JSONStringText.decode(buffer, from: start, to: end).elementsEqual(wanted)
    }

    /// The decoded key bytes of `node` (its raw bytes when it has no escapes), passed to `body`.
    fileprivate static func withKeyBytes<R>(
        _ node: SourceNode, _ buffer: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> R
    ) -> R {
        let start = Int(node.keyStart) + 1
        let end = Int(node.keyEnd) - 1
        if node.flags & SourceNode.keyHasEscapes == 0 { return body(UnsafeBufferPointer(rebasing: buffer[start ..< end])) }
        return JSONStringText.decode(buffer, from: start, to: end).withUnsafeBufferPointer(body)
    }

    /// The decoded key of `node`.
    private func keyString(_ node: SourceNode, _ buffer: UnsafeBufferPointer<UInt8>) -> String {
        let start = Int(node.keyStart) + 1
        let end = Int(node.keyEnd) - 1
        if node.flags & SourceNode.keyHasEscapes == 0 {
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[start ..< end]), as: UTF8.self)
        }
        return String(decoding: JSONStringText.decode(buffer, from: start, to: end), as: UTF8.self)
    }

    /// The pointer of `node`, built by walking up its parents.
    private func pointer(of node: Int, _ buffer: UnsafeBufferPointer<UInt8>) -> JSONPointer {
        var components: [PathComponent] = []
        var current = node
        while true {
            let parentIndex = Int(nodes[current].parent)
            guard parentIndex >= 0 else { break }
            let parent = nodes[parentIndex]
            if parent.kind == .object {
                components.append(.key(keyString(nodes[current], buffer)))
            } else {
                // Children are in document order, so node indexes increase: binary search.
                var low = Int(parent.childrenStart)
                var high = low + Int(parent.childCount)
                while low < high {
                    let mid = (low + high) / 2
                    if Int(children[mid]) < current { low = mid + 1 } else { high = mid }
                }
                components.append(.index(low - Int(parent.childrenStart)))
            }
            current = parentIndex
        }
        return JSONPointer(components.reversed())
    }

    // MARK: - Duplicate keys

    private func findDuplicateKeys() -> [(pointer: JSONPointer, keyRange: SourceRange)] {
        bytes.withUnsafeBufferPointer { buffer in
            var found: [(pointer: JSONPointer, keyRange: SourceRange)] = []
            for node in nodes where node.kind == .object && node.childCount > 1 {
                let first = Int(node.childrenStart)
                let members = first ..< first + Int(node.childCount)
                for later in laterDuplicates(members, buffer) {
                    found.append((pointer(of: later, buffer), range(nodes[later].keyStart, nodes[later].keyEnd)))
                }
            }
            return found.sorted { $0.keyRange.start < $1.keyRange.start }
        }
    }

    /// The members (node indexes) of the children slots `members` whose key an earlier member already has.
    private func laterDuplicates(_ members: Range<Int>, _ buffer: UnsafeBufferPointer<UInt8>) -> [Int] {
        var later: [Int] = []
        if members.count <= 16 && !members.contains(where: { nodes[Int(children[$0])].flags & SourceNode.keyHasEscapes != 0 }) {
            // Few plain keys: compare raw bytes pairwise.
            for slot in members.dropFirst() {
                let node = nodes[Int(children[slot])]
                let key = UnsafeBufferPointer(rebasing: buffer[Int(node.keyStart) + 1 ..< Int(node.keyEnd) - 1])
                for earlier in members.lowerBound ..< slot where keyEquals(nodes[Int(children[earlier])], key, buffer) {
                    later.append(Int(children[slot]))
                    break
                }
            }
            return later
        }
        var seen = Set<[UInt8]>()
        for slot in members {
            let node = nodes[Int(children[slot])]
            let start = Int(node.keyStart) + 1
            let end = Int(node.keyEnd) - 1
            let key = node.flags & SourceNode.keyHasEscapes == 0
                ? Array(buffer[start ..< end]) : JSONStringText.decode(buffer, from: start, to: end)
            if !seen.insert(key).inserted { later.append(Int(children[slot])) }
        }
        return later
    }
}

/// The members of one large object, by a hash of their decoded keys: `(hash, node)` pairs sorted by
/// hash, then by document order, so the first member with a key is the first candidate that matches.
struct MemberIndex: Sendable {
    /// Objects with more members than this are indexed; fewer are searched member by member.
    static let threshold = 32

    private var entries: [(hash: UInt64, node: Int32)]

    init(members: [Int], nodes: [SourceNode], buffer: UnsafeBufferPointer<UInt8>) {
        entries = members.map { member in
            (SourceMap.withKeyBytes(nodes[member], buffer, Self.hash), Int32(truncatingIfNeeded: member))
        }
        entries.sort { $0.hash != $1.hash ? $0.hash < $1.hash : $0.node < $1.node }
    }

    /// The first member whose key hashes as `key` does and for which `matches` holds.
    func first(named key: UnsafeBufferPointer<UInt8>, where matches: (Int) -> Bool) -> Int? {
        let wanted = Self.hash(key)
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].hash < wanted { low = middle + 1 } else { high = middle }
        }
        while low < entries.count && entries[low].hash == wanted {
            if matches(Int(entries[low].node)) { return Int(entries[low].node) }
            low += 1
        }
        return nil
    }

    /// FNV-1a over the key's bytes: fixed, so the order of equal-hash members never depends on the run.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }
}
