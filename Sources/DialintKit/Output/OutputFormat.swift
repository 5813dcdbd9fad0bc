/// Where a report is written: standard output, a file, or a string in tests.
public protocol OutputSink: AnyObject {
    func write(_ text: String)
    /// UTF-8 text as bytes, for formats that build their text as bytes.
    func write(utf8 bytes: [UInt8])
}

extension OutputSink {
    public func write(utf8 bytes: [UInt8]) {
        write(String(decoding: bytes, as: UTF8.self))
    }
}

/// What a format may need besides the diagnostics.
public struct ReportContext: Sendable {
    /// Every rule and file check, for formats that describe the tool's rules (SARIF).
    public var rules: [RuleDescription]
    /// dialint's version.
    public var toolVersion: String
    /// The files that were checked (as reported), for formats with a record per file (JUnit, Checkstyle).
    public var checkedFiles: [String]
    /// The working directory, for formats that want absolute or base-relative URIs (SARIF).
    public var workingDirectory: String
    /// Color for a terminal (text format only).
    public var color: Bool
    /// What was read from standard input, under the path it is reported as: its columns are converted
    /// from these bytes, not from a file of that name on disk (an editor's unsaved buffer, a staged copy).
    public var standardInput: (path: String, bytes: [UInt8])?

    public init(
        rules: [RuleDescription] = RuleRegistry.descriptions, toolVersion: String = CLI.version,
        checkedFiles: [String] = [], workingDirectory: String = "/", color: Bool = false
    ) {
        self.rules = rules
        self.toolVersion = toolVersion
        self.checkedFiles = checkedFiles
        self.workingDirectory = workingDirectory
        self.color = color
    }
}

/// A report format: turns the run's diagnostics (already in report order) into text for one kind of reader.
public protocol OutputFormat: Sendable {
    /// The name given to `--format`.
    static var name: String { get }
    init()
    func write(_ diagnostics: [Diagnostic], context: ReportContext, to sink: any OutputSink)
}

/// A format that can be written file by file, in report order, as the run goes: memory then
/// holds one batch of files' findings, not the whole run's.
public protocol StreamingOutputFormat: OutputFormat {
    func begin(context: ReportContext, to sink: any OutputSink)
    /// One file's diagnostics, in report order; files arrive in report order.
    func write(file diagnostics: [Diagnostic], context: ReportContext, to sink: any OutputSink)
    func end(context: ReportContext, to sink: any OutputSink)
}

extension StreamingOutputFormat {
    public func write(_ diagnostics: [Diagnostic], context: ReportContext, to sink: any OutputSink) {
        begin(context: context, to: sink)
        write(file: diagnostics, context: context, to: sink)
        end(context: context, to: sink)
    }
}

/// A streaming format whose text for one file depends only on that file's diagnostics and the run's
/// settings (no state carried from file to file): a file's text can then be rendered on the thread
/// that linted it, and the report only writes the bytes in order.
public protocol FileRenderingFormat: StreamingOutputFormat {
    func render(file diagnostics: [Diagnostic], context: ReportContext) -> [UInt8]
}

extension FileRenderingFormat {
    /// Written a slice at a time, so a file with millions of findings never has all its text in memory.
    /// Slices are rendered on all cores and written in order as each is ready (the same ordered window
    /// the files of a run go through): on one core, the 2.4 million findings of one large file were
    /// rendered while the others waited.
    public func write(file diagnostics: [Diagnostic], context: ReportContext, to sink: any OutputSink) {
        let starts = Array(stride(from: 0, to: diagnostics.count, by: renderedSliceSize))
        starts.parallelMapInOrder(window: renderedSlicesAtOnce) { start in
            render(file: Array(diagnostics[start..<min(start + renderedSliceSize, diagnostics.count)]), context: context)
        } deliver: { text in
            sink.write(utf8: text)
        }
    }
}

/// How many slices of one file's findings may be rendered ahead of the one being written (some 12 MB
/// of JSON Lines).
let renderedSlicesAtOnce = 8

/// How many diagnostics a line format renders at once: a file's findings up to this many are rendered
/// on the thread that linted it, more are written a slice at a time as the report goes.
let renderedSliceSize = 4096

/// The formats `--format` accepts, by name.
public enum OutputFormats {
    public static let all: [any OutputFormat.Type] = [
        TextFormat.self, JSONFormat.self, JSONLinesFormat.self, SARIFFormat.self, GitHubFormat.self,
        GitLabFormat.self, CheckstyleFormat.self, JUnitFormat.self,
    ]
    public static var names: [String] { all.map { $0.name } }

    public static func format(named name: String) -> (any OutputFormat)? {
        all.first { $0.name == name }.map { $0.init() }
    }
}

/// Collects output in memory (tests, `--output`).
public final class StringSink: OutputSink {
    public private(set) var text = ""
    public init() {}
    public func write(_ text: String) { self.text += text }
}

/// The report of `--fix-dry-run`, where the diff is the output and findings are only counted.
struct NoFormat: StreamingOutputFormat {
    static let name = "none"
    init() {}
    func begin(context: ReportContext, to sink: any OutputSink) {}
    func write(file diagnostics: [Diagnostic], context: ReportContext, to sink: any OutputSink) {}
    func end(context: ReportContext, to sink: any OutputSink) {}
}
