#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes to a file descriptor through one buffer. A closed pipe (`dialint | head`) ends writing
/// quietly instead of killing the process.
public final class FileSink: OutputSink {
    private let descriptor: Int32
    private let closesOnDeinit: Bool
    private var buffer: [UInt8] = []
    private var failed = false

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
        guard !failed else { return }
        var offset = 0
        while offset < buffer.count {
            let written = buffer.withUnsafeBytes { bytes in
                systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            }
            if written < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                failed = true
                return
            }
            offset += written
        }
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
