/// One value of the document, in a flat array in document order (the top-level value is node 0).
struct SourceNode: Sendable {
    /// The value's first byte and the byte after its last (quotes and brackets included).
    var start: Int32
    var end: Int32
    /// The member's key with its quotes; -1 for array elements and the top-level value.
    var keyStart: Int32
    var keyEnd: Int32
    /// The containing object or array; -1 for the top-level value.
    var parent: Int32
    /// This container's children are `children[childrenStart ..< childrenStart + childCount]`.
    var childrenStart: Int32
    var childCount: Int32
    var kind: JSONValueKind
    var flags: UInt8

    /// The string value contains a backslash escape.
    static let valueHasEscapes: UInt8 = 1
    /// The key contains a backslash escape.
    static let keyHasEscapes: UInt8 = 2
}

/// Builds the flat node tree and the line-start table while the scanner runs.
struct SourceTreeBuilder: JSONScanSink {
    var nodes: [SourceNode] = []
    /// The children of every container, each container's run contiguous and in document order.
    var children: [Int32] = []
    var lineStarts: [Int]

    /// Children of the open containers, not yet moved into `children`: `pending[..<pendingCount]`. A
    /// stack that keeps its room: entries past the count are spent, overwritten rather than removed
    /// (removing a closed container's children and appending each new one cost 8M instructions on
    /// the benchmark's 100 files).
    private var pending: [Int32] = []
    private var pendingCount = 0
    /// Open containers: the node and where its children begin in `pending`.
    private var openNodes: [Int32] = []
    private var openPendingBases: [Int32] = []

    private var keyStart: Int32 = -1
    private var keyEnd: Int32 = -1
    private var keyFlags: UInt8 = 0

    init(byteCount: Int) {
        // Line 1 starts at the file's first byte, a byte order mark included, as clang and swiftc count.
        lineStarts = [0]
        nodes.reserveCapacity(max(byteCount / 24, 16))
        children.reserveCapacity(max(byteCount / 24, 16))
        lineStarts.reserveCapacity(max(byteCount / 32, 16))
    }

    @inline(__always)
    private mutating func addNode(_ kind: JSONValueKind, start: Int, end: Int, flags: UInt8) -> Int32 {
        let index = Int32(truncatingIfNeeded: nodes.count)
        let parent = openNodes.last ?? -1
        nodes.append(SourceNode(
            start: Int32(truncatingIfNeeded: start), end: Int32(truncatingIfNeeded: end),
            keyStart: keyStart, keyEnd: keyEnd, parent: parent,
            childrenStart: 0, childCount: 0, kind: kind, flags: flags | keyFlags))
        keyStart = -1
        keyEnd = -1
        keyFlags = 0
        if parent >= 0 {
            if pendingCount < pending.count {
                pending[pendingCount] = index
            } else {
                pending.append(index)
            }
            pendingCount += 1
        }
        return index
    }

    @inline(__always)
    mutating func beginContainer(_ kind: JSONValueKind, at offset: Int) {
        let index = addNode(kind, start: offset, end: offset, flags: 0)
        openNodes.append(index)
        openPendingBases.append(Int32(truncatingIfNeeded: pendingCount))
    }

    @inline(__always)
    mutating func endContainer(end: Int) {
        guard let node = openNodes.popLast(), let base = openPendingBases.popLast() else { return }
        let first = Int(base)
        let childCount = pendingCount - first
        nodes[Int(node)].end = Int32(truncatingIfNeeded: end)
        nodes[Int(node)].childrenStart = Int32(truncatingIfNeeded: children.count)
        nodes[Int(node)].childCount = Int32(truncatingIfNeeded: childCount)
        if childCount > 0 {
            children.append(contentsOf: pending[first..<pendingCount])
            pendingCount = first
        }
    }

    @inline(__always)
    mutating func scalar(_ kind: JSONValueKind, start: Int, end: Int, hasEscapes: Bool) {
        _ = addNode(kind, start: start, end: end, flags: hasEscapes ? SourceNode.valueHasEscapes : 0)
    }

    @inline(__always)
    mutating func key(start: Int, end: Int, hasEscapes: Bool) {
        keyStart = Int32(truncatingIfNeeded: start)
        keyEnd = Int32(truncatingIfNeeded: end)
        keyFlags = hasEscapes ? SourceNode.keyHasEscapes : 0
    }

    @inline(__always)
    mutating func lineStart(at offset: Int) {
        lineStarts.append(offset)
    }
}
