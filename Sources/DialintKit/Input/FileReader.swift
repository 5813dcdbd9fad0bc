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
        /// A file the run had listed, gone when it came to be read.
        case removedAfterListing
        /// A symbolic link whose target does not exist.
        case danglingLink
        case permissionDenied
        case isDirectory
        /// A FIFO, socket or device: reading it could block forever.
        case notRegularFile(String)
        /// Larger than `FileReader.sizeLimit`.
        case tooLarge
        /// A name that is not UTF-8, which dialint's paths cannot hold.
        case nameNotUTF8
        case other(String)
    }

    public var reason: Reason
    /// Whether the path is a folder that could not be searched, rather than a file.
    public var isFolder = false

    public init(reason: Reason, isFolder: Bool = false) {
        self.reason = reason
        self.isFolder = isFolder
    }

    /// A readable sentence for the diagnostic.
    public var message: String {
        "\(isFolder ? "cannot search the folder" : "cannot read the file"): \(explanation)"
    }

    /// Why, as the end of a sentence: "it does not exist".
    public var explanation: String {
        switch reason {
        case .notFound: "it does not exist"
        case .removedAfterListing: "it no longer exists (was it removed while dialint ran?)"
        case .danglingLink: "it is a symbolic link to a file that does not exist"
        case .permissionDenied: "permission denied"
        case .isDirectory: "it is a folder"
        case .notRegularFile(let kind): "it is \(kind), not a regular file"
        case .tooLarge: "it is larger than \(FileReader.sizeLimit >> 30) GB, the most dialint reads"
        case .nameNotUTF8: "its name is not valid UTF-8 (shown with \u{FFFD} for the bytes that are not); rename it"
        case .other(let description): description
        }
    }

    /// The same failure for a file this run had already found (in a folder, on the command line, or as
    /// the nearest configuration): one that is not there now was removed meanwhile. A path nobody
    /// checked before (`--config nope.json`) simply does not exist.
    public var afterListing: ReadError {
        reason == .notFound ? ReadError(reason: .removedAfterListing) : self
    }
}

/// Reads files without ever blocking or crashing: opens without waiting (so a FIFO cannot hang the
/// run), checks the opened descriptor is a regular file, then reads it whole.
public enum FileReader {
    public static func read(_ path: String) -> Result<Data, ReadError> {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            // A link is there even when what it points to is not: say so, rather than that nothing is.
            var own = stat()
            if code == ENOENT, lstat(path, &own) == 0, own.st_mode & S_IFMT == S_IFLNK {
                return .failure(ReadError(reason: .danglingLink))
            }
            return .failure(error(code))
        }
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
        guard Int(status.st_size) <= sizeLimit else { return .failure(ReadError(reason: .tooLarge)) }
        return readAll(descriptor, expectedSize: Int(status.st_size))
    }

    /// The most bytes read from one file or from standard input. A dialog spec is a few kilobytes to a
    /// few hundred megabytes; past this, input is not a spec (`/dev/zero` piped in, a disk image) and
    /// reading it whole would only exhaust memory.
    public static let sizeLimit = 1 << 30

    /// Reads all of standard input, within `sizeLimit`.
    public static func readStandardInput() -> Result<Data, ReadError> {
        readAll(0, expectedSize: 1 << 16)
    }

    /// Reads a descriptor to its end straight into one buffer (one byte more than expected, to see the
    /// end without a second call growing it), handed to Data without a copy. A file that grows meanwhile
    /// is read whole, up to `sizeLimit`.
    private static func readAll(_ descriptor: Int32, expectedSize: Int) -> Result<Data, ReadError> {
        var capacity = min(max(expectedSize, 0), sizeLimit) + 1
        guard var buffer = malloc(capacity) else { return .failure(ReadError(reason: .other("out of memory"))) }
        var length = 0
        while true {
            if length == capacity {
                guard length <= sizeLimit else {
                    free(buffer)
                    return .failure(ReadError(reason: .tooLarge))
                }
                capacity = min(capacity * 2, sizeLimit + 1)
                guard let grown = realloc(buffer, capacity) else {
                    free(buffer)
                    return .failure(ReadError(reason: .other("out of memory")))
                }
                buffer = grown
            }
            let count = systemRead(descriptor, buffer + length, capacity - length)
            if count < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN {
                    // Standard input inherited without blocking (a parent set O_NONBLOCK): wait for data
                    // instead of spinning.
                    var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                    _ = poll(&ready, 1, -1)
                    continue
                }
                let failure = error(errno)
                free(buffer)
                return .failure(failure)
            }
            if count == 0 { break }
            length += count
        }
        return .success(Data(bytesNoCopy: buffer, count: length, deallocator: .free))
    }

    private static func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
        #else
        Darwin.read(descriptor, buffer, count)
        #endif
    }

    /// Why an operation on a path failed, from its `errno`.
    static func error(_ code: Int32) -> ReadError {
        switch code {
        case ENOENT, ENOTDIR: ReadError(reason: .notFound)
        case EACCES, EPERM: ReadError(reason: .permissionDenied)
        case EISDIR: ReadError(reason: .isDirectory)
        default: ReadError(reason: .other(String(cString: strerror(code))))
        }
    }
}
