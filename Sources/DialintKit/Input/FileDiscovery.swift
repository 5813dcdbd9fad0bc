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
}

/// Finds the files to lint under the paths given: folders are searched recursively for `*.json`,
/// skipping hidden folders, `.build` and `node_modules`, and never following a link in a circle.
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
        for path in paths {
            var status = stat()
            guard stat(path, &status) == 0 else {
                if lstat(path, &status) == 0 {
                    // A dangling or looping link named on the command line: let reading report it.
                    result.files.append(DiscoveredFile(path: path, isExplicit: true))
                } else {
                    result.missing.append(path)
                }
                continue
            }
            if status.st_mode & S_IFMT == S_IFDIR {
                var visited = Set<FileIdentity>()
                walk(path, status: status, visited: &visited, into: &result.files, seen: &seen)
            } else if seen.insert(path).inserted {
                result.files.append(DiscoveredFile(path: path, isExplicit: true))
            }
        }
        return result
    }

    /// A file's device and inode: the same folder reached twice through links is walked once.
    private struct FileIdentity: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    private func walk(
        _ folder: String, status: stat, visited: inout Set<FileIdentity>,
        into files: inout [DiscoveredFile], seen: inout Set<String>
    ) {
        guard visited.insert(FileIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))).inserted else { return }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            var entry = stat()
            // stat follows links; a dangling or circular link fails and is skipped.
            guard stat(path, &entry) == 0 else { continue }
            switch entry.st_mode & S_IFMT {
            case S_IFDIR:
                guard !name.hasPrefix("."), !Self.skippedFolders.contains(name) else { continue }
                walk(path, status: entry, visited: &visited, into: &files, seen: &seen)
            case S_IFREG:
                // FIFOs, sockets and devices are never opened: they could block the run.
                guard name.hasSuffix(".json"), !name.hasPrefix("."), seen.insert(path).inserted else { continue }
                files.append(DiscoveredFile(path: path, isExplicit: false))
            default:
                continue
            }
        }
    }
}
