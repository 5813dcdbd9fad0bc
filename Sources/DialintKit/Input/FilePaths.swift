import Foundation

/// Paths as the run opens and reports them: absolute against the working directory, reported
/// relative to it, and the folder a file or configuration is in. Shared by the command line and the
/// configuration resolver, which find files the same way.
enum FilePaths {
    /// The path as reported: relative to the working directory when the file is under it, as compilers print it.
    static func displayPath(_ path: String, workingDirectory: String) -> String {
        // Foundation's standardizing took 34,000 instructions a path, before any file was read; a
        // walked folder's files have nothing to standardize.
        let standardized = standardizedAbsolutePath(path, workingDirectory: workingDirectory)
        let base = folderPrefix(workingDirectory)
        if standardized.hasPrefix(base) { return String(standardized.dropFirst(base.count)) }
        return standardized
    }

    static func absolutePath(_ path: String, workingDirectory: String) -> String {
        path.hasPrefix("/") ? path : folderPrefix(workingDirectory) + path
    }

    /// The absolute path without `.`, `..` or empty components ("./bad", "good/..", "."): the path a
    /// configuration's include and exclude patterns, relative to its folder, are matched against.
    static func standardizedAbsolutePath(_ path: String, workingDirectory: String) -> String {
        let absolute = absolutePath(path, workingDirectory: workingDirectory)
        return isStandardized(absolute) ? absolute : URL(fileURLWithPath: absolute).standardizedFileURL.path
    }

    /// A folder's path as the start of the paths in it: with one trailing slash.
    private static func folderPrefix(_ folder: String) -> String {
        folder.hasSuffix("/") ? folder : folder + "/"
    }

    /// Whether an absolute path is already standardized: no empty, `.` or `..` component (so no
    /// doubled or trailing slash), which standardizing removes or resolves.
    static func isStandardized(_ path: String) -> Bool {
        path.withUTF8Bytes { bytes in
            guard bytes.count > 1, bytes[0] == UInt8(ascii: "/") else { return false }
            var componentStart = 1
            for index in 1...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: "/") {
                let component = bytes[componentStart..<index]
                if component.isEmpty || (component.count <= 2 && component.allSatisfy { $0 == UInt8(ascii: ".") }) {
                    return false
                }
                componentStart = index + 1
            }
            return true
        }
    }

    /// The absolute path with `.`, `..` and empty components resolved by name alone, as a shell's `cd`
    /// reads them: the same whether the path exists yet or not. Foundation's standardizing follows a
    /// link before a ".." only where the path exists, so a baseline behind a linked folder was named one
    /// way when written and another when read back (reviews 53 and 54).
    static func lexicallyStandardizedPath(_ path: String, workingDirectory: String) -> String {
        let absolute = absolutePath(path, workingDirectory: workingDirectory)
        if isStandardized(absolute) { return absolute }
        var components: [Substring] = []
        for component in absolute.split(separator: "/") where component != "." {
            if component == ".." {
                _ = components.popLast()
            } else {
                components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }

    /// `path` (absolute) relative to `folder` (absolute), with ".." steps where it lies outside it: how a
    /// baseline names its files, so that it holds in any checkout and whatever way the paths were named.
    static func relativePath(of path: String, from folder: String) -> String {
        let target = lexicallyStandardizedPath(path, workingDirectory: "/").split(separator: "/")
        let base = lexicallyStandardizedPath(folder, workingDirectory: "/").split(separator: "/")
        let shared = zip(target, base).prefix { $0 == $1 }.count
        let steps = Array(repeating: "..", count: base.count - shared) + target[shared...].map(String.init)
        return steps.joined(separator: "/")
    }

    /// The folder of a path, as `NSString.deletingLastPathComponent` gives it, without
    /// a trip through `NSString` (18,000 instructions a file) when the path is standardized.
    static func folder(of path: String) -> String {
        guard isStandardized(path), let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else {
            return (path as NSString).deletingLastPathComponent
        }
        return slash == path.utf8.startIndex ? "/" : String(path[..<slash])
    }
}
