import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a path could not be read.
public struct ReadError: Error, Hashable, Sendable {
    public enum Reason: Hashable, Sendable {
        case notFound
        case permissionDenied
        case isDirectory
        /// A FIFO, socket or device: reading it could block forever.
        case notRegularFile(String)
        case other(String)
    }

    public var reason: Reason

    /// A readable sentence for the diagnostic.
    public var message: String {
        switch reason {
        case .notFound: "cannot read the file: it does not exist (was it removed while dialint ran?)"
        case .permissionDenied: "cannot read the file: permission denied"
        case .isDirectory: "cannot read the file: it is a folder"
        case .notRegularFile(let kind): "cannot read the file: it is \(kind), not a regular file"
        case .other(let description): "cannot read the file: \(description)"
        }
    }
}

/// Reads files without ever blocking or crashing: opens without waiting (so a FIFO cannot hang the
/// run), checks the opened descriptor is a regular file, then reads it whole.
public enum FileReader {
    public static func read(_ path: String) -> Result<Data, ReadError> {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(error(errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(error(errno)) }
        let type = status.st_mode & S_IFMT
        guard type == S_IFREG else {
            switch type {
            case S_IFDIR: return .failure(ReadError(reason: .isDirectory))
            case S_IFIFO: return .failure(ReadError(reason: .notRegularFile("a FIFO")))
            case S_IFSOCK: return .failure(ReadError(reason: .notRegularFile("a socket")))
            default: return .failure(ReadError(reason: .notRegularFile("a device")))
            }
        }
        // Read straight into one buffer of the file's size (one byte more, to see the end without a
        // second call growing it), handed to Data without a copy. A file that grows meanwhile is read whole.
        var capacity = max(Int(status.st_size), 0) + 1
        guard var buffer = malloc(capacity) else { return .failure(ReadError(reason: .other("out of memory"))) }
        var length = 0
        while true {
            if length == capacity {
                capacity *= 2
                guard let grown = realloc(buffer, capacity) else {
                    free(buffer)
                    return .failure(ReadError(reason: .other("out of memory")))
                }
                buffer = grown
            }
            let count = systemRead(descriptor, buffer + length, capacity - length)
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                let failure = error(errno)
                free(buffer)
                return .failure(failure)
            }
            if count == 0 { break }
            length += count
        }
        return .success(Data(bytesNoCopy: buffer, count: length, deallocator: .free))
    }

    /// Reads all of standard input.
    public static func readStandardInput() -> Data {
        FileHandle.standardInput.readDataToEndOfFile()
    }

    private static func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
        #else
        Darwin.read(descriptor, buffer, count)
        #endif
    }

    private static func error(_ code: Int32) -> ReadError {
        switch code {
        case ENOENT, ENOTDIR: ReadError(reason: .notFound)
        case EACCES, EPERM: ReadError(reason: .permissionDenied)
        case EISDIR: ReadError(reason: .isDirectory)
        default: ReadError(reason: .other(String(cString: strerror(code))))
        }
    }
}
