import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a file's contents without ever leaving it half-written: the new bytes go to a temporary
/// file in the same folder, which then takes the original's place by `rename`, with the original's
/// permissions, owner and group. A link is followed, so the file it points at is the one rewritten.
/// A file whose bytes are no longer `original` (edited while dialint ran), or that has other hard
/// links (which a rename would leave holding the old text), is left alone.
enum AtomicWriter {
    /// nil on success, else why the file was left untouched.
    static func replaceContents(of path: String, with bytes: [UInt8], original: Data) -> String? {
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
        guard status.st_nlink <= 1 else {
            return "cannot fix the file: it has \(status.st_nlink - 1) other hard link\(status.st_nlink == 2 ? "" : "s"), which would keep the old text; it was left unchanged"
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
        // The new file is created as the user running dialint: give it the original's owner and group
        // (root fixing a checkout in CI must not leave files their owner cannot read), or refuse.
        if failure == nil, !keepsOwner(descriptor, of: status) {
            failure = "cannot fix the file: its owner or group could not be kept (\(String(cString: strerror(errno)))); it was left unchanged"
        }
        if failure == nil, fchmod(descriptor, status.st_mode & 0o7777) != 0 || fsync(descriptor) != 0 {
            failure = "cannot fix the file: \(String(cString: strerror(errno))); it was left unchanged"
        }
        close(descriptor)
        // An editor may have saved the file while dialint ran: its text wins over the fixes.
        if failure == nil, !isUnchanged(target, since: original) {
            failure = "cannot fix the file: it changed while dialint ran; it was left as it now is"
        }
        if failure == nil, rename(temporary, target) != 0 {
            failure = "cannot fix the file: \(String(cString: strerror(errno))); it was left unchanged"
        }
        if failure != nil { unlink(temporary) }
        return failure
    }

    /// Gives the file open at `descriptor` the owner and group in `status`; whether it has them.
    private static func keepsOwner(_ descriptor: Int32, of status: stat) -> Bool {
        var own = stat()
        guard fstat(descriptor, &own) == 0 else { return false }
        if own.st_uid == status.st_uid && own.st_gid == status.st_gid { return true }
        // Root may give the file to anyone; another user may set the group of its own file to one of its groups.
        return fchown(descriptor, status.st_uid, status.st_gid) == 0
    }

    /// Whether the file at `path` still holds `original`.
    private static func isUnchanged(_ path: String, since original: Data) -> Bool {
        guard case .success(let now) = FileReader.read(path) else { return false }
        return now == original
    }
}
