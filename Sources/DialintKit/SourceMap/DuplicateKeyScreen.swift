import Foundation

/// A scan sink that validates like `ValidationSink` and also tells whether an object may repeat a
/// key, keeping only the key ranges of the objects currently open. It answers "maybe" for escaped
/// keys and for objects with very many keys; the full `SourceMap` then decides, precisely.
struct DuplicateKeyScreen: JSONScanSink {
    let bytes: UnsafeRawBufferPointer
    private(set) var mayHaveDuplicateKeys = false
    /// Every object member in the file, counted.
    private(set) var memberCount = 0
    /// Keys to look out for below the top level, and which of them were seen there (bit n for
    /// `watchedKeys[n]`; a key written with escapes may be any of them).
    private let watchedKeys: [[UInt8]]
    private(set) var watchedKeysSeen: UInt64 = 0
    /// The keys of every open container, innermost last; `frames` holds where each container's start.
    private var keys: [Range<Int>] = []
    private var frames: [Int] = []
    /// Beyond this many keys in one object, comparing pairwise costs more than building the map.
    static let keysCompared = 64

    init(bytes: UnsafeRawBufferPointer, watching watchedKeys: [[UInt8]] = []) {
        self.bytes = bytes
        self.watchedKeys = watchedKeys
    }

    mutating func beginContainer(_ kind: JSONValueKind, at offset: Int) {
        frames.append(keys.count)
    }

    mutating func endContainer(end: Int) {
        guard let start = frames.popLast() else { return }
        keys.removeSubrange(start...)
    }

    mutating func scalar(_ kind: JSONValueKind, start: Int, end: Int, hasEscapes: Bool) {}

    mutating func key(start: Int, end: Int, hasEscapes: Bool) {
        memberCount += 1
        if !watchedKeys.isEmpty && frames.count > 1 { watch(start: start, end: end, hasEscapes: hasEscapes) }
        guard !mayHaveDuplicateKeys else { return }
        let frame = frames.last ?? 0
        if hasEscapes || keys.count - frame >= Self.keysCompared {
            mayHaveDuplicateKeys = true
            return
        }
        let length = end - start
        for other in keys[frame...] where other.count == length {
            if memcmp(bytes.baseAddress! + start, bytes.baseAddress! + other.lowerBound, length) == 0 {
                mayHaveDuplicateKeys = true
                return
            }
        }
        keys.append(start..<end)
    }

    mutating func lineStart(at offset: Int) {}

    /// `start..<end` holds the key with its quotes.
    private mutating func watch(start: Int, end: Int, hasEscapes: Bool) {
        guard !hasEscapes else {
            watchedKeysSeen = ~0
            return
        }
        for (bit, watched) in watchedKeys.enumerated() where watched.count == end - start - 2 {
            if watched.withUnsafeBytes({ memcmp(bytes.baseAddress! + start + 1, $0.baseAddress!, watched.count) }) == 0 {
                watchedKeysSeen |= 1 << UInt64(bit)
            }
        }
    }
}

extension SourceMap {
    /// Validates like `validate`, and tells whether the file may repeat a key in one object and how
    /// many object members it has, without building the map: a clean file never needs one. Also which
    /// of `watchedKeys` (up to 64) are keys of objects below the top level (bit n for key n; all of them
    /// where a key is written with escapes).
    public static func screen(_ data: Data, maxDepth: Int = 256, watching watchedKeys: [[UInt8]] = [])
        -> (error: JSONSyntaxError?, mayHaveDuplicateKeys: Bool, memberCount: Int, watchedKeysSeen: UInt64)
    {
        data.withUnsafeBytes { bytes in
            guard bytes.baseAddress != nil else { return (validate(bytes, maxDepth: maxDepth), false, 0, 0) }
            var sink = DuplicateKeyScreen(bytes: bytes, watching: watchedKeys)
            let error = JSONScanner.run(bytes, maxDepth: maxDepth, into: &sink)
            return (error, sink.mayHaveDuplicateKeys, sink.memberCount, sink.watchedKeysSeen)
        }
    }
}

/// A file's source map, built the first time a finding needs a location (a clean file never
/// pays for it). Shared by the threads that lint slices of one large file, hence the lock.
final class LazySourceMap: @unchecked Sendable {
    private let data: Data
    private let lock = NSLock()
    private var built: SourceMap??

    init(_ data: Data) {
        self.data = data
    }

    /// The map; nil only if the scan that validation passed fails here (files over the map's 2 GB reach).
    var map: SourceMap? {
        lock.withLock {
            if let built { return built }
            let map = try? SourceMap(scanning: data)
            built = .some(map)
            return map
        }
    }
}
