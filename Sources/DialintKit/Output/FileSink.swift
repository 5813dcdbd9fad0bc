#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes to a file descriptor through one buffer. A closed pipe (`dialint | head`) ends writing
/// quietly instead of killing the process; any other failure (a full disk) is kept for the caller to
/// report: a report that was not written must not pass for one that was.
public final class FileSink: OutputSink {
    private let descriptor: Int32
    private let closesOnDeinit: Bool
    private var buffer: [UInt8] = []
    /// The `errno` of the first write that failed: then nothing more is written.
    public private(set) var failure: Int32?

    public init(descriptor: Int32, closesOnDeinit: Bool = false) {
        self.descriptor = descriptor
        self.closesOnDeinit = closesOnDeinit
        buffer.reserveCapacity(1 << 16)
    }

    public func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= 1 << 16 { flush() }
    }

    public func write(utf8 bytes: [UInt8]) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= 1 << 16 { flush() }
    }

    public func flush() {
        defer { buffer.removeAll(keepingCapacity: true) }
        guard failure == nil else { return }
        var offset = 0
        while offset < buffer.count {
            let written = buffer.withUnsafeBytes { bytes in
                systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            }
            if written < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                failure = errno
                return
            }
            offset += written
        }
    }

    /// Why writing failed, as a sentence; nil when every write succeeded, or when the reader went away
    /// (`dialint | head`: a closed pipe ends the output, as the reader wanted).
    public var failureDescription: String? {
        guard let failure, failure != EPIPE else { return nil }
        return String(cString: strerror(failure))
    }

    deinit {
        flush()
        if closesOnDeinit { close(descriptor) }
    }

    private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(descriptor, bytes, count)
        #else
        Darwin.write(descriptor, bytes, count)
        #endif
    }
}
