/// Where a report is written: standard output, a file, or a string in tests.
public protocol OutputSink: AnyObject {
    func write(_ text: String)
}

/// A report format: turns the run's diagnostics into text for one kind of reader.
public protocol OutputFormat {
    /// The name given to `--format`.
    static var name: String { get }
    func write(_ diagnostics: [Diagnostic], to sink: any OutputSink)
}

/// The formats `--format` accepts, by name.
public enum OutputFormats {
    public static let names = ["text"]
}

/// Collects output in memory (tests, `--output`).
public final class StringSink: OutputSink {
    public private(set) var text = ""
    public init() {}
    public func write(_ text: String) { self.text += text }
}
