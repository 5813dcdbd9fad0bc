import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file to lint, as found on the command line or in a folder.
public struct DiscoveredFile: Sendable, Hashable {
    /// The path to open.
    public var path: String
    /// Whether it was named on the command line.
    public var isExplicit: Bool
    /// Why the path could not be searched or looked at, when that is known before reading: a folder
    /// that cannot be listed (permission denied, a path too long). Reported as an unreadable file.
    public var failure: ReadError?

    public init(path: String, isExplicit: Bool, failure: ReadError? = nil) {
        self.path = path
        self.isExplicit = isExplicit
        self.failure = failure
    }
}

/// Finds the files to lint under the paths given: folders are searched recursively for `*.json`,
/// skipping hidden folders and files, `.build` and `node_modules`, and never following a link in a circle.
public struct FileDiscovery {
    /// Folder names never searched.
    public static let skippedFolders: Set<String> = [".build", "node_modules"]

    public struct Result: Sendable {
        public var files: [DiscoveredFile] = []
        /// Paths named on the command line that do not exist.
        public var missing: [String] = []
    }

    public init() {}

    public func discover(_ paths: [String]) -> Result {
        var result = Result()
        var seen = Set<String>()
        // One walk for all the paths. Files named on the command line are taken first, so that a walk
        // never takes one as merely found (a named file is always linted) nor reaches it again through a
        // link; links are followed after every folder named has been walked, so a file is found under
        // its own path and linted once, whichever argument reaches it first.
        var walk = Walk()
        var folders: [(path: String, status: stat)] = []
        for path in paths {
            var status = stat()
            guard stat(path, &status) == 0 else {
                let code = errno
                if lstat(path, &status) == 0 || (code != ENOENT && code != ENOTDIR) {
                    // A path that exists but cannot be looked at (a folder on the way is not searchable,
                    // the path is too long) is not missing: reading it reports why.
                    // So is a dangling or looping link named on the command line.
                    result.files.append(DiscoveredFile(path: path, isExplicit: true))
                } else {
                    result.missing.append(path)
                }
                continue
            }
            if status.st_mode & S_IFMT == S_IFDIR {
                folders.append((path, status))
            } else if walk.visitedFiles.insert(FileIdentity(status)).inserted, seen.insert(path).inserted {
                // A file named twice, by a link and its target or two hard links, is linted once, under the
                // first name: twice, `--fix` would find its own write as a change made while it ran (blind suite 32).
                result.files.append(DiscoveredFile(path: path, isExplicit: true))
            }
        }
        for folder in folders { walk.folder(folder.path, status: folder.status, into: &result.files, seen: &seen) }
        walk.followLinks(into: &result.files, seen: &seen)
        return result
    }

    /// The walk of the folders named. Links are followed last, once everything reachable without them
    /// has been found: a file is then reported by its own path ("real/a.json", not "link/a.json"), and a file or
    /// folder that a link leads back to is not linted twice.
    private struct Walk {
        var visitedFolders = Set<FileIdentity>()
        var visitedFiles = Set<FileIdentity>()
        var links: [String] = []

        mutating func folder(_ folder: String, status: stat, into files: inout [DiscoveredFile], seen: inout Set<String>) {
            guard visitedFolders.insert(FileIdentity(status)).inserted else { return }
            let entries: [FolderEntry]
            switch Self.entries(in: folder) {
            case .success(let found): entries = found
            case .failure(let failure):
                // A folder that cannot be searched may hold specs: skipping it quietly would pass a run
                // that checked nothing. One that vanished meanwhile holds nothing to check.
                if failure.reason != .notFound { files.append(DiscoveredFile(path: folder, isExplicit: false, failure: failure)) }
                return
            }
            for (name, type, isUTF8) in entries where !name.hasPrefix(".") {
                let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
                // A name that is not UTF-8 cannot be opened by its repaired spelling: a folder or a spec
                // so named is reported, not skipped (a folder of such specs passed, having checked nothing).
                guard isUTF8 else {
                    let isFolder = type == DT_DIR
                    if isFolder || name.hasSuffix(".json") {
                        files.append(DiscoveredFile(path: path, isExplicit: false, failure: ReadError(reason: .nameNotUTF8, isFolder: isFolder)))
                    }
                    continue
                }
                var own = stat()
                guard lstat(path, &own) == 0 else {
                    var failure = FileReader.error(errno)
                    switch failure.reason {
                    case .notFound:
                        continue
                    case .permissionDenied:
                        // A folder that can be listed but not searched: it, not each of its entries.
                        failure.isFolder = true
                        files.append(DiscoveredFile(path: folder, isExplicit: false, failure: failure))
                        return
                    default:
                        // A path too long to look at: what the folder's listing says it is tells whether
                        // it matters (a folder to search, or a spec).
                        if type == DT_DIR, !FileDiscovery.skippedFolders.contains(name) {
                            failure.isFolder = true
                        } else if !(name.hasSuffix(".json") && (type == DT_REG || type == DT_LNK || type == DT_UNKNOWN)) {
                            continue
                        }
                        files.append(DiscoveredFile(path: path, isExplicit: false, failure: failure))
                        continue
                    }
                }
                if own.st_mode & S_IFMT == S_IFLNK {
                    links.append(path)
                } else {
                    entry(path, name: name, status: own, into: &files, seen: &seen)
                }
            }
        }

        /// A name in a folder (invalid UTF-8 repaired with U+FFFD, then `isUTF8` is false), and its type
        /// as the listing gives it (`DT_DIR`, `DT_REG`, `DT_UNKNOWN`...).
        typealias FolderEntry = (name: String, type: Int32, isUTF8: Bool)

        /// The entries of a folder, in byte order of their names, or why it cannot be listed.
        static func entries(in folder: String) -> Swift.Result<[FolderEntry], ReadError> {
            func failure(_ code: Int32) -> ReadError {
                var failure = FileReader.error(code)
                failure.isFolder = true
                return failure
            }
            guard let stream = opendir(folder) else { return .failure(failure(errno)) }
            defer { closedir(stream) }
            var entries: [FolderEntry] = []
            while true {
                // readdir returns nil at the end and on an error: only errno tells them apart.
                errno = 0
                guard let entry = readdir(stream) else {
                    if errno != 0 { return .failure(failure(errno)) }
                    break
                }
                var type = Int32(entry.pointee.d_type)
                let (name, isUTF8) = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                    pointer.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { name in
                        if let valid = String(validatingCString: name) { return (valid, true) }
                        // Its repaired spelling opens nothing: what it is (behind a link too) is asked by
                        // its own bytes, so that a folder so named is told from a file.
                        var status = stat()
                        if fstatat(dirfd(stream), name, &status, 0) == 0 {
                            type = status.st_mode & S_IFMT == S_IFDIR ? Int32(DT_DIR) : Int32(DT_REG)
                        }
                        return (String(cString: name), false)
                    }
                }
                if name != "." && name != ".." { entries.append((name, type, isUTF8)) }
            }
            return .success(entries.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) })
        }

        /// Follows the links found, and those found behind them, in the order found.
        mutating func followLinks(into files: inout [DiscoveredFile], seen: inout Set<String>) {
            var next = 0
            while next < links.count {
                let path = links[next]
                next += 1
                var target = stat()
                // stat follows the link; a dangling or circular one fails and is skipped.
                guard stat(path, &target) == 0 else { continue }
                entry(path, name: (path as NSString).lastPathComponent, status: target, into: &files, seen: &seen)
            }
        }

        private mutating func entry(_ path: String, name: String, status: stat, into files: inout [DiscoveredFile], seen: inout Set<String>) {
            switch status.st_mode & S_IFMT {
            case S_IFDIR:
                guard !FileDiscovery.skippedFolders.contains(name) else { return }
                folder(path, status: status, into: &files, seen: &seen)
            case S_IFREG:
                // FIFOs, sockets and devices are never opened: they could block the run.
                guard name.hasSuffix(".json"), visitedFiles.insert(FileIdentity(status)).inserted,
                    seen.insert(path).inserted
                else { return }
                files.append(DiscoveredFile(path: path, isExplicit: false))
            default:
                return
            }
        }
    }
}

/// A file's device and inode: the same folder reached twice through links is walked once, the same
/// file linted once, and a report is never written over a file the run reads, by whatever path.
struct FileIdentity: Hashable {
    var device: UInt64
    var inode: UInt64

    init(_ status: stat) {
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }

    /// The identity of the file at `path` (links followed); nil if there is none.
    init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        self.init(status)
    }
}
