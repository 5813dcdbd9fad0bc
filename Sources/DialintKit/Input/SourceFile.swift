import Foundation

/// A file's bytes, ready to lint.
public struct SourceFile: Sendable {
    /// The path as it is reported.
    public var path: String
    public var data: Data
    /// Whether the file was named on the command line (always linted) rather than found in a folder
    /// (skipped quietly when it is plainly not a dialog spec, such as `package.json`).
    public var isExplicit: Bool

    public init(path: String, data: Data, isExplicit: Bool = true) {
        self.path = path
        self.data = data
        self.isExplicit = isExplicit
    }
}
