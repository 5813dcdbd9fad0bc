import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a file's contents without ever leaving it half-written: the new bytes go to a temporary
/// file in the same folder, which then takes the original's place by `rename`, with the original's
/// permissions. A link is followed, so the file it points at is the one rewritten.
enum AtomicWriter {
    /// nil on success, else why the file was left untouched.
    static func replaceContents(of path: String, with bytes: [UInt8]) -> String? {
        guard let resolved = realpath(path, nil) else { return "cannot fix the file: \(String(cString: strerror(errno)))" }
        let target = String(cString: resolved)
        free(resolved)
        var status = stat()
        guard stat(target, &status) == 0 else { return "cannot fix the file: \(String(cString: strerror(errno)))" }
        // rename() would replace a read-only file in a writable folder, and root may write anything:
        // a file with no write permission for anyone is read-only by intent, and is left alone.
        guard status.st_mode & 0o222 != 0, access(target, W_OK) == 0 else {
            return "cannot fix the file: it is read-only; it was left unchanged"
        }
        let folder = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        let temporary = "\(folder)/.\(name).dialint-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, status.st_mode & 0o7777)
        guard descriptor >= 0 else {
            return "cannot fix the file: cannot create a temporary file beside it (\(String(cString: strerror(errno)))); it was left unchanged"
        }
        var failure: String?
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = "cannot fix the file: \(String(cString: strerror(errno))); it was left unchanged"
                    return
                }
                offset += written
            }
        }
        if failure == nil, fchmod(descriptor, status.st_mode & 0o7777) != 0 || fsync(descriptor) != 0 {
            failure = "cannot fix the file: \(String(cString: strerror(errno))); it was left unchanged"
        }
        close(descriptor)
        if failure == nil, rename(temporary, target) != 0 {
            failure = "cannot fix the file: \(String(cString: strerror(errno))); it was left unchanged"
        }
        if failure != nil { unlink(temporary) }
        return failure
    }
}
